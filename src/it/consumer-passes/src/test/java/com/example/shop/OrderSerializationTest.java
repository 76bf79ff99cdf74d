package com.example.shop;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.AllocationBudget;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.SizeBudget;
import dev.serguard.junit.SmallerThan;
import dev.serguard.junit.SpeedBudget;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

class OrderSerializationTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(ShopJson.mapper(), Order.class),
                JacksonCodecs.json("smile", ShopJson.smileMapper(), Order.class),
                KryoCodecs.kryo("kryo", Order.class, ShopKryo::newKryo));
    }

    static Order payload(Size size, Random random) {
        List<OrderLine> lines = SampleData.lines(random, Math.max(1, size.nominalJsonBytes() / 110));
        BigDecimal total = lines.stream().map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new Order("ORD-" + random.nextInt(1_000_000), SampleData.customer(random), lines, total,
                SampleData.instant(random), SampleData.status(random), SampleData.attributes(random),
                SampleData.couponCode(random));
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @SizeBudget(codec = "kryo", maxBytes = 1_000)
    @SizeBudget(codec = "json", maxBytes = 2_000)
    @AllocationBudget(maxSerializeBytes = 64_000, maxDeserializeBytes = 64_000)
    @SmallerThan(codec = "kryo", than = "json", factor = 1.5)
    @SpeedBudget(codec = "smile", maxSerializeNanos = 1)     // over, but times are not trusted under the debugger agent (pom.xml)
    void orders(SerializationResult<Order> result) {
        assertTrue(result.passed());
    }
}
