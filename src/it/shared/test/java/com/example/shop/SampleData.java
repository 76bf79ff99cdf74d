package com.example.shop;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/** Realistic, deterministic parts of orders, from a seeded Random. */
final class SampleData {

    private static final String[] WORDS = {"blue", "steel", "garden", "chair", "lamp", "oak", "cotton", "compact",
            "kettle", "desk", "wireless", "travel", "mug", "organic", "shelf", "classic", "cable", "large"};
    private static final String[] CITIES = {"Lyon", "Porto", "Leipzig", "Gdansk", "Bologna", "Utrecht"};

    private SampleData() {
    }

    static Customer customer(Random random) {
        String name = capitalized(word(random)) + " " + capitalized(word(random));
        return new Customer(random.nextInt(1_000_000), name, name.toLowerCase(Locale.ROOT).replace(' ', '.') + "@example.com",
                CITIES[random.nextInt(CITIES.length)]);
    }

    static List<OrderLine> lines(Random random, int count) {
        List<OrderLine> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            lines.add(new OrderLine("SKU-" + (10_000 + random.nextInt(90_000)), words(random, 3), 1 + random.nextInt(5),
                    BigDecimal.valueOf(100 + random.nextInt(20_000), 2)));
        }
        return lines;
    }

    static Map<String, String> attributes(Random random) {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("channel", random.nextBoolean() ? "web" : "app");
        attributes.put("campaign", word(random) + "-" + random.nextInt(100));
        return attributes;
    }

    static Instant instant(Random random) {
        return Instant.ofEpochSecond(1_700_000_000L + random.nextInt(50_000_000), random.nextInt(1_000_000_000));
    }

    static OrderStatus status(Random random) {
        return OrderStatus.values()[random.nextInt(OrderStatus.values().length)];
    }

    static Optional<String> couponCode(Random random) {
        return random.nextBoolean() ? Optional.of("SAVE" + random.nextInt(50)) : Optional.empty();
    }

    /** About {@code chars} characters of words. */
    static String text(Random random, int chars) {
        StringBuilder text = new StringBuilder(chars + 16);
        while (text.length() < chars) {
            text.append(word(random)).append(text.length() % 7 == 0 ? ". " : " ");
        }
        return text.toString().trim();
    }

    private static String words(Random random, int count) {
        StringBuilder words = new StringBuilder(word(random));
        for (int i = 1; i < count; i++) {
            words.append(' ').append(word(random));
        }
        return words.toString();
    }

    private static String word(Random random) {
        return WORDS[random.nextInt(WORDS.length)];
    }

    private static String capitalized(String word) {
        return Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
