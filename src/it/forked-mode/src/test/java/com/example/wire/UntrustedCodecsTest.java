package com.example.wire;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Forked;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/** Three codecs of Message; two of them would take an unforked test JVM down with them. */
@Forked(maxHeap = "64m")
class UntrustedCodecsTest {

    private static final List<long[]> LEAKED = new ArrayList<>();

    static Message payload(Size size, Random random) {
        return new Message("orders", random.nextInt(1_000));
    }

    static Stream<Codec<Message>> codecs() {
        return Stream.of(
                Codec.of("plain", Message.class, UntrustedCodecsTest::write, UntrustedCodecsTest::read),
                Codec.of("exits", Message.class, UntrustedCodecsTest::write, bytes -> {
                    System.exit(2);     // a library that "handles" a bad message by ending the process
                    return read(bytes);
                }),
                Codec.of("leaks", Message.class, UntrustedCodecsTest::write, bytes -> {
                    while (true) {
                        LEAKED.add(new long[1 << 20]);      // a cache that never lets go
                    }
                }));
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void messages() {
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
