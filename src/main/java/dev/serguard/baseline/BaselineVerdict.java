package dev.serguard.baseline;

import dev.serguard.budget.Metric;

import java.util.Objects;

/**
 * How one figure compares with its baseline.
 *
 * <pre>{@code
 * for (BaselineVerdict verdict : BaselineComparison.compare(result, "orders", baseline, here, file, Thresholds.DEFAULTS)) {
 *     if (verdict.outcome() == BaselineVerdict.Outcome.IMPROVED) {
 *         System.out.println("record anew: " + verdict.line());
 *     }
 * }
 * }</pre>
 *
 * @param metric   what was compared
 * @param outcome  unchanged, improved, worse but not clearly (a time whose interval still reaches
 *                 the limit), worse where times mean nothing, regressed, not in the baseline, or
 *                 not compared (recorded for another JDK, garbage collector or mode only)
 * @param baseline the recorded figure
 * @param expected the recorded figure as this machine would measure it now: for a time, the
 *                 recorded ratio to the reference workload times the reference's time now; else
 *                 the recorded figure
 * @param now      the figure measured now; for a time, its ratio to the reference times the
 *                 reference's time now, so that {@code now / expected} is the change in ratio
 * @param allowed  the threshold, as a fraction: 0.15 for +15 %
 * @param line     one line for the message: metric, baseline → now, change, threshold, file
 */
public record BaselineVerdict(Metric metric, Outcome outcome, double baseline, double expected, double now, double allowed, String line) {

    /**
     * The outcomes; only {@link #REGRESSED} fails. {@link #NOT_COMPARED}: a time or an allocation
     * the baseline has only for another JDK, garbage collector or mode.
     */
    public enum Outcome { UNCHANGED, IMPROVED, NOT_CLEARLY_WORSE, UNTRUSTED, REGRESSED, NOT_IN_BASELINE, NOT_COMPARED }

    public BaselineVerdict {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(line, "line");
    }

    public boolean failed() {
        return outcome == Outcome.REGRESSED;
    }

    /** Worse than the baseline allows, but reported instead of failing. */
    public boolean warning() {
        return outcome == Outcome.NOT_CLEARLY_WORSE || outcome == Outcome.UNTRUSTED;
    }

    /** Whether a recorded figure was compared: not so when it is not in the baseline, or only for another key. */
    public boolean compared() {
        return outcome != Outcome.NOT_IN_BASELINE && outcome != Outcome.NOT_COMPARED;
    }

    /** The change from the expected figure, as a fraction: 1.0 for twice as much; infinite from 0. */
    public double change() {
        if (expected == 0) {
            return now == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return now / expected - 1;
    }
}
