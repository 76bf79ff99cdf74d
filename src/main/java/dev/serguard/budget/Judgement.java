package dev.serguard.budget;

import dev.serguard.SerializationResult;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Rounds;
import dev.serguard.measure.Statistics;

import java.util.Optional;

/** The arithmetic of budget verdicts; {@link VerdictFormat} words them. See {@link Budget}. */
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
        Verdict.Limit limit = new Verdict.Limit.AtMost(budget.max());
        Optional<Statistics> measured = metric.read(result);
        if (measured.isEmpty()) {
            return verdict(budget, Verdict.Status.FAILED, Double.NaN, budget.max(), limit, new Verdict.Measured.Missing(Optional.empty()),
                    Optional.empty());
        }
        Statistics value = measured.get();
        Verdict.Measured figure = new Verdict.Measured.Value(value);
        if (value.median() <= budget.max()) {
            return verdict(budget, Verdict.Status.PASSED, value.median(), budget.max(), limit, figure, Optional.empty());
        }
        if (metric.timed() && value.lower() <= budget.max()) {
            return verdict(budget, Verdict.Status.NOT_CLEARLY_OVER, value.median(), budget.max(), limit, figure, Optional.empty());
        }
        return failedUnlessUntrusted(budget, result, value.median(), budget.max(), limit, figure);
    }

    // A time measured under an agent, a debugger or before the compiled state means nothing: report it, do not fail on it.
    private static Verdict failedUnlessUntrusted(Budget budget, SerializationResult<?> result, double value, double expected,
                                                 Verdict.Limit limit, Verdict.Measured measured) {
        Optional<String> distrust = budget.metric().distrust(result);
        return verdict(budget, distrust.isPresent() ? Verdict.Status.UNTRUSTED : Verdict.Status.FAILED, value, expected, limit, measured,
                distrust.map(reason -> "times are not trusted here: " + reason));
    }

    private static Verdict verdict(Budget budget, Verdict.Status outcome, double value, double expected, Verdict.Limit limit,
                                   Verdict.Measured measured, Optional<String> reason) {
        return new Verdict(budget.metric(), outcome, value, expected, limit, measured, new Verdict.Source.Declared(budget.declaredBy()), reason,
                false);
    }

    static Verdict relative(Budget.Relative budget, SerializationResult<?> result, Optional<? extends SerializationResult<?>> other) {
        Metric metric = budget.metric();
        Verdict.Limit limit = new Verdict.Limit.TimesBetter(budget.factor(), budget.than());
        Optional<Statistics> mine = metric.read(result);
        Optional<Statistics> theirs = other.flatMap(metric::read);
        if (mine.isEmpty() || theirs.isEmpty()) {
            String missing = mine.isEmpty() ? result.codec() : budget.than();
            return verdict(budget, Verdict.Status.FAILED, Double.NaN, budget.factor(), limit, new Verdict.Measured.Missing(Optional.of(missing)),
                    Optional.empty());
        }
        Statistics a = mine.get();
        Statistics b = theirs.get();
        Optional<Statistics> paired = metric.timed() ? pairedRatio(metric, result, other.get()) : Optional.empty();
        double ratio = paired.map(Statistics::median).orElse(b.median() / a.median());
        Verdict.Measured figure = new Verdict.Measured.Versus(result.codec(), a.median(), budget.than(), b.median(), ratio, paired);
        if (ratio >= budget.factor() || metric.timed() && ratio >= budget.factor() * (1 - NOISE)) {
            return verdict(budget, Verdict.Status.PASSED, ratio, budget.factor(), limit, figure, Optional.empty());
        }
        double upper = paired.map(Statistics::upper).orElse(b.upper() / a.lower());
        if (metric.timed() && upper >= budget.factor()) {
            return verdict(budget, Verdict.Status.NOT_CLEARLY_OVER, ratio, budget.factor(), limit, figure, Optional.empty());
        }
        return failedUnlessUntrusted(budget, result, ratio, budget.factor(), limit, figure);
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
}
