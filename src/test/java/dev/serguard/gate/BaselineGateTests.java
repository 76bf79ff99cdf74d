package dev.serguard.gate;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

class BaselineGateTests {

    private static final SerializationResult<String> RESULT = new SerializationResult<>("kryo", Payload.named("Order", "SMALL", "order"),
            Optional.empty(), OptionalInt.of(312), OptionalInt.of(156), Optional.empty(), Optional.empty(), Optional.empty());

    private static Verdict time(Metric metric, Verdict.Status outcome, boolean atAnotherSpeed) {
        return new Verdict(metric, outcome, 1_250, 1_000, new Verdict.Limit.Allowed(0.15), new Verdict.Measured.Missing(Optional.empty()),
                new Verdict.Source.Baseline("OrderTests.json", Optional.empty()),
                atAnotherSpeed ? Optional.of("this JVM ran the reference workload 1.50× slower than where the baseline was recorded") : Optional.empty(),
                false, atAnotherSpeed);
    }

    /** One time not judged at this JVM's speed does not hide another that is over its threshold but not clearly: fresh JVMs get both. */
    @Test
    void aTimeNotJudgedAtThisSpeed_andOneNotClearlyOver_bothGoToFreshJvms() {
        Verdict serialize = time(Metric.SERIALIZE_TIME, Verdict.Status.UNTRUSTED, true);
        Verdict deserialize = time(Metric.DESERIALIZE_TIME, Verdict.Status.NOT_CLEARLY_OVER, false);

        Judged judged = BaselineGate.judge(RESULT, new BaselineRun.Checked(List.of(serialize, deserialize), Optional.empty(), Optional.empty()),
                false);

        assertThat(judged.failures()).extracting(GateFailure::doubt)
                .containsExactly(GateFailure.Doubt.OTHER_SPEED, GateFailure.Doubt.NOT_CLEARLY_OVER);
        assertThat(judged.failures()).allMatch(GateFailure::undecided).allMatch(GateFailure::timesOnly);
        assertThat(judged.withheld()).isEmpty();
    }

    /**
     * A fresh JVM that cannot judge a baseline's times at its speed says, for its parent's vote,
     * whether it read each over its threshold.
     */
    @Test
    void aFreshJvmAtAnotherSpeed_tellsItsParentWhichTimesItReadOverTheirThreshold() {
        Verdict over = time(Metric.SERIALIZE_TIME, Verdict.Status.UNTRUSTED, true);
        Verdict under = new Verdict(Metric.DESERIALIZE_TIME, Verdict.Status.UNTRUSTED, 1_100, 1_000, new Verdict.Limit.Allowed(0.15),
                over.measured(), over.source(), over.reason(), false, true);
        Judged judged = BaselineGate.judge(RESULT, new BaselineRun.Checked(List.of(over, under), Optional.empty(), Optional.empty()), true);

        Gate.Ruling decision = Gate.decide(RESULT.title(), judged.failures(), Gate.Where.FOR_PARENT, jvm -> {
            throw new AssertionError("a fresh JVM asks none");
        });

        assertThat(decision.checks()).extracting(CheckOutcome::metric, CheckOutcome::decision).containsExactly(
                org.assertj.core.groups.Tuple.tuple(Optional.of(Metric.SERIALIZE_TIME), CheckOutcome.Decision.OVER_NOT_JUDGED),
                org.assertj.core.groups.Tuple.tuple(Optional.of(Metric.DESERIALIZE_TIME), CheckOutcome.Decision.NOT_JUDGED));
        assertThat(decision.notJudged()).hasValueSatisfying(why -> assertThat(why).contains("1.50× slower"));
        assertThat(decision.message()).isEmpty();
    }
}
