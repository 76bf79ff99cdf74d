package dev.serguard.gate;

import dev.serguard.Failure;
import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.Worded;
import dev.serguard.check.untrusted.UntrustedTypesPolicy;
import dev.serguard.duet.Duet;
import dev.serguard.duet.DuetFinding;
import dev.serguard.duet.Figures;
import dev.serguard.duet.PairVote;
import dev.serguard.fork.Role;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

/** The invocation pipeline in each of its modes, on checks with fixed answers: no JUnit engine, no codec, no clock. */
class InvocationPipelineTests {

    private static final Payload<String> PAYLOAD = Payload.named("Order", "SMALL", "order");
    private static final SerializationResult<String> PASSED = new SerializationResult<>("kryo", PAYLOAD, Optional.empty(), OptionalInt.of(312),
            OptionalInt.of(156), Optional.empty(), Optional.empty(), Optional.empty());
    private static final String REPRODUCE = "to reproduce: -Dserguard.seed=7";
    // A time clearly over its baseline's threshold, as BaselineRun.check finds it.
    private static final Verdict OVER = new Verdict(Metric.SERIALIZE_TIME, Verdict.Status.FAILED, 1_400, 1_000, new Verdict.Limit.Allowed(0.10),
            new Verdict.Measured.Missing(Optional.empty()), new Verdict.Source.Baseline("OrderTests.json", Optional.empty()), Optional.empty(), true);
    private static final String BASELINE_TIME = BaselineComparison.failureMessage(PASSED, List.of(OVER)).orElseThrow();
    private static final BaselineFinding BASELINE = new BaselineFinding.Compared(new BaselineRun.Checked(List.of(OVER), Optional.of(BASELINE_TIME),
            Optional.empty()));

    private final Answers answers = new Answers();
    private final Heard heard = new Heard();

    // A baseline time of value ns/op, recorded at 1 000, not judged in a JVM that ran the reference at another speed, for why.
    private static BaselineFinding atAnotherSpeed(double value, String why) {
        Verdict otherSpeed = new Verdict(Metric.SERIALIZE_TIME, Verdict.Status.UNTRUSTED, value, 1_000, new Verdict.Limit.Allowed(0.15),
                new Verdict.Measured.Missing(Optional.empty()), new Verdict.Source.Baseline("OrderTests.json", Optional.empty()),
                Optional.of(why), false, true);
        return new BaselineFinding.Compared(new BaselineRun.Checked(List.of(otherSpeed), Optional.empty(), Optional.empty()));
    }

    private InvocationEnd run(Role role, boolean judgesTimes, boolean withFreshJvms) {
        return InvocationPipeline.run(new InvocationPipeline.Plan(role, judgesTimes, withFreshJvms), answers, heard);
    }

    @Test
    void aPassingInvocation_publishesItsFiguresAndThreadSafety_andPassesWithNothingDecided() {
        InvocationEnd end = run(Role.TEST, true, true);

        assertThat(end).isInstanceOf(InvocationEnd.Passed.class);
        assertThat(heard.said).containsExactly("figures of kryo · SMALL (Order), thread safety: passed: 4 threads");
        assertThat(heard.decided).containsExactly(List.of());
        assertThat(heard.handedOver).isEmpty();
        assertThat(answers.asked).containsExactly("result", "reproduction", "threadSafety", "untrustedTypes", "budgets", "duet",
                "baseline", "goldenBytes", "robustness");
    }

