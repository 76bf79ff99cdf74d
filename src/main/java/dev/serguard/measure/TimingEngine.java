package dev.serguard.measure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Times one {@link Operation}: sizes a batch, warms up until per-op time is steady, then takes
 * samples, each one whole batch timed by two clock readings.
 *
 * <pre>{@code
 * Measurement m = new TimingEngine(MeasureSettings.quick()).measure(() -> codec.serialize(order));
 * }</pre>
 *
 * <p>Phases, all within {@link MeasureSettings#timeLimitNanos()}:
 * <ol>
 *   <li>Batch sizing: the batch doubles until one batch takes at least the sample target, so
 *       that the two clock readings around it cost a negligible share.</li>
 *   <li>Warm-up: batches of that size until at least {@code warmupMinOps} operations ran and
 *       the last {@code steadyWindow} per-op times lie within {@code steadyTolerance} of each
 *       other with no JIT compilation during them, or until {@code warmupMaxNanos} has passed. A
 *       batch that became too short (the JIT made the code faster) doubles again.</li>
 *   <li>Samples: {@code samples} batches, each giving a per-op time and, where the JVM counts
 *       it, bytes allocated per op.</li>
 * </ol>
 * Every result is consumed by a {@link Blackhole}.
 */
public final class TimingEngine {

    private final MeasureSettings settings;
    private final Clock clock;
    private final Optional<AllocationCounter> allocation;
    private final Optional<JitActivity> jit;

    /** An engine on the system clock and the JVM's allocation and compilation counters. */
    public TimingEngine(MeasureSettings settings) {
        this(settings, Clock.system(), AllocationCounter.jvm(), JitActivity.jvm());
    }

    /** An engine on the given clock and counters, for tests. */
    public TimingEngine(MeasureSettings settings, Clock clock, Optional<AllocationCounter> allocation, Optional<JitActivity> jit) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.clock = Objects.requireNonNull(clock, "clock");
        this.allocation = Objects.requireNonNull(allocation, "allocation");
        this.jit = Objects.requireNonNull(jit, "jit");
    }

    public MeasureSettings settings() {
        return settings;
    }

    /** Measures {@code operation}; an exception it throws ends the measurement and propagates. */
    public Measurement measure(Operation operation) throws Exception {
        Blackhole blackhole = new Blackhole();
        long start = clock.nanoTime();
        long deadline = start + settings.timeLimitNanos();
        long target = settings.sampleTargetNanos();

        long batch = 1;
        int warmupBatches = 0;
        List<Double> recent = new ArrayList<>();
        List<Long> compiling = new ArrayList<>();
        boolean steady = false;
        long warmupOps = 0;
        while (true) {
            long compiledBefore = jit.map(JitActivity::totalCompilationMillis).orElse(0L);
            long elapsed = timeBatch(operation, batch, blackhole);
            warmupBatches++;
            warmupOps += batch;
            long now = clock.nanoTime();
            if (now - deadline >= 0) {
                break;
            }
            if (elapsed < target / 2 && batch < Long.MAX_VALUE / 2) {
                batch *= 2;             // too short to time well: grow, and start the steadiness count anew
                recent.clear();
                compiling.clear();
                continue;
            }
            recent.add((double) elapsed / batch);
            compiling.add(jit.map(JitActivity::totalCompilationMillis).orElse(0L) - compiledBefore);
            if (recent.size() > settings.steadyWindow()) {
                recent.remove(0);
                compiling.remove(0);
            }
            if (warmupOps >= settings.warmupMinOps() && recent.size() == settings.steadyWindow() && withinTolerance(recent)
                    && compiling.stream().allMatch(millis -> millis == 0)) {
                steady = true;
                break;
            }
            if (now - start >= settings.warmupMaxNanos()) {
                break;
            }
        }

        double[] nanos = new double[settings.samples()];
        double[] bytes = new double[settings.samples()];
        int taken = 0;
        boolean cutShort = false;
        while (taken < settings.samples()) {
            long allocatedBefore = allocation.map(AllocationCounter::allocatedBytes).orElse(0L);
            long elapsed = timeBatch(operation, batch, blackhole);
            long allocatedAfter = allocation.map(AllocationCounter::allocatedBytes).orElse(0L);
            nanos[taken] = (double) elapsed / batch;
            bytes[taken] = (double) (allocatedAfter - allocatedBefore) / batch;
            taken++;
            if (taken < settings.samples() && clock.nanoTime() - deadline >= 0) {
                cutShort = true;
                break;
            }
        }
        blackhole.clear();
        Statistics time = Statistics.of(Arrays.copyOf(nanos, taken));
        double[] allocatedPerOp = Arrays.copyOf(bytes, taken);
        Optional<Statistics> allocated = allocation.map(counter -> Statistics.of(allocatedPerOp));
        return new Measurement(time, allocated, batch, warmupBatches, steady, cutShort);
    }

    // One loop for every operation; the JIT sees its call to Operation.run as megamorphic once
    // several codecs went through it, which the profile-pollution work must address.
    private long timeBatch(Operation operation, long batch, Blackhole blackhole) throws Exception {
        long begin = clock.nanoTime();
        for (long i = 0; i < batch; i++) {
            blackhole.consume(operation.run());
        }
        return clock.nanoTime() - begin;
    }

    private boolean withinTolerance(List<Double> perOp) {
        double min = Double.MAX_VALUE;
        double max = 0;
        for (double value : perOp) {
            min = Math.min(min, value);
            max = Math.max(max, value);
        }
        return max - min <= settings.steadyTolerance() * min;
    }
}
