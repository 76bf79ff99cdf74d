package com.example.shop;

import dev.serguard.codec.Codec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.ThreadSafetyCheck;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

class PooledOrderKryoCodecTest {

    /** One instance, as the application shares it between its threads. */
    private static final PooledOrderKryoCodec ORDERS = new PooledOrderKryoCodec();

    static Stream<Codec<Order>> codecs() {
        return Stream.of(Codec.of("kryo-pooled", Order.class, ORDERS::serialize, ORDERS::deserialize));
    }

    static Order payload(Size size, Random random) {
        List<OrderLine> lines = SampleData.lines(random, Math.max(1, size.nominalJsonBytes() / 110));
        BigDecimal total = lines.stream().map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new Order("ORD-" + random.nextInt(1_000_000), SampleData.customer(random), lines, total,
                SampleData.instant(random), SampleData.status(random), SampleData.attributes(random),
                SampleData.couponCode(random));
    }

    // Round trip, size and allocation, then thread safety: on by default for a codec that does not say otherwise.
    // As many round trips as SharedOrderKryoCodecTest makes, where they make the shared Kryo fail.
    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @ThreadSafetyCheck(iterations = 20_000)
    void orders() {
    }
}
