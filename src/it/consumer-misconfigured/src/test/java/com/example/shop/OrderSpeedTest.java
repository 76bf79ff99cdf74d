package com.example.shop;

import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.FasterThan;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

class OrderSpeedTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(ShopJson.mapper(), Order.class),
                JacksonCodecs.json("smile", ShopJson.smileMapper(), Order.class),
                KryoCodecs.kryo("kryo", Order.class, ShopKryo::newKryo));
    }

    static Order payload(Size size, Random random) {
        List<OrderLine> lines = SampleData.lines(random, Math.max(1, size.nominalJsonBytes() / 110));
        return new Order("ORD-" + random.nextInt(1_000_000), SampleData.customer(random), lines, BigDecimal.TEN,
                SampleData.instant(random), SampleData.status(random), SampleData.attributes(random),
                SampleData.couponCode(random));
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @FasterThan(codec = "kryo", than = "jsno", factor = 1.5)     // the typo: "jsno" for "json"
    void kryoBeatsJson() {
    }
}
