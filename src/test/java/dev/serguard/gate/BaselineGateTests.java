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

    /**
     * One time not judged at this JVM's speed does not hide another that is over its threshold but not clearly: fresh JVMs get
     * both, in one vote, and a failure names the fresh JVM's figures once.
     */
    @Test
    void aTimeNotJudgedAtThisSpeed_andOneNotClearlyOver_goToFreshJvmsInOneVote() {
        Verdict serialize = time(Metric.SERIALIZE_TIME, Verdict.Status.UNTRUSTED, true);
        Verdict deserialize = time(Metric.DESERIALIZE_TIME, Verdict.Status.NOT_CLEARLY_OVER, false);

        Judged judged = BaselineGate.judge(RESULT, new BaselineRun.Checked(List.of(serialize, deserialize), Optional.empty(), Optional.empty()),
                false);

        assertThat(judged.failures()).singleElement().satisfies(failure -> {
            assertThat(failure.doubt()).isEqualTo(GateFailure.Doubt.OTHER_SPEED);
            assertThat(failure.timesOnly()).isTrue();
            assertThat(failure.checks()).extracting(CheckOutcome::metric).containsExactly(Optional.of(Metric.SERIALIZE_TIME),
                    Optional.of(Metric.DESERIALIZE_TIME));
            assertThat(failure.message()).startsWith("Baseline regression for kryo · SMALL (Order), not judged in this JVM, which ran at another speed"
                    + " than the recording's, or over the threshold there but not clearly:\n  serialize");
        });
        assertThat(judged.withheld()).isEmpty();

        Gate.Ruling ruling = Gate.decide(RESULT.title(), judged.failures(), Gate.Where.WITH_FRESH_JVMS, jvm -> failedBoth());
        assertThat(ruling.message()).hasValueSatisfying(message -> assertThat(message).containsOnlyOnce("Baseline regression for")
                .startsWith("Baseline regression for kryo · SMALL (Order), in 2 of 2 fresh JVMs (not judged in this JVM, which ran at another speed"
                        + " than the recording's); the first read:\n" + THERE));
        assertThat(ruling.checks()).extracting(CheckOutcome::metric).containsExactly(Optional.of(Metric.SERIALIZE_TIME),
                Optional.of(Metric.DESERIALIZE_TIME));
    }

    /** A time this JVM failed and one it read over not clearly: where fresh JVMs fail both, each figure is named once. */
    @Test
    void aTimeFailedHere_andOneOverNotClearly_nameEachFigureOnce() {
        Verdict serialize = time(Metric.SERIALIZE_TIME, Verdict.Status.NOT_CLEARLY_OVER, false);
        Verdict deserialize = time(Metric.DESERIALIZE_TIME, Verdict.Status.FAILED, false);
        String failedHere = dev.serguard.baseline.BaselineComparison.failureMessage(RESULT, List.of(deserialize)).orElseThrow();
        Judged judged = BaselineGate.judge(RESULT, new BaselineRun.Checked(List.of(serialize, deserialize), Optional.of(failedHere), Optional.empty()),
                false);
        assertThat(judged.failures()).extracting(GateFailure::doubt).containsExactly(GateFailure.Doubt.NONE, GateFailure.Doubt.NOT_CLEARLY_OVER);

        Gate.Ruling ruling = Gate.decide(RESULT.title(), judged.failures(), Gate.Where.WITH_FRESH_JVMS, jvm -> failedBoth());

        assertThat(ruling.message()).hasValue(failedHere + "\n  failed again in 2 of 2 fresh JVMs; the first read serialize +40.0 %, deserialize +40.0 %");
        // This JVM's failed deserialize; the fresh JVMs' serialize, which this JVM could not tell.
        assertThat(ruling.checks()).extracting(CheckOutcome::metric, check -> check.value().getAsDouble()).containsExactly(
                org.assertj.core.groups.Tuple.tuple(Optional.of(Metric.DESERIALIZE_TIME), 1_250.0),
                org.assertj.core.groups.Tuple.tuple(Optional.of(Metric.SERIALIZE_TIME), 1_400.0));
    }

    // What a fresh JVM that failed both times says of them.
    private static final String THERE = "  " + dev.serguard.budget.VerdictFormat.alignedLabel(Metric.SERIALIZE_TIME) + "1 400 ns/op\n  "
            + dev.serguard.budget.VerdictFormat.alignedLabel(Metric.DESERIALIZE_TIME) + "1 400 ns/op";

    // A fresh JVM that failed both baseline times of the invocation, at 1 400 ns/op.
    private static Confirmation failedBoth() {
        return Confirmation.failed(new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", RESULT.title(), List.of(
                GateFailureTests.failed(CheckOutcome.Kind.BASELINE, Metric.SERIALIZE_TIME),
                GateFailureTests.failed(CheckOutcome.Kind.BASELINE, Metric.DESERIALIZE_TIME))),
                "Baseline regression for kryo · SMALL (Order)\n" + THERE);
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
