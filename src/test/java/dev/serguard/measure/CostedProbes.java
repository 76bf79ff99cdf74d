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

    // One instance: the engine warms a reference up once per JVM, keyed by its loop.
    private static final TimedLoop REFERENCE = (count, blackhole) -> spend(count * REFERENCE_NANOS);

    @Override
    public Probes probes() {
        return new Probes(NOW::get, Optional.of(ALLOCATED::get), Optional.empty(), FakeProbes.NO_GC, FakeProbes.CALM, REFERENCE);
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
