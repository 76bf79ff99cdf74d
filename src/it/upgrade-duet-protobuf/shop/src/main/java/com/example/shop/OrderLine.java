package com.example.shop;

/** One line of an order: a product, how many, at what unit price in cents. */
public record OrderLine(String sku, int quantity, long unitPriceCents) {
}
