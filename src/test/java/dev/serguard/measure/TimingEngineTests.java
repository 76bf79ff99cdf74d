package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class TimingEngineTests {

    private final FakeClock clock = new FakeClock();
    private long allocated;
    private long calls;

    private final MeasureSettings settings = new MeasureSettings(5_000, 10_000_000, 10_000, 7, 4, 0.05, 50_000_000);

    private long compilationMillis;

    private TimingEngine engine(MeasureSettings settings) {
        return new TimingEngine(settings, clock, Optional.of(() -> allocated), Optional.of(() -> compilationMillis));
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
    void unsteadyCost_endsWarmupAtItsLimitAndSaysSo() throws Exception {
        // Every other batch of 64 costs twice as much: never within 5 %.
        Operation alternating = () -> {
            calls++;
            clock.advance((calls / 64) % 2 == 0 ? 100 : 200);
            return calls;
        };

        Measurement measurement = engine(settings).measure(alternating);

        assertThat(measurement.steady()).isFalse();
        assertThat(measurement.nanosPerOp().count()).isEqualTo(7);
        assertThat(measurement.nanosPerOp().min()).isLessThan(measurement.nanosPerOp().max());
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
        Measurement measurement = new TimingEngine(settings, clock, Optional.empty(), Optional.empty()).measure(costing(100, 8));

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
    void badSettings_sayWhichValueIsWrong() {
        assertThatThrownBy(() -> settings.withSamples(0))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("samples must be ≥ 1 but was 0");
    }
}
