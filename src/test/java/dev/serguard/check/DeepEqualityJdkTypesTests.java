package dev.serguard.check;

import org.junit.jupiter.api.Test;

import java.net.URL;
import java.util.AbstractMap;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** JDK classes whose equals is identity are compared by their content. */
class DeepEqualityJdkTypesTests {

    static final class Point {
        int x;

        Point(int x) {
            this.x = x;
        }
    }

    static final class Stats {
        AtomicLong hits = new AtomicLong(5);
        AtomicInteger misses = new AtomicInteger(2);
        AtomicBoolean open = new AtomicBoolean(true);
        AtomicReference<Point> last = new AtomicReference<>(new Point(1));
        LongAdder total = new LongAdder();
        AtomicIntegerArray buckets = new AtomicIntegerArray(new int[] {1, 2, 3});
        ArrayDeque<String> recent = new ArrayDeque<>(List.of("a", "b"));
        ConcurrentLinkedQueue<Point> pending = new ConcurrentLinkedQueue<>(List.of(new Point(7)));
        StringBuilder log = new StringBuilder("ab");
        Object lock = new Object();
        Currency currency = Currency.getInstance("USD");
        Pattern pattern = Pattern.compile("a+", Pattern.CASE_INSENSITIVE);
        List<Map.Entry<String, Point>> pairs = new ArrayList<>(List.of(new AbstractMap.SimpleEntry<>("k", new Point(3))));

        Stats() {
            total.add(40);
        }
    }

    static final class Guarded {
        final ReentrantLock lock = new ReentrantLock();
        int count;
    }

    static final class Outcome {
        RuntimeException error;
        URL link;
    }

    @Test
    void jdkClassesWithIdentityEquals_equalContent_pass() {
        assertThat(DeepEquality.firstDifference(new Stats(), new Stats())).isEmpty();
    }

    @Test
    void atomicLong_differs_isNamed() {
        Stats read = new Stats();
        read.hits.set(6);

        assertThat(DeepEquality.firstDifference(new Stats(), read)).get().hasToString("Stats.hits: expected 5 but was 6");
    }

    @Test
    void atomicBoolean_differs_isNamed() {
        Stats read = new Stats();
        read.open.set(false);

        assertThat(DeepEquality.firstDifference(new Stats(), read)).get().hasToString("Stats.open: expected true but was false");
    }

    @Test
    void atomicReference_comparedByContent() {
        Stats read = new Stats();
        read.last.set(new Point(2));

        assertThat(DeepEquality.firstDifference(new Stats(), read)).get().hasToString("Stats.last.get().x: expected 1 but was 2");
    }

    @Test
    void adderAndAtomicArray_comparedByContent() {
        Stats lostTotal = new Stats();
        lostTotal.total.reset();
        Stats lostBucket = new Stats();
        lostBucket.buckets.set(2, 0);

        assertThat(DeepEquality.firstDifference(new Stats(), lostTotal)).get().hasToString("Stats.total: expected 40 but was 0");
        assertThat(DeepEquality.firstDifference(new Stats(), lostBucket)).get().hasToString("Stats.buckets[2]: expected 3 but was 0");
    }

    @Test
    void dequeAndQueue_comparedInIterationOrder() {
        Stats reordered = new Stats();
        reordered.recent = new ArrayDeque<>(List.of("b", "a"));
        Stats lossy = new Stats();
        lossy.pending = new ConcurrentLinkedQueue<>(List.of(new Point(0)));

        assertThat(DeepEquality.firstDifference(new Stats(), reordered)).get().hasToString("Stats.recent[0]: expected \"a\" but was \"b\"");
        assertThat(DeepEquality.firstDifference(new Stats(), lossy)).get().hasToString("Stats.pending[0].x: expected 7 but was 0");
        assertThat(DeepEquality.firstDifference(new ArrayDeque<>(List.of("a", "b")), new ArrayList<>(List.of("a", "b")))).isEmpty();
    }

    @Test
    void stringBuilder_comparedByCharacters() {
        Stats read = new Stats();
        read.log.setLength(1);

        assertThat(DeepEquality.firstDifference(new Stats(), read)).get().hasToString("Stats.log: expected \"ab\" but was \"a\"");
    }

    @Test
    void currency_canonicalInstances_stillDiffer() {
        Stats read = new Stats();
        read.currency = Currency.getInstance("EUR");

        assertThat(DeepEquality.firstDifference(new Stats(), read)).get().hasToString("Stats.currency: expected USD but was EUR");
    }

