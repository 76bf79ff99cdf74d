package dev.serguard.junit;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The word of fresh JVMs on the failed times of one invocation. Fresh JVMs measure it one after
 * the other until each failure is decided by the majority of as many as it asks for
 * ({@link GateFailure#freshJvms}): a budget or {@code @FasterThan} by one, a baseline's time by
 * the median of three (two that fail it, or two that pass it, end the vote). A JVM that cannot
 * measure ends it too: a failure it leaves open stands, unless this JVM could not tell; one that
 * cannot judge the times at its speed is passed over for another, up to {@link #MOST_JVMS}.
 *
 * <pre>{@code
 * FreshJvmVote vote = FreshJvmVote.of(failures, jvm -> freshJvm.confirm(context, codec, payload, jvm));
 * vote.standing();     // the failures that fail the invocation
 * }</pre>
 *
 * @param jvms    what each fresh JVM said, in order
 * @param tallies per failure, in how many of the fresh JVMs that measured it failed again, and whether it stands
 */
record FreshJvmVote(List<ForkedInvocation.Confirmation> jvms, List<Tally> tallies) {

    /**
     * How many fresh JVMs a vote starts at the most where some of them cannot judge the times,
     * having run the reference workload at another speed than the recording's (on some virtual
     * machines, half the JVMs run everything several times slower: docs/detection.md, run N).
     */
    static final int MOST_JVMS = 5;

    /** How many fresh JVMs failed {@code failure} again, whether it stands, and whether a majority of them decided it. */
    record Tally(GateFailure failure, int failedIn, boolean stands, boolean decided) {
    }

    /** Whether the fresh JVMs decided {@code failure}, one way or the other; not so where too few of them could measure it. */
    boolean decided(GateFailure failure) {
        return tallies.stream().anyMatch(tally -> tally.failure() == failure && tally.decided());
    }

    /** The failures that stand, in order. */
    List<GateFailure> standing() {
        return tallies.stream().filter(Tally::stands).map(Tally::failure).toList();
    }

    static FreshJvmVote of(List<GateFailure> failures, IntFunction<ForkedInvocation.Confirmation> freshJvm) {
        int[] failed = new int[failures.size()];
        int[] passed = new int[failures.size()];
        List<ForkedInvocation.Confirmation> jvms = new ArrayList<>();
        while (open(failures, failed, passed)) {
            ForkedInvocation.Confirmation again = freshJvm.apply(jvms.size() + 1);
            jvms.add(again);
            if (again.atAnotherSpeed() && jvms.size() < MOST_JVMS) {
                continue;       // it could not judge the times, for its own speed: another one can
            }
            if (!again.measured()) {
                break;
            }
            for (int i = 0; i < failures.size(); i++) {
                if (again.failed() && failures.get(i).confirmedBy(again.detail())) {
                    failed[i]++;
                } else {
                    passed[i]++;
                }
            }
        }
        List<Tally> tallies = new ArrayList<>();
        for (int i = 0; i < failures.size(); i++) {
            GateFailure failure = failures.get(i);
            boolean open = failed[i] < majority(failure) && passed[i] < majority(failure);
            tallies.add(new Tally(failure, failed[i], open ? !failure.undecided() : failed[i] >= majority(failure), !open));
        }
        return new FreshJvmVote(List.copyOf(jvms), List.copyOf(tallies));
    }

    private static boolean open(List<GateFailure> failures, int[] failed, int[] passed) {
        for (int i = 0; i < failures.size(); i++) {
            if (failed[i] < majority(failures.get(i)) && passed[i] < majority(failures.get(i))) {
                return true;
            }
        }
        return false;
    }

    private static int majority(GateFailure failure) {
        return failure.freshJvms() / 2 + 1;
    }

    private List<ForkedInvocation.Confirmation> measured() {
        return jvms.stream().filter(ForkedInvocation.Confirmation::measured).toList();
    }

    // "a fresh one", or "2 of 3 fresh ones"
    private String ones(long some) {
        int all = measured().size();
        return all == 1 ? "a fresh one" : some + " of " + all + " fresh ones";
    }

    /**
     * The line for the reports: {@code Times of kryo · SMALL (Order) failed in this JVM and passed in a fresh one: not failed (…).}
     *
     * @param title the invocation's codec and payload
     * @param doubt whether this JVM's times failed, or were only in doubt ({@link GateFailure.Doubt#of})
     */
    String line(String title, GateFailure.Doubt doubt) {
        boolean failing = !standing().isEmpty();
        boolean undecided = doubt != GateFailure.Doubt.NONE;
        ForkedInvocation.Confirmation last = jvms.get(jvms.size() - 1);
        long failedThere = measured().stream().filter(ForkedInvocation.Confirmation::failed).count();
        String fresh = !last.measured() && measured().isEmpty() ? "could not be measured in " + (jvms.size() == 1 ? "a fresh one" : jvms.size()
                + " fresh ones") + ": " + (failing ? "failed" : "not failed")
                : !last.measured() ? "could not be measured in fresh JVM " + jvms.size() + ", after " + failedThere + " of " + measured().size()
                        + " fresh ones failed them: " + (failing ? "failed" : "not failed")
                : !failing ? "passed in " + ones(measured().size() - failedThere)
                        + ": not failed (one JVM's compiled code can run slower than the next one's, docs/detection.md)"
                : (undecided ? "failed in " : "failed again in ") + ones(failedThere) + ": failed";
        return "Times of " + title + " " + doubt.inThisJvm() + " and " + fresh + byHeading() + ".";
    }

    // Where times failed under two headings, what the fresh JVMs said of each: a JVM that fails
    // the invocation under one heading confirms nothing under the other.
    private String byHeading() {
        if (tallies.size() < 2 || measured().isEmpty()) {
            return "";
        }
        StringBuilder clause = new StringBuilder(" (");
        for (Tally tally : tallies) {
            clause.append(clause.length() > 2 ? "; " : "").append(tally.failure().heading()).append(": failed in ")
                    .append(tally.failedIn()).append(" of ").append(measured().size()).append(tally.stands() ? ", failed" : ", not failed");
        }
        return clause.append(')').toString();
    }

    /** What the failure message adds: the fresh JVM's own message (the first one's that failed), or why it could not measure. */
    String addedToFailure() {
        boolean undecided = standing().stream().allMatch(GateFailure::undecided);
        List<ForkedInvocation.Confirmation> failedThere = measured().stream().filter(ForkedInvocation.Confirmation::failed).toList();
        if (failedThere.isEmpty()) {
            return "Not measured again in a fresh JVM, which " + jvms.get(jvms.size() - 1).detail();
        }
        String detail = failedThere.get(0).detail().replaceFirst("\n  to reproduce: .*$", "").replace("\n", "\n  ");  // the last line of this message says it
        return (measured().size() == 1 ? "Measured again in a fresh JVM, it failed there" + (undecided ? "" : " too")
                : "Measured again in " + measured().size() + " fresh JVMs, it failed in " + failedThere.size() + " of them; in the first")
                + ":\n  " + detail;
    }
}
