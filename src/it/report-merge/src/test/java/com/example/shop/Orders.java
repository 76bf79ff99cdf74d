package com.example.shop;

import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicBoolean;

/** What the test classes share: one JSON codec, the order payloads, and a codec that fails once per JVM. */
final class Orders {

    private static final AtomicBoolean FAILED_ONCE = new AtomicBoolean();

    private Orders() {
    }

    static Codec<Order> json() {
        return JacksonCodecs.json(ShopJson.mapper(), Order.class);
    }

    /** Throws on its first serialize in a JVM, as a test that is flaky the first time; the rerun passes. */
    static Codec<Order> flakyOnce() {
        Codec<Order> json = json();
        return Codec.of("json-flaky", Order.class, value -> {
            if (FAILED_ONCE.compareAndSet(false, true)) {
                throw new IllegalStateException("first call of this JVM fails");
            }
            return json.serialize(value);
        }, json::deserialize);
    }

    static Order payload(Size size, Random random) {
        List<OrderLine> lines = SampleData.lines(random, Math.max(1, size.nominalJsonBytes() / 110));
        BigDecimal total = lines.stream().map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new Order("ORD-" + random.nextInt(1_000_000), SampleData.customer(random), lines, total,
                SampleData.instant(random), SampleData.status(random), SampleData.attributes(random),
                SampleData.couponCode(random));
    }
}
