package dev.serguard.gate;

import dev.serguard.budget.Metric;
import dev.serguard.duet.Figures;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** An invocation's outcome reads back from its JSON as it was: what a fresh JVM hands its parent, and the reports render. */
class InvocationOutcomeTests {

    private static final CheckOutcome TIME = new CheckOutcome(CheckOutcome.Kind.BASELINE, CheckOutcome.Decision.FAILED,
            Optional.of(Metric.SERIALIZE_TIME), "serialize  1 000 ns/op → 1 400 ns/op  +40.0 %  allowed +10.0 %", Optional.empty(),
            OptionalDouble.of(1_400.5), OptionalDouble.of(1.39), OptionalDouble.of(1.41), OptionalDouble.of(1_100), Optional.of("baseline x.json"),
            Optional.of(new CheckOutcome.FreshJvms(3, 2)));
    private static final CheckOutcome ROUND_TRIP = CheckOutcome.of(CheckOutcome.Kind.ROUND_TRIP, CheckOutcome.Decision.FAILED,
            "Round trip failed: Order.note: expected \"a\\\\b\" but was \"ä\"", Optional.of("Round trip failed for kryo\n  Order.note: \"a\\\\b\" ≠ \"ä\"\t|"));

    @Test
    void everyCheck_readsBackEqual_fromOneLineOfJson() {
        InvocationOutcome outcome = new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", "kryo · SMALL (Order)",
                List.of(TIME, ROUND_TRIP, TIME.decidedBy(new CheckOutcome.FreshJvms(2, 0), CheckOutcome.Decision.PASSED), TIME.decidedBy(new CheckOutcome.FreshJvms(0, 0), CheckOutcome.Decision.NOT_JUDGED),
                        TIME.decidedBy(new CheckOutcome.FreshJvms(0, 0), CheckOutcome.Decision.OVER_NOT_JUDGED),
                        CheckOutcome.of(CheckOutcome.Kind.THREAD_SAFETY, CheckOutcome.Decision.WITHHELD, "weak", Optional.empty())));

        String json = outcome.toJson();

        assertThat(json).doesNotContain("\n");
        assertThat(InvocationOutcome.fromJson(json)).isEqualTo(outcome);
        assertThat(InvocationOutcome.fromJson(json).failures()).containsExactly(TIME, ROUND_TRIP);
        assertThat(InvocationOutcome.fromJson(new InvocationOutcome("T.t", "json", "LARGE", "json · LARGE (Order)", List.of()).toJson()).failed()).isFalse();
    }

    @Test
    void theUpgradeDuetsFigures_readBackEqual_withAnAllocationNotMeasuredLeftOut() {
        Figures figures = new Figures("kryo 5.5.0", "kryo 5.6.2", 120, 118, 7, false, List.of(
                new Figures.Operation("serialize", 1_000.25, 1_290.5, 1.2901, 1.21, 1.37, true, Optional.of(2_104L), Optional.of(1_224L)),
                new Figures.Operation("deserialize", 800, 810, Double.NaN, Double.NaN, Double.NaN, false, Optional.empty(), Optional.empty())));
        InvocationOutcome outcome = new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", "kryo · SMALL (Order)", List.of(), List.of(), Optional.of(figures));

        InvocationOutcome read = InvocationOutcome.fromJson(outcome.toJson());

        assertThat(read).isEqualTo(outcome);
        assertThat(read.upgrade()).hasValue(figures);
        assertThat(InvocationOutcome.fromJson(new InvocationOutcome("T.t", "json", "LARGE", "t", List.of()).toJson()).upgrade()).isEmpty();
    }

    @Test
    void somethingElse_isNoOutcome() {
        assertThatIllegalArgumentException().isThrownBy(() -> InvocationOutcome.fromJson("{\"test\":\"T.t\"}")).withMessageContaining("not an invocation's outcome");
        assertThatIllegalArgumentException().isThrownBy(() -> InvocationOutcome.fromJson(
                "{\"test\":\"T.t\",\"codec\":\"c\",\"payload\":\"p\",\"title\":\"t\",\"checks\":[{\"kind\":\"BASELINE\"}]}"))
                .withMessageContaining("without decision");
    }
}