    @Test
    void aRoundTripThatFails_endsTheChecks_andFailsWithTheReproductionLineLast() {
        IllegalStateException thrown = new IllegalStateException("buffer underflow");
        answers.result = new SerializationResult<>("kryo", PAYLOAD, Optional.of(new Failure(Failure.Kind.THREW, "deserialize", thrown.toString(),
                Optional.empty(), Optional.of(thrown))), OptionalInt.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty(), Optional.empty());

        InvocationEnd end = run(Role.TEST, true, true);

        assertThat(end).isEqualTo(new InvocationEnd.Failed("Codec threw for kryo · SMALL (Order)\n"
                + "  deserialize threw java.lang.IllegalStateException: buffer underflow\n  " + REPRODUCE, Optional.of(thrown)));
        assertThat(answers.asked).containsExactly("result", "reproduction");
        assertThat(heard.decided).singleElement().satisfies(checks -> assertThat(checks).extracting(CheckOutcome::kind)
                .containsExactly(CheckOutcome.Kind.ROUND_TRIP));
        assertThat(heard.said).containsExactly("figures of kryo · SMALL (Order)");
    }

    @Test
    void everyFailure_isGatheredIntoOneMessage_inTheOrderOfTheChecks() {
        answers.golden = Optional.of(new Worded("Wire format changed for kryo · SMALL (Order)", "Wire format changed"));
        answers.robustness = Optional.of(new Worded("Robustness failed for kryo · SMALL (Order)", "Robustness failed"));
        answers.duet = DuetFinding.failed(new Worded("Upgrade regression for kryo · SMALL (Order)", "Upgrade regression"));

        InvocationEnd end = run(Role.TEST, true, true);

        assertThat(end).isEqualTo(new InvocationEnd.Failed("Wire format changed for kryo · SMALL (Order)\n\n"
                + "Robustness failed for kryo · SMALL (Order)\n\nUpgrade regression for kryo · SMALL (Order)\n  " + REPRODUCE, Optional.empty()));
        assertThat(heard.decided).singleElement().satisfies(checks -> assertThat(checks).extracting(CheckOutcome::kind)
                .containsExactly(CheckOutcome.Kind.GOLDEN_BYTES, CheckOutcome.Kind.ROBUSTNESS, CheckOutcome.Kind.UPGRADE_DUET));
        assertThat(heard.decided.get(0)).as("the reasons as the checks worded them").extracting(CheckOutcome::line).startsWith(
                "Wire format changed", "Robustness failed");
        assertThat(answers.confirmed).as("no time failed: no fresh JVM").isEmpty();
    }

    @Test
    void aFailedTime_goesToFreshJvms_whereThePlanHasThem_andPassesWhereTheyPassIt() {
        answers.baseline = BASELINE;

        InvocationEnd end = run(Role.TEST, true, true);

        assertThat(end).isInstanceOf(InvocationEnd.Passed.class);
        assertThat(answers.confirmed).containsExactly(1, 2);
        assertThat(heard.votes).singleElement().asString().startsWith("Times of kryo · SMALL (Order) [baseline: serialize +40.0 %] failed in this"
                + " JVM and passed in 2 of 2 fresh ones: not failed");
        assertThat(heard.votesOnConsole).as("a vote that passed: the only word of it on the console").isEqualTo(heard.votes);
    }

    @Test
    void aTimeThisJvmCouldNotJudgeAtItsSpeed_goesToFreshJvmsThatMeasureEveryInvocation_aFailedOneToFreshJvmsOfItsOwn() {
        answers.baseline = atAnotherSpeed(400, "this JVM ran the reference workload 9.0× slower than where the baseline was recorded");

        assertThat(run(Role.TEST, true, true)).isInstanceOf(InvocationEnd.Passed.class);
        assertThat(answers.amongEvery).containsExactly(1, 2);
        assertThat(answers.confirmed).isEmpty();

        answers.amongEvery.clear();
        answers.baseline = BASELINE;

        assertThat(run(Role.TEST, true, true)).isInstanceOf(InvocationEnd.Passed.class);
        assertThat(answers.confirmed).containsExactly(1, 2);
        assertThat(answers.amongEvery).isEmpty();
    }

    @Test
    void aTimeTheFreshJvmsFail_failsTheInvocation_andItsVoteIsForTheReportsAlone() {
        answers.baseline = BASELINE;
        answers.freshAnswer = Confirmation.failed(new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", "kryo · SMALL (Order)",
                List.of(GateFailureTests.failed(CheckOutcome.Kind.BASELINE, dev.serguard.budget.Metric.SERIALIZE_TIME))), "Baseline regression");

