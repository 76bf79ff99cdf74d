package dev.serguard.measure;

import dev.serguard.codec.Codec;
import org.apiguardian.api.API;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Probes on which a codec costs what it declares: a clock that only {@link #spend} moves, an
 * allocation counter that only {@link #allocate} moves, the JIT done, no GC, a calm environment,
 * and a reference workload of {@value #REFERENCE_NANOS} ns per operation. The extension and
 * {@code Serguard.compare} then warm up, sample and judge exactly as on a real JVM, but nothing
 * they report depends on how fast or busy the machine is.
 *
 * <pre>{@code
 * EngineRuns.run(reports, Map.of(CostedProbes.PARAMETER, CostedProbes.NAME), AllocationTestCase.class);
 * Serguard.compare(codecs, payload, MeasureSettings.quick().withProbes(new CostedProbes()));
 * }</pre>
 *
 * <p>Every codec measured on them must cost something on this clock ({@link #costing}): one that
 * costs nothing never fills a batch, and its batch grows until the call limit fails it as hung.
 * The counters are shared by every thread, as only one measurement runs at a time in these tests.
 */
@API(status = INTERNAL, since = "0.1")
public final class CostedProbes implements ProbeSource {

    /** The configuration parameter that makes the extension measure on a {@link ProbeSource}. */
    public static final String PARAMETER = "serguard.internal.probes";

    /** This class's name, the value of {@link #PARAMETER}. */
    public static final String NAME = CostedProbes.class.getName();

    /** What one operation of the reference workload costs. */
    public static final long REFERENCE_NANOS = 1_000;

    private static final AtomicLong NOW = new AtomicLong(1_000_000_000L);
    private static final AtomicLong ALLOCATED = new AtomicLong();

    private static volatile long referenceSlowdown = 1;

    // One instance: the engine warms a reference up once per JVM, keyed by its loop.
    private static final TimedLoop REFERENCE = (count, blackhole) -> spend(count * REFERENCE_NANOS * referenceSlowdown);

    @Override
    public Probes probes() {
        return new Probes(NOW::get, Optional.of(ALLOCATED::get), Optional.empty(), FakeProbes.NO_GC, FakeProbes.CALM, REFERENCE);
    }

    private static final AtomicLong REFERENCE_ROUNDS = new AtomicLong();
    private static volatile boolean wobbling;

    // Timed once per sampling round: while wobbling, every third round 1.4× as long.
    private static final TimedLoop WOBBLY_REFERENCE = (count, blackhole) ->
            spend(count * (wobbling && REFERENCE_ROUNDS.incrementAndGet() % 3 == 0 ? REFERENCE_NANOS * 14 / 10 : REFERENCE_NANOS));

    /**
     * These probes, but while {@link #wobbling} their reference workload takes 1.4× as long in
     * every third round: a codec's ratio to it is then higher in two rounds of three than in the
     * third, so its median can be over a threshold while its interval reaches below.
     */
    public static final class Wobbly implements ProbeSource {

        /** The value of {@link #PARAMETER} for these probes. */
        public static final String NAME = Wobbly.class.getName();

        @Override
        public Probes probes() {
            return new Probes(NOW::get, Optional.of(ALLOCATED::get), Optional.empty(), FakeProbes.NO_GC, FakeProbes.CALM, WOBBLY_REFERENCE);
        }
    }

    /**
     * These probes in a JVM that runs at one of two speeds for its whole life, as on some virtual
     * machines: where {@link #SLOW}, the reference workload takes 1.5× as long. A codec that
     * declares its cost with {@link #slowed} takes 1.8× as long there: its ratio to the reference
     * is 1.2× a fast JVM's.
     */
    public static final class TwoSpeeds implements ProbeSource {

        /** The value of {@link #PARAMETER} for these probes. */
        public static final String NAME = TwoSpeeds.class.getName();

        /**
         * Whether this JVM runs at the slower speed: the fresh JVMs that record second and third
         * for their parent (their records file, named on their command line, says which).
         */
        public static final boolean SLOW = System.getProperty("sun.java.command", "").matches(".*\\.record[23]\\..*");

        private static final TimedLoop REFERENCE = (count, blackhole) -> spend(count * (SLOW ? REFERENCE_NANOS * 3 / 2 : REFERENCE_NANOS));

        /** What a codec that costs {@code nanos} in a fast JVM costs in this one. */
        public static long slowed(long nanos) {
            return SLOW ? nanos * 9 / 5 : nanos;
        }

        @Override
        public Probes probes() {
            return new Probes(NOW::get, Optional.of(ALLOCATED::get), Optional.empty(), FakeProbes.NO_GC, FakeProbes.CALM, REFERENCE);
        }
    }

    /**
     * These probes on a machine so busy that the compilers never get a core: one method is always
     * queued for compilation, so warm-up never reaches the compiled state, and neither times nor
     * allocation are to be trusted. Everywhere, or ({@link Here}) only in the test's own JVM, not
     * in the fresh JVMs that record for it.
     */
    public static final class Compiling implements ProbeSource {

        /** The value of {@link #PARAMETER} for these probes. */
        public static final String NAME = Compiling.class.getName();

        @Override
        public Probes probes() {
            return compiling(true);
        }

        /** {@link Compiling} in the test's own JVM, {@link CostedProbes} in the fresh JVMs that record for it. */
        public static final class Here implements ProbeSource {

            /** The value of {@link #PARAMETER} for these probes. */
            public static final String NAME = Here.class.getName();

            @Override
            public Probes probes() {
                return compiling(!System.getProperty("sun.java.command", "").matches(".*\\.record\\d+\\..*"));
            }
        }

        private static Probes compiling(boolean stillCompiling) {
            return new Probes(NOW::get, Optional.of(ALLOCATED::get), Optional.of(FakeProbes.queued(() -> stillCompiling ? 1 : 0)),
                    FakeProbes.NO_GC, FakeProbes.CALM, REFERENCE);
        }
    }

    /** Whether {@link Wobbly}'s reference wobbles, in this JVM; a test that sets it resets it. */
    public static void wobbling(boolean on) {
        wobbling = on;
    }

    /** How many rounds {@link Wobbly}'s reference was timed in while wobbling: a codec can cost more in some of them. */
    public static long wobblyRounds() {
        return REFERENCE_ROUNDS.get();
    }

    /** Whether {@link Wobbly}'s reference wobbles now. */
    public static boolean wobbling() {
        return wobbling;
    }

    /** Makes the reference workload of these probes take {@code times} as long, in this JVM; a test that sets it resets it to 1. */
    public static void slowReference(long times) {
        referenceSlowdown = times;
    }

    /** How many times as long as {@link #REFERENCE_NANOS} the reference workload of these probes takes in this JVM. */
    public static long referenceSlowdown() {
        return referenceSlowdown;
    }

    private static final java.util.concurrent.atomic.AtomicReference<String> LAST_SIDE = new java.util.concurrent.atomic.AtomicReference<>("");
    private static final java.util.Map<String, AtomicLong> BATCHES = new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * The number of the batch a call of {@code side} belongs to, counted per side: a new batch
     * begins where the call before was another side's, as the duet's rounds take turns. A codec
     * can cost more in some batches than in others, as rounds that a neighbour interrupts do.
     */
    public static long batch(String side) {
        AtomicLong batches = BATCHES.computeIfAbsent(side, key -> new AtomicLong());
        return side.equals(LAST_SIDE.getAndSet(side)) ? batches.get() : batches.incrementAndGet();
    }

    /** Moves the clock on by {@code nanos}. */
    public static void spend(long nanos) {
        NOW.addAndGet(nanos);
    }

    /** Counts {@code bytes} as allocated. */
    public static void allocate(long bytes) {
        ALLOCATED.addAndGet(bytes);
    }

    /**
     * {@code codec}, under its own name, costing {@code nanosPerOp} per serialize and per
     * deserialize, and allocating {@code serializeBytes} per serialize and {@code deserializeBytes}
     * per deserialize, on these probes; its bytes are {@code codec}'s.
     */
    public static <T> Codec<T> costing(Codec<T> codec, long nanosPerOp, long serializeBytes, long deserializeBytes) {
        return Codec.of(codec.name(), codec.type(), value -> {
            spend(nanosPerOp);
            allocate(serializeBytes);
            return codec.serialize(value);
        }, bytes -> {
            spend(nanosPerOp);
            allocate(deserializeBytes);
            return codec.deserialize(bytes);
        });
    }
}
