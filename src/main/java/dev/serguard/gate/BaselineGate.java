package dev.serguard.gate;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.budget.Verdict;
import dev.serguard.check.Worded;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What one invocation's comparison with its baseline decides: the regressions (times apart from
 * the rest, for fresh JVMs to confirm), the times in doubt, the verdicts withheld and the figures
 * improved; and, in record mode, the figures not recorded.
 */
@API(status = INTERNAL, since = "0.3")
public final class BaselineGate {

    private BaselineGate() {
    }

    /**
     * Judges {@code checked}, the comparison of {@code result} with its baseline; {@code atThresholdOnly}
     * in a fresh JVM that measures for its parent, which judges at the threshold only. Withheld:
     * warnings, and figures the baseline holds for another setup, that no fresh JVM is to decide.
     */
    public static Judged judge(SerializationResult<?> result, BaselineRun.Checked checked, boolean atThresholdOnly) {
        List<GateFailure> failures = failures(result, checked, atThresholdOnly);
        // A verdict in doubt that fresh JVMs are to decide is announced withheld only if none do (Gate.decide).
        List<Verdict> inDoubt = failures.stream().flatMap(failure -> failure.withheld().stream()).toList();
        List<Verdict> withheld = checked.verdicts().stream()
                .filter(v -> (v.warning() || v.outcome() == Verdict.Status.NOT_COMPARED) && !inDoubt.contains(v)).toList();
        List<Verdict> improved = checked.verdicts().stream().filter(v -> v.outcome() == Verdict.Status.IMPROVED).toList();
        return new Judged(failures, withheld, improved);
    }

    private static List<GateFailure> failures(SerializationResult<?> result, BaselineRun.Checked checked, boolean atThresholdOnly) {
        List<GateFailure> failures = new ArrayList<>();
        if (checked.refusal().isPresent()) {
            // A failure with no failed figure (a baseline that cannot be read) fails as it is.
            return List.of(GateFailure.of(CheckOutcome.Kind.BASELINE, new Worded(checked.failure().orElseThrow(), checked.refusal().get())));
        }
        if (checked.failure().isPresent()) {
            // A baseline's time and allocation are compared with other JVMs' figures: the median of three fresh JVMs decides each.
            GateFailure.splitBaseline(verdicts -> BaselineComparison.failureMessage(result, verdicts), checked.verdicts())
                    .forEach(failure -> failures.add(failure.decidedBy(GateFailure.BASELINE_JVMS)));
        }
        // The times in doubt, whatever else failed: an allocation that fails does not decide a time.
        // Judged in a JVM that ran the reference workload at another speed than the recording's: it cannot judge them, other JVMs can;
        // a fresh JVM that cannot judge them says so, and its parent asks another one: neither a pass nor a failure (Gate.decide).
        List<Verdict> otherSpeed = BaselineComparison.atAnotherSpeed(checked.verdicts());
        // Over the threshold, but this JVM's rounds reach below it: one JVM cannot tell, fresh ones decide.
        List<Verdict> unclear = checked.verdicts().stream().filter(v -> v.metric().timed() && v.outcome() == Verdict.Status.NOT_CLEARLY_OVER).toList();
        if (!otherSpeed.isEmpty()) {
            // With the times over not clearly: one vote, whose failure quotes the fresh JVM's figures once.
            List<Verdict> doubted = new ArrayList<>(otherSpeed);
            doubted.addAll(unclear);
            failures.add(GateFailure.undecided(regression(result, "not judged in this JVM, which ran at another speed than the recording's"
                    + (unclear.isEmpty() ? "" : ", or over the threshold there but not clearly"), doubted), GateFailure.Doubt.OTHER_SPEED, doubted, doubted));
        } else if (!unclear.isEmpty()) {
            failures.add(GateFailure.undecided(regression(result, "over the threshold in this JVM but not clearly", unclear),
                    GateFailure.Doubt.NOT_CLEARLY_OVER, unclear, unclear));
        }
        if (!otherSpeed.isEmpty() || !unclear.isEmpty() || failures.stream().anyMatch(GateFailure::timesOnly)) {
            return failures;
        }
        // Within the threshold, but near it, or over it as measured: a regression that this JVM reads low, or that its reference
        // workload's own slowness hides; fresh ones decide at the threshold itself.
        // A child that measures for its parent is one of them: it judges at the threshold only.
        List<Verdict> near = atThresholdOnly ? List.of() : BaselineComparison.nearThreshold(result, checked.verdicts());
        if (!near.isEmpty()) {
            failures.add(GateFailure.undecided(regression(result, String.format(Locale.ROOT,
                    "within the threshold in this JVM but near it (past %.0f %% of it, or over it before the machine's speed was taken out)",
                    BaselineComparison.NEAR * 100), near), GateFailure.Doubt.NEAR_THRESHOLD, near, near));
        }
        return failures;
    }

    /**
     * {@code Not recorded for kryo · SMALL (Order)}: each figure that no JVM of the recording
     * measured in a state to judge by, why, and what to do ({@code moreJvms}: the setting that asks for more JVMs).
     */
    public static GateFailure notRecorded(SerializationResult<?> result, int jvms, List<BaselineEntry> untrusted, String moreJvms) {
        String what = (untrusted.size() == 1 ? "one figure" : untrusted.size() + " figures") + " could not be measured in a state to judge by, in "
                + (jvms == 1 ? "this JVM" : jvms + " JVMs");
        String message = "Not recorded for " + result.title() + ": " + what + ":\n"
                + untrusted.stream().map(entry -> "  " + BaselineEntry.key(entry.metric()) + ": " + entry.untrusted().orElseThrow() + "\n")
                        .collect(Collectors.joining())
                + "  The other figures are recorded. Record again on a quieter machine, or with more JVMs (" + moreJvms
                + "); a run under an agent (JaCoCo) or a debugger cannot record times.";
        return GateFailure.of(CheckOutcome.Kind.RECORDING, new Worded(message, "Not recorded: " + what));
    }

    private static String regression(SerializationResult<?> result, String how, List<Verdict> verdicts) {
        return GateFailure.messageOf("Baseline regression for " + result.title() + ", " + how, verdicts);
    }
}
