package com.example.orders;

import dev.serguard.codec.Codec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

class OrderJsonTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(Codec.of("order-json", Order.class, OrderJson::write, OrderJson::read));
    }

    static Order payload(Size size, Random random) {
        List<String> items = new ArrayList<>();
        for (int i = 0; i < size.nominalJsonBytes() / 40; i++) {
            items.add("item-" + random.nextInt(100_000));
        }
        return new Order(random.nextLong(), "customer-" + random.nextInt(1000), items, random.nextInt(1_000_000));
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void orders() {
    }
}
