package com.example.shop;

import java.math.BigDecimal;

/** One line of an order: a product, how many, at what unit price. */
public record OrderLine(String sku, String description, int quantity, BigDecimal unitPrice) {
}
