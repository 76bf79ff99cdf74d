package dev.serguard.gate;

import dev.serguard.fork.ChildRecords;
import dev.serguard.fork.InvocationChild;
import dev.serguard.fork.RemoteFailure;
import org.apiguardian.api.API;

import java.util.Locale;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a fresh JVM that measured an invocation again answers its parent's vote, read from the
 * outcome it handed over as data ({@link InvocationOutcome}), never from a message's words: a
 * time in doubt confirmed or not ({@link Confirmation}), or whether the upgrade duet failed there.
 */
@API(status = INTERNAL, since = "0.4")
public final class FreshJvmAnswer {

    private FreshJvmAnswer() {
    }

    /** What {@code child}, which measured a time in doubt again, found: passed, failed, unmeasured, or at another speed. */
    public static Confirmation confirmation(InvocationChild child) {
        Optional<ChildRecords.Finished> finished = child.finishedNormally();
        Optional<InvocationOutcome> outcome = child.outcome().map(InvocationOutcome::fromJson);
        if (finished.isPresent() && finished.get().status().equals("SUCCESSFUL")) {
            return Confirmation.passed();
        }
        // Failed there: clearly, or over a limit not clearly, on which it abstains (FreshJvmVote).
        if (finished.isPresent() && finished.get().status().equals("FAILED")
                && outcome.filter(o -> o.failed() || !o.decided(CheckOutcome.Decision.NOT_CLEARLY_OVER).isEmpty()).isPresent()) {
            return Confirmation.failed(outcome.get(), finished.get().thrown().map(RemoteFailure::getMessage).orElse("failed without a message"));
        }
        String why = child.whyNotFinished();
        // A child that could not judge the baseline's times at its speed says so in its outcome, and aborts.
        return outcome.filter(FreshJvmAnswer::notJudged).map(o -> Confirmation.atAnotherSpeed(o, why)).orElseGet(() -> Confirmation.unmeasured(why));
    }

    /**
     * What {@code child}, which ran the upgrade duet again, answers the vote: passed, failed with its
     * outcome, or unmeasured where it could not tell (it did not finish, or could not judge its times at its speed).
     */
    public static Confirmation duetConfirmation(InvocationChild child) {
        Optional<ChildRecords.Finished> finished = child.finishedNormally();
        if (finished.isPresent() && finished.get().status().equals("SUCCESSFUL")) {
            return Confirmation.passed();
        }
        return child.outcome().map(InvocationOutcome::fromJson).filter(o -> finished.isPresent() && !notJudged(o))
                .map(o -> Confirmation.failed(o, finished.get().thrown().map(RemoteFailure::getMessage).orElse("failed without a message")))
                .orElseGet(() -> Confirmation.unmeasured(finished.isPresent() ? "its invocation was " + finished.get().status()
                        .toLowerCase(Locale.ROOT) : child.abnormal()));
    }

    private static boolean notJudged(InvocationOutcome outcome) {
        return !outcome.decided(CheckOutcome.Decision.NOT_JUDGED).isEmpty() || !outcome.decided(CheckOutcome.Decision.OVER_NOT_JUDGED).isEmpty();
    }
}
