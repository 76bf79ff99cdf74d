package dev.serguard.measure;

import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Times operations: sizes a batch, warms up until the code is compiled and its time per operation
 * has stopped falling, then takes many short samples in shuffled rounds, each round timing every
 * loop and the reference workload once.
 *
 * <pre>{@code
 * Measurement m = new TimingEngine(MeasureSettings.quick()).measure(CodecLoops.serialize(codec, order));
 * }</pre>
 *
 * <p>Phases, for each loop, within {@link MeasureSettings#timeLimitNanos()} per loop:
 * <ol>
 *   <li>Batch sizing: the batch doubles until one batch takes at least half the sample target,
 *       so that the two clock readings around it (~20 ns each) cost a negligible share.</li>
 *   <li>Warm-up, until all of these hold: at least {@code warmupMinOps} operations ran (or a
 *       quarter of {@code warmupMaxNanos} passed); the fastest of the last {@code steadyWindow}
 *       batches is within {@code steadyTolerance} of the fastest of the window before (fastest,
 *       because another process can only ever make a batch slower); the JIT spent little time
 *       compiling during the window; and its compile queue is empty. On a busy machine the
 *       compiler threads wait for a core, and code timed before they are done is interpreted or
 *       C1 code, many times slower and allocating what escape analysis would remove: past
 *       {@code warmupMaxNanos}, warm-up goes on while the compilers are still busy, up to
 *       {@link #COMPILE_WAIT_LIMITS} time limits, past the time limit if need be. Code already brought to its compiled state (a round trip run before its
 *       halves are timed) skips the minimum count, and its loops warm up in batches of a sample:
 *       only the loop itself is new to the JIT, so there is no lull between two compilations of
 *       the code it calls to mistake for a plateau; a loop that {@link #warmUp} already brought
 *       to a steady time ({@link Warm}) skips this phase and the one before.</li>
 *   <li>Samples: {@code samples} rounds; in each round every loop and the reference workload
 *       ({@link Probes#reference()}) time one batch, in an order shuffled anew each round, so that
 *       drift of the machine (another process, a throttled host, a GC of someone else's garbage)
 *       hits them all alike. Round {@code k} of every loop pairs with round {@code k} of the
 *       others and of the reference ({@link Rounds}).</li>
 * </ol>
 * Every result is consumed by a {@link Blackhole}. JIT and GC activity during the samples is
 * reported; so is an environment that makes times meaningless, and a warm-up that never got
 * steady.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class TimingEngine {

    // The reference workload is warmed up once per JVM, keyed by its loop.
    private static final Map<TimedLoop, Long> REFERENCE_BATCHES = Collections.synchronizedMap(new IdentityHashMap<>());

    // Primed once per JVM too, even where its warm-up, tried again at the next measurement, did not get steady.
    private static final Set<TimedLoop> REFERENCES_PRIMED = Collections.synchronizedSet(Collections.newSetFromMap(new IdentityHashMap<>()));

    /**
     * How many short batches the reference workload runs before its warm-up. A loop is compiled
     * for its iterations (on-stack replacement) long before it is compiled for its calls, and a
     * sample calls it once: warmed up in a few long batches, the reference's loop ran interpreted
     * in a JVM's first rounds, around its compiled work, and 10 to 25 % slower than later, until
     * the JIT compiled it in the middle of them. HotSpot compiles a method
     * fully after some 600 calls that, with their iterations, come to 15 000.
     */
    static final int REFERENCE_PRIMING_CALLS = 1_000;

    /** The operations of each of those batches: 16 000 in all, some 12 ms on a 2020s server core. */
    static final long REFERENCE_PRIMING_BATCH = 16;

    /** The fewest rounds of operations much slower than a sample: enough for an interval at 99.9 %. */
    static final int MIN_ROUNDS = 15;

    private final MeasureSettings settings;
    private final Probes probes;

    /** An engine on the system clock and the JVM's own counters (unless serguard's own tests gave the settings other probes). */
    public TimingEngine(MeasureSettings settings) {
        this(settings, settings.probes().map(ProbeSource::probes).orElseGet(Probes::jvm));
    }

    /** An engine on the given probes, for tests. */
    TimingEngine(MeasureSettings settings, Probes probes) {
        this.settings = Objects.requireNonNull(settings, "settings");
        this.probes = Objects.requireNonNull(probes, "probes");
    }

    public MeasureSettings settings() {
        return settings;
    }

    /**
     * Why no time this engine measures is to be trusted, however long it warms up: an agent, a
     * debugger, {@code -Xint}; empty where there is none, or where the settings trust the
     * environment. A busy machine is no such reason.
     */
    public Optional<String> environmentDistrust() {
        return settings.checkEnvironment() ? probes.environment().distrust() : Optional.empty();
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

    /** Measures several loops, warming each up, then sampling them in shuffled rounds; results in the same order. */
    public List<Measurement> measureInterleaved(List<TimedLoop> loops) throws Exception {
        return measureInterleaved(loops, false);
    }

    /**
     * Measures several loops as {@link #measureInterleaved(List)} does; {@code compiled} says that
     * their code already ran to its compiled state ({@link #warmUp}), so that each loop's warm-up
     * needs no minimum operation count, only its batch size and a steady time.
     */
    public List<Measurement> measureInterleaved(List<TimedLoop> loops, boolean compiled) throws Exception {
        Blackhole blackhole = new Blackhole();
        long deadline = probes.clock().nanoTime() + settings.timeLimitNanos() * loops.size();
        long referenceBatch = referenceBatch(blackhole);
        List<Warmup> warmups = new ArrayList<>();
        for (TimedLoop loop : loops) {
            warmups.add(loop instanceof Warm warm ? new Warmup(warm.batch(), warm.batches(), Optional.empty(), true)
                    : compiled ? warmUp(loop, blackhole, deadline, 0, settings.sampleTargetNanos())
                    : warmUp(loop, blackhole, deadline, settings.warmupMinOps(), warmupTarget()));
        }
        return sample(loops, warmups, referenceBatch, blackhole, deadline);
    }

    /**
     * Measures several loops whose code is compiled together, as {@link #measureInterleaved(List)}
     * samples them, but warmed up together rather than one after the other: first in short batches
     * of each in turn, until each has run twice the warm-up's operations or for the warm-up's
     * longest time; then in rounds of one batch of each, until every loop's time is steady and the
     * compilers are done in the same round (waiting for them as long as a loop's warm-up would).
     * Warmed up one after the other, a loop's code can be compiled anew while the next one warms up,
     * and two copies of one library, loaded side by side, read each other's time far apart in many
     * comparisons; warmed up together, alike.
     */
    public List<Measurement> measureTogether(List<TimedLoop> loops) throws Exception {
        Blackhole blackhole = new Blackhole();
        long deadline = probes.clock().nanoTime() + settings.timeLimitNanos() * loops.size();
        long referenceBatch = referenceBatch(blackhole);
        runInTurn(loops, blackhole);
        return sample(loops, settleTogether(loops, blackhole, deadline), referenceBatch, blackhole, deadline);
    }

    // Short batches of each loop in turn, growing while a turn takes under 0.1 ms per loop, until each ran twice the warm-up's operations.
    private void runInTurn(List<TimedLoop> loops, Blackhole blackhole) throws Exception {
        long start = probes.clock().nanoTime();
        long ops = 0;
        long batch = 1;
        while (ops < 2 * settings.warmupMinOps() && probes.clock().nanoTime() - start < settings.warmupMaxNanos()) {
            long before = probes.clock().nanoTime();
            for (TimedLoop loop : loops) {
                loop.run(batch, blackhole);
            }
            ops += batch;
            if (probes.clock().nanoTime() - before < 100_000L * loops.size()) {
                batch *= 2;
            }
        }
    }

    // Rounds of one batch of each loop, each batch sized as a loop's warm-up sizes it, until all are steady and the compilers done.
    private List<Warmup> settleTogether(List<TimedLoop> loops, Blackhole blackhole, long deadline) throws Exception {
        int n = loops.size();
        int window = settings.steadyWindow();
        long target = settings.sampleTargetNanos();
        long start = probes.clock().nanoTime();
        long compileWait = Math.max(settings.warmupMaxNanos(), Math.min(COMPILE_WAIT_LIMITS * settings.timeLimitNanos(), MAX_COMPILE_WAIT_NANOS));
        long[] batch = new long[n];
        int[] batches = new int[n];
        List<List<Double>> recent = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            batch[i] = 1;
            recent.add(new ArrayList<>());
        }
        List<Long> compiling = new ArrayList<>();
        long roundsNanos = 0;
        List<Long> roundNanos = new ArrayList<>();
        while (true) {
            long compiledBefore = probes.compilationMillis();
            long roundStart = probes.clock().nanoTime();
            for (int i = 0; i < n; i++) {
                long elapsed = timeBatch(loops.get(i), batch[i], blackhole);
                batches[i]++;
                if (elapsed < target / 2 && batch[i] < Long.MAX_VALUE / 2) {
                    batch[i] *= 2;      // too short to time well: grow, and start its steadiness count anew
                    recent.get(i).clear();
                } else {
                    recent.get(i).add((double) elapsed / batch[i]);
                    if (recent.get(i).size() > 2 * window) {
                        recent.get(i).remove(0);
                    }
                }
            }
            long now = probes.clock().nanoTime();
            compiling.add(probes.compilationMillis() - compiledBefore);
            roundNanos.add(now - roundStart);
            roundsNanos += now - roundStart;
            if (compiling.size() > window) {
                compiling.remove(0);
                roundsNanos -= roundNanos.remove(0);
            }
            boolean[] steady = new boolean[n];
            boolean allSteady = true;
            for (int i = 0; i < n; i++) {
                steady[i] = recent.get(i).size() == 2 * window && plateau(recent.get(i), window);
                allSteady &= steady[i];
            }
            boolean quiet = compiling.size() == window && quietJit(compiling, roundsNanos / 1e6);
            if (allSteady && quiet && probes.queuedCompilations() == 0) {
                return settled(batch, batches, target, i -> Optional.empty());
            }
            if (now - start >= settings.warmupMaxNanos() || now - deadline >= 0) {
                // The compilers are still at work (on a busy machine they wait for a core): wait for them, within a bound.
                if (quiet && probes.queuedCompilations() == 0) {
                    return settled(batch, batches, target, i -> steady[i] ? Optional.empty() : Optional.of(String.format(Locale.ROOT,
                            "the time per operation was still changing after %s of warm-up (%s=full warms up longer)",
                            seconds(now - start), Settings.MODE.key())));
                }
                if (now - start >= compileWait) {
                    List<Warmup> warmups = new ArrayList<>();
                    for (int i = 0; i < n; i++) {
                        warmups.add(stillCompiling(batch[i], target, batches[i], now - start));
                    }
                    return warmups;
                }
            }
        }
    }

    private List<Warmup> settled(long[] batch, int[] batches, long target, java.util.function.IntFunction<Optional<String>> unsteady) {
        List<Warmup> warmups = new ArrayList<>();
        for (int i = 0; i < batch.length; i++) {
            warmups.add(new Warmup(sampleBatch(batch[i], target), batches[i], unsteady.apply(i), true));
        }
        return warmups;
    }

    private List<Measurement> sample(List<TimedLoop> loops, List<Warmup> warmups, long referenceBatch, Blackhole blackhole, long deadline)
            throws Exception {
        // A warm-up that waited for the compilers past the limit leaves the rounds one time limit of their own.
        deadline = Math.max(deadline, probes.clock().nanoTime() + settings.timeLimitNanos());
        int n = loops.size();
        int samples = settings.samples();
        double[][] nanos = new double[n][samples];
        double[][] bytes = new double[n][samples];
        double[] reference = new double[samples];
        long[] compilation = new long[n];
        long[] collections = new long[n];
        long[] collectionMillis = new long[n];
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i <= n; i++) {
            order.add(i);          // n is the reference
        }
        Random shuffle = new Random(0x5E12_6AA2_DL);
        probes.neighbours().busyCores();        // from here on: what other processes do while the rounds run
        long sampling = probes.clock().nanoTime();
        int rounds = 0;
        boolean cutShort = false;
        while (rounds < samples) {
            Collections.shuffle(order, shuffle);
            for (int i : order) {
                if (i == n) {
                    reference[rounds] = (double) timeBatch(probes.reference(), referenceBatch, blackhole) / referenceBatch;
                    continue;
                }
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
            long now = probes.clock().nanoTime();
            if (rounds < samples && now - deadline >= 0) {
                cutShort = true;
                break;
            }
            // Operations far slower than a sample (a batch of one call of a huge payload) get
            // fewer rounds: twice the time the rounds were meant to take, but at least MIN_ROUNDS.
            if (rounds >= MIN_ROUNDS && now - sampling >= 2L * samples * settings.sampleTargetNanos() * (n + 1)) {
                break;
            }
        }
        double neighbourCores = probes.neighbours().busyCores();
        blackhole.clear();
        Optional<String> distrust = settings.checkEnvironment() ? probes.environment().distrust() : Optional.empty();
        double[] referenceTaken = Arrays.copyOf(reference, rounds);
        List<Measurement> measurements = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double[] allocated = Arrays.copyOf(bytes[i], rounds);
            double[] taken = Arrays.copyOf(nanos[i], rounds);
            Warmup warmup = warmups.get(i);
            measurements.add(new Measurement(Statistics.of(taken), probes.allocation().map(counter -> Statistics.of(allocated)),
                    warmup.batch(), warmup.batches(), warmup.unsteady().isEmpty(), warmup.compiled(), cutShort,
                    new Noise(compilation[i], collections[i], collectionMillis[i]), distrust.or(warmup::unsteady),
                    new Rounds(taken, referenceTaken, neighbourCores)));
        }
        return measurements;
    }

    /**
     * Runs {@code loop} as a warm-up would, measuring nothing: to bring code that several loops
     * share (a codec's serialize and deserialize paths, in a round trip) to its compiled state
     * before any of them is timed. Returns the loop {@link Warm}, ready to be timed without a
     * warm-up of its own, if it got steady; empty if not.
     */
    public Optional<Warm> warmUp(TimedLoop loop) throws Exception {
        return warmUp(loop, false);
    }

    /** {@link #warmUp(TimedLoop)}, without the minimum operation count where the code was {@code compiled} before. */
    public Optional<Warm> warmUp(TimedLoop loop, boolean compiled) throws Exception {
        Warmup warmup = warmUp(loop, new Blackhole(), probes.clock().nanoTime() + settings.timeLimitNanos(),
                compiled ? 0 : settings.warmupMinOps(), warmupTarget());
        return warmup.unsteady().isPresent() ? Optional.empty() : Optional.of(new Warm(loop, warmup.batch(), warmup.batches()));
    }

    /**
     * A loop that {@link #warmUp} brought to a steady time, with the batch it sized for sampling
     * and the batches it took: {@link #measureInterleaved} times it at that batch and warms it up
     * no more. {@link #as} puts the same warm code under a loop that only wraps it (the same loop
     * named otherwise where it hangs, say).
     */
    public record Warm(TimedLoop loop, long batch, int batches) implements TimedLoop {

        public Warm {
            Objects.requireNonNull(loop, "loop");
            if (batch < 1) {
                throw new IllegalArgumentException("batch must be ≥ 1 but was " + batch);
            }
        }

        /** {@code wrapper}, which runs this loop's code and nothing that needs warming up, timed at this batch. */
        public Warm as(TimedLoop wrapper) {
            return new Warm(wrapper, batch, batches);
        }

        @Override
        public void run(long count, Blackhole blackhole) throws Exception {
            loop.run(count, blackhole);
        }
    }

    /** Warms up the reference workload, once per JVM, as the first measurement would. */
    public void warmUpReference() throws Exception {
        referenceBatch(new Blackhole());
    }

    // The reference's batch: sized and warmed up the first time this JVM uses that reference.
    private long referenceBatch(Blackhole blackhole) throws Exception {
        Long known = REFERENCE_BATCHES.get(probes.reference());
        if (known != null) {
            return known;
        }
        long deadline = probes.clock().nanoTime() + settings.timeLimitNanos();
        // Called as often as the JIT needs to compile the loop itself, not only the work it calls.
        if (REFERENCES_PRIMED.add(probes.reference())) {
            for (int call = 0; call < REFERENCE_PRIMING_CALLS && probes.clock().nanoTime() - deadline < 0; call++) {
                timeBatch(probes.reference(), REFERENCE_PRIMING_BATCH, blackhole);
            }
        }
        Warmup warmup = warmUp(probes.reference(), blackhole, deadline, settings.warmupMinOps(), warmupTarget());
        if (warmup.unsteady().isEmpty()) {
            REFERENCE_BATCHES.put(probes.reference(), warmup.batch());
        }
        return warmup.batch();
    }

    /**
     * Where warm-up left a loop: the batch size, how many batches it took, why it did not get
     * steady, if it did not, and whether its code was compiled (the queue empty, the JIT quiet):
     * beside a busy neighbour a time can stay unsteady with the code compiled.
     */
    private record Warmup(long batch, int batches, Optional<String> unsteady, boolean compiled) {
    }

    private Warmup warmUp(TimedLoop loop, Blackhole blackhole, long deadline, long minOps, long target) throws Exception {
        long start = probes.clock().nanoTime();
        int window = settings.steadyWindow();
        long compileWait = Math.max(settings.warmupMaxNanos(), Math.min(COMPILE_WAIT_LIMITS * settings.timeLimitNanos(), MAX_COMPILE_WAIT_NANOS));
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
            // Past the time limit, warm-up goes on while the compilers work (on a busy machine they wait for a core), and once
            // they are done, for a quarter of the limit more to get steady.
            if (now - deadline >= 0) {
                if (!compiling(compiling, window, elapsed)) {
                    return new Warmup(sampleBatch(batch, target), batches, Optional.of(String.format(Locale.ROOT,
                            "warm-up reached the measurement's time limit (%s) before a steady state", seconds(settings.timeLimitNanos()))),
                            !compiling.isEmpty());
                }
                if (now - start >= compileWait) {
                    return stillCompiling(batch, target, batches, now - start);
                }
                deadline = now + settings.timeLimitNanos() / 4;
            }
            if (elapsed < target / 2 && batch < Long.MAX_VALUE / 2) {
                batch *= 2;             // too short to time well: grow, and start the steadiness count anew
                recent.clear();
                compiling.clear();
                continue;
            }
            recent.add((double) elapsed / batch);
            compiling.add(probes.compilationMillis() - compiledBefore);
            if (recent.size() > 2 * window) {
                recent.remove(0);
                compiling.remove(0);
            }
            boolean plateau = recent.size() == 2 * window && plateau(recent, window)
                    && quietJit(compiling.subList(window, 2 * window), (double) elapsed * window / 1e6);
            // The minimum count is for JIT thresholds; a slow operation (a large payload) calls
            // its inner code thousands of times per operation, so a quarter of the limit will do.
            boolean enough = ops >= minOps || now - start >= settings.warmupMaxNanos() / 4;
            int queued = plateau && enough ? probes.queuedCompilations() : -1;
            if (queued == 0) {
                return new Warmup(sampleBatch(batch, target), batches, Optional.empty(), true);
            }
            if (now - start >= settings.warmupMaxNanos()) {
                // The compilers are still at work (on a busy machine they wait for a core): wait for them, within a bound.
                boolean busy = queued > 0 || compiling(compiling, window, elapsed);
                if (!busy && !plateau) {
                    return new Warmup(sampleBatch(batch, target), batches, Optional.of(String.format(Locale.ROOT,
                            "the time per operation was still changing after %s of warm-up (%s=full warms up longer)",
                            seconds(now - start), Settings.MODE.key())), true);
                }
                if (now - start >= compileWait) {
                    return stillCompiling(batch, target, batches, now - start);
                }
            }
        }
    }

    /**
     * How long warm-up waits at most for the JIT to compile the code it times, past
     * {@code warmupMaxNanos} and the measurement's time limit: this many time limits (20 s in
     * quick mode), at most {@link #MAX_COMPILE_WAIT_NANOS}. On a busy machine the compiler threads
     * wait for a core, and code timed before they are done is neither the compiled code's time nor
     * its allocation (escape analysis not yet applied): waiting costs time, not trust. The call
     * limit ({@code CheckSettings}) does not cut it short: each batch resets it.
     */
    static final long COMPILE_WAIT_LIMITS = 4;

    /** The most warm-up waits for the JIT, in any mode. */
    static final long MAX_COMPILE_WAIT_NANOS = 60_000_000_000L;

    private Warmup stillCompiling(long batch, long target, int batches, long waited) {
        return new Warmup(sampleBatch(batch, target), batches, Optional.of(String.format(Locale.ROOT,
                "the JIT was still compiling after %s of warm-up (%d methods queued): the machine's cores were too busy",
                seconds(waited), probes.queuedCompilations())), false);
    }

    // Whether the compilers are still at work: methods queued, or their time over the last window more than a tenth of it.
    private boolean compiling(List<Long> compilingMillis, int window, long elapsed) {
        return probes.queuedCompilations() > 0 || !quietJit(compilingMillis.subList(Math.max(0, compilingMillis.size() - window),
                compilingMillis.size()), (double) elapsed * Math.min(window, compilingMillis.size()) / 1e6);
    }

    // Warm-up batches of code not yet compiled may be longer than samples: a plateau over a few
    // short batches can be a lull between two JIT compilations, with the code still C1-compiled.
    private long warmupTarget() {
        return Math.max(settings.sampleTargetNanos(), settings.warmupBatchNanos());
    }

    // The sampling batch, from the warm-up batch that took about target (warmupTarget(), or a sample for compiled code).
    private long sampleBatch(long warmupBatch, long target) {
        return Math.max(1, warmupBatch * settings.sampleTargetNanos() / target);
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

    // The fastest batch of the last window against the fastest of the one before: a neighbour
    // only ever makes a batch slower, the JIT only ever makes the code faster.
    private boolean plateau(List<Double> perOp, int window) {
        double before = perOp.subList(0, window).stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double last = perOp.subList(window, 2 * window).stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        return Math.abs(before - last) <= settings.steadyTolerance() * Math.min(before, last);
    }

    private static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }
}
