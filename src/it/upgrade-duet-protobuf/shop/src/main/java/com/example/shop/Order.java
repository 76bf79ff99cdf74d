package com.example.shop;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/** An order, as the shop's services hold it; {@link OrderMapper} maps it to its protobuf message. */
public record Order(
        String id,
        Customer customer,
        List<OrderLine> lines,
        Instant placedAt,
        OrderStatus status,
        Map<String, String> attributes) {
}
