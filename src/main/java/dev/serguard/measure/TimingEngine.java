package dev.serguard.measure;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Times operations: sizes a batch, warms up until per-op time is steady, then takes samples,
 * each one whole batch timed by two clock readings.
 *
 * <pre>{@code
 * Measurement m = new TimingEngine(MeasureSettings.quick()).measure(CodecLoops.serialize(codec, order));
 * }</pre>
 *
 * <p>Phases, for each loop, within {@link MeasureSettings#timeLimitNanos()} per loop:
 * <ol>
 *   <li>Batch sizing: the batch doubles until one batch takes at least half the sample target,
 *       so that the two clock readings around it (~20 ns each) cost a negligible share.</li>
 *   <li>Warm-up: batches of that size until at least {@code warmupMinOps} operations ran (or a
 *       quarter of {@code warmupMaxNanos} passed) and
 *       the last {@code steadyWindow} per-op times lie within {@code steadyTolerance} of each
 *       other with little JIT compilation during them, or until {@code warmupMaxNanos} has passed.
 *       A batch that became too short (the JIT made the code faster) doubles again.</li>
 *   <li>Samples: {@code samples} rounds; in each round every loop times one batch, starting
 *       with a different loop each round. Loops measured together (codecs that a budget
 *       compares) are interleaved so that drift of the machine — another process, thermal
 *       throttling, a GC of someone else's garbage — hits them all alike.</li>
 * </ol>
 * Every result is consumed by a {@link Blackhole}. JIT and GC activity during the samples is
 * reported; so is an environment that makes the times meaningless.
 */
public final class TimingEngine {

    private final MeasureSettings settings;
    private final Probes probes;

    /** An engine on the system clock and the JVM's own counters. */
    public TimingEngine(MeasureSettings settings) {
        this(settings, Probes.jvm());
    }

    /** An engine on the given probes, for tests. */
    public TimingEngine(MeasureSettings settings, Probes probes) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.probes = Objects.requireNonNull(probes, "probes");
    }

    public MeasureSettings settings() {
        return settings;
    }

    /**
     * Measures {@code operation} through a general loop shared by every such call, so its call
     * site sees every operation measured this way; to compare codecs, use {@link CodecLoops}.
     * An exception it throws propagates.
     */
    public Measurement measure(Operation operation) throws Exception {
        return measure((count, blackhole) -> {
            for (long i = 0; i < count; i++) {
                blackhole.consume(operation.run());
            }
        });
    }

    /** Measures one loop. */
    public Measurement measure(TimedLoop loop) throws Exception {
        return measureInterleaved(List.of(loop)).get(0);
    }

    /** Measures several loops, warming each up, then sampling them in turn; results in the same order. */
    public List<Measurement> measureInterleaved(List<TimedLoop> loops) throws Exception {
        Blackhole blackhole = new Blackhole();
        long deadline = probes.clock().nanoTime() + settings.timeLimitNanos() * loops.size();
        List<Warmup> warmups = new ArrayList<>();
        for (TimedLoop loop : loops) {
            warmups.add(warmUp(loop, blackhole, deadline));
        }
        int n = loops.size();
        double[][] nanos = new double[n][settings.samples()];
        double[][] bytes = new double[n][settings.samples()];
        long[] compilation = new long[n];
        long[] collections = new long[n];
        long[] collectionMillis = new long[n];
        int rounds = 0;
        boolean cutShort = false;
        while (rounds < settings.samples()) {
            for (int k = 0; k < n; k++) {
                int i = (rounds + k) % n;
                long batch = warmups.get(i).batch();
                long compiledBefore = probes.compilationMillis();
                long collectionsBefore = probes.gc().collections();
                long collectionMillisBefore = probes.gc().collectionMillis();
                long allocatedBefore = probes.allocatedBytes();
                long elapsed = timeBatch(loops.get(i), batch, blackhole);
                bytes[i][rounds] = (double) (probes.allocatedBytes() - allocatedBefore) / batch;
                nanos[i][rounds] = (double) elapsed / batch;
                compilation[i] += probes.compilationMillis() - compiledBefore;
                collections[i] += probes.gc().collections() - collectionsBefore;
                collectionMillis[i] += probes.gc().collectionMillis() - collectionMillisBefore;
            }
            rounds++;
            if (rounds < settings.samples() && probes.clock().nanoTime() - deadline >= 0) {
                cutShort = true;
                break;
            }
        }
        blackhole.clear();
        Optional<String> distrust = settings.checkEnvironment() ? probes.environment().distrust() : Optional.empty();
        List<Measurement> measurements = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double[] allocated = Arrays.copyOf(bytes[i], rounds);
            Warmup warmup = warmups.get(i);
            measurements.add(new Measurement(Statistics.of(Arrays.copyOf(nanos[i], rounds)),
                    probes.allocation().map(counter -> Statistics.of(allocated)), warmup.batch(), warmup.batches(),
                    warmup.steady(), cutShort, new Noise(compilation[i], collections[i], collectionMillis[i]), distrust));
        }
        return measurements;
    }

    /**
     * Runs {@code loop} as a warm-up would, measuring nothing: to bring code that several loops
     * share (a codec's serialize and deserialize paths, in a round trip) to its compiled state
     * before any of them is timed. Returns whether it got steady.
     */
    public boolean warmUp(TimedLoop loop) throws Exception {
        return warmUp(loop, new Blackhole(), probes.clock().nanoTime() + settings.timeLimitNanos()).steady();
    }

    /** Where warm-up left a loop: the batch size, how many batches it took, whether it got steady. */
    private record Warmup(long batch, int batches, boolean steady) {
    }

    private Warmup warmUp(TimedLoop loop, Blackhole blackhole, long deadline) throws Exception {
        long start = probes.clock().nanoTime();
        long target = settings.sampleTargetNanos();
        long batch = 1;
        int batches = 0;
        long ops = 0;
        List<Double> recent = new ArrayList<>();
        List<Long> compiling = new ArrayList<>();
        while (true) {
            long compiledBefore = probes.compilationMillis();
            long elapsed = timeBatch(loop, batch, blackhole);
            batches++;
            ops += batch;
            long now = probes.clock().nanoTime();
            if (now - deadline >= 0) {
                return new Warmup(batch, batches, false);
            }
            if (elapsed < target / 2 && batch < Long.MAX_VALUE / 2) {
                batch *= 2;             // too short to time well: grow, and start the steadiness count anew
                recent.clear();
                compiling.clear();
                continue;
            }
            recent.add((double) elapsed / batch);
            compiling.add(probes.compilationMillis() - compiledBefore);
            if (recent.size() > settings.steadyWindow()) {
                recent.remove(0);
                compiling.remove(0);
            }
            boolean windowSteady = recent.size() == settings.steadyWindow() && withinTolerance(recent)
                    && quietJit(compiling, (double) elapsed * recent.size() / 1e6);
            // The minimum count is for JIT thresholds; a slow operation (a large payload) calls
            // its inner code thousands of times per operation, so a quarter of the limit will do.
            if (windowSteady && (ops >= settings.warmupMinOps() || now - start >= settings.warmupMaxNanos() / 4)) {
                return new Warmup(batch, batches, true);
            }
            if (now - start >= settings.warmupMaxNanos()) {
                return new Warmup(batch, batches, false);
            }
        }
    }

    private long timeBatch(TimedLoop loop, long batch, Blackhole blackhole) throws Exception {
        long begin = probes.clock().nanoTime();
        loop.run(batch, blackhole);
        return probes.clock().nanoTime() - begin;
    }

    // The compilers may work on unrelated code (another thread's, a lazily loaded class) for
    // seconds after start-up; only enough of it to matter (a tenth of the window's time, summed
    // over compiler threads) means the code timed may still be changing.
    private static boolean quietJit(List<Long> compilingMillis, double windowMillis) {
        return compilingMillis.stream().mapToLong(Long::longValue).sum() <= windowMillis / 10;
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
