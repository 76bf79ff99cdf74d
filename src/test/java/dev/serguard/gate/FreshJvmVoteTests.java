package dev.serguard.gate;

import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** How fresh JVMs decide failed times: one for a budget, the median of three for a baseline's time; on fixed answers. */
class FreshJvmVoteTests {

    private static final String TITLE = "kryo · SMALL (Order)";
    private static final String BASELINE_TIME = """
            Baseline regression for kryo · SMALL (Order)
              serialize              1 000 ns/op → 1 400 ns/op, 1.000 → 1.400 of the reference   +40.0 %   allowed +10.0 %""";
    private static final String FASTER_THAN = """
            Serialization budget exceeded for kryo · SMALL (Order)
              serialize              budget ≥ 1.50× faster than json   -20.0 %""";
    private static final CheckOutcome BASELINE_CHECK = GateFailureTests.failed(CheckOutcome.Kind.BASELINE, Metric.SERIALIZE_TIME);
    private static final CheckOutcome FASTER_THAN_CHECK = GateFailureTests.failed(CheckOutcome.Kind.FASTER_THAN, Metric.SERIALIZE_TIME);
    private static final Confirmation PASSED = Confirmation.passed();
    private static final Confirmation FAILED = failedThere(BASELINE_TIME + "\n  to reproduce: x", BASELINE_CHECK);
    private static final Confirmation UNMEASURED = Confirmation.unmeasured("it ran out of time");

    private static final GateFailure BASELINE = new GateFailure(BASELINE_TIME, List.of(BASELINE_CHECK), true, GateFailure.Doubt.NONE,
            GateFailure.BASELINE_JVMS, List.of());
    private static final GateFailure BUDGET = new GateFailure(FASTER_THAN, List.of(FASTER_THAN_CHECK), true, GateFailure.Doubt.NONE, 1, List.of());

