package com.example.shop;

import com.esotericsoftware.kryo.Kryo;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Optional;

/** The shop's Kryo configuration: registration required, so that class names stay off the wire. */
public final class ShopKryo {

    private ShopKryo() {
    }

    /** A new, fully configured Kryo; Kryo is not thread-safe, so every thread gets its own. */
    public static Kryo newKryo() {
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(true);
        kryo.setReferences(false);
        // The ids are part of the wire format: append, never reorder.
        kryo.register(Order.class, 100);
        kryo.register(Customer.class, 101);
        kryo.register(OrderLine.class, 102);
        kryo.register(OrderStatus.class, 103);
        kryo.register(ArrayList.class, 104);
        kryo.register(LinkedHashMap.class, 105);
        kryo.register(Optional.class, 106);
        kryo.register(BigDecimal.class, 107);
        kryo.register(Instant.class, 108);
        return kryo;
    }
}
