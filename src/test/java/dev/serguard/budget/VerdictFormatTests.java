package dev.serguard.budget;

import dev.serguard.budget.Verdict.Limit;
import dev.serguard.budget.Verdict.Measured;
import dev.serguard.budget.Verdict.Status;
import dev.serguard.budget.Verdict.Source;
import dev.serguard.measure.Statistics;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class VerdictFormatTests {

    private static final Source.Declared SIZE_BUDGET = new Source.Declared("@SizeBudget(maxBytes = 300) on OrderTests.orders");
    private static final Source.Baseline BASELINE = new Source.Baseline("OrderTests.json", Optional.empty());

    private static Verdict size(Status outcome, double bytes, Source source, Limit limit, double expected) {
        Measured measured = source instanceof Source.Declared ? new Measured.Value(Statistics.of(bytes))
                : new Measured.Change(expected, expected, bytes, bytes);
        return new Verdict(Metric.SIZE, outcome, bytes, expected, limit, measured, source, Optional.empty(), false);
    }

    @Test
    void budgetOverItsLimit_failsWithTheBudgetsHeadingAndLine() {
        Verdict over = size(Status.FAILED, 312, SIZE_BUDGET, new Limit.AtMost(300), 300);

        assertThat(VerdictFormat.failureMessage("Serialization budget exceeded for", "kryo · SMALL (Order)", List.of(over))).contains("""
                Serialization budget exceeded for kryo · SMALL (Order)
                  size                   312 B   budget ≤ 300 B   +4.0 %   @SizeBudget(maxBytes = 300) on OrderTests.orders""");
    }

    @Test
    void equalFigures_passBudgetAndBaselineAlike() {
        Verdict budget = size(Status.PASSED, 300, SIZE_BUDGET, new Limit.AtMost(300), 300);
        Verdict baseline = size(Status.PASSED, 300, BASELINE, new Limit.Allowed(0), 300);

        assertThat(VerdictFormat.failureMessage("Baseline regression for", "kryo · SMALL (Order)", List.of(budget, baseline))).isEmpty();
        assertThat(baseline.line()).isEqualTo("size                   300 B → 300 B   +0.0 %   allowed +0.0 %   baseline OrderTests.json");
    }

    @Test
    void withheldVerdict_saysWhyOnOneLine() {
        Verdict withheld = new Verdict(Metric.SERIALIZE_ALLOCATION, Status.UNTRUSTED, 700, 656, new Limit.Allowed(0.05),
                new Measured.Change(656, 656, 700, 700), new Source.Baseline("OrderTests.json", Optional.of("JDK 25, G1, quick")),
                Optional.of("allocation figures are not trusted here: warm-up did not reach a steady, compiled state within its limit"), false);

        assertThat(withheld.warning()).isTrue();
        assertThat(withheld.failed()).isFalse();
        assertThat(withheld.line()).isEqualTo("serialize allocation   656 B/op → 700 B/op   +6.7 %   allowed +5.0 %   baseline OrderTests.json"
                + " (JDK 25, G1, quick)   not failed, allocation figures are not trusted here: warm-up did not reach a steady, compiled"
                + " state within its limit");
        assertThat(withheld.compactLine()).isEqualTo("serialize allocation  656 B/op → 700 B/op  +6.7 %  allowed +5.0 %  baseline OrderTests.json"
                + " (JDK 25, G1, quick)  not failed, allocation figures are not trusted here: warm-up did not reach a steady, compiled"
                + " state within its limit");
    }

    @Test
    void confirmedVerdict_saysItFailedTwice_andTheLongestMetricKeepsOneSpaceWhenCompact() {
        Verdict twice = new Verdict(Metric.DESERIALIZE_ALLOCATION, Status.FAILED, 1_000, 656, new Limit.AtMost(656),
                new Measured.Value(Statistics.of(1_000)), new Source.Declared("@AllocationBudget on OrderTests.orders"), Optional.empty(), false)
                .inTwoMeasurements();

        assertThat(twice.line()).isEqualTo("deserialize allocation 1 000 B/op   budget ≤ 656 B/op   +52.4 %   @AllocationBudget on OrderTests.orders"
                + "   in two measurements");
        assertThat(twice.compactLine()).isEqualTo("deserialize allocation 1 000 B/op  budget ≤ 656 B/op  +52.4 %  @AllocationBudget on OrderTests.orders"
                + "  in two measurements");
    }
}
