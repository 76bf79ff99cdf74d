package com.example.shop;

/** Who placed an order. */
public record Customer(long id, String name, String email) {
}
