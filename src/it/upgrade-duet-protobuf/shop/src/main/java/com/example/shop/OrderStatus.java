package com.example.shop;

/** Where an order is. */
public enum OrderStatus {
    NEW, PAID, SHIPPED, DELIVERED, CANCELLED
}
