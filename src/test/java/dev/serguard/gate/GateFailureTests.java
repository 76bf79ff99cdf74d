package dev.serguard.gate;

import dev.serguard.budget.Metric;
import dev.serguard.check.Worded;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

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

    /**
     * A failed check of {@code kind} on {@code metric}, as a fresh JVM's outcome holds it: 1 400
     * against 1 000 (+40 %), or for {@code @FasterThan} 1.08× against 1.20×.
     */
    static CheckOutcome failed(CheckOutcome.Kind kind, Metric metric) {
        boolean factor = kind == CheckOutcome.Kind.FASTER_THAN || kind == CheckOutcome.Kind.SMALLER_THAN;
        return new CheckOutcome(kind, CheckOutcome.Decision.FAILED, Optional.of(metric), metric.label() + " 1 400 ns/op", Optional.empty(),
                OptionalDouble.of(factor ? 1.08 : 1_400), OptionalDouble.empty(), OptionalDouble.empty(), OptionalDouble.of(factor ? 1.2 : 1_000),
                Optional.empty(), Optional.empty());
    }

    /** Each gate names its figures as it judges them: a change from the baseline, a factor, an amount against a budget. */
    @Test
    void gate_namesTheGateAndItsFigures() {
        GateFailure baseline = new GateFailure(BASELINE_TIME, List.of(failed(CheckOutcome.Kind.BASELINE, Metric.SERIALIZE_TIME),
                failed(CheckOutcome.Kind.BASELINE, Metric.DESERIALIZE_TIME)), true, GateFailure.Doubt.NONE, 3, List.of());
        GateFailure fasterThan = new GateFailure(FASTER_THAN, List.of(failed(CheckOutcome.Kind.FASTER_THAN, Metric.SERIALIZE_TIME)), true,
                GateFailure.Doubt.NONE, 1, List.of());
        GateFailure budget = new GateFailure(FASTER_THAN, List.of(failed(CheckOutcome.Kind.SPEED_BUDGET, Metric.SERIALIZE_TIME)), true,
                GateFailure.Doubt.NONE, 1, List.of());

        assertThat(baseline.gate()).isEqualTo("baseline: serialize +40.0 %, deserialize +40.0 %");
        assertThat(fasterThan.gate()).isEqualTo("@FasterThan: serialize 1.08× against 1.20×");
        assertThat(budget.gate()).isEqualTo("speed budget: serialize 1 400 ns/op against 1 000 ns/op");
    }

    private static InvocationOutcome elsewhere(CheckOutcome... checks) {
        return new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", "kryo · SMALL (Order)", List.of(checks));
    }

    @Test
    void aFailedTime_isConfirmedOnlyByATimeFailedOfTheSameGateElsewhere() {
        CheckOutcome baselineTime = failed(CheckOutcome.Kind.BASELINE, Metric.SERIALIZE_TIME);
        CheckOutcome fasterThan = failed(CheckOutcome.Kind.FASTER_THAN, Metric.SERIALIZE_TIME);
        GateFailure baseline = GateFailure.undecided(BASELINE_TIME, GateFailure.Doubt.NOT_CLEARLY_OVER, List.of(), List.of());
        baseline = new GateFailure(baseline.message(), List.of(baselineTime), true, baseline.doubt(), baseline.freshJvms(), List.of());
        GateFailure budget = new GateFailure(FASTER_THAN, List.of(fasterThan), true, GateFailure.Doubt.NONE, 1, List.of());

        assertThat(baseline.confirmedBy(elsewhere(baselineTime))).isTrue();
        assertThat(baseline.confirmedBy(elsewhere(fasterThan, baselineTime))).isTrue();
        assertThat(baseline.confirmedBy(elsewhere(fasterThan))).as("another gate's time").isFalse();
        assertThat(baseline.confirmedBy(elsewhere(failed(CheckOutcome.Kind.BASELINE, Metric.SERIALIZE_ALLOCATION)))).as("the same gate's allocation")
                .isFalse();
        assertThat(budget.confirmedBy(elsewhere(fasterThan))).isTrue();
        assertThat(budget.confirmedBy(elsewhere(failed(CheckOutcome.Kind.SPEED_BUDGET, Metric.DESERIALIZE_TIME)))).as("a budget's time").isTrue();
        assertThat(budget.confirmedBy(elsewhere(baselineTime))).isFalse();
        assertThat(budget.confirmedBy(elsewhere(CheckOutcome.of(CheckOutcome.Kind.ROUND_TRIP, CheckOutcome.Decision.FAILED, "Codec threw",
                Optional.empty())))).isFalse();
        assertThat(budget.confirmedBy(elsewhere(fasterThan.decidedBy(new CheckOutcome.FreshJvms(1, 0), CheckOutcome.Decision.PASSED))))
                .as("passed there").isFalse();
    }

    @Test
    void aWordedFailure_carriesItsReason_asTheCheckBuiltIt() {
        // A first line that names its title twice: cut out of the words, the reason would lose the second.
        String title = "kryo · SMALL (Order)";
        String message = "Forked run failed for " + title + ": its child JVM ended with status 1 for " + title;

        GateFailure failure = GateFailure.of(CheckOutcome.Kind.FORKED_CHILD, new Worded(message,
                "Forked run failed: its child JVM ended with status 1 for " + title));

        assertThat(failure.message()).isEqualTo(message);
        assertThat(failure.checks()).singleElement().satisfies(check -> {
            assertThat(check.kind()).isEqualTo(CheckOutcome.Kind.FORKED_CHILD);
            assertThat(check.line()).isEqualTo("Forked run failed: its child JVM ended with status 1 for kryo · SMALL (Order)");
            assertThat(check.detail()).hasValue(message);
        });
    }
}
