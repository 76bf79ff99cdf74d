package dev.serguard.duet;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The decision on one duet: a failed time or allocation depends on how the JIT compiled each
 * world's code, not only on the library (the same version can allocate more per deserialize in
 * one world than in the other, and not in the next pair), so it is measured again
 * in pairs of worlds loaded and compiled anew, and stands where most of {@link #PAIRS} fail it.
 * A size or a byte that differs is the library's alone, and stands at once.
 *
 * <pre>{@code
 * PairVote.Decided decided = PairVote.decide(first, () -> Optional.of(Duet.compare(...)));   // in worlds built anew
 * decided.failure("json · SMALL (Order)");   // the message naming both versions, if it stands
 * }</pre>
 *
 * <p>A time or an allocation that still fails after the pairs of worlds is put to fresh JVMs by the
 * gate ({@code gate.FreshJvmVote}), which counts their votes as it counts those on a budget's or a
 * baseline's times; {@link Decided#withFreshJvms} takes its count, and the words stay here.
 */
@API(status = EXPERIMENTAL, since = "0.4")
public final class PairVote {

    /** In how many pairs of worlds, the first included, a failed time or allocation is measured at most. */
    public static final int PAIRS = 3;

    private PairVote() {
    }

    /** Another pair of worlds, loaded and compiled anew, and the duet in it; empty where it could not be made. */
    @FunctionalInterface
    public interface Pair {
        Optional<Duet.Result> measure() throws Exception;
    }

    /**
     * How many fresh JVMs are asked at most where a failed time or allocation stood in this JVM's pairs of worlds: the
     * majority of them and this JVM decides it, counted by the gate's vote of fresh JVMs.
     */
    public static final int FRESH_JVMS = 2;

    /**
     * What was decided.
     *
     * @param result     the figures of a pair that decided it in this JVM: one that failed it where it failed here, one that passed it where not
     * @param pairs      in how many pairs of worlds it was measured here
     * @param failedIn   in how many of them it failed
     * @param jvms       how many fresh JVMs measured it again
     * @param jvmsFailed in how many of them it failed
     * @param overturned whether they passed what failed here
     */
    @API(status = EXPERIMENTAL, since = "0.4")
    public record Decided(Duet.Result result, int pairs, int failedIn, int jvms, int jvmsFailed, boolean overturned) {

        public Decided(Duet.Result result, int pairs, int failedIn) {
            this(result, pairs, failedIn, 0, 0, false);
        }

        /** Whether the new version passed: here, or in the fresh JVMs that overturned this JVM's failure. */
        public boolean passed() {
            return result.passed() || overturned;
        }

        /**
         * Whether fresh JVMs are to decide it again: a failed time or allocation stood here, in pairs of worlds compiled by
         * one JIT, which can treat every pair alike. It stands where one of {@link #FRESH_JVMS} fails it too (two JVMs of
         * three), and where no fresh JVM could tell.
         */
        public boolean forFreshJvms() {
            return !result.passed() && result.measuredOnly();
        }

        /** Decided again by fresh JVMs: {@code jvms} of them measured it, {@code jvmsFailed} failed it, and it {@code stands} or not. */
        public Decided withFreshJvms(int jvms, int jvmsFailed, boolean stands) {
            return new Decided(result, pairs, failedIn, jvms, jvmsFailed, !stands);
        }

        /**
         * {@code jackson-bom 2.16.2 → jackson-bom 2.18.2: no regression} (or {@code no regression in what was judged, 2 times not
         * judged}), with the votes where there were some.
         */
        public String summary() {
            int failures = result.failures().size();
            int notJudged = result.notJudged().size();
            // A time withheld is never read as passed: the headline says what was not judged.
            String passed = notJudged == 0 ? ": no regression" : ": no regression in what was judged, " + notJudged
                    + (notJudged == 1 ? " time" : " times") + " not judged";
            return result.oldVersion() + " → " + result.newVersion() + (passed() ? passed : ": " + failures + " regression"
                    + (failures == 1 ? "" : "s")) + (pairs > 1 ? "; failed in " + failedIn + " of " + pairs + " pairs of worlds, each compiled anew" : "")
                    + (jvms == 0 ? "" : jvmsFailed == 0 ? "; passed in " + jvms + (jvms == 1 ? " fresh JVM" : " fresh JVMs")
                    : "; failed in " + jvmsFailed + " of " + jvms + (jvms == 1 ? " fresh JVM" : " fresh JVMs"));
        }

        /**
         * A note for the reports where pairs of worlds or fresh JVMs voted ({@code upgrade duet … no regression; failed in 1 of
         * 3 pairs of worlds, each compiled anew}) or a time was not judged, with why; empty otherwise, as the reports' upgrade
         * columns say all of it.
         */
        public Optional<String> note() {
            List<String> notJudged = result.notJudged().stream().map(Duet.NotJudged::line).toList();
            return pairs > 1 || jvms > 0 || !notJudged.isEmpty() ? Optional.of("upgrade duet " + summary() + (notJudged.isEmpty() ? ""
                    : ": " + String.join("; ", notJudged).replaceAll(" {2,}", " "))) : Optional.empty();
        }

        /** The failure of the invocation titled {@code title}, naming both versions; empty where the new version passed. */
        public Optional<String> failure(String title) {
            return passed() ? Optional.empty() : Optional.of("Upgrade regression for " + title + ": " + summary() + "\n  "
                    + String.join("\n  ", result.failures()) + "\n  " + String.join("\n  ", result.lines()));
        }

        /** The one-line reason of {@link #failure}, without the title: {@code Upgrade regression: kryo 5.5.0 → kryo 5.6.2: 1 regression}. */
        public String reason() {
            return "Upgrade regression: " + summary();
        }
    }

    /** Decides the duet whose first pair of worlds found {@code first}, asking {@code again} for more pairs where it must. */
    public static Decided decide(Duet.Result first, Pair again) throws Exception {
        if (!first.measuredOnly()) {
            return new Decided(first, 1, first.passed() ? 0 : 1);
        }
        int pairs = 1;
        int failedIn = 1;
        Duet.Result failing = first;
        Duet.Result passing = first;
        while (pairs < PAIRS && failedIn <= PAIRS / 2 && pairs - failedIn <= PAIRS / 2) {
            Optional<Duet.Result> next = again.measure();
            if (next.isEmpty()) {
                break;
            }
            pairs++;
            if (next.get().passed()) {
                passing = next.get();
            } else {
                failedIn++;
                failing = next.get();
            }
        }
        // Where no other pair could be made, the first pair's failure stands.
        return new Decided(pairs == 1 || failedIn > PAIRS / 2 ? failing : passing, pairs, failedIn);
    }
}
