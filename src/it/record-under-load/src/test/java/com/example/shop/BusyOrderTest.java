package com.example.shop;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.ThreadSafetyCheck;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The team's JSON codec on a busy machine: while this class is loaded in the test JVM, one thread
 * per core spins, so that every measurement (this JVM's and the fresh JVMs' that serguard starts
 * beside it) competes for the cores. {@code -Dshop.slowdown=2} makes the codec do its work twice,
 * {@code -Dshop.garbage=10} makes serialize allocate some ten times as much.
 */
class BusyOrderTest {

    static {
        if (!System.getProperty("sun.java.command", "").contains("ForkChild")) {
            for (int i = 0; i < Runtime.getRuntime().availableProcessors(); i++) {
                Thread spinner = new Thread(BusyOrderTest::spin, "busy-neighbour-" + i);
                spinner.setDaemon(true);
                spinner.start();
            }
        }
    }

    static volatile long spun;
    static volatile Object sink;

    private static void spin() {
        long x = 1;
        while (true) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            if ((x & 0xFFFFF) == 0) {
                spun = x;
            }
        }
    }

    private static final int SLOWDOWN = Integer.getInteger("shop.slowdown", 1);
    private static final int GARBAGE = Integer.getInteger("shop.garbage", 1);

    private static final ObjectMapper MAPPER = ShopJson.mapper();

    static Stream<Codec<Order>> codecs() {
        return Stream.of(Codec.of("json", Order.class, order -> {
            byte[] bytes = MAPPER.writeValueAsBytes(order);
            for (int i = 1; i < SLOWDOWN; i++) {
                sink = MAPPER.writeValueAsBytes(order);
            }
            // Its JSON allocates some twice what it writes: as much again, GARBAGE - 1 times, is GARBAGE times the allocation.
            for (int i = 1; i < GARBAGE; i++) {
                sink = new byte[2 * bytes.length];
            }
            return bytes;
        }, bytes -> {
            Order order = MAPPER.readValue(bytes, Order.class);
            for (int i = 1; i < SLOWDOWN; i++) {
                sink = MAPPER.readValue(bytes, Order.class);
            }
            return order;
        }));
    }

    static Order payload(Size size, Random random) {
        // -Dshop.extraLines stands in for a change of the model that makes every order bigger.
        List<OrderLine> lines = SampleData.lines(random, Math.max(1, size.nominalJsonBytes() / 110) + Integer.getInteger("shop.extraLines", 0));
        BigDecimal total = lines.stream().map(line -> line.unitPrice().multiply(BigDecimal.valueOf(line.quantity())))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        return new Order("ORD-" + random.nextInt(1_000_000), SampleData.customer(random), lines, total,
                SampleData.instant(random), SampleData.status(random), SampleData.attributes(random),
                SampleData.couponCode(random));
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @ThreadSafetyCheck(enabled = false)
    void orders(SerializationResult<Order> result) {
        assertTrue(result.passed());
    }
}
