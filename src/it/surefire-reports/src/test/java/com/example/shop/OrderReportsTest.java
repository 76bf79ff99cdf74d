package com.example.shop;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.SizeBudget;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

class OrderReportsTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(ShopJson.mapper(), Order.class),
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

    // json passes; kryo's orders are far over 100 B, and its invocation fails
    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @SizeBudget(codec = "kryo", maxBytes = 100)
    void orders(SerializationResult<Order> result) {
        assertTrue(result.passed());
    }
}
