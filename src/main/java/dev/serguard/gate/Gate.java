package dev.serguard.gate;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The decision on one invocation, from what its checks found: which failures stand, which
 * times in doubt fresh JVMs decide and how, which are withheld, and the message the invocation
 * fails with. Knows no JUnit: the adapter gathers the failures, asks here, and turns the answer
 * into a pass, an {@code AssertionError} or a skipped invocation.
 *
 * <pre>{@code
 * Gate.Ruling decision = Gate.decide(title, failures, Gate.Where.WITH_FRESH_JVMS, jvm -> freshJvm.confirm(…, jvm));
 * decision.message();     // empty where the invocation passes
 * decision.checks();      // what it decided, check by check, as data
 * }</pre>
 */
@API(status = INTERNAL, since = "0.3")
public final class Gate {

    private Gate() {
    }

    /** Where the invocation is judged, which says what can decide its times in doubt. */
    public enum Where {
        /** In a JVM without fresh JVMs to ask: a time in doubt is withheld (or, near its threshold, passes). */
        ALONE,
        /** In a JVM that asks fresh JVMs to measure a time that failed or is in doubt. */
        WITH_FRESH_JVMS,
        /**
         * In a fresh JVM measuring for its parent: what is in doubt here fails, for the parent's vote, which reads a time over its
         * limit not clearly as this JVM's abstention.
         */
        FOR_PARENT
    }

    /**
     * What was decided.
     *
     * @param checks    each check behind the failures, as decided: failed, passed by fresh JVMs,
     *                  or not judged here for this JVM's speed (a fresh JVM for its parent)
     * @param withheld  the failures in doubt that nothing decided: their verdicts are withheld
     * @param vote      the fresh JVMs' line, where they were asked
     * @param message   what the invocation fails with: empty where it passes
     * @param notJudged where a fresh JVM for its parent could not judge the baseline's times at its
     *                  speed: why, for its parent to ask another one (the invocation is aborted)
     */
    public record Ruling(List<CheckOutcome> checks, List<GateFailure> withheld, Optional<String> vote, Optional<String> message,
                           Optional<String> notJudged) {
    }

    /**
     * Decides the invocation named {@code title} from its {@code failures}, asking
     * {@code freshJvm} (numbered from 1) where {@code where} has fresh JVMs and times failed or
     * are in doubt. Times go to fresh JVMs whatever else failed: a size or a round trip that
     * fails does not make a time in doubt a failure, and only a time they confirm stays in the message.
     */
    public static Ruling decide(String title, List<GateFailure> failures, Where where, IntFunction<Confirmation> freshJvm) {
        List<GateFailure> judged = new ArrayList<>(failures);
        List<GateFailure> withheld = new ArrayList<>();
        if (where == Where.FOR_PARENT) {
            Optional<GateFailure> otherSpeed = judged.stream().filter(f -> f.doubt() == GateFailure.Doubt.OTHER_SPEED).findFirst();
            if (otherSpeed.isPresent()) {
                // Whether each reads over its threshold here, for the parent's vote (FreshJvmVote).
                List<CheckOutcome> notJudged = otherSpeed.get().withheld().stream().map(verdict -> CheckOutcome.of(verdict,
                        verdict.overThreshold() ? CheckOutcome.Decision.OVER_NOT_JUDGED : CheckOutcome.Decision.NOT_JUDGED)).toList();
                return new Ruling(notJudged, List.of(), Optional.empty(), Optional.empty(),
                        Optional.of(otherSpeed.get().withheld().get(0).reason().orElseThrow()));
            }
        } else if (where == Where.ALONE) {
            // Withheld (not clearly over, not judged at this speed) or passed (near): nothing else can decide them.
            judged.stream().filter(GateFailure::undecided).filter(failure -> failure.doubt() != GateFailure.Doubt.NEAR_THRESHOLD).forEach(withheld::add);
            judged.removeIf(GateFailure::undecided);
        }
        List<GateFailure> times = where == Where.WITH_FRESH_JVMS ? judged.stream().filter(GateFailure::forFreshJvms).toList() : List.of();
        List<CheckOutcome> checks = new ArrayList<>();
        if (times.isEmpty()) {
            // For a parent, a time over its limit not clearly is no confirmation of a failure: that JVM abstains on it (FreshJvmVote).
            judged.forEach(failure -> checks.addAll(where == Where.FOR_PARENT && failure.notClearlyOver()
                    ? failure.checks().stream().map(check -> check.decided(CheckOutcome.Decision.NOT_CLEARLY_OVER)).toList() : failure.checks()));
            return new Ruling(checks, withheld, Optional.empty(), message(judged), Optional.empty());
        }
        FreshJvmVote vote = FreshJvmVote.of(times, freshJvm);
        List<GateFailure> standing = judged.stream().filter(failure -> !times.contains(failure) || vote.standing().contains(failure)).toList();
        times.stream().filter(failure -> !vote.decided(failure)).flatMap(failure -> vote.leftOpen(failure).stream()).forEach(withheld::add);
        for (GateFailure failure : judged) {
            checks.addAll(times.contains(failure) ? vote.checks(failure) : failure.checks());
        }
        // A time the fresh JVMs decided says what they read; one this JVM only doubted, the figures of one that failed it.
        List<GateFailure> worded = standing.stream().filter(failure -> !saidBy(failure, standing, times)).toList();
        Optional<String> message = worded.isEmpty() ? Optional.empty() : Optional.of(worded.stream()
                .map(failure -> times.contains(failure) ? vote.message(failure) : failure.message()).collect(Collectors.joining("\n\n")));
        return new Ruling(checks, withheld, Optional.of(vote.line(title, GateFailure.Doubt.of(times))), message, Optional.empty());
    }

    // Whether failure, times this JVM only doubted, is said by another that stands: times of the same gate this JVM failed, whose
    // line names what the fresh JVMs read of every time.
    private static boolean saidBy(GateFailure failure, List<GateFailure> standing, List<GateFailure> times) {
        return times.contains(failure) && failure.undecided() && standing.stream().anyMatch(other -> times.contains(other) && !other.undecided()
                && other.timesOnly() && other.baseline() == failure.baseline());
    }

    private static Optional<String> message(List<GateFailure> standing) {
        return standing.isEmpty() ? Optional.empty() : Optional.of(standing.stream().map(GateFailure::message).collect(Collectors.joining("\n\n")));
    }
}
