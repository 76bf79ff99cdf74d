package com.example.points;

import dev.serguard.codec.Codec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

class PointCodecTest {

    static Stream<Codec<Point>> codecs() {
        return Stream.of(Codec.of("points", Point.class, PointCodec::write, PointCodec::read));
    }

    static Point payload(Size size, Random random) {
        return new Point(random.nextInt(), random.nextInt(), "p".repeat(size.nominalJsonBytes() / 20));
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void points() {
    }
}
