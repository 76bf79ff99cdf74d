package com.example.shop;

import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.SizeBudget;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

/** The order events as the services exchange them: the team's own MessagePack mapper, a size budget and the committed baseline. */
class OrderEventsTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(JacksonCodecs.msgpack("msgpack-events", ShopMsgpack.mapper(), Order.class));
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
    @SizeBudget(codec = "msgpack-events", maxBytes = 2_000)
    void orders() {
    }
}
