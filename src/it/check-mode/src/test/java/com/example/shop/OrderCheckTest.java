package com.example.shop;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.AllocationBudget;
import dev.serguard.junit.CodecSource;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.SizeBudget;
import dev.serguard.junit.SpeedBudget;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

// Run as a pull-request build: mvn test -Dserguard.mode=check -Dserguard.codecs=json,kryo -Dserguard.sizes=SMALL
class OrderCheckTest {

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

    // A mapper that loses the attributes (a dropped field, as a careless DTO mapping would): check mode catches it.
    static Stream<Codec<Order>> lossyCodecs() {
        return Stream.of(
                Codec.of("json", Order.class,
                        order -> ShopJson.mapper().writeValueAsBytes(new Order(order.id(), order.customer(), order.lines(), order.total(),
                                order.placedAt(), order.status(), Map.of(), order.couponCode())),
                        bytes -> ShopJson.mapper().readValue(bytes, Order.class)),
                KryoCodecs.kryo("kryo", Order.class, ShopKryo::newKryo));
    }

    @SerializationTest
    @CodecSource("lossyCodecs")
    @PayloadSizes({Size.SMALL, Size.MEDIUM})
    void ordersThroughALossyMapper(SerializationResult<Order> result) {
        assertTrue(result.passed());
    }

    @SerializationTest
    @PayloadSizes({Size.SMALL, Size.MEDIUM})
    @SizeBudget(codec = "kryo", maxBytes = 20_000)
    @AllocationBudget(maxSerializeBytes = 1)                 // would fail if measured: check mode measures no allocation
    @SpeedBudget(codec = "json", maxSerializeNanos = 1)      // would fail if timed: check mode times nothing
    void orders(SerializationResult<Order> result) {
        assertTrue(result.passed());
    }
}
