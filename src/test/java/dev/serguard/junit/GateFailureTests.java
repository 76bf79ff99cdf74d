package dev.serguard.junit;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class GateFailureTests {

    private static final String BASELINE_TIME = """
            Baseline regression for kryo · SMALL (Order)
              serialize              1 000 ns/op → 1 400 ns/op, 1.000 → 1.400 of the reference (median of 61 rounds, 1.390 to 1.410)   +40.0 %   allowed +20.0 %""";
    private static final String BASELINE_ALLOCATION = """
            Baseline regression for kryo · SMALL (Order)
              serialize allocation   656 B/op → 852 B/op   +30.0 %   allowed +5.0 %""";
    private static final String FASTER_THAN = """
            Serialization budget exceeded for kryo · SMALL (Order)
              serialize              budget ≥ 1.50× faster than json   -20.0 %""";

    @Test
    void aFailedTime_isConfirmedOnlyByATimeFailedUnderTheSameHeadingElsewhere() {
        GateFailure baseline = GateFailure.undecided(BASELINE_TIME, GateFailure.Doubt.NOT_CLEARLY_OVER);
        GateFailure budget = new GateFailure(FASTER_THAN, true, GateFailure.Doubt.NONE, 1);

        assertThat(baseline.confirmedBy(BASELINE_TIME + "\n  to reproduce: -Dserguard.seed=1")).isTrue();
        assertThat(baseline.confirmedBy(FASTER_THAN + "\n\n" + BASELINE_TIME)).isTrue();
        assertThat(baseline.confirmedBy(FASTER_THAN)).as("another gate's time").isFalse();
        assertThat(baseline.confirmedBy(BASELINE_ALLOCATION)).as("the same gate's allocation").isFalse();
        assertThat(budget.confirmedBy(FASTER_THAN)).isTrue();
        assertThat(budget.confirmedBy(BASELINE_TIME)).isFalse();
        assertThat(budget.confirmedBy("Codec threw for kryo · SMALL (Order)")).isFalse();
    }
}