        InvocationEnd end = run(Role.TEST, true, true);

        assertThat(end).isNotInstanceOf(InvocationEnd.Passed.class);
        assertThat(heard.votes).singleElement().asString().endsWith("failed again in 2 of 2 fresh ones: failed.");
        assertThat(heard.votesOnConsole).as("the failure's message says it").isEmpty();
    }

    @Test
    void theDuetsFailedTime_goesToFreshJvms_whereThePlanHasThem_andItsFiguresAreSaidAfterTheirVote() throws Exception {
        Duet.Result slower = new Duet.Result("kryo 5.5.0", "kryo 5.6.2", List.of("serialize  1 000 ns/op → 1 300 ns/op"),
                List.of("kryo 5.6.2 serializes 1.30 times as slow as kryo 5.5.0"), true);
        answers.duet = DuetFinding.of("kryo · SMALL (Order)", PairVote.decide(slower, Optional::empty));

        InvocationEnd end = run(Role.TEST, true, true);

        assertThat(end).isInstanceOf(InvocationEnd.Passed.class);
        assertThat(answers.confirmed).as("the duet's fresh JVMs, negative").containsExactly(-1, -2);
        assertThat(heard.said).contains("duet: kryo 5.5.0 → kryo 5.6.2: no regression; passed in 2 fresh JVMs\nserialize  1 000 ns/op → 1 300 ns/op");
        assertThat(run(Role.TEST, true, false)).as("without fresh JVMs, it stands").isInstanceOf(InvocationEnd.Failed.class);
    }

    @Test
    void aFailedTime_standsAsMeasured_whereNoFreshJvmCanBeAsked() {
        answers.baseline = BASELINE;

        InvocationEnd end = run(Role.TEST, true, false);

        assertThat(end).isEqualTo(new InvocationEnd.Failed(BASELINE_TIME + "\n  " + REPRODUCE, Optional.empty()));
        assertThat(answers.confirmed).isEmpty();
        assertThat(heard.votes).isEmpty();
    }

    @Test
    void aJvmThatMeasuresForItsParent_skipsThreadSafety_andHandsOverItsReadingsAndItsOutcome() {
        answers.baseline = BASELINE;

        InvocationEnd end = run(Role.CONFIRMING, true, false);

        assertThat(end).isEqualTo(new InvocationEnd.Failed(BASELINE_TIME + "\n  " + REPRODUCE, Optional.empty()));
        assertThat(answers.asked).doesNotContain("threadSafety");
        assertThat(heard.said).containsExactly("figures of kryo · SMALL (Order), thread safety: not checked: measured for its parent JVM");
        assertThat(heard.readings).as("the budgets' readings, then the baseline's").containsExactly(List.of(), List.of(OVER));
        assertThat(heard.handedOver).singleElement().satisfies(outcome -> assertThat(outcome.failed()).isTrue());
        assertThat(answers.confirmed).as("a fresh JVM asks none").isEmpty();
    }

    @Test
    void aFreshJvmAtAnotherSpeed_isNotJudged_forItsParentToAskAnother() {
        answers.baseline = atAnotherSpeed(1_250, "this JVM ran the reference workload 1.50× slower than where the baseline was recorded");

        InvocationEnd end = run(Role.CONFIRMING, true, false);

        assertThat(end).isEqualTo(new InvocationEnd.NotJudged("this JVM ran the reference workload 1.50× slower than where the baseline was recorded"));
        assertThat(heard.handedOver).singleElement().satisfies(outcome -> assertThat(outcome.decided(CheckOutcome.Decision.OVER_NOT_JUDGED))
                .hasSize(1));
    }

    /** Checks with fixed answers, which note what was asked. */
    private static final class Answers implements InvocationChecks<String> {

        SerializationResult<String> result = PASSED;
        BaselineFinding baseline = BaselineFinding.NONE;
        Optional<Worded> golden = Optional.empty();
        Optional<Worded> robustness = Optional.empty();
        DuetFinding duet = DuetFinding.NONE;
        final List<String> asked = new ArrayList<>();
        final List<Integer> confirmed = new ArrayList<>();
        final List<Integer> amongEvery = new ArrayList<>();
        Confirmation freshAnswer = Confirmation.passed();

        @Override
        public SerializationResult<String> result() {
            asked.add("result");
            return result;
        }

        @Override
        public Optional<String> reproduction() {
            asked.add("reproduction");
            return Optional.of(REPRODUCE);
        }

        @Override
        public ThreadSafetyPolicy.Summary threadSafety() {
            asked.add("threadSafety");
            return new ThreadSafetyPolicy.Summary("passed: 4 threads", Optional.empty());
        }

        @Override
        public Optional<UntrustedTypesPolicy.Finding> untrustedTypes() {
            asked.add("untrustedTypes");
            return Optional.empty();
        }

        @Override
        public List<Verdict> budgets() {
            asked.add("budgets");
            return List.of();
        }

        @Override
        public BaselineFinding baseline() {
            asked.add("baseline");
            return baseline;
        }

        @Override
        public Optional<Worded> goldenBytes() {
            asked.add("goldenBytes");
            return golden;
        }

        @Override
        public Optional<Worded> robustness() {
            asked.add("robustness");
            return robustness;
        }

        @Override
        public DuetFinding duet() {
            asked.add("duet");
            return duet;
        }

        @Override
        public Confirmation confirm(int jvm) {
            confirmed.add(jvm);
            return freshAnswer;
        }

        @Override
        public Confirmation confirmAmongEvery(int jvm) {
            amongEvery.add(jvm);
            return freshAnswer;
        }

        @Override
        public Confirmation confirmDuet(int jvm) {
            confirmed.add(-jvm);
            return Confirmation.passed();
        }
    }

    /** A reporter that keeps what it heard. */
    private static final class Heard implements InvocationReporter {

        final List<String> said = new ArrayList<>();
        final List<List<CheckOutcome>> decided = new ArrayList<>();
        final List<String> votes = new ArrayList<>();
        final List<String> votesOnConsole = new ArrayList<>();
        final List<List<Verdict>> readings = new ArrayList<>();
        final List<InvocationOutcome> handedOver = new ArrayList<>();

        @Override
        public void note(String note) {
            said.add("note: " + note);
        }

        @Override
        public void figures(SerializationResult<?> result, Optional<String> threadSafety, Optional<String> untrustedTypes) {
            said.add("figures of " + result.title() + threadSafety.map(summary -> ", thread safety: " + summary).orElse("")
                    + untrustedTypes.map(summary -> ", untrusted types: " + summary).orElse(""));
        }

        @Override
        public void threadSafetyNote(String note) {
            said.add("thread safety note: " + note);
        }

        @Override
        public void withheld(SerializationResult<?> result, List<Verdict> verdicts) {
        }

        @Override
        public void improved(String line) {
            said.add("improved: " + line);
        }

        @Override
        public void baselineNote(String note) {
            said.add("baseline: " + note);
        }

        @Override
        public void duet(String figures) {
            said.add("duet: " + figures);
        }

        @Override
        public void vote(String line, boolean onConsole) {
            votes.add(line);
            if (onConsole) {
                votesOnConsole.add(line);
            }
        }

        @Override
        public InvocationOutcome decided(SerializationResult<?> result, List<CheckOutcome> checks, List<String> notes, Optional<Figures> upgrade) {
            decided.add(checks);
            return new InvocationOutcome("OrderTests.orders", result.codec(), result.payload().label(), result.title(), checks, notes, upgrade);
        }

        @Override
        public void readings(List<Verdict> verdicts) {
            readings.add(verdicts);
        }

        @Override
        public void handOver(InvocationOutcome outcome) {
            handedOver.add(outcome);
        }
    }
}
