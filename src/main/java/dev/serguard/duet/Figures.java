package dev.serguard.duet;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What the upgrade duet measured of one codec on one payload, old → new, for the reports' columns:
 * the sizes, where the bytes first differ, whether each version reads the other's bytes, and per
 * operation the times with the ratio new ÷ old and its 99.9 % interval, and the allocation. Turns
 * into a tree of JDK types and back, as {@code results.json} and a child JVM carry it.
 *
 * <pre>{@code
 * Figures figures = result.figures().orElseThrow();
 * figures.operations().get(0).ratio();     // the new version's serialize time over the old's
 * }</pre>
 *
 * @param oldVersion  how the old side is named ({@code jackson-databind 2.17.2})
 * @param newVersion  and the new
 * @param oldSize     the bytes the old version wrote
 * @param newSize     and the new
 * @param wireOffset  the first offset at which the two versions' bytes differ; {@code -1} where they are the same
 * @param readsAcross whether each version reads the other's bytes back as the payload
 * @param operations  serialize and deserialize where they were timed; none in check mode
 */
@API(status = EXPERIMENTAL, since = "0.4")
public record Figures(String oldVersion, String newVersion, long oldSize, long newSize, long wireOffset, boolean readsAcross,
                      List<Operation> operations) {

    public Figures {
        operations = List.copyOf(operations);
    }

    /**
     * One operation timed in both worlds.
     *
     * @param name         {@code serialize} or {@code deserialize}
     * @param oldNanos     the old version's median time, ns per operation
     * @param newNanos     and the new version's
     * @param ratio        the median of the round-by-round ratios new ÷ old
     * @param lower        the lower end of its 99.9 % interval
     * @param upper        and the upper
     * @param judged       false where the time was shown, not judged (an agent, a debugger, {@code -Xint})
     * @param oldAllocated the old version's allocation, bytes per operation; empty where not measured
     * @param newAllocated and the new version's
     */
    public record Operation(String name, double oldNanos, double newNanos, double ratio, double lower, double upper, boolean judged,
                            Optional<Long> oldAllocated, Optional<Long> newAllocated) {
    }

    /** As a tree of JDK types (maps, lists, strings, numbers, booleans), for JSON. */
    public Map<String, Object> toTree() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("old", oldVersion);
        tree.put("new", newVersion);
        tree.put("oldSize", oldSize);
        tree.put("newSize", newSize);
        tree.put("wireOffset", wireOffset);
        tree.put("readsAcross", readsAcross);
        List<Object> timed = new ArrayList<>();
        for (Operation operation : operations) {
            Map<String, Object> each = new LinkedHashMap<>();
            each.put("operation", operation.name());
            each.put("oldNanosPerOp", operation.oldNanos());
            each.put("newNanosPerOp", operation.newNanos());
            each.put("ratio", operation.ratio());
            each.put("ratioLower", operation.lower());
            each.put("ratioUpper", operation.upper());
            each.put("judged", operation.judged());
            operation.oldAllocated().ifPresent(bytes -> each.put("oldBytesPerOp", bytes));
            operation.newAllocated().ifPresent(bytes -> each.put("newBytesPerOp", bytes));
            timed.add(each);
        }
        tree.put("operations", timed);
        return tree;
    }

    /** Reads what {@link #toTree()} wrote; an {@code IllegalArgumentException} for anything else. */
    public static Figures fromTree(Map<?, ?> tree) {
        List<Operation> operations = new ArrayList<>();
        if (!(tree.get("operations") instanceof List<?> timed)) {
            throw new IllegalArgumentException("upgrade duet figures without operations: " + tree);
        }
        for (Object each : timed) {
            if (!(each instanceof Map<?, ?> map)) {
                throw new IllegalArgumentException("not an operation of the upgrade duet: " + each);
            }
            operations.add(new Operation(text(map, "operation"), number(map, "oldNanosPerOp"), number(map, "newNanosPerOp"),
                    number(map, "ratio"), number(map, "ratioLower"), number(map, "ratioUpper"), Boolean.TRUE.equals(map.get("judged")),
                    bytes(map, "oldBytesPerOp"), bytes(map, "newBytesPerOp")));
        }
        return new Figures(text(tree, "old"), text(tree, "new"), (long) number(tree, "oldSize"), (long) number(tree, "newSize"),
                (long) number(tree, "wireOffset"), Boolean.TRUE.equals(tree.get("readsAcross")), operations);
    }

    private static String text(Map<?, ?> tree, String key) {
        if (!(tree.get(key) instanceof String text)) {
            throw new IllegalArgumentException("upgrade duet figures without " + key + ": " + tree);
        }
        return text;
    }

    private static double number(Map<?, ?> tree, String key) {
        if ("NaN".equals(tree.get(key))) {
            return Double.NaN;      // as JSON writes a ratio of no rounds
        }
        if (!(tree.get(key) instanceof Number number)) {
            throw new IllegalArgumentException("upgrade duet figures without " + key + ": " + tree);
        }
        return number.doubleValue();
    }

    private static Optional<Long> bytes(Map<?, ?> tree, String key) {
        return tree.get(key) instanceof Number number ? Optional.of(number.longValue()) : Optional.empty();
    }
}
