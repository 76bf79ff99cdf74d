package com.example.shop;

import com.example.shop.proto.OrderMessage;
import dev.serguard.codec.Codec;
import dev.serguard.codec.protobuf.ProtobufCodecs;
import dev.serguard.junit.ComparedWith;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

/**
 * The shop's protobuf codec on its orders, compared with protobuf-java 3.25.5, the runtime it upgraded
 * from. -Dshop.slowdown=N makes serialize N times as slow under protobuf-java 4 alone: a regression
 * that came with the bump.
 */
@ComparedWith(artifact = "com.google.protobuf:protobuf-java", version = "3.25.5")
class OrderUpgradeTest {

    private static final String[] WORDS = {"blue", "steel", "garden", "chair", "lamp", "oak", "cotton", "kettle"};

    static Stream<Codec<Order>> codecs() {
        Codec<Order> protobuf = ProtobufCodecs.of("protobuf", Order.class, OrderMessage.parser(), OrderMapper::toMessage,
                OrderMapper::fromMessage);
        int slowdown = Integer.getInteger("shop.slowdown", 1);
        if (slowdown == 1 || !runtime4()) {
            return Stream.of(protobuf);
        }
        return Stream.of(Codec.of("protobuf", Order.class, order -> {
            byte[] bytes = null;
            for (int i = 0; i < slowdown; i++) {
                bytes = protobuf.serialize(order);
            }
            return bytes;
        }, protobuf::deserialize));
    }

    static Order payload(Size size, Random random) {
        int count = Math.max(1, size.nominalJsonBytes() / 60);
        List<OrderLine> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            lines.add(new OrderLine("SKU-" + (10_000 + random.nextInt(90_000)), 1 + random.nextInt(5), 100 + random.nextInt(20_000)));
        }
        String name = word(random) + " " + word(random);
        Customer customer = new Customer(random.nextInt(1_000_000), name, name.replace(' ', '.') + "@example.com");
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("channel", random.nextBoolean() ? "web" : "app");
        attributes.put("campaign", word(random) + "-" + random.nextInt(100));
        return new Order("ORD-" + random.nextInt(1_000_000), customer, lines,
                Instant.ofEpochMilli(1_700_000_000_000L + random.nextInt(1_000_000_000)),
                OrderStatus.values()[random.nextInt(OrderStatus.values().length)], attributes);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void orders() {
    }

    // com.google.protobuf.RuntimeVersion came with protobuf-java 4 (4.26); 3.25 has none. Looked up from this
    // class's loader: in a world of the duet, that world's protobuf-java.
    private static boolean runtime4() {
        try {
            Class.forName("com.google.protobuf.RuntimeVersion", false, OrderUpgradeTest.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    private static String word(Random random) {
        return WORDS[random.nextInt(WORDS.length)];
    }
}
