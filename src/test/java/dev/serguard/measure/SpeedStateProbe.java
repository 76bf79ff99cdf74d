package dev.serguard.measure;

import com.fasterxml.jackson.databind.ObjectMapper;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Which speed a JVM runs at, for docs/research/pretouch.md: warms up a Jackson round trip of a
 * small order and the reference workload for 3 s, then times both in 61 rounds of batches of some
 * 0.5 ms, in a random order each round, and prints the medians: {@code ref 903 codec 3558 ratio
 * 3.969}. Run it in many JVMs, one after the other, with and without a JVM option.
 */
public final class SpeedStateProbe {

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Order ORDER = new Order();
    private static long sink;

    private SpeedStateProbe() {
    }

    /** A line item, as a shop's order holds it. */
    public static final class Item {
        public String name = "widget-\u00e9";
        public int qty = 3;
        public double price = 9.99;
        public List<String> tags = List.of("a", "bb", "ccc");
    }

    /** An order of six items. */
    public static final class Order {
        public long id = 1234567;
        public String customer = "Jane Doe";
        public List<Item> items = new ArrayList<>();
        public boolean paid = true;

        Order() {
            for (int i = 0; i < 6; i++) {
                items.add(new Item());
            }
        }
    }

    public static void main(String[] args) throws Exception {
        long end = System.nanoTime() + 3_000_000_000L;
        while (System.nanoTime() < end) {
            codec(100);
            reference(100);
        }
        int codecBatch = (int) Math.max(1, 100 * 500_000L / codec(100));
        int referenceBatch = (int) Math.max(1, 100 * 500_000L / reference(100));
        int rounds = 61;
        double[] codec = new double[rounds];
        double[] reference = new double[rounds];
        double[] ratio = new double[rounds];
        Random order = new Random(1);
        for (int round = 0; round < rounds; round++) {
            if (order.nextBoolean()) {
                codec[round] = codec(codecBatch) / (double) codecBatch;
                reference[round] = reference(referenceBatch) / (double) referenceBatch;
            } else {
                reference[round] = reference(referenceBatch) / (double) referenceBatch;
                codec[round] = codec(codecBatch) / (double) codecBatch;
            }
            ratio[round] = codec[round] / reference[round];
        }
        Arrays.sort(codec);
        Arrays.sort(reference);
        Arrays.sort(ratio);
        System.out.printf(Locale.ROOT, "ref %.0f codec %.0f ratio %.3f%n", reference[rounds / 2], codec[rounds / 2], ratio[rounds / 2]);
        if (sink == 42) {
            System.out.println();
        }
    }

    private static long codec(int count) throws Exception {
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            byte[] bytes = MAPPER.writeValueAsBytes(ORDER);
            sink += MAPPER.readValue(bytes, Order.class).id + bytes.length;
        }
        return System.nanoTime() - start;
    }

    private static long reference(int count) {
        long start = System.nanoTime();
        for (int i = 0; i < count; i++) {
            sink += Reference.work(i & 63);
        }
        return System.nanoTime() - start;
    }
}
