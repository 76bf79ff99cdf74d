package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TimingEngineTests {

    private final FakeClock clock = new FakeClock();
    private long allocated;
    private long calls;

    private final MeasureSettings settings = MeasureSettings.quick().toBuilder().warmupMinOps(5_000).warmupMax(Duration.ofMillis(10)).warmupBatch(Duration.ofNanos(10_000))
            .sampleTarget(Duration.ofNanos(10_000)).samples(7).steadiness(4, 0.05).timeLimit(Duration.ofMillis(50)).build();

    private long compilationMillis;

    private static final Environment CALM = FakeProbes.CALM;

    private static final GcActivity NO_GC = FakeProbes.NO_GC;

    private TimingEngine engine(MeasureSettings settings) {
        return new TimingEngine(settings, new Probes(clock, Optional.of(() -> allocated), Optional.of(() -> compilationMillis), NO_GC, CALM));
    }

    /** An operation that costs {@code nanos} on the fake clock and allocates {@code bytes}. */
    private Operation costing(long nanos, long bytes) {
        return () -> {
            calls++;
            clock.advance(nanos);
            allocated += bytes;
            return "result";
        };
    }

    @Test
    void constantCost_isMeasuredExactly() throws Exception {
        Measurement measurement = engine(settings).measure(costing(100, 48));

        assertThat(measurement.nanosPerOp().median()).isEqualTo(100.0);
        assertThat(measurement.nanosPerOp().relativeError()).isZero();
        assertThat(measurement.nanosPerOp().count()).isEqualTo(7);
        assertThat(measurement.allocatedBytesPerOp()).get().extracting(Statistics::median).isEqualTo(48.0);
        assertThat(measurement.steady()).isTrue();
        assertThat(measurement.cutShort()).isFalse();
    }

    @Test
    void batch_growsUntilOneSampleTakesHalfTheTarget() throws Exception {
        // 100 ns per op, target 10 µs: batches of 1, 2, … 64 (6.4 µs ≥ 5 µs) are timed.
        Measurement measurement = engine(settings).measure(costing(100, 0));

        assertThat(measurement.batchSize()).isEqualTo(64);
    }

    @Test
    void warmup_waitsUntilTheCostIsSteady() throws Exception {
        // The first 2,000 calls are slow, as in the interpreter; then the "JIT" makes it 10× faster.
        Operation warmingUp = () -> {
            calls++;
            clock.advance(calls <= 2_000 ? 1_000 : 100);
            return calls;
        };

        Measurement measurement = engine(settings).measure(warmingUp);

        assertThat(measurement.steady()).isTrue();
        assertThat(measurement.nanosPerOp().max()).isEqualTo(100.0);
        assertThat(measurement.batchSize()).isEqualTo(64);
        assertThat(measurement.warmupBatches()).isGreaterThan(2_000 / 10);
    }

    @Test
    void earlyPlateau_doesNotEndWarmupBeforeTheMinimumOperationCount() throws Exception {
        // Without a minimum, the slow phase (steady at 1,000 ns) would have been taken as the result.
        Operation warmingUp = () -> {
            calls++;
            clock.advance(calls <= 2_000 ? 1_000 : 100);
            return calls;
        };

        Measurement measurement = engine(settings.withWarmupMinOps(0)).measure(warmingUp);

        assertThat(measurement.nanosPerOp().median()).isEqualTo(1_000.0);
    }

    @Test
    void jitStillCompiling_keepsWarmingUpThoughTheCostLooksSteady() throws Exception {
        // Constant cost, but the compilers work until call 20,000: steadiness must wait for them.
        Operation compiling = () -> {
            calls++;
            clock.advance(100);
            if (calls < 20_000) {
                compilationMillis++;
            }
            return calls;
        };

        Measurement measurement = engine(settings).measure(compiling);

        assertThat(measurement.steady()).isTrue();
        assertThat(measurement.warmupBatches() * measurement.batchSize()).isGreaterThanOrEqualTo(20_000);
    }

    @Test
    void slowButSteadyOperation_isSteadyAfterAQuarterOfTheLimitThoughShortOfTheMinimumCount() throws Exception {
        // 1 ms per op: 10 ms of warm-up cannot reach 5,000 operations; steady once 2.5 ms passed
        // and two windows of 4 batches agree.
        Measurement measurement = engine(settings).measure(costing(1_000_000, 0));

        assertThat(measurement.steady()).isTrue();
        assertThat(measurement.warmupBatches()).isEqualTo(8);
        assertThat(measurement.nanosPerOp().median()).isEqualTo(1_000_000.0);
    }

    @Test
    void unsteadyCost_endsWarmupAtItsLimitAndSaysSo() throws Exception {
        // Each batch is 2 % faster than the one before, all through a warm-up of 0.2 ms: never a plateau.
        TimedLoop speedingUp = (count, blackhole) -> {
            calls++;
            clock.advance(Math.round(count * 1_000 * Math.pow(0.98, calls)));
        };

        Measurement measurement = engine(settings.withWarmupMax(Duration.ofNanos(200_000))).measure(speedingUp);

        assertThat(measurement.steady()).isFalse();
        assertThat(measurement.distrust()).hasValue("the time per operation was still changing after 0.0 s of warm-up"
                + " (serguard.mode=full warms up longer)");
        assertThat(measurement.nanosPerOp().count()).isEqualTo(7);
    }

    @Test
    void slowerBatchesFromANeighbour_doNotKeepWarmupFromEnding() throws Exception {
        // Every other batch of 64 is twice as slow, as when another process takes the core: the
        // fastest batches agree, so warm-up ends long before its limit.
        Operation interrupted = () -> {
            calls++;
            clock.advance((calls / 64) % 2 == 0 ? 100 : 200);
            return calls;
        };

        Measurement measurement = engine(settings).measure(interrupted);

        assertThat(measurement.steady()).isTrue();
        assertThat(measurement.warmupBatches() * measurement.batchSize()).isLessThan(10_000);
    }

    @Test
    void compileQueueNotEmpty_keepsWarmingUpPastItsLimitUntilTheCompilersAreDone() throws Exception {
        // Constant cost, but methods stay queued for compilation for 18 ms (limit 10 ms): on a busy
        // machine the compiler threads wait for a core, and the code timed now is not the code that will run.
        long start = clock.nanoTime();
        JitActivity queued = FakeProbes.queued(() -> clock.nanoTime() - start < 18_000_000 ? 3 : 0);
        Probes probes = new Probes(clock, Optional.empty(), Optional.of(queued), NO_GC, CALM);

        Measurement measurement = new TimingEngine(settings, probes).measure(costing(100, 0));

        assertThat(measurement.steady()).isTrue();
        assertThat(measurement.warmupBatches() * measurement.batchSize() * 100).isGreaterThanOrEqualTo(18_000_000);
    }

    @Test
    void compilersDonePastTheTimeLimit_warmUpWaitsForThem_andTheRoundsStillGetTheirTime() throws Exception {
        // The compilers are done after 150 ms, three times the 50 ms time limit: the code is then compiled, steady and timed in full.
        long start = clock.nanoTime();
        JitActivity late = FakeProbes.queued(() -> clock.nanoTime() - start < 150_000_000 ? 5 : 0);
        Probes probes = new Probes(clock, Optional.of(() -> allocated), Optional.of(late), NO_GC, CALM);

        Measurement measurement = new TimingEngine(settings, probes).measure(costing(100, 48));

        assertThat(measurement.steady()).isTrue();
        assertThat(measurement.compiled()).isTrue();
        assertThat(measurement.distrust()).isEmpty();
        assertThat(measurement.cutShort()).isFalse();
        assertThat(measurement.nanosPerOp().count()).isEqualTo(7);
    }

    @Test
    void compileQueueNeverEmpty_waitsFourTimeLimitsForTheCompilers_thenGivesUpAndSaysWhy() throws Exception {
        JitActivity stuck = FakeProbes.queued(() -> 12);
        Probes probes = new Probes(clock, Optional.empty(), Optional.of(stuck), NO_GC, CALM);

        Measurement measurement = new TimingEngine(settings, probes).measure(costing(100, 0));

        assertThat(measurement.steady()).isFalse();
        assertThat(measurement.compiled()).isFalse();
        assertThat(measurement.distrust()).hasValue("the JIT was still compiling after 0.2 s of warm-up (12 methods queued):"
                + " the machine's cores were too busy");
    }

    @Test
    void referenceTimedInEveryRound_givesARatioThatAMachineSlowingDownDoesNotMove() throws Exception {
        // The machine alternates between full speed and a third of it every 200 µs (a neighbour's
        // bursts of work): each round's loop and reference batches mostly fall in the same phase.
        java.util.function.LongSupplier slowdown = () -> (clock.nanoTime() / 200_000) % 2 == 0 ? 1 : 3;
        TimedLoop reference = (count, blackhole) -> clock.advance(1_000 * count * slowdown.getAsLong());
        TimedLoop loop = (count, blackhole) -> clock.advance(250 * count * slowdown.getAsLong());
        Probes probes = new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, CALM, reference);

        Measurement measurement = new TimingEngine(settings.withSamples(15), probes).measure(loop);

        assertThat(measurement.nanosPerOp().max() / measurement.nanosPerOp().min()).isGreaterThan(1.5);
        assertThat(measurement.rounds().relativeToReference()).get().satisfies(ratio -> {
            assertThat(ratio.median()).isCloseTo(0.25, org.assertj.core.api.Assertions.within(0.02));
            assertThat(ratio.relativeError()).isLessThan(0.5);
        });
    }

    @Test
    void theRounds_sayHowBusyOtherProcessesKeptTheCpusWhileTheyRan_readWhenTheyStartAndWhenTheyEnd() throws Exception {
        TimedLoop reference = (count, blackhole) -> clock.advance(1_000 * count);
        TimedLoop loop = (count, blackhole) -> clock.advance(250 * count);
        // Each read says what happened since the one before: before the rounds, a compiler's burst; during them, a neighbour's 1.3 cores.
        java.util.Deque<Double> reads = new java.util.ArrayDeque<>(List.of(1.9, 1.3));
        Probes busy = new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, CALM, reference, reads::removeFirst);

        Measurement measured = new TimingEngine(settings.withSamples(15), busy).measure(loop);

        assertThat(reads).isEmpty();
        assertThat(measured.rounds().neighbourCores()).isEqualTo(1.3);
        assertThat(measured.rounds().besideBusyNeighbour()).isTrue();
        assertThat(new TimingEngine(settings.withSamples(15), new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, CALM, reference))
                .measure(loop).rounds().neighbourCores()).isNaN();
    }

    @Test
    void theReference_runsShortBatchesBeforeItsWarmUp_asOftenAsTheJitCompilesALoopForItsCalls_withinTheTimeLimit() throws Exception {
        List<Long> batches = new java.util.ArrayList<>();
        TimedLoop reference = (count, blackhole) -> {
            batches.add(count);
            clock.advance(1_000 * count);
        };
        new TimingEngine(settings, new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, CALM, reference)).warmUpReference();

        assertThat(batches.subList(0, TimingEngine.REFERENCE_PRIMING_CALLS)).containsOnly(TimingEngine.REFERENCE_PRIMING_BATCH);
        assertThat(batches.subList(TimingEngine.REFERENCE_PRIMING_CALLS, batches.size())).as("then its warm-up, batches growing").startsWith(1L, 2L, 4L);

        // A reference of 1 ms per operation: 16 ms per short batch, a time limit of 50 ms.
        List<Long> slow = new java.util.ArrayList<>();
        TimedLoop slowReference = (count, blackhole) -> {
            slow.add(count);
            clock.advance(1_000_000 * count);
        };
        new TimingEngine(settings, new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, CALM, slowReference)).warmUpReference();

        assertThat(slow.stream().filter(count -> count == TimingEngine.REFERENCE_PRIMING_BATCH)).hasSize(4);
        // Its warm-up did not get steady and is tried again at the next measurement; the priming is not.
        new TimingEngine(settings, new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, CALM, slowReference)).warmUpReference();
        assertThat(slow.stream().filter(count -> count == TimingEngine.REFERENCE_PRIMING_BATCH)).hasSize(4);
    }

    @Test
    void operationsFarSlowerThanASample_takeFewerRounds_butAtLeastFifteen() throws Exception {
        // 1 ms per call, samples of 10 µs: 41 rounds would take 100× the time they were meant to.
        Measurement measurement = engine(settings.withSamples(41)).measure(costing(1_000_000, 0));

        assertThat(measurement.nanosPerOp().count()).isEqualTo(TimingEngine.MIN_ROUNDS);
        assertThat(measurement.cutShort()).isFalse();
        assertThat(engine(settings.withSamples(41)).measure(costing(100, 0)).nanosPerOp().count()).isEqualTo(41);
    }

    @Test
    void timeLimit_cutsSamplingShortAndKeepsWhatWasTaken() throws Exception {
        MeasureSettings limited = settings.withTimeLimit(Duration.ofNanos(5_000_000)).withSampleTarget(Duration.ofMillis(1));

        Measurement measurement = engine(limited).measure(costing(1_000_000, 0));

        assertThat(measurement.cutShort()).isTrue();
        assertThat(measurement.nanosPerOp().count()).isBetween(1, 6);
        assertThat(measurement.nanosPerOp().median()).isEqualTo(1_000_000.0);
    }

    @Test
    void noAllocationCounter_reportsTimeOnly() throws Exception {
        Measurement measurement = new TimingEngine(settings, FakeProbes.on(clock)).measure(costing(100, 8));

        assertThat(measurement.allocatedBytesPerOp()).isEmpty();
        assertThat(measurement.nanosPerOp().median()).isEqualTo(100.0);
    }

    @Test
    void throwingOperation_propagates() {
        Operation failing = () -> {
            throw new IllegalStateException("boom");
        };

        assertThatThrownBy(() -> engine(settings).measure(failing)).isInstanceOf(IllegalStateException.class).hasMessage("boom");
    }

    @Test
    void interleaved_samplesEveryLoopOnceARoundInShuffledOrder() throws Exception {
        List<String> ran = new java.util.ArrayList<>();
        TimedLoop a = (count, blackhole) -> {
            ran.add("a");
            clock.advance(100 * count);
        };
        TimedLoop b = (count, blackhole) -> {
            ran.add("b");
            clock.advance(300 * count);
        };

        List<Measurement> measurements = engine(settings).measureInterleaved(List.of(a, b));

        // 7 rounds, each timing a and b once, in an order shuffled anew each round.
        List<String> sampled = ran.subList(ran.size() - 14, ran.size());
        java.util.Set<String> firsts = new java.util.HashSet<>();
        for (int round = 0; round < 7; round++) {
            assertThat(sampled.subList(2 * round, 2 * round + 2)).containsExactlyInAnyOrder("a", "b");
            firsts.add(sampled.get(2 * round));
        }
        assertThat(firsts).containsExactlyInAnyOrder("a", "b");
        assertThat(measurements).extracting(m -> m.nanosPerOp().median()).containsExactly(100.0, 300.0);
    }

    @Test
    void together_warmsTheLoopsUpInTurn_andSamplesEachOnlyOnceAllAreCompiledAndSteady() throws Exception {
        // Two loops over shared code that the "JIT" makes ten times faster once 4 000 operations ran in all, whichever loop ran
        // them, and whose compilers work until 30 000 ran: sampled once both are steady and the compilers done.
        long[] shared = {0};
        List<String> ran = new java.util.ArrayList<>();
        java.util.function.Function<String, TimedLoop> sharing = name -> (count, blackhole) -> {
            ran.add(name);
            for (long i = 0; i < count; i++) {
                clock.advance(shared[0] < 4_000 ? 1_000 : 100);
                if (shared[0]++ < 30_000) {
                    compilationMillis++;
                }
            }
        };

        List<Measurement> measured = engine(settings).measureTogether(List.of(sharing.apply("a"), sharing.apply("b")));

        // Warmed up in turn from the first batch on: a, b, a, b, …
        assertThat(ran.subList(0, 6)).containsExactly("a", "b", "a", "b", "a", "b");
        assertThat(measured).allSatisfy(m -> {
            assertThat(m.steady()).isTrue();
            assertThat(m.compiled()).isTrue();
            assertThat(m.distrust()).isEmpty();
            assertThat(m.nanosPerOp().max()).isEqualTo(100.0);
        });
        assertThat(shared[0]).isGreaterThan(30_000);
    }

    @Test
    void together_whileTheCompileQueueNeverEmpties_waitsFourTimeLimits_thenSaysSoForEveryLoop() throws Exception {
        JitActivity stuck = FakeProbes.queued(() -> 12);
        TimingEngine engine = new TimingEngine(settings, new Probes(clock, Optional.empty(), Optional.of(stuck), NO_GC, CALM));
        TimedLoop a = (count, blackhole) -> clock.advance(100 * count);
        TimedLoop b = (count, blackhole) -> clock.advance(300 * count);

        List<Measurement> measured = engine.measureTogether(List.of(a, b));

        assertThat(measured).extracting(Measurement::compiled).containsExactly(false, false);
        assertThat(measured).extracting(m -> m.distrust().orElseThrow()).containsOnly("the JIT was still compiling after 0.2 s of warm-up"
                + " (12 methods queued): the machine's cores were too busy");
        assertThat(measured).extracting(m -> m.nanosPerOp().median()).containsExactly(100.0, 300.0);
    }

    @Test
    void warmLoop_isTimedAtItsBatchWithoutAWarmupOfItsOwn() throws Exception {
        TimingEngine engine = engine(settings);
        List<Long> batches = new java.util.ArrayList<>();
        TimedLoop loop = (count, blackhole) -> {
            batches.add(count);
            clock.advance(100 * count);
        };
        TimingEngine.Warm warm = engine.warmUp(loop).orElseThrow();
        int warmupBatches = batches.size();
        batches.clear();
        TimedLoop renamed = (count, blackhole) -> loop.run(count, blackhole);

        Measurement measurement = engine.measureInterleaved(List.of(warm.as(renamed)), true).get(0);

        // Only the 7 sampled batches ran, each of the batch the warm-up sized.
        assertThat(warm.batch()).isEqualTo(64);
        assertThat(batches).hasSize(7).containsOnly(64L);
        assertThat(measurement.batchSize()).isEqualTo(64);
        assertThat(measurement.warmupBatches()).isEqualTo(warmupBatches);
        assertThat(measurement.nanosPerOp().median()).isEqualTo(100.0);
    }

    @Test
    void compiledLoops_warmUpInBatchesOfASample_whileRoundTripsAndFreshCodeWarmUpInLongerOnes() throws Exception {
        // 100 ns per op; a sample is 10 µs, a warm-up batch 40 µs.
        MeasureSettings longerWarmup = settings.toBuilder().warmupBatch(Duration.ofNanos(40_000)).build();
        List<Long> batches = new java.util.ArrayList<>();
        TimedLoop loop = (count, blackhole) -> {
            batches.add(count);
            clock.advance(100 * count);
        };

        Measurement compiled = engine(longerWarmup).measureInterleaved(List.of(loop), true).get(0);
        long compiledLargest = batches.stream().mapToLong(Long::longValue).max().orElseThrow();
        batches.clear();
        Measurement fresh = engine(longerWarmup).measureInterleaved(List.of(loop), false).get(0);
        long freshLargest = batches.stream().mapToLong(Long::longValue).max().orElseThrow();
        batches.clear();
        TimingEngine.Warm roundTrip = engine(longerWarmup).warmUp(loop, true).orElseThrow();
        long roundTripLargest = batches.stream().mapToLong(Long::longValue).max().orElseThrow();

        // A loop whose code a round trip compiled: batches of 1 to 32, then two windows of 4 batches of 64
        // (6.4 µs ≥ half a sample).
        assertThat(compiledLargest).isEqualTo(64);
        assertThat(compiled.warmupBatches()).isEqualTo(6 + 8);
        // Fresh code, and a round trip on a new payload (a lull between two compilations can look steady
        // over a few short batches): batches grow to 256 (25.6 µs ≥ half a warm-up batch).
        assertThat(freshLargest).isEqualTo(256);
        assertThat(roundTripLargest).isEqualTo(256);
        // Either way the samples are of the same batch.
        assertThat(List.of(compiled.batchSize(), fresh.batchSize(), roundTrip.batch())).containsOnly(64L);
        assertThat(compiled.nanosPerOp().median()).isEqualTo(100.0);
    }

    @Test
    void loopThatNeverGetsSteady_isNotWarm() throws Exception {
        // Each batch 10 % slower per op than the one before: never a plateau.
        TimedLoop unsteady = (count, blackhole) -> clock.advance((long) (100 * Math.pow(1.1, calls++)) * count);

        assertThat(engine(settings).warmUp(unsteady)).isEmpty();
    }

    @Test
    void warmLoop_withoutABatch_isRejected() {
        assertThatThrownBy(() -> new TimingEngine.Warm((count, blackhole) -> { }, 0, 3))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("batch must be ≥ 1 but was 0");
    }

    @Test
    void compilationAndCollectionsDuringSamples_areReportedAsNoise() throws Exception {
        long[] collections = {0};
        GcActivity gc = new GcActivity() {
            @Override
            public long collections() {
                return collections[0];
            }

            @Override
            public long collectionMillis() {
                return 2 * collections[0];
            }
        };
        boolean[] sampling = {false};
        TimedLoop loop = (count, blackhole) -> {
            clock.advance(100 * count);
            if (sampling[0]) {
                compilationMillis += 3;
                collections[0]++;
            }
        };
        TimingEngine engine = new TimingEngine(settings.withWarmupMax(Duration.ofNanos(1)).withWarmupMinOps(0),
                new Probes(clock, Optional.empty(), Optional.of(() -> compilationMillis), gc, CALM));
        // warm-up stops after its first full batch (the limit is 1 ns); from then on every batch is a sample
        TimedLoop switching = (count, blackhole) -> {
            loop.run(count, blackhole);
            sampling[0] = count >= 64;
        };

        Measurement measurement = engine.measure(switching);

        assertThat(measurement.noise()).isEqualTo(new Noise(21, 7, 14));
        assertThat(measurement.noise()).hasToString("JIT 21 ms, 7 GCs (14 ms)");
    }

    @Test
    void distrustedEnvironment_isCarriedByTheMeasurementUnlessTrusted() throws Exception {
        Environment underCoverage = new Environment(List.of("-javaagent:/repo/org/jacoco/jacocoagent.jar=destfile=target/jacoco.exec"),
                "mixed mode");
        Probes probes = new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, underCoverage);

        assertThat(new TimingEngine(settings, probes).measure(costing(100, 0)).distrust()).hasValue("a Java agent is attached (jacocoagent.jar)");
        assertThat(new TimingEngine(settings.withTrustedEnvironment(), probes).measure(costing(100, 0)).distrust()).isEmpty();
    }

    @Test
    void badSettings_sayWhichValueIsWrong() {
        assertThatThrownBy(() -> settings.withSamples(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("samples must be ≥ 1 but was 0");
    }
}
