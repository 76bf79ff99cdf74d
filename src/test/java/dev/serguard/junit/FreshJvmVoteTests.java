package dev.serguard.junit;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

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
    private static final ForkedInvocation.Confirmation PASSED = new ForkedInvocation.Confirmation(false, "passed");
    private static final ForkedInvocation.Confirmation FAILED = new ForkedInvocation.Confirmation(true, BASELINE_TIME + "\n  to reproduce: x");
    private static final ForkedInvocation.Confirmation UNMEASURED = new ForkedInvocation.Confirmation(true, "could not measure it: it ran out of time");

    private static final GateFailure BASELINE = GateFailure.of(BASELINE_TIME).decidedBy(GateFailure.BASELINE_JVMS);
    private static final GateFailure BUDGET = new GateFailure(FASTER_THAN, true, GateFailure.Doubt.NONE, 1);

    private static FreshJvmVote vote(List<GateFailure> failures, ForkedInvocation.Confirmation... answers) {
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
        assertThat(failedTwice.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " failed in this JVM and failed again in 2 of 2 fresh ones: failed.");
        assertThat(failedTwice.addedToFailure()).startsWith("Measured again in 2 fresh JVMs, it failed in 2 of them; in the first:\n"
                + "  Baseline regression for kryo · SMALL (Order)\n    serialize").doesNotContain("to reproduce");

        FreshJvmVote passedTwice = vote(List.of(BASELINE), PASSED, PASSED, FAILED);
        assertThat(passedTwice.jvms()).hasSize(2);
        assertThat(passedTwice.standing()).isEmpty();
        assertThat(passedTwice.line(TITLE, GateFailure.Doubt.NOT_CLEARLY_OVER)).startsWith("Times of " + TITLE
                + " were over their baseline's threshold in this JVM, not clearly, and passed in 2 of 2 fresh ones: not failed (");
    }

    @Test
    void aTimeNearItsThreshold_failsOnlyWhereTwoFreshJvmsFailIt_andPassesWhereNoneCanMeasure() {
        GateFailure near = GateFailure.undecided(BASELINE_TIME, GateFailure.Doubt.NEAR_THRESHOLD);

        FreshJvmVote failed = vote(List.of(near), PASSED, FAILED, FAILED);
        assertThat(failed.standing()).containsExactly(near);
        assertThat(failed.line(TITLE, GateFailure.Doubt.of(List.of(near)))).isEqualTo("Times of " + TITLE
                + " were within their baseline's threshold in this JVM, but near it, and failed in 2 of 3 fresh ones: failed.");
        assertThat(failed.addedToFailure()).startsWith("Measured again in 3 fresh JVMs, it failed in 2 of them; in the first:");

        assertThat(vote(List.of(near), FAILED, PASSED, PASSED).standing()).isEmpty();
        assertThat(vote(List.of(near), UNMEASURED).standing()).as("no fresh JVM could tell: it passed here").isEmpty();
        assertThat(GateFailure.Doubt.of(List.of(near, BUDGET))).as("with a budget that failed").isEqualTo(GateFailure.Doubt.NONE);
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
        FreshJvmVote confirmed = vote(List.of(BUDGET), new ForkedInvocation.Confirmation(true, FASTER_THAN));
        assertThat(confirmed.standing()).containsExactly(BUDGET);
        assertThat(confirmed.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " failed in this JVM and failed again in a fresh one: failed.");
        assertThat(confirmed.addedToFailure()).startsWith("Measured again in a fresh JVM, it failed there too:\n  Serialization budget exceeded for");

        // The fresh JVM failed, but on a baseline's time: it does not confirm the budget.
        assertThat(vote(List.of(BUDGET), FAILED).standing()).isEmpty();
    }

    @Test
    void aBudgetAndABaselineTime_eachKeepTheirOwnCount() {
        // The first fresh JVM fails only the baseline: the budget is decided (passed); the baseline needs another.
        FreshJvmVote vote = vote(List.of(BUDGET, BASELINE), FAILED, FAILED);
        assertThat(vote.jvms()).hasSize(2);
        assertThat(vote.standing()).containsExactly(BASELINE);
        assertThat(vote.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " failed in this JVM and failed again in 2 of 2 fresh ones: failed"
                + " (Serialization budget exceeded: failed in 0 of 2, not failed; Baseline regression: failed in 2 of 2, failed).");
    }

    @Test
    void freshJvmsThatFailOnlyTheBudget_passTheBaselineTime_andTheLineSaysWhichHeadingFailed() {
        ForkedInvocation.Confirmation both = new ForkedInvocation.Confirmation(true, FASTER_THAN + "\n\n" + BASELINE_TIME + "\n  to reproduce: x");
        ForkedInvocation.Confirmation budgetOnly = new ForkedInvocation.Confirmation(true, FASTER_THAN);

        FreshJvmVote vote = vote(List.of(BUDGET, BASELINE), both, budgetOnly, budgetOnly);

        assertThat(vote.standing()).containsExactly(BUDGET);
        assertThat(vote.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " failed in this JVM and failed again in 3 of 3 fresh ones: failed"
                + " (Serialization budget exceeded: failed in 3 of 3, failed; Baseline regression: failed in 1 of 3, not failed).");
    }

    @Test
    void aFreshJvmThatCannotMeasure_endsTheVote_andLeavesAFailureStanding_unlessThisJvmCouldNotTell() {
        FreshJvmVote unmeasured = vote(List.of(BASELINE), UNMEASURED);
        assertThat(unmeasured.standing()).containsExactly(BASELINE);
        assertThat(unmeasured.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE + " failed in this JVM and could not be measured in a fresh one: failed.");
        assertThat(unmeasured.addedToFailure()).isEqualTo("Not measured again in a fresh JVM, which could not measure it: it ran out of time");

        GateFailure undecided = GateFailure.undecided(BASELINE_TIME, GateFailure.Doubt.NOT_CLEARLY_OVER);
        assertThat(vote(List.of(undecided), FAILED, UNMEASURED).standing()).as("one of three failed it: still open").isEmpty();
        FreshJvmVote openVote = vote(List.of(BASELINE), PASSED, UNMEASURED);
        assertThat(openVote.standing()).as("one of three passed it: still open").containsExactly(BASELINE);
        assertThat(openVote.line(TITLE, GateFailure.Doubt.NONE)).isEqualTo("Times of " + TITLE
                + " failed in this JVM and could not be measured in fresh JVM 2, after 0 of 1 fresh ones failed them: failed.");
    }

    /** Run N's machine: some fresh JVMs run the reference workload ten times slower, and cannot judge a baseline's time. */
    @Test
    void aFreshJvmAtAnotherSpeed_isPassedOverForAnother_upToFive_neitherPassingNorFailingTheTime() {
        ForkedInvocation.Confirmation slow = new ForkedInvocation.Confirmation(true, "could not measure it: its invocation was aborted ("
                + dev.serguard.baseline.BaselineComparison.OTHER_SPEED + " 9.6× slower than where the baseline was recorded: …)");
        GateFailure notJudged = GateFailure.undecided(BASELINE_TIME, GateFailure.Doubt.OTHER_SPEED);

        FreshJvmVote failed = vote(List.of(notJudged), slow, FAILED, slow, FAILED);
        assertThat(failed.jvms()).hasSize(4);
        assertThat(failed.standing()).containsExactly(notJudged);
        assertThat(failed.line(TITLE, GateFailure.Doubt.of(List.of(notJudged)))).isEqualTo("Times of " + TITLE + " were not judged in this JVM,"
                + " which ran the reference workload at another speed than the recording's, and failed in 2 of 2 fresh ones: failed.");

        assertThat(vote(List.of(notJudged), slow, PASSED, PASSED).standing()).isEmpty();
        FreshJvmVote noneCould = vote(List.of(notJudged), slow, slow, slow, slow, slow);
        assertThat(noneCould.jvms()).as("at the most").hasSize(FreshJvmVote.MOST_JVMS);
        assertThat(noneCould.standing()).isEmpty();
        assertThat(noneCould.line(TITLE, GateFailure.Doubt.OTHER_SPEED)).isEqualTo("Times of " + TITLE + " were not judged in this JVM,"
                + " which ran the reference workload at another speed than the recording's, and could not be measured in 5 fresh ones: not failed.");
        assertThat(vote(List.of(BASELINE), slow, slow, slow, slow, slow).standing()).as("failed in this JVM, judged nowhere else").containsExactly(BASELINE);
        assertThat(UNMEASURED.atAnotherSpeed()).isFalse();
    }
}
