package dev.serguard.budget;

import dev.serguard.SerializationResult;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Rounds;
import dev.serguard.internal.Numbers;
import dev.serguard.measure.Statistics;

import java.util.Locale;
import java.util.Optional;

/** The arithmetic and the wording of verdicts; see {@link Budget}. */
final class Judgement {

    /**
     * How far two codecs of equal speed can measure apart in one run, relatively: the two copies
     * of one loop differ in code layout and in what the JIT inlined. A time within it of its budget
     * passes.
     */
    static final double NOISE = 0.05;

    private Judgement() {
    }

    static Verdict limit(Budget.Limit budget, SerializationResult<?> result) {
        Metric metric = budget.metric();
        Optional<Statistics> measured = metric.read(result);
        if (measured.isEmpty()) {
            return new Verdict(Verdict.Outcome.FAILED, line(metric.label(), "not measured", "budget ≤ " + amount(budget.max(), metric), "", budget));
        }
        Statistics value = measured.get();
        String figure = figure(value, metric);
        String margin = percent(value.median() / budget.max() - 1);
        String limit = "budget ≤ " + amount(budget.max(), metric);
        if (value.median() <= budget.max()) {
            return new Verdict(Verdict.Outcome.PASSED, line(metric.label(), figure, limit, margin, budget));
        }
        if (metric.timed() && value.lower() <= budget.max()) {
            return new Verdict(Verdict.Outcome.NOT_CLEARLY_OVER, line(metric.label(), figure, limit,
                    margin + " but its interval reaches the budget, not failed", budget));
        }
        return failedUnlessUntrusted(metric, result, line(metric.label(), figure, limit, margin, budget));
    }

    // A time measured under an agent, a debugger or before the compiled state means nothing: report it, do not fail on it.
    private static Verdict failedUnlessUntrusted(Metric metric, SerializationResult<?> result, String line) {
        return metric.distrust(result)
                .map(reason -> new Verdict(Verdict.Outcome.UNTRUSTED, line + "   not failed, times are not trusted here: " + reason))
                .orElseGet(() -> new Verdict(Verdict.Outcome.FAILED, line));
    }

    static Verdict relative(Budget.Relative budget, SerializationResult<?> result, Optional<? extends SerializationResult<?>> other) {
        Metric metric = budget.metric();
        String better = metric.timed() ? "faster" : "smaller";
        String limit = String.format(Locale.ROOT, "budget ≥ %.2f× %s than %s", budget.factor(), better, budget.than());
        Optional<Statistics> mine = metric.read(result);
        Optional<Statistics> theirs = other.flatMap(metric::read);
        if (mine.isEmpty() || theirs.isEmpty()) {
            String missing = mine.isEmpty() ? result.codec() : budget.than();
            return new Verdict(Verdict.Outcome.FAILED, line(metric.label(), missing + " has no " + metric.label()
                    + " figure to compare (it failed, was skipped or was not timed)", limit, "", budget));
        }
        Statistics a = mine.get();
        Statistics b = theirs.get();
        Optional<Statistics> paired = metric.timed() ? pairedRatio(metric, result, other.get()) : Optional.empty();
        double ratio = paired.map(Statistics::median).orElse(b.median() / a.median());
        String figure = String.format(Locale.ROOT, "%s %s vs %s %s: %.2f× %s%s", result.codec(), amount(a.median(), metric),
                budget.than(), amount(b.median(), metric), ratio, better,
                paired.map(r -> String.format(Locale.ROOT, " (median of %d paired rounds, %.2f× to %.2f×)", r.count(), r.lower(), r.upper()))
                        .orElse(""));
        String margin = percent(ratio / budget.factor() - 1);
        if (ratio >= budget.factor()) {
            return new Verdict(Verdict.Outcome.PASSED, line(metric.label(), figure, limit, margin, budget));
        }
        if (metric.timed() && ratio >= budget.factor() * (1 - NOISE)) {
            return new Verdict(Verdict.Outcome.PASSED, line(metric.label(), figure, limit,
                    margin + String.format(Locale.ROOT, " within the %.0f %% that equal codecs measure apart, passed", 100 * NOISE), budget));
        }
        double upper = paired.map(Statistics::upper).orElse(b.upper() / a.lower());
        if (metric.timed() && upper >= budget.factor()) {
            return new Verdict(Verdict.Outcome.NOT_CLEARLY_OVER, line(metric.label(), figure, limit,
                    margin + " but the rounds reach the budget, not failed", budget));
        }
        return failedUnlessUntrusted(metric, result, line(metric.label(), figure, limit, margin, budget));
    }

    /**
     * The other codec's time over this one's, round by round, with its interval at
     * {@link Statistics#VERDICT_CONFIDENCE}: where both were measured together, each round pairs two batches taken
     * within milliseconds, and what slows the machine slows both.
     */
    private static Optional<Statistics> pairedRatio(Metric metric, SerializationResult<?> result, SerializationResult<?> other) {
        Optional<Rounds> mine = metric.measurement(result).map(Measurement::rounds);
        Optional<Rounds> theirs = metric.measurement(other).map(Measurement::rounds);
        if (mine.isEmpty() || theirs.isEmpty() || !mine.get().pairsWith(theirs.get())) {
            return Optional.empty();
        }
        return Optional.of(mine.get().pairedRatio(theirs.get()).at(Statistics.VERDICT_CONFIDENCE));
    }

    private static String line(String label, String figure, String limit, String margin, Budget budget) {
        return String.format(Locale.ROOT, "%-22s %s   %s%s   %s", label, figure, limit,
                margin.isEmpty() ? "" : "   " + margin, budget.declaredBy());
    }

    /** {@code 8 412 ns/op (median of 15 samples, ±2.1 %)} or, for exact figures, {@code 612 B}. */
    static String figure(Statistics value, Metric metric) {
        if (value.count() == 1) {
            return amount(value.median(), metric);
        }
        return String.format(Locale.ROOT, "%s (median of %d samples, ±%.1f %%)", amount(value.median(), metric),
                value.count(), 100 * value.relativeError());
    }

    static String amount(double value, Metric metric) {
        return Numbers.figure(value) + " " + metric.unit();
    }

    private static String percent(double change) {
        return String.format(Locale.ROOT, "%+.1f %%", 100 * change);
    }
}
