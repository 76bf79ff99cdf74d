package com.example.shop;

import dev.serguard.codec.Codec;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

/** The shop's Kryo alone, which uses no Jackson: a comparison of Jackson versions has nothing of it to compare. */
class OrderKryoTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(KryoCodecs.kryo("kryo-only", Order.class, ShopKryo::newKryo));
    }

    static Order payload(Size size, Random random) {
        return Orders.sample(size, random);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void orders() {
    }
}
