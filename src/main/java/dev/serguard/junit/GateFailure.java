package dev.serguard.junit;

import dev.serguard.budget.Verdict;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What failed an invocation, and whether only times failed: a time can be one JVM's compiled
 * code rather than the codec (docs/detection.md), so it is measured again in fresh JVMs before
 * the build fails on it ({@link FreshJvmVote}); a size, an allocation or a broken round trip is not.
 *
 * @param message   the failure message
 * @param timesOnly whether every verdict behind it is on a time
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
 *                  failed is not also reported as withheld
 */
record GateFailure(String message, boolean timesOnly, Doubt doubt, int freshJvms, List<Verdict> withheld) {

    GateFailure {
        withheld = List.copyOf(withheld);
    }

    /** A failure that withholds no verdict. */
    GateFailure(String message, boolean timesOnly, Doubt doubt, int freshJvms) {
        this(message, timesOnly, doubt, freshJvms, List.of());
    }

    /** Of how many fresh JVMs the median decides a baseline's time: three, one after the other, until two agree. */
    static final int BASELINE_JVMS = 3;

    /** Why a failure is no failure yet, for fresh JVMs to decide; {@link #NONE} for one that is. */
    enum Doubt {
        NONE("failed in this JVM"),
        NOT_CLEARLY_OVER("were over their baseline's threshold in this JVM, not clearly,"),
        NOT_CLEARLY_OVER_BUDGET("were over their budget in this JVM, not clearly,"),
        NEAR_THRESHOLD("were within their baseline's threshold in this JVM, but near it,"),
        OTHER_SPEED("were not judged in this JVM, which ran the reference workload at another speed than the recording's,");

        private final String inThisJvm;

        Doubt(String inThisJvm) {
            this.inThisJvm = inThisJvm;
        }

        /** What the times did in this JVM, as the fresh-JVM line says it: {@code failed in this JVM}. */
        String inThisJvm() {
            return inThisJvm;
        }

        /** The doubt of an invocation's failures together: {@link #NONE} if one of them failed, the first one's otherwise. */
        static Doubt of(List<GateFailure> failures) {
            return failures.stream().allMatch(GateFailure::undecided) ? failures.get(0).doubt() : NONE;
        }
    }

    /** A failure of other checks than times. */
    static GateFailure of(String message) {
        return new GateFailure(message, false, Doubt.NONE, 1);
    }

    /**
     * The failure worded as {@code message}, of the failed verdicts among {@code verdicts}: of
     * times only where there are failed verdicts and each is on a time. A failure without a failed
     * verdict (a baseline that cannot be read) is no time that a fresh JVM could read otherwise.
     */
    static GateFailure of(String message, List<Verdict> verdicts) {
        List<Verdict> failed = verdicts.stream().filter(Verdict::failed).toList();
        return new GateFailure(message, !failed.isEmpty() && failed.stream().allMatch(verdict -> verdict.metric().timed()), Doubt.NONE, 1);
    }

    /**
     * The failures worded by {@code message} of {@code verdicts}: one of the failed times, one of
     * the other failed figures (sizes, allocation), each only if any failed. Apart, so that fresh
     * JVMs decide the times while a size fails as it is, and no time that they did not confirm
     * rides along in a size's message.
     */
    static List<GateFailure> split(Function<List<Verdict>, Optional<String>> message, List<Verdict> verdicts) {
        List<GateFailure> failures = new ArrayList<>();
        List<Verdict> others = verdicts.stream().filter(verdict -> !verdict.metric().timed()).toList();
        List<Verdict> times = verdicts.stream().filter(verdict -> verdict.metric().timed()).toList();
        message.apply(others).ifPresent(text -> failures.add(of(text, others)));
        message.apply(times).ifPresent(text -> failures.add(of(text, times)));
        return failures;
    }

    /**
     * Times in doubt in this JVM, as {@code doubt} says: for the median of {@link #BASELINE_JVMS}
     * fresh JVMs to decide, each of which counts them failed where it reads them over, clearly or
     * not: a baseline's times, or a budget's over it not clearly (for equal codecs, one JVM's
     * compiled code puts one 5 % behind the other now and then, a fresh one seldom again).
     */
    static GateFailure undecided(String message, Doubt doubt) {
        return undecided(message, doubt, List.of());
    }

    /** Times in doubt, as {@link #undecided(String, Doubt)}, whose {@code withheld} verdicts are withheld unless fresh JVMs decide them. */
    static GateFailure undecided(String message, Doubt doubt, List<Verdict> withheld) {
        return new GateFailure(message, true, doubt, BASELINE_JVMS, withheld);
    }

    /** A failure's message: {@code headline}, a colon, then each of {@code verdicts}' lines, indented. */
    static String messageOf(String headline, List<Verdict> verdicts) {
        return headline + ":\n" + verdicts.stream().map(v -> "  " + v.line()).collect(Collectors.joining("\n"));
    }

    /** Whether this is no failure yet: fresh JVMs decide it. */
    boolean undecided() {
        return doubt != Doubt.NONE;
    }

    /** This failure, decided by the majority of {@code jvms} fresh JVMs. */
    GateFailure decidedBy(int jvms) {
        return new GateFailure(message, timesOnly, doubt, jvms, withheld);
    }

    /** The failure's heading, without what it names: {@code Baseline regression}, {@code Serialization budget exceeded}. */
    String heading() {
        int end = message.indexOf(" for ");
        return end < 0 ? message.lines().findFirst().orElse(message) : message.substring(0, end);
    }

    /**
     * Whether {@code elsewhere}, the failure message of the same invocation in another JVM, fails
     * a time under this failure's heading ({@code Baseline regression for}, {@code Serialization
     * budget exceeded for}) too: what fails there for other reasons confirms nothing here.
     */
    boolean confirmedBy(String elsewhere) {
        String heading = heading() + " for ";
        return Arrays.stream(elsewhere.split("\n\\s*\n")).map(String::strip).filter(block -> block.startsWith(heading))
                .anyMatch(block -> block.lines().skip(1).anyMatch(line -> line.contains(" ns/op") || line.contains(" faster than ")));
    }
}
