package com.example.shop;

import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

/**
 * The shop's JSON, Smile and Kryo codecs on its orders. Run with -Dserguard.against=… to compare
 * the Jackson or the Kryo of this build with an older one; -Dshop.slowdown=N makes JSON serialize
 * N times as slow under Jackson 2.18 and newer alone: a regression that came with the bump.
 */
class OrderUpgradeTest {

    static Stream<Codec<Order>> codecs() {
        Codec<Order> json = JacksonCodecs.json(ShopJson.mapper(), Order.class);
        int slowdown = Integer.getInteger("shop.slowdown", 1);
        boolean newer = PackageVersion.VERSION.getMinorVersion() >= 18;
        Codec<Order> served = slowdown == 1 || !newer ? json : Codec.of("json", Order.class, order -> {
            byte[] bytes = null;
            for (int i = 0; i < slowdown; i++) {
                bytes = json.serialize(order);
            }
            return bytes;
        }, json::deserialize);
        return Stream.of(served, JacksonCodecs.json("smile", ShopJson.smileMapper(), Order.class),
                KryoCodecs.kryo("kryo", Order.class, ShopKryo::newKryo));
    }

    static Order payload(Size size, Random random) {
        return Orders.sample(size, random);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void orders() {
    }
}
