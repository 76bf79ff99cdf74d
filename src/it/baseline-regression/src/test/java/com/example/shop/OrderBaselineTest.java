package com.example.shop;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** No budget at all: the committed baseline is what guards the orders. */
class OrderBaselineTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(ShopJson.mapper(), Order.class),
                KryoCodecs.kryo("kryo", Order.class, ShopKryo::newKryo));
    }

    // -Dshop.extraLines stands in for a change that makes every order bigger.
    static Order payload(Size size, Random random) {
        List<OrderLine> lines = SampleData.lines(random, Math.max(1, size.nominalJsonBytes() / 110) + Integer.getInteger("shop.extraLines", 0));
        BigDecimal total = lines.stream().map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new Order("ORD-" + random.nextInt(1_000_000), SampleData.customer(random), lines, total,
                SampleData.instant(random), SampleData.status(random), SampleData.attributes(random),
                SampleData.couponCode(random));
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void orders(SerializationResult<Order> result) {
        assertTrue(result.passed());
    }
}