    // A fresh JVM whose invocation failed these checks, with this message.
    private static Confirmation failedThere(String message, CheckOutcome... checks) {
        return Confirmation.failed(new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", TITLE, List.of(checks)), message);
    }

    private static GateFailure undecided(GateFailure.Doubt doubt) {
        return new GateFailure(BASELINE_TIME, List.of(BASELINE_CHECK), true, doubt, GateFailure.BASELINE_JVMS, List.of());
    }

    private static FreshJvmVote vote(List<GateFailure> failures, Confirmation... answers) {
        List<Integer> asked = new ArrayList<>();
        FreshJvmVote vote = FreshJvmVote.of(failures, jvm -> {
            asked.add(jvm);
            return answers[jvm - 1];
        });
        assertThat(asked).as("fresh JVMs started, numbered").isEqualTo(java.util.stream.IntStream.rangeClosed(1, asked.size()).boxed().toList());
        assertThat(vote.jvms()).hasSize(asked.size());
        return vote;
    }

    @Test
    void aBaselineTime_standsWhenTwoFreshJvmsFailIt_andTwoThatPassItEndTheVote() {
        FreshJvmVote failedTwice = vote(List.of(BASELINE), FAILED, FAILED, PASSED);
        assertThat(failedTwice.jvms()).hasSize(2);
        assertThat(failedTwice.standing()).containsExactly(BASELINE);
        assertThat(failedTwice.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " [baseline: serialize +40.0 %] failed in this JVM and failed again in 2 of 2 fresh ones: failed.");
        assertThat(failedTwice.message(BASELINE)).as("this JVM's figures, and what the fresh ones read")
                .isEqualTo(BASELINE_TIME + "\n  failed again in 2 of 2 fresh JVMs; the first read serialize +40.0 %");

        FreshJvmVote passedTwice = vote(List.of(BASELINE), PASSED, PASSED, FAILED);
        assertThat(passedTwice.jvms()).hasSize(2);
        assertThat(passedTwice.standing()).isEmpty();
        assertThat(passedTwice.line(TITLE, GateFailure.Doubt.NOT_CLEARLY_OVER)).startsWith("Times of " + TITLE
                + " [baseline: serialize +40.0 %] were over their baseline's threshold in this JVM, not clearly, and passed in 2 of 2 fresh ones: not failed (");
    }

    @Test
    void aTimeNearItsThreshold_failsOnlyWhereTwoFreshJvmsFailIt_andPassesWhereNoneCanMeasure() {
        GateFailure near = undecided(GateFailure.Doubt.NEAR_THRESHOLD);

        FreshJvmVote failed = vote(List.of(near), PASSED, FAILED, FAILED);
        assertThat(failed.standing()).containsExactly(near);
        assertThat(failed.line(TITLE, GateFailure.Doubt.of(List.of(near)))).isEqualTo("Times of " + TITLE
                + " [baseline: serialize +40.0 %] were within their baseline's threshold in this JVM, but near it, and failed in 2 of 3 fresh ones: failed.");
        assertThat(failed.message(near)).as("the figures of a fresh JVM that failed it, not this JVM's").isEqualTo("Baseline regression for kryo · SMALL (Order),"
                + " in 2 of 3 fresh JVMs (within the threshold in this JVM but near it); the first read:\n"
                + "  serialize              1 000 ns/op → 1 400 ns/op, 1.000 → 1.400 of the reference   +40.0 %   allowed +10.0 %");

        assertThat(vote(List.of(near), FAILED, PASSED, PASSED).standing()).isEmpty();
        assertThat(vote(List.of(near), UNMEASURED).standing()).as("no fresh JVM could tell: it passed here").isEmpty();
        assertThat(GateFailure.Doubt.of(List.of(near, BUDGET))).as("with a budget that failed").isEqualTo(GateFailure.Doubt.NONE);
    }

    @Test
    void aTimeNearItsThreshold_thatAFreshJvmFailed_isWithheldWhereTooFewCouldMeasureIt_neverPassedInSilence() {
        Verdict nearHere = new Verdict(Metric.SERIALIZE_TIME, Verdict.Status.PASSED, 1_100, 1_000, new Verdict.Limit.Allowed(0.15),
                new Verdict.Measured.Missing(Optional.empty()), new Verdict.Source.Baseline("OrderTests.json", Optional.empty()), Optional.empty(), false);
        GateFailure near = GateFailure.undecided(BASELINE_TIME, GateFailure.Doubt.NEAR_THRESHOLD, List.of(nearHere), List.of(nearHere));

        // One fresh JVM failed it, the next could not measure it: no majority either way.
        Gate.Ruling open = Gate.decide(TITLE, List.of(near), Gate.Where.WITH_FRESH_JVMS, jvm -> jvm == 1 ? FAILED : UNMEASURED);
        assertThat(open.message()).as("not failed").isEmpty();
        assertThat(open.withheld()).singleElement().extracting(GateFailure::withheld).asList().singleElement()
                .isEqualTo(nearHere.withheld("within the threshold in this JVM but near it, and failed in 1 of 1 fresh JVMs that measured it,"
                        + " too few to decide"));
        assertThat(open.vote()).hasValue("Times of " + TITLE + " [baseline: serialize +10.0 %] were within their baseline's threshold in this JVM,"
                + " but near it, and could not be measured in fresh JVM 2, after 1 of 1 fresh ones failed them: not judged.");

        // None failed it: it passed here, and nothing is withheld; nor where no fresh JVM is asked.
        Gate.Ruling unmeasured = Gate.decide(TITLE, List.of(near), Gate.Where.WITH_FRESH_JVMS, jvm -> UNMEASURED);
        assertThat(unmeasured.withheld()).isEmpty();
        assertThat(unmeasured.vote().orElseThrow()).endsWith(": not failed.");
        Confirmation unclear = failedThere("Baseline regression for kryo · SMALL (Order), over the threshold in this JVM but not clearly:\n  serialize …",
                BASELINE_CHECK.decided(CheckOutcome.Decision.NOT_CLEARLY_OVER));
        Gate.Ruling leftOpen = Gate.decide(TITLE, List.of(near), Gate.Where.WITH_FRESH_JVMS, jvm -> jvm == 2 ? PASSED : unclear);
        assertThat(leftOpen.withheld()).isEmpty();
        assertThat(leftOpen.vote().orElseThrow()).endsWith("were left open by 3 fresh ones (over their threshold not clearly in 2, failed in 0, passed in 1):"
                + " not failed.");
        assertThat(Gate.decide(TITLE, List.of(near), Gate.Where.ALONE, jvm -> FAILED).withheld()).isEmpty();
        assertThat(Gate.decide(TITLE, List.of(near), Gate.Where.WITH_FRESH_JVMS, jvm -> jvm == 1 ? FAILED : PASSED).withheld())
                .as("decided by the third").isEmpty();
    }

    @Test
    void aSplitVote_isDecidedByTheThirdFreshJvm_eitherWay() {
        FreshJvmVote failed = vote(List.of(BASELINE), PASSED, FAILED, FAILED);
        assertThat(failed.standing()).containsExactly(BASELINE);
        assertThat(failed.line(TITLE, GateFailure.Doubt.NONE)).endsWith("failed again in 2 of 3 fresh ones: failed.");

        FreshJvmVote passed = vote(List.of(BASELINE), FAILED, PASSED, PASSED);
        assertThat(passed.standing()).isEmpty();
        assertThat(passed.line(TITLE, GateFailure.Doubt.NONE)).contains("passed in 2 of 3 fresh ones: not failed");
    }

    @Test
    void aBudget_isDecidedByOneFreshJvm_andByTheSameHeadingOnly() {
        FreshJvmVote confirmed = vote(List.of(BUDGET), failedThere(FASTER_THAN, FASTER_THAN_CHECK));
        assertThat(confirmed.standing()).containsExactly(BUDGET);
        assertThat(confirmed.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " [@FasterThan: serialize 1.08× against 1.20×] failed in this JVM and failed again in a fresh one: failed.");
        assertThat(confirmed.message(BUDGET)).isEqualTo(FASTER_THAN + "\n  failed again in a fresh JVM; the first read serialize 1.08× against 1.20×");

        // The fresh JVM failed, but on a baseline's time: it does not confirm the budget.
        assertThat(vote(List.of(BUDGET), FAILED).standing()).isEmpty();
    }

    @Test
    void aBudgetAndABaselineTime_eachKeepTheirOwnCount() {
        // The first fresh JVM fails only the baseline: the budget is decided (passed); the baseline needs another.
        FreshJvmVote vote = vote(List.of(BUDGET, BASELINE), FAILED, FAILED);
        assertThat(vote.jvms()).hasSize(2);
        assertThat(vote.standing()).containsExactly(BASELINE);
        assertThat(vote.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " [@FasterThan: serialize 1.08× against 1.20×; baseline: serialize +40.0 %] failed in this JVM and were decided one by one in 2 fresh ones:"
                + " failed (Serialization budget exceeded: failed in 0 of 2, not failed; Baseline regression: failed in 2 of 2, failed).");
    }

    @Test
    void freshJvmsThatFailOnlyTheBudget_passTheBaselineTime_andTheLineSaysWhichHeadingFailed() {
        Confirmation both = failedThere(FASTER_THAN + "\n\n" + BASELINE_TIME + "\n  to reproduce: x", FASTER_THAN_CHECK, BASELINE_CHECK);
        Confirmation budgetOnly = failedThere(FASTER_THAN, FASTER_THAN_CHECK);

        FreshJvmVote vote = vote(List.of(BUDGET, BASELINE), both, budgetOnly, budgetOnly);

        assertThat(vote.standing()).containsExactly(BUDGET);
        assertThat(vote.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " [@FasterThan: serialize 1.08× against 1.20×; baseline: serialize +40.0 %] failed in this JVM and were decided one by one in 3 fresh ones:"
                + " failed (Serialization budget exceeded: failed in 3 of 3, failed; Baseline regression: failed in 1 of 3, not failed).");
    }

    @Test
    void aFreshJvmThatCannotMeasure_endsTheVote_andLeavesAFailureStanding_unlessThisJvmCouldNotTell() {
        FreshJvmVote unmeasured = vote(List.of(BASELINE), UNMEASURED);
        assertThat(unmeasured.standing()).containsExactly(BASELINE);
        assertThat(unmeasured.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " [baseline: serialize +40.0 %] failed in this JVM and could not be measured in a fresh one: failed.");
        assertThat(unmeasured.message(BASELINE)).isEqualTo(BASELINE_TIME + "\n  not measured again in a fresh JVM, which could not measure it: it ran out of time");

        GateFailure undecided = undecided(GateFailure.Doubt.NOT_CLEARLY_OVER);
        assertThat(vote(List.of(undecided), FAILED, UNMEASURED).standing()).as("one of three failed it: still open").isEmpty();
        FreshJvmVote openVote = vote(List.of(BASELINE), PASSED, UNMEASURED);
        assertThat(openVote.standing()).as("one of three passed it: still open").containsExactly(BASELINE);
        assertThat(openVote.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE
                + " [baseline: serialize +40.0 %] failed in this JVM and could not be measured in fresh JVM 2, after 0 of 1 fresh ones failed them: failed.");
    }

    /** On some virtual machines, some fresh JVMs run the reference workload far slower, and cannot judge a baseline's time. */
    @Test
    void aFreshJvmAtAnotherSpeed_isPassedOverForAnother_upToEight_neitherPassingNorFailingTheTime() {
        Confirmation slow = atAnotherSpeed(CheckOutcome.Decision.NOT_JUDGED);
        GateFailure notJudged = undecided(GateFailure.Doubt.OTHER_SPEED);

        FreshJvmVote failed = vote(List.of(notJudged), slow, FAILED, slow, FAILED);
        assertThat(failed.jvms()).hasSize(4);
        assertThat(failed.standing()).containsExactly(notJudged);
        assertThat(failed.line(TITLE, GateFailure.Doubt.of(List.of(notJudged)))).isEqualTo("Times of " + TITLE + " [baseline] were not judged in this JVM,"
                + " which ran the reference workload at another speed than the recording's, and failed in 2 of 2 fresh ones: failed.");

        assertThat(vote(List.of(notJudged), slow, PASSED, PASSED).standing()).isEmpty();
        FreshJvmVote noneCould = vote(List.of(notJudged), slow, slow, slow, slow, slow, slow, slow, slow);
        assertThat(noneCould.jvms()).as("at the most").hasSize(FreshJvmVote.MOST_JVMS);
        assertThat(noneCould.standing()).isEmpty();
        assertThat(noneCould.line(TITLE, GateFailure.Doubt.OTHER_SPEED)).isEqualTo("Times of " + TITLE + " [baseline] were not judged in this JVM,"
                + " which ran the reference workload at another speed than the recording's, and could not be measured in 8 fresh ones: not judged.");
        FreshJvmVote judgedNowhereElse = vote(List.of(BASELINE), slow, slow, slow, slow, slow, slow, slow, slow);
        assertThat(judgedNowhereElse.standing()).as("failed in this JVM, judged nowhere else").containsExactly(BASELINE);
        assertThat(judgedNowhereElse.message(BASELINE)).isEqualTo(BASELINE_TIME + "\n  not measured again: the 8 fresh JVMs ran the reference"
                + " workload at another speed than the recording's (docs/guide/baselines.md)");
        assertThat(judgedNowhereElse.checks(BASELINE)).extracting(check -> check.freshJvms().orElseThrow().failedIn())
                .containsExactly("in this JVM; no fresh JVM could measure it again");
        // Near its threshold, a time passes where no fresh JVM decides it: three that cannot judge end the vote.
        GateFailure near = undecided(GateFailure.Doubt.NEAR_THRESHOLD);
        FreshJvmVote nearVote = vote(List.of(near), slow, slow, slow, FAILED, FAILED);
        assertThat(nearVote.jvms()).hasSize(GateFailure.BASELINE_JVMS);
        assertThat(nearVote.standing()).isEmpty();
        assertThat(vote(List.of(near), slow, FAILED, FAILED).standing()).containsExactly(near);
        assertThat(UNMEASURED.atAnotherSpeed()).isFalse();
    }

    // A fresh JVM that ran the reference workload too far from the recording's speed to judge the baseline's time, and read it so.
    private static Confirmation atAnotherSpeed(CheckOutcome.Decision read) {
        CheckOutcome check = GateFailureTests.failed(CheckOutcome.Kind.BASELINE, Metric.SERIALIZE_TIME);
        InvocationOutcome outcome = new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", TITLE, List.of(new CheckOutcome(check.kind(), read, check.metric(),
                check.line(), check.detail(), check.value(), check.lower(), check.upper(), check.limit(), check.source(), check.freshJvms())));
        return Confirmation.atAnotherSpeed(outcome, "its invocation was aborted (this JVM ran the reference workload 1.5× slower"
                + " than where the baseline was recorded: …)");
    }

    /**
     * Where eight fresh JVMs leave a time open, most of them too far from the recording's speed to
     * judge it, it fails only if each of them read it over its threshold and one or more near that
     * speed failed it: one that passed it, or that read it under, leaves it open.
     */
    @Test
    void aTimeThatEightFreshJvmsLeaveOpen_failsOnlyWhereEachReadItOver_andOneAtTheRecordedSpeedFailedIt() {
        Confirmation over = atAnotherSpeed(CheckOutcome.Decision.OVER_NOT_JUDGED);
        Confirmation under = atAnotherSpeed(CheckOutcome.Decision.NOT_JUDGED);
        GateFailure unclear = undecided(GateFailure.Doubt.NOT_CLEARLY_OVER);

        FreshJvmVote unanimous = vote(List.of(unclear), over, over, FAILED, over, over, over, over, over);
        assertThat(unanimous.standing()).containsExactly(unclear);
        assertThat(unanimous.decided(unclear)).isTrue();
        assertThat(unanimous.checks(unclear)).extracting(CheckOutcome::decision, CheckOutcome::freshJvms)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(CheckOutcome.Decision.FAILED, java.util.Optional.of(new CheckOutcome.FreshJvms(1, 1))));
        assertThat(unanimous.line(TITLE, GateFailure.Doubt.NOT_CLEARLY_OVER)).isEqualTo("Times of " + TITLE + " [baseline: serialize +40.0 %] were over their baseline's"
                + " threshold in this JVM, not clearly, and failed in a fresh one, and read over their threshold in the 7 others, which ran"
                + " at another speed than the recording's: failed.");
        assertThat(unanimous.message(unclear)).startsWith("Baseline regression for kryo · SMALL (Order), in a fresh JVM, over the threshold in the 7 others,"
                + " at another speed (over the threshold in this JVM but not clearly); the first read:\n  serialize ");

        assertThat(vote(List.of(unclear), over, over, FAILED, over, PASSED, over, over, over).standing()).as("one passed it").isEmpty();
        assertThat(vote(List.of(unclear), over, over, FAILED, over, under, over, over, over).standing()).as("one read it under").isEmpty();
        assertThat(vote(List.of(unclear), over, over, over, over, over, over, over, over).standing()).as("none at the recorded speed").isEmpty();
        FreshJvmVote ended = vote(List.of(unclear), over, FAILED, UNMEASURED);
        assertThat(ended.standing()).as("the vote ended before it asked eight").isEmpty();
        assertThat(ended.decided(unclear)).isFalse();
        assertThat(vote(List.of(unclear), over, over, FAILED, over, over, over, over, over).decided(unclear)).isTrue();
        assertThat(vote(List.of(unclear), over, over, FAILED, over, PASSED, over, over, over).decided(unclear)).as("withheld").isFalse();
    }

    /**
     * A fresh JVM that reads a time over its threshold but not clearly (its rounds reach the
     * threshold) cannot tell: it abstains, and another one is asked. So an unchanged codec read
     * +18 % not clearly in two of three fresh JVMs, and passed in the third, no longer fails.
     */
    @Test
    void timesNotJudgedHereAndNearTheirThreshold_areNamedOnce() {
        FreshJvmVote passed = vote(List.of(undecided(GateFailure.Doubt.OTHER_SPEED), undecided(GateFailure.Doubt.NEAR_THRESHOLD)), PASSED, PASSED);

        assertThat(passed.line(TITLE, GateFailure.Doubt.OTHER_SPEED)).startsWith("Times of " + TITLE + " [baseline] were not judged in this JVM");
    }

    @Test
    void aFreshJvmOverItsThresholdNotClearly_abstains_andNeverConfirmsAFailure() {
        Confirmation unclear = failedThere("Baseline regression for kryo · SMALL (Order), over the threshold in this JVM but not clearly:\n  serialize …",
                BASELINE_CHECK.decided(CheckOutcome.Decision.NOT_CLEARLY_OVER));
        GateFailure notJudged = undecided(GateFailure.Doubt.OTHER_SPEED);

        FreshJvmVote passed = vote(List.of(notJudged), PASSED, unclear, unclear, PASSED);
        assertThat(passed.jvms()).hasSize(4);
        assertThat(passed.standing()).isEmpty();
        assertThat(passed.checks(notJudged)).extracting(CheckOutcome::decision, CheckOutcome::freshJvms)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(CheckOutcome.Decision.PASSED, java.util.Optional.of(new CheckOutcome.FreshJvms(2, 0))));
        assertThat(passed.line(TITLE, GateFailure.Doubt.OTHER_SPEED)).isEqualTo("Times of " + TITLE + " [baseline] were not judged in this JVM,"
                + " which ran the reference workload at another speed than the recording's, and passed in 2 of 4 fresh ones, over their threshold not clearly"
                + " in 2 others: not failed (one JVM's compiled code can run slower than the next one's: docs/guide/baselines.md).");

        FreshJvmVote failed = vote(List.of(notJudged), unclear, FAILED, PASSED, FAILED);
        assertThat(failed.standing()).containsExactly(notJudged);
        assertThat(failed.line(TITLE, GateFailure.Doubt.OTHER_SPEED)).endsWith(" and failed in 2 of 4 fresh ones, over their threshold not clearly in 1 other: failed.");
        assertThat(failed.message(notJudged)).as("quotes a JVM that failed it, not the first that failed")
                .startsWith("Baseline regression for kryo · SMALL (Order), in 2 of 3 fresh JVMs (not judged in this JVM, which ran at another speed than"
                        + " the recording's); the first read:\n  serialize              1 000 ns/op → 1 400 ns/op");

        FreshJvmVote open = vote(List.of(notJudged), unclear, unclear, unclear, unclear, unclear, unclear, unclear, unclear);
        assertThat(open.standing()).isEmpty();
        assertThat(open.decided(notJudged)).as("withheld").isFalse();
        assertThat(open.line(TITLE, GateFailure.Doubt.OTHER_SPEED)).endsWith(" and were left open by 8 fresh ones (over their threshold not clearly in 8,"
                + " failed in 0, passed in 0): not judged.");

        FreshJvmVote clearHere = vote(List.of(BASELINE), unclear, unclear, unclear, FAILED, unclear, unclear, unclear, unclear);
        assertThat(clearHere.standing()).as("failed clearly here and once there, over it in every other").containsExactly(BASELINE);
        assertThat(clearHere.decided(BASELINE)).isTrue();
        assertThat(vote(List.of(BASELINE), unclear, unclear, unclear, unclear, unclear, unclear, unclear, unclear).message(BASELINE))
                .isEqualTo(BASELINE_TIME + "\n  over its threshold in 8 fresh JVMs, not clearly, and passed in none");
    }

    /**
     * Where this JVM only doubted the times (here: did not judge them, at another speed), the
     * figures that fail are those a fresh JVM failed, with how many did: never this JVM's, which
     * may even have improved; where this JVM failed them itself, its own.
     */
    @Test
    void theFailedFigures_areAFreshJvmsWhereThisJvmOnlyDoubtedThem_andThisJvmsWhereItFailedThem() {
        CheckOutcome deserialize = GateFailureTests.failed(CheckOutcome.Kind.BASELINE, Metric.DESERIALIZE_TIME);
        Confirmation failedDeserialize = failedThere("Baseline regression for kryo · SMALL (Order)\n  deserialize            1 000 ns/op → 1 400 ns/op", deserialize);
        GateFailure notJudged = undecided(GateFailure.Doubt.OTHER_SPEED);

        FreshJvmVote doubted = vote(List.of(notJudged), failedDeserialize, failedDeserialize);
        assertThat(doubted.checks(notJudged)).extracting(CheckOutcome::gist, CheckOutcome::decision, CheckOutcome::freshJvms)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("deserialize +40.0 %", CheckOutcome.Decision.FAILED,
                        java.util.Optional.of(new CheckOutcome.FreshJvms(2, 2))));
        assertThat(doubted.message(notJudged)).isEqualTo("Baseline regression for kryo · SMALL (Order), in 2 of 2 fresh JVMs (not judged in this JVM,"
                + " which ran at another speed than the recording's); the first read:\n  deserialize            1 000 ns/op → 1 400 ns/op");

        FreshJvmVote failedHere = vote(List.of(BASELINE), failedDeserialize, failedDeserialize);
        assertThat(failedHere.checks(BASELINE)).extracting(CheckOutcome::gist).containsExactly("serialize +40.0 %");
        assertThat(failedHere.message(BASELINE)).isEqualTo(BASELINE_TIME + "\n  failed again in 2 of 2 fresh JVMs; the first read deserialize +40.0 %");
    }

    /**
     * The vote reads what fresh JVMs decided, never their words: the same outcomes under any
     * wording of their messages (none, another language, one that reads like another failure)
     * give the same standing failures and counts.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "Régression de référence pour kryo · SMALL (Order): sérialisation 1 400 ns/op",
            "Serialization budget exceeded for kryo · SMALL (Order)\n  serialize  1 400 ns/op  faster than json"})
    void theVote_readsTheFreshJvmsOutcomes_notTheWordsOfTheirMessages(String message) {
        Confirmation baselineFailed = failedThere(message, BASELINE_CHECK);
        Confirmation sizeFailed = failedThere(message, GateFailureTests.failed(CheckOutcome.Kind.BASELINE, Metric.SIZE));

        FreshJvmVote vote = vote(List.of(BUDGET, BASELINE), baselineFailed, baselineFailed);
        assertThat(vote.standing()).containsExactly(BASELINE);
        assertThat(vote.tallies()).extracting(FreshJvmVote.Tally::failedIn).containsExactly(0, 2);
        assertThat(vote(List.of(BASELINE), sizeFailed, sizeFailed).standing()).as("a size failed there: no time confirmed").isEmpty();
        assertThat(vote.checks(BASELINE)).extracting(CheckOutcome::decision, CheckOutcome::freshJvms)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(CheckOutcome.Decision.FAILED, java.util.Optional.of(new CheckOutcome.FreshJvms(2, 2))));
        assertThat(vote.checks(BUDGET)).extracting(CheckOutcome::decision).containsExactly(CheckOutcome.Decision.PASSED);
    }
}
