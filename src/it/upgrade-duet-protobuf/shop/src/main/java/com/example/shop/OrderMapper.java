package com.example.shop;

import com.example.shop.proto.OrderMessage;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;

/** Between the shop's {@link Order} and its protobuf message; the time is kept to the millisecond. */
public final class OrderMapper {

    private OrderMapper() {
    }

    public static OrderMessage toMessage(Order order) {
        OrderMessage.Builder message = OrderMessage.newBuilder()
                .setId(order.id())
                .setCustomer(OrderMessage.Customer.newBuilder()
                        .setId(order.customer().id())
                        .setName(order.customer().name())
                        .setEmail(order.customer().email()))
                .setPlacedAtMillis(order.placedAt().toEpochMilli())
                .setStatus(OrderMessage.Status.valueOf(order.status().name()))
                .putAllAttributes(order.attributes());
        for (OrderLine line : order.lines()) {
            message.addLines(OrderMessage.Line.newBuilder()
                    .setSku(line.sku())
                    .setQuantity(line.quantity())
                    .setUnitPriceCents(line.unitPriceCents()));
        }
        return message.build();
    }

    public static Order fromMessage(OrderMessage message) {
        OrderMessage.Customer customer = message.getCustomer();
        List<OrderLine> lines = message.getLinesList().stream()
                .map(line -> new OrderLine(line.getSku(), line.getQuantity(), line.getUnitPriceCents()))
                .toList();
        return new Order(message.getId(), new Customer(customer.getId(), customer.getName(), customer.getEmail()), lines,
                Instant.ofEpochMilli(message.getPlacedAtMillis()), OrderStatus.valueOf(message.getStatus().name()),
                new LinkedHashMap<>(message.getAttributesMap()));
    }
}
