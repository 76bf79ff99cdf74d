package dev.serguard.check;

import dev.serguard.codec.Codec;
import dev.serguard.codec.Constructions;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a codec does on one thread, to compare the concurrent calls with: the bytes each payload
 * serializes to, whether they are the same on every call, and what the codec builds per
 * operation. Payloads that do not round-trip on one thread are left out: the thread-safety check
 * judges concurrency, not correctness.
 */
final class Expected<T> {

    final List<T> values = new ArrayList<>();
    final List<byte[]> bytes = new ArrayList<>();
    // Codecs that write a nonce or a time write other bytes on each call: their bytes are not compared.
    final List<Boolean> stable = new ArrayList<>();
    final List<InstanceChurn> churn = new ArrayList<>();
    Optional<String> firstFailure = Optional.empty();

    private Expected() {
    }

    static <T> Expected<T> of(Codec<T> codec, List<T> candidates) {
        Expected<T> expected = new Expected<>();
        // First pass, not counted: a pooling codec builds what it pools on first use.
        List<T> serializable = new ArrayList<>();
        List<byte[]> first = new ArrayList<>();
        for (T value : candidates) {
            try {
                first.add(serialize(codec, value));
                serializable.add(value);
            } catch (Throwable e) {
                expected.failed("serialize threw " + e);
            }
        }
        Map<String, Constructions.Tally> before = Constructions.onThisThread();
        long codecNanos = 0;
        int operations = 0;
        for (int i = 0; i < serializable.size(); i++) {
            T value = serializable.get(i);
            try {
                long start = System.nanoTime();
                byte[] written = serialize(codec, value);
                T read = codec.deserialize(written.clone());
                codecNanos += System.nanoTime() - start;
                operations += 2;
                Optional<Difference> difference = DeepEquality.firstDifference(value, read);
                if (difference.isPresent()) {
                    expected.failed("round trip failed: " + difference.get());
                    continue;
                }
                expected.values.add(value);
                expected.bytes.add(written);
                expected.stable.add(Arrays.equals(first.get(i), written));
            } catch (Throwable e) {
                expected.failed("round trip threw " + e);
            }
        }
        expected.countChurn(before, Constructions.onThisThread(), operations, codecNanos);
        return expected;
    }

    private void failed(String reason) {
        if (firstFailure.isEmpty()) {
            firstFailure = Optional.of(reason);
        }
    }

    private void countChurn(Map<String, Constructions.Tally> before, Map<String, Constructions.Tally> after, int operations, long codecNanos) {
        if (operations == 0) {
            return;
        }
        after.keySet().stream().sorted().forEach(kind -> {
            Constructions.Tally built = after.get(kind).minus(before.getOrDefault(kind, Constructions.Tally.NONE));
            double perOp = (double) built.count() / operations;
            if (perOp >= InstanceChurn.THRESHOLD_PER_OP) {
                churn.add(new InstanceChurn(kind, perOp, (double) built.nanos() / operations, (double) codecNanos / operations));
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

    /**
     * How many round trips a thread makes before comparing their results: 16, fewer for payloads
     * over 64 KB, so that a block's results stay under about a megabyte per thread.
     */
    int roundTripsPerBlock() {
        int largest = bytes.stream().mapToInt(b -> b.length).max().orElse(1);
        return Math.max(1, Math.min(Meetings.ROUND_TRIPS_BETWEEN, (1 << 20) / Math.max(1, largest)));
    }

    /** How many of the payloads serialize to different bytes. */
    int distinct() {
        Set<ByteBuffer> different = new HashSet<>();
        bytes.forEach(b -> different.add(ByteBuffer.wrap(b)));
        return different.size();
    }

    /** Whether one round trip of payload {@code index} is right: the bytes (when stable) and the value read back. */
    boolean roundTripsCorrectly(Codec<T> codec, int index) {
        try {
            byte[] written = codec.serialize(values.get(index));
            if (stable.get(index) && !Arrays.equals(written, bytes.get(index))) {
                return false;
            }
            return DeepEquality.firstDifference(values.get(index), codec.deserialize(bytes.get(index).clone())).isEmpty();
        } catch (Throwable e) {
            return false;
        }
    }
}
