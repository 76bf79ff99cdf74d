package dev.serguard.gate;

import dev.serguard.budget.Verdict;
import dev.serguard.budget.VerdictFormat;
import dev.serguard.check.Worded;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What failed an invocation, and whether only times failed: a time can be one JVM's compiled
 * code rather than the codec, so it is measured again in fresh JVMs before the build fails on it
 * ({@link FreshJvmVote}); so is a baseline's allocation, which the JIT's escape analysis makes
 * differ from one JVM to the next as well. A size or a broken round trip is not.
 *
 * @param message   the failure message
 * @param checks    the checks behind it, as data: one per failed (or, in doubt, questioned) figure,
 *                  or one for a check that judges no figure
 * @param timesOnly whether every verdict behind it is on a time (a baseline's allocation alone
 *                  goes to fresh JVMs too: {@link #forFreshJvms})
 * @param doubt     whether it is no failure yet, and why: a baseline's time over its threshold
 *                  in this JVM but not clearly, within it but near it, or not judged at all in a
 *                  JVM that ran at another speed than the recording's, or a budget's time over it
 *                  but not clearly, which fails only if fresh JVMs fail it; without them, the
 *                  first, the third and the fourth stay warnings, the second a pass
 * @param freshJvms of how many fresh JVMs the majority decides a failure of times only: 1 for a
 *                  budget or {@code @FasterThan} failed clearly, whose codecs are timed side by side in each JVM;
 *                  {@link #BASELINE_JVMS} for a baseline's times, compared with a figure recorded
 *                  in other JVMs, from which each JVM's compiled code differs by some 5 %
 * @param withheld  the verdicts in doubt that are withheld unless fresh JVMs decide them (over
 *                  a limit not clearly, or not judged at this JVM's speed): announced as
 *                  withheld only where none do, so that a verdict the fresh JVMs passed or
 *                  failed is not also reported as withheld; near a threshold, only where a fresh
 *                  JVM failed them ({@link FreshJvmVote#leftOpen})
 */
@API(status = INTERNAL, since = "0.3")
public record GateFailure(String message, List<CheckOutcome> checks, boolean timesOnly, Doubt doubt, int freshJvms, List<Verdict> withheld) {

    public GateFailure {
        checks = List.copyOf(checks);
        withheld = List.copyOf(withheld);
    }

    /** Of how many fresh JVMs the median decides a baseline's time: three, one after the other, until two agree. */
    public static final int BASELINE_JVMS = 3;

    /** Why a failure is no failure yet, for fresh JVMs to decide; {@link #NONE} for one that is. */
    public enum Doubt {
        NONE("failed in this JVM", "failed in this JVM"),
        NOT_CLEARLY_OVER("were over their baseline's threshold in this JVM, not clearly,", "over the threshold in this JVM but not clearly"),
        NOT_CLEARLY_OVER_BUDGET("were over their budget in this JVM, not clearly,", "over the budget in this JVM but not clearly"),
        NEAR_THRESHOLD("were within their baseline's threshold in this JVM, but near it,", "within the threshold in this JVM but near it"),
        OTHER_SPEED("were not judged in this JVM, which ran the reference workload at another speed than the recording's,",
                "not judged in this JVM, which ran at another speed than the recording's");

        private final String inThisJvm;
        private final String here;

        Doubt(String inThisJvm, String here) {
            this.inThisJvm = inThisJvm;
            this.here = here;
        }

        /** What the times did in this JVM, as a failure's heading says it: {@code over the threshold in this JVM but not clearly}. */
        public String here() {
            return here;
        }

        /** What the times did in this JVM, as the fresh-JVM line says it: {@code failed in this JVM}. */
        public String inThisJvm() {
            return inThisJvm;
        }

        /** The doubt of an invocation's failures together: {@link #NONE} if one of them failed, the first one's otherwise. */
        public static Doubt of(List<GateFailure> failures) {
            return failures.stream().allMatch(GateFailure::undecided) ? failures.get(0).doubt() : NONE;
        }
    }

    /** A failure of a check that judges no figure (a round trip, golden bytes, thread safety), as the check worded it. */
    public static GateFailure of(CheckOutcome.Kind kind, Worded worded) {
        return new GateFailure(worded.message(), List.of(CheckOutcome.of(kind, CheckOutcome.Decision.FAILED, worded.reason(),
                Optional.of(worded.message()))), false, Doubt.NONE, 1, List.of());
    }

    /**
     * The failure worded as {@code message}, of the failed verdicts among {@code verdicts}: of
     * times only where each failed verdict is on a time.
     */
    static GateFailure of(String message, List<Verdict> verdicts) {
        List<Verdict> failed = verdicts.stream().filter(Verdict::failed).toList();
        return new GateFailure(message, failed.stream().map(v -> CheckOutcome.of(v, CheckOutcome.Decision.FAILED)).toList(),
                !failed.isEmpty() && failed.stream().allMatch(verdict -> verdict.metric().timed()), Doubt.NONE, 1, List.of());
    }

    /**
     * The failures worded by {@code message} of {@code verdicts}: one of the failed times, one of
     * the other failed figures (sizes, allocation), each only if any failed. Apart, so that fresh
     * JVMs decide the times while a size fails as it is, and no time that they did not confirm
     * rides along in a size's message.
     */
    public static List<GateFailure> split(Function<List<Verdict>, Optional<String>> message, List<Verdict> verdicts) {
        return split(message, verdicts, verdict -> false);
    }

    /**
     * As {@link #split(Function, List)}, for a baseline: with the failed allocation apart too, for
     * fresh JVMs to decide, while a size fails as it is.
     */
    public static List<GateFailure> splitBaseline(Function<List<Verdict>, Optional<String>> message, List<Verdict> verdicts) {
        return split(message, verdicts, verdict -> verdict.metric().allocation());
    }

    private static List<GateFailure> split(Function<List<Verdict>, Optional<String>> message, List<Verdict> verdicts, Predicate<Verdict> apart) {
        List<GateFailure> failures = new ArrayList<>();
        List<Verdict> others = verdicts.stream().filter(verdict -> !verdict.metric().timed() && !apart.test(verdict)).toList();
        List<Verdict> allocation = verdicts.stream().filter(apart).toList();
        List<Verdict> times = verdicts.stream().filter(verdict -> verdict.metric().timed()).toList();
        message.apply(others).ifPresent(text -> failures.add(of(text, others)));
        message.apply(allocation).ifPresent(text -> failures.add(of(text, allocation)));
        message.apply(times).ifPresent(text -> failures.add(of(text, times)));
        return failures;
    }

    /**
     * Times in doubt in this JVM, as {@code doubt} says, worded as {@code message}: the checks of
     * {@code questioned} for the median of {@link #BASELINE_JVMS} fresh JVMs to decide, each of
     * which counts them failed where it reads them over, clearly or not: a baseline's times, or a
     * budget's over it not clearly (for equal codecs, one JVM's compiled code puts one 5 % behind
     * the other now and then, a fresh one seldom again). {@code withheld}: the verdicts withheld
     * unless fresh JVMs decide them.
     */
    public static GateFailure undecided(String message, Doubt doubt, List<Verdict> questioned, List<Verdict> withheld) {
        return new GateFailure(message, questioned.stream().map(v -> CheckOutcome.of(v, CheckOutcome.Decision.FAILED)).toList(), true, doubt,
                BASELINE_JVMS, withheld);
    }

    /** A failure's message: {@code headline}, a colon, then each of {@code verdicts}' lines, indented. */
    public static String messageOf(String headline, List<Verdict> verdicts) {
        return headline + ":\n" + VerdictFormat.lines(verdicts);
    }

    /** Whether this is no failure yet: fresh JVMs decide it. */
    public boolean undecided() {
        return doubt != Doubt.NONE;
    }

    /** Whether it is times over their limit in this JVM, but not clearly: a baseline's or a budget's. */
    boolean notClearlyOver() {
        return doubt == Doubt.NOT_CLEARLY_OVER || doubt == Doubt.NOT_CLEARLY_OVER_BUDGET;
    }

    /** This failure, decided by the majority of {@code jvms} fresh JVMs. */
    public GateFailure decidedBy(int jvms) {
        return new GateFailure(message, checks, timesOnly, doubt, jvms, withheld);
    }

    /** Whether it is a baseline's allocation alone, which fresh JVMs decide as they decide times. */
    public boolean allocationOnly() {
        return !checks.isEmpty() && checks.stream().allMatch(check -> check.kind() == CheckOutcome.Kind.BASELINE && check.allocation());
    }

    /** Whether fresh JVMs decide it, where there are: times only, or a baseline's allocation only. */
    public boolean forFreshJvms() {
        return timesOnly || allocationOnly();
    }

    /**
     * Whether {@code check}, decided in another JVM, is of the figures this failure is on: a
     * baseline's allocation for an allocation's failure; a time of the same gate for a failure of
     * times (a baseline's for a baseline's, a budget's or {@code @FasterThan}'s for a budget's).
     */
    boolean sameFigures(CheckOutcome check) {
        return allocationOnly() ? check.kind() == CheckOutcome.Kind.BASELINE && check.allocation()
                : check.timed() && (check.kind() == CheckOutcome.Kind.BASELINE) == baseline();
    }

    /** Whether its checks come from a baseline, whose times only a fresh JVM's failed baseline time confirms. */
    boolean baseline() {
        return checks.stream().anyMatch(check -> check.kind() == CheckOutcome.Kind.BASELINE);
    }

    /**
     * The gate its checks come from and their figures: {@code @FasterThan: serialize 1.08× against 1.20×},
     * {@code baseline: serialize +40.0 %, deserialize +12.1 %}.
     */
    public String gate() {
        return checks.isEmpty() ? heading()
                : checks.get(0).kind().label() + ": " + checks.stream().map(CheckOutcome::gist).collect(Collectors.joining(", "));
    }

    /** The failure's heading, without what it names: {@code Baseline regression}, {@code Serialization budget exceeded}. */
    public String heading() {
        int end = message.indexOf(" for ");
        return end < 0 ? message.lines().findFirst().orElse(message) : message.substring(0, end);
    }

    /**
     * Whether {@code elsewhere}, what the same invocation decided in another JVM, fails a time of
     * the same gate as this failure: a baseline's time confirms a baseline's, a budget's or
     * {@code @FasterThan}'s confirms a budget's, the upgrade duet's the duet's. What fails there
     * for other reasons confirms nothing here.
     */
    public boolean confirmedBy(InvocationOutcome elsewhere) {
        if (!forFreshJvms()) {
            // Not of times only (the upgrade duet's, put to a vote of its own): a check of its kind failed there too.
            return elsewhere.failures().stream().anyMatch(check -> checks.stream().anyMatch(mine -> mine.kind() == check.kind()));
        }
        return elsewhere.failures().stream().anyMatch(this::sameFigures);
    }
}
