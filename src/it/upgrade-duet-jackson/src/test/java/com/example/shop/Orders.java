package com.example.shop;

import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;

/** The shop's sample orders, of each payload size. */
final class Orders {

    private Orders() {
    }

    static Order sample(Size size, Random random) {
        List<OrderLine> lines = SampleData.lines(random, Math.max(1, size.nominalJsonBytes() / 110));
        BigDecimal total = lines.stream().map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new Order("ORD-" + random.nextInt(1_000_000), SampleData.customer(random), lines, total,
                SampleData.instant(random), SampleData.status(random), SampleData.attributes(random),
                SampleData.couponCode(random));
    }
}
