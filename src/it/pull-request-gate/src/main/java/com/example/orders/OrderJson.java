package com.example.orders;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;

/** The team's own JSON for orders, as its service writes them. */
public final class OrderJson {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private OrderJson() {
    }

    public static byte[] write(Order order) throws IOException {
        return MAPPER.writeValueAsBytes(order);
    }

    public static Order read(byte[] bytes) throws IOException {
        return MAPPER.readValue(bytes, Order.class);
    }
}