    @Test
    void pattern_comparedByPatternAndFlags() {
        Stats otherFlags = new Stats();
        otherFlags.pattern = Pattern.compile("a+");
        Stats otherPattern = new Stats();
        otherPattern.pattern = Pattern.compile("b+", Pattern.CASE_INSENSITIVE);

        assertThat(DeepEquality.firstDifference(new Stats(), otherFlags)).get().hasToString("Stats.pattern.flags(): expected 2 but was 0");
        assertThat(DeepEquality.firstDifference(new Stats(), otherPattern)).get().hasToString("Stats.pattern: expected \"a+\" but was \"b+\"");
    }

    @Test
    void mapEntry_comparedByKeyAndValue() {
        Stats read = new Stats();
        read.pairs.set(0, Map.entry("k", new Point(4)));

        assertThat(DeepEquality.firstDifference(new Stats(), read)).get().hasToString("Stats.pairs[0].getValue().x: expected 3 but was 4");
    }

    @Test
    void lock_comparedByClassOnly_andNoted() {
        Guarded written = new Guarded();
        written.lock.lock();
        try {
            Comparison comparison = DeepEquality.compare(written, new Guarded());

            assertThat(comparison.isEqual()).isTrue();
            assertThat(comparison.notes()).containsExactly(
                    "Guarded.lock is a java.util.concurrent.locks.ReentrantLock, compared by class only: serguard has no rule to read its content");
        } finally {
            written.lock.unlock();
        }
    }

    @Test
    void exception_comparedByMessageAndCause() {
        Outcome written = new Outcome();
        written.error = new IllegalStateException("boom", new IllegalArgumentException("root"));
        Outcome same = new Outcome();
        same.error = new IllegalStateException("boom", new IllegalArgumentException("root"));
        Outcome lostCause = new Outcome();
        lostCause.error = new IllegalStateException("boom");

        assertThat(DeepEquality.firstDifference(written, same)).isEmpty();
        assertThat(DeepEquality.firstDifference(written, lostCause)).get().hasToString(
                "Outcome.error.getCause(): expected java.lang.IllegalArgumentException: root but was null");
    }

    @Test
    void url_comparedByItsText_withoutResolvingHosts() throws Exception {
        Outcome written = new Outcome();
        written.link = new URL("https://example.invalid/a");
        Outcome same = new Outcome();
        same.link = new URL("https://example.invalid/a");
        Outcome other = new Outcome();
        other.link = new URL("https://example.invalid/b");

        assertThat(DeepEquality.firstDifference(written, same)).isEmpty();
        assertThat(DeepEquality.firstDifference(written, other)).get().hasToString(
                "Outcome.link: expected https://example.invalid/a but was https://example.invalid/b");
    }

    /** A user class extending JDK classes: its own fields, then the JDK part by its rule. */
    static final class Stamp extends java.util.Date {
        String zone;

        Stamp(long time, String zone) {
            super(time);
            this.zone = zone;
        }
    }

    static final class Rejection extends IllegalArgumentException {
        int code;

        Rejection(String message, int code) {
            super(message);
            this.code = code;
        }
    }

    @Test
    void userClassExtendingAJdkClass_comparesItsFieldsThenTheJdkPart() {
        assertThat(DeepEquality.firstDifference(new Stamp(1_000, "UTC"), new Stamp(1_000, "UTC"))).isEmpty();
        assertThat(DeepEquality.firstDifference(new Stamp(1_000, "UTC"), new Stamp(1_000, "CET"))).get()
                .hasToString("Stamp.zone: expected \"UTC\" but was \"CET\"");
        assertThat(DeepEquality.firstDifference(new Stamp(1_000, "UTC"), new Stamp(2_000, "UTC"))).get().hasToString(
                "Stamp: expected " + new Stamp(1_000, "UTC") + " but was " + new Stamp(2_000, "UTC"));
        assertThat(DeepEquality.firstDifference(new Rejection("no", 4), new Rejection("no", 4))).isEmpty();
        assertThat(DeepEquality.firstDifference(new Rejection("no", 4), new Rejection(null, 4))).get()
                .hasToString("Rejection.getMessage(): expected \"no\" but was null");
    }

    @Test
    void collectionKinds_mustAgree() {
        assertThat(DeepEquality.firstDifference(new ArrayList<>(List.of("a")), new java.util.HashSet<>(List.of("a")))).get()
                .hasToString("ArrayList: expected a java.util.ArrayList but was a java.util.HashSet");
    }
}
