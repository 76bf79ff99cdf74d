package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import dev.serguard.payload.Size;

import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The recorded figures of one test class: what later runs compare against. Immutable; entries
 * are kept in a stable order (test, payload size, codec, metric), so that a baseline recorded
 * anew differs from the old one only where figures changed.
 *
 * <pre>{@code
 * Baseline baseline = BaselineFile.read(Path.of("src/test/resources/serguard/OrderTests.json"));
 * Optional<BaselineEntry> size = baseline.entry("orders", "kryo", "SMALL", Metric.SIZE);
 * }</pre>
 *
 * @param testClass    the test class's name
 * @param recordedWith what recorded it (mode, JDK, machine), for the humans who read the file
 * @param entries      the figures
 */
public record Baseline(String testClass, String recordedWith, List<BaselineEntry> entries) {

    private static final Comparator<BaselineEntry> ORDER = Comparator.comparing(BaselineEntry::test)
            .thenComparing(BaselineEntry::payload, Baseline::comparePayloads)
            .thenComparing(BaselineEntry::codec)
            .thenComparing(BaselineEntry::metric);

    public Baseline {
        Objects.requireNonNull(testClass, "testClass");
        Objects.requireNonNull(recordedWith, "recordedWith");
        entries = entries.stream().sorted(ORDER).toList();
    }

    /** The entry for that test, codec, payload and metric, if recorded. */
    public Optional<BaselineEntry> entry(String test, String codec, String payload, Metric metric) {
        return entries.stream().filter(e -> e.isFor(test, codec, payload, metric)).findFirst();
    }

    /** The entries of test method {@code test}. */
    public List<BaselineEntry> entries(String test) {
        return entries.stream().filter(e -> e.test().equals(test)).toList();
    }

    /**
     * The entries of {@code test} for a codec or payload that the test no longer has: left over
     * from a codec that was removed or renamed, or a payload size no longer measured.
     */
    public List<BaselineEntry> stale(String test, Collection<String> codecs, Collection<String> payloads) {
        return entries(test).stream().filter(e -> !codecs.contains(e.codec()) || !payloads.contains(e.payload())).toList();
    }

    /** This baseline with the entries of {@code tests} replaced by {@code recorded}: recording some tests keeps the others. */
    public Baseline replacing(Collection<String> tests, List<BaselineEntry> recorded, String recordedWith) {
        return new Baseline(testClass, recordedWith,
                Stream.concat(entries.stream().filter(e -> !tests.contains(e.test())), recorded.stream()).toList());
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
