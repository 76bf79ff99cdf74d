package dev.serguard.baseline;

import dev.serguard.measure.Clock;
import dev.serguard.measure.FakeProbes;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.TimedLoop;
import dev.serguard.measure.TimingEngine;
import org.junit.jupiter.api.Test;


import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class CalibrationTests {

    private long now = 1_000_000_000L;
    private long operations;

    private final Clock clock = () -> now;

    private final TimingEngine engine = new TimingEngine(new MeasureSettings(5_000, 10_000_000, 100_000, 7, 4, 0.05, 50_000_000, true, true),
            FakeProbes.on(clock));

    /** The reference workload, run for real, on a clock that says each operation took {@code nanos(operation)}. */
    private TimedLoop costing(java.util.function.LongUnaryOperator nanos) {
        TimedLoop real = Calibration.workload();
        return (count, blackhole) -> {
            real.run(count, blackhole);
            for (long i = 0; i < count; i++) {
                now += nanos.applyAsLong(operations++);
            }
        };
    }

    @Test
    void workloadOfKnownCost_isMeasuredExactly() throws Exception {
        Calibration calibration = Calibration.measure(engine, costing(op -> 4_000));

        assertThat(calibration.nanosPerOp()).isEqualTo(4_000.0);
    }

    @Test
    void fastestRound_counts() throws Exception {
        // The first round is slow, as a cold JIT's would be; the later ones are not.
        Calibration calibration = Calibration.measure(engine, costing(op -> op < 1_000 ? 6_000 : 4_000));

        assertThat(calibration.nanosPerOp()).isEqualTo(4_000.0);
    }

    @Test
    void referenceWork_isTheSameWorkEveryTime() {
        assertThat(Calibration.referenceWork(7)).isEqualTo(Calibration.referenceWork(7)).isNotEqualTo(Calibration.referenceWork(8));
    }

    @Test
    void relativeTo_isHowManyTimesLongerItTakesHere() {
        assertThat(new Calibration(10_000).relativeTo(5_000)).isEqualTo(2.0);
        assertThat(new Calibration(2_500).relativeTo(5_000)).isEqualTo(0.5);
    }

    @Test
    void nonPositiveTime_isRejected() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Calibration(0)).withMessage("nanosPerOp must be a finite number > 0 but was 0.0");
    }
}
