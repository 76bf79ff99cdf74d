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

class SharedOrderKryoCodecTest {

    /** One instance, as the application shares it between its threads. */
    private static final SharedOrderKryoCodec ORDERS = new SharedOrderKryoCodec();

    static Stream<Codec<Order>> codecs() {
        return Stream.of(Codec.of("kryo-shared", Order.class, ORDERS::serialize, ORDERS::deserialize));
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
    // A shared Kryo fails by chance, when calls happen to overlap: 20 000 round trips per thread make it near certain.
    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @ThreadSafetyCheck(iterations = 20_000)
    void orders() {
    }
}
