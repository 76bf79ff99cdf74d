package dev.serguard.check;

import dev.serguard.codec.Codec;
import dev.serguard.codec.Constructions;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a codec does on one thread, to compare the concurrent calls with: the bytes each payload
 * serializes to, what the codec builds per operation, and what a round trip and a comparison
 * cost. Payloads that do not round-trip on one thread are
 * left out: the thread-safety check judges concurrency, not correctness.
 *
 * <p>Bytes are judged by what they read back, not by equality: a codec that writes the time or a
 * nonce writes other bytes on some calls, and is right, however many calls on one thread wrote
 * the same bytes before (the second ticks over when it will). Bytes equal to the reference ones
 * are right without reading them back.
 */
final class Expected<T> {

    /** How a value read back is compared with the payload: {@link DeepEquality} unless a test says otherwise. */
    @FunctionalInterface
    interface Comparison {
        Optional<Difference> firstDifference(Object expected, Object actual);
    }

    // Filled by measure on one thread, read by the stress threads only once they are started after it.
    private final List<T> values = new ArrayList<>();
    private final List<byte[]> bytes = new ArrayList<>();
    private final List<InstanceChurn> churn = new ArrayList<>();
    private Optional<String> firstFailure = Optional.empty();
    // The slowest payload's serialize + deserialize, and its comparison, on one thread.
    private long roundTripNanos;
    private long compareNanos;
    // What the codec was doing, for a message should it not return.
    private volatile String doing = "serialize";

    private final Comparison comparison;

    Expected(Comparison comparison) {
        this.comparison = comparison;
    }

    /** Whether {@code actual}, read back, differs from payload {@code index}; a value that cannot even be compared does. */
    boolean differs(int index, Object actual) {
        try {
            return comparison.firstDifference(values.get(index), actual).isPresent();
        } catch (RuntimeException e) {
            return true;
        }
    }

    /**
     * Serializes each candidate twice (the first call not counted: a pooling codec builds what it
     * pools on first use), reads it back and compares; no further payload is started once {@code budgetNanos} would be passed by one more
     * (at least one is), so that a slow codec is checked on fewer payloads rather than timed out.
     */
    Expected<T> measure(Codec<T> codec, List<T> candidates, long budgetNanos) {
        Expected<T> expected = this;
        long start = System.nanoTime();
        long slowest = 0;
        Map<String, Constructions.Tally> built = new HashMap<>();
        long codecNanos = 0;
        int operations = 0;
        for (int i = 0; i < candidates.size(); i++) {
            long began = System.nanoTime();
            if (i > 0 && began - start + 2 * slowest > budgetNanos) {
                break;
            }
            T value = candidates.get(i);
            try {
                expected.doing = "serialize";
                serialize(codec, value);
                Map<String, Constructions.Tally> before = Constructions.onThisThread();
                long counted = System.nanoTime();
                byte[] written = serialize(codec, value);
                expected.doing = "deserialize";
                T read = codec.deserialize(written.clone());
                long roundTrip = System.nanoTime() - counted;
                Constructions.onThisThread().forEach((kind, tally) ->
                        built.merge(kind, tally.minus(before.getOrDefault(kind, Constructions.Tally.NONE)), Constructions.Tally::plus));
                codecNanos += roundTrip;
                operations += 2;
                expected.doing = "compare";
                long comparing = System.nanoTime();
                Optional<Difference> difference = comparison.firstDifference(value, read);
                expected.compareNanos = Math.max(expected.compareNanos, System.nanoTime() - comparing);
                expected.roundTripNanos = Math.max(expected.roundTripNanos, roundTrip);
                if (difference.isPresent()) {
                    expected.failed("round trip failed: " + difference.get());
                    continue;
                }
                expected.values.add(value);
                expected.bytes.add(written);
            } catch (Throwable e) {
                expected.failed(("serialize".equals(expected.doing) ? "serialize" : "round trip") + " threw " + e);
            }
            slowest = Math.max(slowest, System.nanoTime() - began);
        }
        expected.countChurn(built, operations, codecNanos);
        return expected;
    }

    private void failed(String reason) {
        if (firstFailure.isEmpty()) {
            firstFailure = Optional.of(reason);
        }
    }

    // Counted over one serialize and one deserialize per payload, after a first serialize.
    private void countChurn(Map<String, Constructions.Tally> built, int operations, long codecNanos) {
        if (operations == 0) {
            return;
        }
        built.keySet().stream().sorted().forEach(kind -> {
            Constructions.Tally tally = built.get(kind);
            double perOp = (double) tally.count() / operations;
            if (perOp >= InstanceChurn.THRESHOLD_PER_OP) {
                churn.add(new InstanceChurn(kind, perOp, (double) tally.nanos() / operations, (double) codecNanos / operations));
            }
        });
    }

    static <T> byte[] serialize(Codec<T> codec, T value) throws Exception {
        byte[] bytes = codec.serialize(value);
        if (bytes == null) {
            throw new IllegalStateException(codec.name() + ".serialize returned null");
        }
        return bytes;
    }

    int size() {
        return values.size();
    }

    /** Payload {@code index}, one that round-trips on one thread. */
    T value(int index) {
        return values.get(index);
    }

    /** The bytes payload {@code index} serialized to on one thread; not to be changed. */
    byte[] bytes(int index) {
        return bytes.get(index);
    }

    List<InstanceChurn> churn() {
        return List.copyOf(churn);
    }

    /** Why the first payload that did not round-trip on one thread did not. */
    Optional<String> firstFailure() {
        return firstFailure;
    }

    long roundTripNanos() {
        return roundTripNanos;
    }

    long compareNanos() {
        return compareNanos;
    }

    /** {@code serialize}, {@code deserialize} or {@code compare}: what measure was doing last. */
    String doing() {
        return doing;
    }

    /** The largest reference bytes. */
    int largestBytes() {
        return bytes.stream().mapToInt(b -> b.length).max().orElse(1);
    }

    /** How many of the payloads serialize to different bytes. */
    int distinct() {
        Set<ByteBuffer> different = new HashSet<>();
        bytes.forEach(b -> different.add(ByteBuffer.wrap(b)));
        return different.size();
    }

    /**
     * Whether {@code written}, serialized from payload {@code index}, is right: the reference
     * bytes, or bytes that read back to an equal value. Call it on a quiet thread only.
     */
    boolean writtenCorrectly(Codec<T> codec, int index, byte[] written) {
        if (Arrays.equals(written, bytes.get(index))) {
            return true;
        }
        try {
            return !differs(index, codec.deserialize(written.clone()));
        } catch (Throwable e) {
            return false;
        }
    }

    /** Whether one round trip of payload {@code index} is right: what it writes, and the value read back. */
    boolean roundTripsCorrectly(Codec<T> codec, int index) {
        try {
            byte[] written = serialize(codec, values.get(index));
            return writtenCorrectly(codec, index, written) && !differs(index, codec.deserialize(bytes.get(index).clone()));
        } catch (Throwable e) {
            return false;
        }
    }
}
