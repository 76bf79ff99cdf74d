package dev.serguard.examples;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** The README's example model: what a team's own order might look like. */
public record Order(String id, Customer customer, List<Line> lines, BigDecimal total, Status status) implements java.io.Serializable {

    public enum Status { NEW, PAID, SHIPPED }

    public record Customer(long id, String name, String email) implements java.io.Serializable {
    }

    public record Line(String sku, int quantity, BigDecimal price) implements java.io.Serializable {
    }

    /** An order of {@code lineCount} lines, deterministic for the random's seed. */
    public static Order random(Random random, int lineCount) {
        List<Line> lines = new ArrayList<>();
        BigDecimal total = BigDecimal.ZERO;
        for (int i = 0; i < lineCount; i++) {
            Line line = new Line("SKU-" + random.nextInt(100_000), 1 + random.nextInt(5), BigDecimal.valueOf(random.nextInt(100_000), 2));
            lines.add(line);
            total = total.add(line.price().multiply(BigDecimal.valueOf(line.quantity())));
        }
        Customer customer = new Customer(random.nextLong(), "Customer " + random.nextInt(1_000), "c" + random.nextInt(1_000) + "@example.com");
        return new Order("O-" + random.nextInt(1_000_000), customer, lines, total, Status.values()[random.nextInt(3)]);
    }
}
