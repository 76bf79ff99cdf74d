package com.example.wire;

import dev.serguard.codec.Codec;
import dev.serguard.junit.CodecSource;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.TestMethodOrder;

import java.util.Random;
import java.util.stream.Stream;

/** Two codecs of Message, not @Forked: "plain" works, and "exits" then ends the test JVM. */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ExitingCodecTest {

    static Message payload(Size size, Random random) {
        return new Message("orders", random.nextInt(1_000));
    }

    static Stream<Codec<Message>> plain() {
        return Stream.of(Codec.of("plain", Message.class, Wire::write, Wire::read));
    }

    static Stream<Codec<Message>> exiting() {
        return Stream.of(new ExitingCodec());
    }

    @SerializationTest
    @CodecSource("plain")
    @PayloadSizes(Size.SMALL)
    @Order(1)
    void plainMessages() {
    }

    @SerializationTest
    @CodecSource("exiting")
    @PayloadSizes(Size.SMALL)
    @Order(2)
    void exitingMessages() {
    }
}
