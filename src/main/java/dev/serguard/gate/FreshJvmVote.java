package dev.serguard.gate;

import dev.serguard.check.Worded;
import dev.serguard.duet.DuetFinding;
import dev.serguard.duet.PairVote;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The word of fresh JVMs on the failed times of one invocation, and on its baseline's failed
 * allocation. Fresh JVMs measure it one after the other until each failure is decided by the majority of as many as it asks for
 * ({@link GateFailure#freshJvms}): a budget or {@code @FasterThan} by one, a baseline's time by
 * the median of three (two that fail it, or two that pass it, end the vote). A JVM that cannot
 * measure ends it too: a failure it leaves open stands, unless this JVM could not tell. One that
 * cannot judge the times at its speed, or reads them over their limit but not clearly (its rounds
 * reach the limit: it cannot tell), is passed over for another, up to {@link #MOST_JVMS} (three for
 * times near their threshold, which pass where none decides them and none failed them); where
 * that many leave a baseline's time open, it fails if every one of them read it over its
 * threshold and at least one, near the recording's speed, failed it. The upgrade duet's failed
 * time or allocation is put to the same vote ({@link #ofDuet}), this JVM's failure counted in it.
 *
 * <pre>{@code
 * FreshJvmVote vote = FreshJvmVote.of(failures, jvm -> freshJvm.confirm(context, codec, payload, jvm));
 * vote.standing();     // the failures that fail the invocation
 * vote.checks(failure);    // what it decided of a failure's checks, as data
 * }</pre>
 *
 * @param jvms    what each fresh JVM said, in order
 * @param tallies per failure, in how many of the fresh JVMs that measured it failed again, and whether it stands
 */
@API(status = INTERNAL, since = "0.3")
public record FreshJvmVote(List<Confirmation> jvms, List<Tally> tallies) {

    /**
     * How many fresh JVMs a vote starts at the most where some of them cannot judge the times,
     * having run the reference workload at another speed than the recording's: on some virtual
     * machines, half the JVMs or more run everything some 1.5× slower for their whole life, and a
     * vote of two in three needs two JVMs near the recording's speed.
     */
    public static final int MOST_JVMS = 8;

    /**
     * In how many fresh JVMs {@code failure} was measured and failed again, whether it stands, and
     * whether they decided it: a majority of them, or {@code unanimous}ly where too few could
     * judge it at their speed (each read it over its threshold, and one or more failed it).
     */
    public record Tally(GateFailure failure, int measuredIn, int failedIn, boolean stands, boolean decided, boolean unanimous) {
    }

    /** Whether the fresh JVMs decided {@code failure}, one way or the other; not so where too few of them could measure it. */
    public boolean decided(GateFailure failure) {
        return tallies.stream().anyMatch(tally -> tally.failure() == failure && tally.decided());
    }

    /**
     * What the vote made of {@code failure}'s checks: failed where it stands, passed where the
     * fresh JVMs passed it; with how many of them measured it and failed it. Empty for a failure
     * in doubt that they could not decide (it is withheld).
     */
    public List<CheckOutcome> checks(GateFailure failure) {
        Tally tally = tally(failure);
        if (!tally.stands() && !tally.decided()) {
            return List.of();
        }
        CheckOutcome.FreshJvms jvms = new CheckOutcome.FreshJvms(tally.measuredIn(), tally.failedIn());
        CheckOutcome.Decision decision = tally.stands() ? CheckOutcome.Decision.FAILED : CheckOutcome.Decision.PASSED;
        // Where this JVM only doubted the times, the figures that failed are those of the first fresh JVM that failed them: of the
        // times it doubted, where that JVM failed any of them (another failure of the invocation holds the others).
        List<CheckOutcome> failed = tally.stands() && failure.undecided() ? measured().stream().filter(jvm -> jvm.confirms(failure))
                .findFirst().map(jvm -> jvm.failedTimes(failure)).map(there -> doubted(failure, there)).orElse(List.of()) : List.of();
        return (failed.isEmpty() ? failure.checks() : failed).stream().map(check -> check.decidedBy(jvms, decision)).toList();
    }

    /**
     * {@code failure}, which the vote did not decide, as it is withheld: with its verdicts' reasons. Times near their threshold
     * pass where no fresh JVM failed them; where one did and too few could measure them to decide, they are withheld, saying so.
     */
    public Optional<GateFailure> leftOpen(GateFailure failure) {
        Tally tally = tally(failure);
        if (failure.doubt() != GateFailure.Doubt.NEAR_THRESHOLD) {
            return Optional.of(failure);
        }
        String why = "within the threshold in this JVM but near it, and failed in " + tally.failedIn() + " of " + tally.measuredIn()
                + " fresh JVMs that measured it, too few to decide";
        return tally.failedIn() == 0 ? Optional.empty() : Optional.of(new GateFailure(failure.message(), failure.checks(), failure.timesOnly(),
                failure.doubt(), failure.freshJvms(), failure.withheld().stream().map(verdict -> verdict.withheld(why)).toList()));
    }

    // Of what a fresh JVM failed, the figures that failure questioned; all of them where it failed none of those.
    private static List<CheckOutcome> doubted(GateFailure failure, List<CheckOutcome> there) {
        List<CheckOutcome> questioned = there.stream().filter(check -> failure.checks().stream().anyMatch(mine -> mine.metric().equals(check.metric())))
                .toList();
        return questioned.isEmpty() ? there : questioned;
    }

    /** The failures that stand, in order. */
    public List<GateFailure> standing() {
        return tallies.stream().filter(Tally::stands).map(Tally::failure).toList();
    }

    public static FreshJvmVote of(List<GateFailure> failures, IntFunction<Confirmation> freshJvm) {
        return of(failures, 0, freshJvm);
    }

    /**
     * The upgrade duet's vote, where this JVM's pairs of worlds failed a time or an allocation
     * ({@link DuetFinding#forFreshJvms}): this JVM's failure counts as one vote, and the majority of
     * it and {@link PairVote#FRESH_JVMS} fresh ones decides; {@code freshJvm} measures the duet again
     * in fresh JVM number {@code jvm} (from 1). What it found where nothing is to decide.
     */
    public static DuetFinding ofDuet(DuetFinding here, IntFunction<Confirmation> freshJvm) {
        if (!here.forFreshJvms()) {
            return here;
        }
        GateFailure failure = GateFailure.of(CheckOutcome.Kind.UPGRADE_DUET, here.failure().orElseThrow())
                .decidedBy(PairVote.FRESH_JVMS + 1);
        Tally tally = of(List.of(failure), 1, freshJvm).tallies().get(0);
        return here.withFreshJvms(tally.measuredIn(), tally.failedIn(), tally.stands());
    }

    // The vote, with votesHere votes of this JVM counted among those that failed each failure (not among the fresh JVMs' in its tally).
    private static FreshJvmVote of(List<GateFailure> failures, int votesHere, IntFunction<Confirmation> freshJvm) {
        int[] failed = new int[failures.size()];
        int[] passed = new int[failures.size()];
        Arrays.fill(failed, votesHere);
        List<Confirmation> jvms = new ArrayList<>();
        // Times near their threshold pass where no fresh JVM decides them (withheld where one failed them): three that cannot judge end it.
        int most = failures.stream().allMatch(failure -> failure.doubt() == GateFailure.Doubt.NEAR_THRESHOLD) ? GateFailure.BASELINE_JVMS : MOST_JVMS;
        while (open(failures, failed, passed) && jvms.size() < most) {
            Confirmation again = freshJvm.apply(jvms.size() + 1);
            jvms.add(again);
            if (again.atAnotherSpeed()) {
                continue;       // it could not judge the times, for its own speed: another one can
            }
            if (!again.measured()) {
                break;
            }
            for (int i = 0; i < failures.size(); i++) {
                if (again.confirms(failures.get(i))) {
                    failed[i]++;
                } else if (!again.abstainsOn(failures.get(i))) {
                    passed[i]++;
                }       // over its limit there, not clearly: it cannot tell, another one can
            }
        }
        List<Tally> tallies = new ArrayList<>();
        for (int i = 0; i < failures.size(); i++) {
            GateFailure failure = failures.get(i);
            boolean open = failed[i] < majority(failure) && passed[i] < majority(failure);
            boolean unanimous = open && unanimous(failure, jvms);
            tallies.add(new Tally(failure, failed[i] - votesHere + passed[i], failed[i] - votesHere, unanimous || (open ? !failure.undecided()
                    : failed[i] >= majority(failure)), !open || unanimous, unanimous));
        }
        return new FreshJvmVote(List.copyOf(jvms), List.copyOf(tallies));
    }

    // Every one of as many JVMs as a vote asks read it over its threshold, and one or more at the recording's speed failed it:
    // a JVM far from that speed cannot tell a small slowdown from none, but reads unchanged code under the threshold as often as over.
    private static boolean unanimous(GateFailure failure, List<Confirmation> jvms) {
        return jvms.size() == MOST_JVMS && jvms.stream().anyMatch(jvm -> jvm.confirms(failure))
                && jvms.stream().allMatch(jvm -> jvm.confirms(failure) || jvm.abstainsOn(failure) || jvm.readOver(failure));
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

    private List<Confirmation> measured() {
        return jvms.stream().filter(Confirmation::measured).toList();
    }

    // "a fresh one", or "2 of 3 fresh ones"
    private String ones(long some) {
        int all = measured().size();
        return all == 1 ? "a fresh one" : some + " of " + all + " fresh ones";
    }

    /**
     * The line for the reports: {@code Times of kryo · SMALL (Order) [baseline: serialize +22.0 %] failed in this JVM and passed in a fresh one: not failed (…).}
     * ({@code Allocation of …} where the vote is on a baseline's allocation alone.)
     *
     * @param title the invocation's codec and payload
     * @param doubt whether this JVM's times failed, or were only in doubt ({@link GateFailure.Doubt#of})
     */
    public String line(String title, GateFailure.Doubt doubt) {
        // Figures this JVM did not judge, at another speed, are not named: over or under, they say nothing of the codec.
        return figures() + " of " + title + " [" + tallies.stream().map(tally -> doubt == GateFailure.Doubt.OTHER_SPEED ? tally.failure().checks().get(0).kind().label()
                : tally.failure().gate()).distinct().collect(Collectors.joining("; ")) + "] "
                + inThisJvm(doubt) + " and " + inFreshJvms(doubt != GateFailure.Doubt.NONE) + byHeading() + ".";
    }

    // What the fresh JVMs did, and how the vote ended: "failed again in 2 of 2 fresh ones: failed"; undecided: this JVM only doubted.
    private String inFreshJvms(boolean undecided) {
        boolean failing = !standing().isEmpty();
        long confirming = confirming().size();
        long abstaining = measured().stream().filter(this::abstains).count();
        long passing = measured().size() - confirming - abstaining;
        String unclear = abstaining == 0 ? "" : ", over their threshold not clearly in " + abstaining + (abstaining == 1 ? " other" : " others");
        if (!jvms.get(jvms.size() - 1).measured() && overElsewhere().isEmpty()) {
            return (measured().isEmpty() ? "could not be measured in " + (jvms.size() == 1 ? "a fresh one" : jvms.size() + " fresh ones")
                    : "could not be measured in fresh JVM " + jvms.size() + ", after " + confirming + " of " + measured().size()
                    + " fresh ones failed them" + unclear) + ": " + (failing ? "failed" : ended());
        }
        if (failing && split()) {
            return "were decided one by one in " + (measured().size() == 1 ? "a fresh one" : measured().size() + " fresh ones") + unclear
                    + overElsewhere() + ": failed";
        }
        if (failing) {
            return (undecided ? "failed in " : "failed again in ") + ones(confirming) + unclear + overElsewhere() + ": failed";
        }
        if (tallies.stream().allMatch(Tally::decided)) {
            return "passed in " + ones(passing) + unclear + ": not failed (one JVM's compiled code can " + compiledCodeCan()
                    + " than the next one's: docs/guide/baselines.md)";
        }
        return "were left open by " + jvms.size() + " fresh ones (over their threshold not clearly in " + abstaining + ", failed in "
                + confirming + ", passed in " + passing + "): " + ended();
    }

    // Where some failures of the vote failed in this JVM and others were only in doubt, the line says both.
    private String inThisJvm(GateFailure.Doubt doubt) {
        return doubt == GateFailure.Doubt.NONE && tallies.stream().anyMatch(tally -> tally.failure().undecided())
                ? "failed in this JVM or were in doubt there," : doubt.inThisJvm();
    }

    // Whether the fresh JVMs failed some failures of the vote and passed others: then no count speaks for all of them (byHeading does).
    private boolean split() {
        return tallies.stream().map(Tally::stands).distinct().count() > 1 && !measured().isEmpty();
    }

    // How a vote that failed nothing ended: not failed, or not judged where it left a failure withheld.
    private String ended() {
        return tallies.stream().anyMatch(this::withheld) ? "not judged" : "not failed";
    }

    private boolean withheld(Tally tally) {
        return !tally.stands() && !tally.decided() && leftOpen(tally.failure()).isPresent();
    }

    // What the vote is on: Times, Allocation (a baseline's, alone), or Times and allocation.
    private String figures() {
        return !onAllocation() ? "Times" : onTimes() ? "Times and allocation" : "Allocation";
    }

    // What one JVM's compiled code does that the next one's need not, for the figures of the vote.
    private String compiledCodeCan() {
        return !onAllocation() ? "run slower" : onTimes() ? "run slower or allocate more" : "allocate more";
    }

    private boolean onAllocation() {
        return tallies.stream().anyMatch(tally -> tally.failure().allocationOnly());
    }

    private boolean onTimes() {
        return tallies.stream().anyMatch(tally -> !tally.failure().allocationOnly());
    }

    // The fresh JVMs that failed a time of the vote again, in order.
    private List<Confirmation> confirming() {
        return measured().stream().filter(jvm -> tallies.stream().anyMatch(tally -> jvm.confirms(tally.failure()))).toList();
    }

    // Whether jvm abstained: over a limit not clearly, confirming none.
    private boolean abstains(Confirmation jvm) {
        return tallies.stream().noneMatch(tally -> jvm.confirms(tally.failure())) && tallies.stream().anyMatch(tally -> jvm.abstainsOn(tally.failure()));
    }

    // Where the fresh JVMs that could not judge at their speed decided it with the others: what they read.
    private String overElsewhere() {
        int others = jvms.size() - measured().size();
        return tallies.stream().anyMatch(Tally::unanimous) ? ", and read over their threshold in the " + others + " others, which ran at"
                + " another speed than the recording's" : "";
    }

    // Where times failed under two headings, what the fresh JVMs said of each: a JVM that fails
    // the invocation under one heading confirms nothing under the other.
    private String byHeading() {
        if (tallies.size() < 2 || measured().isEmpty()) {
            return "";
        }
        StringBuilder clause = new StringBuilder(" (");
        for (Tally tally : tallies) {
            clause.append(clause.length() > 2 ? "; " : "").append(tally.failure().heading())
                    .append(tally.failure().allocationOnly() ? " (allocation)" : "").append(": failed in ")
                    .append(tally.failedIn()).append(" of ").append(measured().size())
                    .append(tally.stands() ? ", failed" : withheld(tally) ? ", not judged" : ", not failed");
        }
        return clause.append(')').toString();
    }

    /**
     * What the failure message says of {@code failure}, which stands. Where this JVM failed it, its
     * own message and a line on what the fresh JVMs read: {@code   failed again in 2 of 2 fresh
     * JVMs; the first read serialize +38.2 %}. Where this JVM only doubted it, the block of the first
     * fresh JVM that failed it, which names the figures that failed: {@code Baseline regression for
     * kryo · SMALL (Order), in 2 of 3 fresh JVMs (over the threshold in this JVM but not clearly);
     * the first read:} and that JVM's lines.
     */
    public String message(GateFailure failure) {
        List<Confirmation> failedThere = measured().stream().filter(jvm -> jvm.confirms(failure)).toList();
        Tally tally = tally(failure);
        String inFresh = tally.measuredIn() == 1 ? "a fresh JVM" : tally.failedIn() + " of " + tally.measuredIn() + " fresh JVMs";
        if (failure.undecided() && !failedThere.isEmpty()) {
            Optional<String> block = failedThere.get(0).block(failure);
            if (block.isPresent()) {
                int heading = block.get().indexOf('\n');
                return block.get().substring(0, heading) + ", in " + inFresh + overAtOtherSpeeds() + " (" + failure.doubt().here() + "); the first read:"
                        + block.get().substring(heading);
            }
        }
        long abstaining = measured().stream().filter(jvm -> jvm.abstainsOn(failure)).count();
        String again = !failedThere.isEmpty() ? (failure.undecided() ? "failed in " : "failed again in ") + inFresh + overAtOtherSpeeds()
                + "; the first read " + failedThere.get(0).gist(failure)
                : abstaining > 0 ? "over its threshold in " + abstaining + " fresh JVMs, not clearly, and passed in none"
                : measured().isEmpty() && jvms.stream().allMatch(Confirmation::atAnotherSpeed) ? "not measured again: " + (jvms.size() == 1
                        ? "the fresh JVM" : "the " + jvms.size() + " fresh JVMs") + " ran the reference workload at another speed than the recording's"
                        + " (docs/guide/baselines.md)"
                : "not measured again in a fresh JVM, which " + jvms.get(jvms.size() - 1).detail();
        return failure.message() + "\n  " + again;
    }

    // overElsewhere, as a failure message says it.
    private String overAtOtherSpeeds() {
        return overElsewhere().isEmpty() ? "" : ", over the threshold in the " + (jvms.size() - measured().size()) + " others, at another speed";
    }

    private Tally tally(GateFailure failure) {
        return tallies.stream().filter(t -> t.failure() == failure).findFirst().orElseThrow();
    }
}
