package com.example.shop;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** An order, as the shop's services exchange it. */
public record Order(
        String id,
        Customer customer,
        List<OrderLine> lines,
        BigDecimal total,
        Instant placedAt,
        OrderStatus status,
        Map<String, String> attributes,
        Optional<String> couponCode) {
}
