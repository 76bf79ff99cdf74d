package com.example.orders;

import java.util.List;
import java.util.Objects;

/** An order as the team's service keeps it. */
public class Order {

    private long id;
    private String customer;
    private List<String> items;
    private long totalCents;

    public Order() {
    }

    public Order(long id, String customer, List<String> items, long totalCents) {
        this.id = id;
        this.customer = customer;
        this.items = items;
        this.totalCents = totalCents;
    }

    public long getId() {
        return id;
    }

    public String getCustomer() {
        return customer;
    }

    public List<String> getItems() {
        return items;
    }

    public long getTotalCents() {
        return totalCents;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Order o && id == o.id && totalCents == o.totalCents && Objects.equals(customer, o.customer)
                && Objects.equals(items, o.items);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, customer, items, totalCents);
    }
}
