package com.example.shop;

import dev.serguard.codec.Codec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

class CheckoutTest {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(Orders.json());
    }

    static Order payload(Size size, Random random) {
        return Orders.payload(size, random);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void checkouts() {
    }
}
