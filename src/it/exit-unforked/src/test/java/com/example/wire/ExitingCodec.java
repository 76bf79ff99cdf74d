package com.example.wire;

import dev.serguard.codec.Codec;

/** A codec whose library "handles" a message it dislikes by ending the process. */
final class ExitingCodec implements Codec<Message> {

    @Override
    public String name() {
        return "exits";
    }

    @Override
    public Class<Message> type() {
        return Message.class;
    }

    @Override
    public byte[] serialize(Message message) {
        System.exit(3);
        return Wire.write(message);
    }

    @Override
    public Message deserialize(byte[] bytes) {
        return Wire.read(bytes);
    }
}
