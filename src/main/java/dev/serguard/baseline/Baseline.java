package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import dev.serguard.payload.Size;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The recorded figures of one test class: what later runs compare against. A recording per
 * {@link BaselineKey} (JDK, garbage collector, mode): a library tested on JDK 17 and 25 keeps the
 * figures of both in one file. Immutable; recordings are kept in key order and their entries in
 * a stable order (test, payload size, codec, metric), so that a baseline recorded anew differs
 * from the old one only where figures changed.
 *
 * <pre>{@code
 * Baseline baseline = ((StoredBaseline.Found) BaselineFile.load(Path.of("src/test/resources/serguard/OrderTests.json"))).baseline();
 * Optional<BaselineEntry> size = baseline.entry("orders", "kryo", "SMALL", Metric.SIZE, BaselineKey.current(BaselineKey.Mode.QUICK));
 * }</pre>
 *
 * @param testClass  the test class's name
 * @param recordings the figures, one recording per key
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Baseline(String testClass, List<Recording> recordings) {

    private static final Comparator<BaselineEntry> ORDER = Comparator.comparing(BaselineEntry::test)
            .thenComparing(BaselineEntry::payload, Baseline::comparePayloads)
            .thenComparing(BaselineEntry::codec)
            .thenComparing(BaselineEntry::metric);

    /**
     * The figures recorded under one key.
     *
     * @param key          what they were recorded under
     * @param recordedWith what recorded them (mode, JDK, machine), for the humans who read the file
     * @param entries      the figures
     */
    public record Recording(BaselineKey key, String recordedWith, List<BaselineEntry> entries) {

        public Recording {
            Objects.requireNonNull(key, "key");
            Objects.requireNonNull(recordedWith, "recordedWith");
            entries = entries.stream().sorted(ORDER).toList();
        }
    }

    public Baseline {
        Objects.requireNonNull(testClass, "testClass");
        recordings = recordings.stream().sorted(Comparator.comparing(Recording::key, BaselineKey.ORDER)).toList();
    }

    /** A baseline of one recording. */
    public static Baseline of(String testClass, BaselineKey key, String recordedWith, List<BaselineEntry> entries) {
        return new Baseline(testClass, List.of(new Recording(key, recordedWith, entries)));
    }

    /** Every entry, of every key. */
    public List<BaselineEntry> entries() {
        return recordings.stream().flatMap(recording -> recording.entries().stream()).toList();
    }

    /** The entries of test method {@code test} under {@code key}. */
    public List<BaselineEntry> entries(String test, BaselineKey key) {
        return recordings.stream().filter(recording -> recording.key().equals(key))
                .flatMap(recording -> recording.entries().stream()).filter(e -> e.test().equals(test)).toList();
    }

    /** The entry for that test, codec, payload and metric recorded under {@code key}, if any. */
    public Optional<BaselineEntry> entry(String test, String codec, String payload, Metric metric, BaselineKey key) {
        return recordings.stream().filter(recording -> recording.key().equals(key)).flatMap(recording -> recording.entries().stream())
                .filter(e -> e.isFor(test, codec, payload, metric)).findFirst();
    }

    /** The keys under which that test, codec, payload and metric was recorded, in key order. */
    public List<BaselineKey> keys(String test, String codec, String payload, Metric metric) {
        return recordings.stream().filter(recording -> recording.entries().stream().anyMatch(e -> e.isFor(test, codec, payload, metric)))
                .map(Recording::key).toList();
    }

    /**
     * The entries of {@code test} for a codec or payload that the test no longer has: left over
     * from a codec that was removed or renamed, or a payload size no longer measured.
     */
    public List<BaselineEntry> stale(String test, Collection<String> codecs, Collection<String> payloads) {
        return entries().stream().filter(e -> e.test().equals(test))
                .filter(e -> !codecs.contains(e.codec()) || !payloads.contains(e.payload())).toList();
    }

    /**
     * This baseline with the entries of {@code tests} under {@code key} replaced by {@code recorded}:
     * recording some tests keeps the others, and recording under one key keeps the other keys'
     * figures. Entries of {@code tests} under a key not fully known (a file written before keys)
     * go too: the new recording supersedes them.
     */
    public Baseline replacing(Collection<String> tests, BaselineKey key, String recordedWith, List<BaselineEntry> recorded) {
        return replacing(entry -> tests.contains(entry.test()), key, recordedWith, recorded);
    }

    /**
     * This baseline with the entries that {@code picked} picks under {@code key} replaced by
     * {@code recorded}, as {@link #replacing(Collection, BaselineKey, String, List)} does for whole tests.
     */
    public Baseline replacing(Predicate<BaselineEntry> picked, BaselineKey key, String recordedWith, List<BaselineEntry> recorded) {
        List<Recording> kept = new ArrayList<>();
        List<BaselineEntry> same = new ArrayList<>(recorded);
        for (Recording recording : recordings) {
            boolean replaced = recording.key().equals(key) || !recording.key().known();
            List<BaselineEntry> left = replaced
                    ? recording.entries().stream().filter(e -> !picked.test(e)).toList() : recording.entries();
            if (recording.key().equals(key)) {
                same.addAll(left);
            } else if (!left.isEmpty()) {
                kept.add(new Recording(recording.key(), recording.recordedWith(), left));
            }
        }
        return new Baseline(testClass, Stream.concat(kept.stream(), same.isEmpty() ? Stream.empty() : Stream.of(new Recording(key, recordedWith, same)))
                .toList());
    }

    // Size classes in their natural order (TINY before LARGE), then other labels alphabetically.
    private static int comparePayloads(String a, String b) {
        return Integer.compare(rank(a), rank(b)) != 0 ? Integer.compare(rank(a), rank(b)) : a.compareTo(b);
    }

    private static int rank(String label) {
        for (Size size : Size.values()) {
            if (size.name().equals(label)) {
                return size.ordinal();
            }
        }
        return Size.values().length;
    }
}
