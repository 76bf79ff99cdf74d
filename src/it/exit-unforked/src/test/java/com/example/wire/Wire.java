package com.example.wire;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/** The team's wire format of Message: its sequence, then its topic's length and bytes. */
final class Wire {

    private Wire() {
    }

    static byte[] write(Message message) {
        byte[] topic = message.topic().getBytes(StandardCharsets.UTF_8);
        return ByteBuffer.allocate(8 + topic.length).putInt(message.sequence()).putInt(topic.length).put(topic).array();
    }

    static Message read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        int sequence = buffer.getInt();
        byte[] topic = new byte[buffer.getInt()];
        buffer.get(topic);
        return new Message(new String(topic, StandardCharsets.UTF_8), sequence);
    }
}
