package dev.serguard.gate;

import dev.serguard.budget.VerdictFormat;
import org.apiguardian.api.API;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a fresh JVM found for a time in doubt: whether it measured the invocation, and what it
 * decided there, as data ({@link InvocationOutcome}); the text is only for the reader.
 *
 * @param state   whether it passed, failed, could not measure, or could not judge at its speed
 * @param outcome what the fresh JVM decided, where it measured or could not judge at its speed
 * @param detail  its failure message, or why it could not measure: for the reader only
 */
@API(status = INTERNAL, since = "0.3")
public record Confirmation(State state, Optional<InvocationOutcome> outcome, String detail) {

    public Confirmation {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(detail, "detail");
    }

    /** How a fresh JVM's invocation ended. */
    public enum State {
        /** Every check passed there. */
        PASSED,
        /** A check failed there, or a time read over its limit not clearly, on which it abstains: its outcome says which. */
        FAILED,
        /** It could not measure (the JVM ended, the invocation was aborted): the first verdict stands. */
        UNMEASURED,
        /** It ran serguard's reference workload at another speed than the recording's, and could not judge a baseline's times. */
        OTHER_SPEED
    }

    /** A fresh JVM in which every check passed. */
    public static Confirmation passed() {
        return new Confirmation(State.PASSED, Optional.empty(), "passed");
    }

    /** A fresh JVM in which {@code outcome} failed, with its message {@code detail}. */
    public static Confirmation failed(InvocationOutcome outcome, String detail) {
        return new Confirmation(State.FAILED, Optional.of(outcome), detail);
    }

    /** A fresh JVM that could not measure, for {@code why}: {@code its child JVM timed out after 600 s}. */
    public static Confirmation unmeasured(String why) {
        return new Confirmation(State.UNMEASURED, Optional.empty(), "could not measure it: " + why);
    }

    /** A fresh JVM that could not judge the times at its speed, for {@code why}; {@code outcome}: what it read of them. */
    public static Confirmation atAnotherSpeed(InvocationOutcome outcome, String why) {
        return new Confirmation(State.OTHER_SPEED, Optional.of(outcome), "could not measure it: " + why);
    }

    /** Whether the fresh JVM measured it: else {@code detail} says why not, and the first verdict stands. */
    public boolean measured() {
        return state == State.PASSED || state == State.FAILED;
    }

    /** Whether it could not judge the times because it ran the reference workload at another speed than the recording's. */
    public boolean atAnotherSpeed() {
        return state == State.OTHER_SPEED;
    }

    /**
     * Whether, not judging the times at its speed, it read those of {@code failure}'s gate over
     * their threshold, each it did not judge ({@link CheckOutcome.Decision#OVER_NOT_JUDGED}).
     */
    boolean readOver(GateFailure failure) {
        List<CheckOutcome> notJudged = outcome.filter(o -> state == State.OTHER_SPEED).map(InvocationOutcome::checks).orElse(List.of()).stream()
                .filter(check -> check.decision() == CheckOutcome.Decision.NOT_JUDGED || check.decision() == CheckOutcome.Decision.OVER_NOT_JUDGED)
                .filter(failure::sameFigures).toList();
        return !notJudged.isEmpty() && notJudged.stream().allMatch(check -> check.decision() == CheckOutcome.Decision.OVER_NOT_JUDGED);
    }

    /**
     * Whether it abstains on {@code failure}: it read a time of the same gate over its limit, but
     * not clearly ({@link CheckOutcome.Decision#NOT_CLEARLY_OVER}), and failed none clearly: a
     * JVM that cannot tell confirms nothing, and passes nothing.
     */
    boolean abstainsOn(GateFailure failure) {
        return state == State.FAILED && !confirms(failure) && outcome.orElseThrow().decided(CheckOutcome.Decision.NOT_CLEARLY_OVER).stream()
                .anyMatch(failure::sameFigures);
    }

    /**
     * The block of its failure message on the times of {@code failure}'s gate that it failed: the
     * heading and their lines, for the reader; empty where its message has none.
     */
    Optional<String> block(GateFailure failure) {
        List<String> lines = failedTimes(failure).stream().map(check -> "  " + VerdictFormat.alignedLabel(check.metric().orElseThrow())).toList();
        return Arrays.stream(detail.replaceFirst("\n  to reproduce: .*$", "").split("\n\n"))
                .filter(block -> block.startsWith(failure.heading()) && block.contains("\n") && block.lines().anyMatch(line -> lines.stream().anyMatch(line::startsWith)))
                .findFirst();
    }

    /** What it read of the times of {@code failure}'s gate that it failed: {@code serialize +38.2 %, deserialize +20.1 %}. */
    String gist(GateFailure failure) {
        return failedTimes(failure).stream().map(CheckOutcome::gist).collect(Collectors.joining(", "));
    }

    /**
     * The figures of {@code failure}'s kind that it failed: a baseline's times for a baseline's, a
     * budget's for a budget's, a baseline's allocation for a baseline's allocation.
     */
    List<CheckOutcome> failedTimes(GateFailure failure) {
        return outcome.filter(o -> state == State.FAILED).map(InvocationOutcome::failures).orElse(List.of()).stream()
                .filter(failure::sameFigures).toList();
    }

    /** Whether it failed {@code failure} again: failed there a figure of the same kind ({@link GateFailure#confirmedBy}). */
    boolean confirms(GateFailure failure) {
        return state == State.FAILED && outcome.filter(failure::confirmedBy).isPresent();
    }
}
