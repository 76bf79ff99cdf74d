package dev.serguard.baseline;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineVerdict.Outcome;
import dev.serguard.budget.Metric;
import dev.serguard.measure.Statistics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Compares a result with its baseline, metric by metric, and words the regression.
 *
 * <pre>{@code
 * List<BaselineVerdict> verdicts = BaselineComparison.compare(result, "orders", baseline, "src/test/resources/serguard/OrderTests.json",
 *         Thresholds.DEFAULTS, Optional.of(calibration));
 * BaselineComparison.failureMessage(result, verdicts).ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 *
 * <p>Sizes are exact: over the threshold (by default, any growth) is a regression. Allocation is
 * nearly exact and compared by its median. A time is first brought to this machine's speed (the
 * recorded time × this run's calibration / the recorded calibration); it regresses only when its
 * median is past the threshold and the lower end of its confidence interval is past both the
 * threshold and the upper end of the baseline's interval, and only where times are trusted.
 * Even so, a whole measurement can be slower than the last (a neighbour's burst of work, a GC of
 * someone else's garbage) while its samples agree with each other, and on a busy machine a short
 * warm-up can end before the JIT's top tier has compiled the codec, whose allocation then still
 * includes what escape analysis would remove; so a time or an allocation that looks regressed is
 * measured again ({@link #confirm}) and fails only if it regressed both times. Improvements beyond
 * the threshold (for sizes, any) are reported so that the baseline can be recorded anew.
 */
public final class BaselineComparison {

    /** Less than this is not an improvement worth recording, whatever the threshold: allocation and time jitter that much. */
    static final double MIN_IMPROVEMENT = 0.02;

    private BaselineComparison() {
    }

    /**
     * One verdict per metric measured in {@code result}.
     *
     * @param test        the test method's name
     * @param source      where the baseline was read from, as messages show it
     * @param calibration this run's, for times
     */
    public static List<BaselineVerdict> compare(SerializationResult<?> result, String test, Baseline baseline, String source,
                                                Thresholds thresholds, Optional<Calibration> calibration) {
        List<BaselineVerdict> verdicts = new ArrayList<>();
        for (Metric metric : Metric.values()) {
            Optional<Statistics> now = metric.read(result);
            if (now.isEmpty()) {
                continue;
            }
            double allowed = thresholds.percentFor(metric) / 100;
            Optional<BaselineEntry> entry = baseline.entry(test, result.codec(), result.payload().label(), metric);
            if (entry.isEmpty()) {
                verdicts.add(new BaselineVerdict(metric, Outcome.NOT_IN_BASELINE, Double.NaN, Double.NaN, now.get().median(), allowed,
                        String.format(Locale.ROOT, "%-22s not in the baseline   record it with -Dserguard.mode=record   baseline %s",
                                metric.label(), source)));
            } else if (metric.timed()) {
                verdicts.add(time(result, metric, entry.get(), now.get(), allowed, source, calibration));
            } else {
                // Bytes that vary (a time, a nonce) regress only when even the smallest now is over
                // the largest recorded, and improve only when even the largest is under the smallest.
                double nowMin = BaselineEntry.sizeRange(result, metric).map(range -> (double) range[0]).orElse(now.get().median());
                verdicts.add(exact(metric, entry.get(), now.get().median(), nowMin, allowed, source));
            }
        }
        return verdicts;
    }

    /**
     * Whether a time or an allocation regressed: then measure again, and {@link #confirm} with the
     * second measurement's verdicts.
     */
    public static boolean needsConfirmation(List<BaselineVerdict> verdicts) {
        return verdicts.stream().anyMatch(v -> v.failed() && measured(v.metric()));
    }

    /**
     * The verdicts of a first measurement, with each time or allocation that regressed replaced
     * by its verdict in a second measurement of the same codec and payload: it fails only if it
     * regressed in both, and then with the lower of the two figures.
     */
    public static List<BaselineVerdict> confirm(List<BaselineVerdict> first, List<BaselineVerdict> second) {
        List<BaselineVerdict> confirmed = new ArrayList<>();
        for (BaselineVerdict verdict : first) {
            Optional<BaselineVerdict> again = second.stream().filter(v -> v.metric() == verdict.metric()).findFirst();
            if (!verdict.failed() || !measured(verdict.metric()) || again.isEmpty()) {
                confirmed.add(verdict);
            } else if (!again.get().failed()) {
                confirmed.add(again.get());
            } else {
                BaselineVerdict lower = again.get().now() < verdict.now() ? again.get() : verdict;
                confirmed.add(new BaselineVerdict(lower.metric(), lower.outcome(), lower.baseline(), lower.expected(), lower.now(),
                        lower.allowed(), lower.line() + "   in two measurements"));
            }
        }
        return confirmed;
    }

    // Sizes are exact; what the timing engine measured can differ from one measurement to the next.
    private static boolean measured(Metric metric) {
        return metric != Metric.SIZE && metric != Metric.DEFLATED_SIZE;
    }

    /**
     * {@code Baseline regression for kryo · SMALL (Order)} and a line per regressed metric; empty
     * when none regressed.
     */
    public static Optional<String> failureMessage(SerializationResult<?> result, List<BaselineVerdict> verdicts) {
        List<String> failed = verdicts.stream().filter(BaselineVerdict::failed).map(BaselineVerdict::line).toList();
        if (failed.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of("Baseline regression for " + result.title() + "\n  " + String.join("\n  ", failed));
    }

    private static BaselineVerdict exact(Metric metric, BaselineEntry entry, double now, double nowMin, double allowed, String source) {
        double base = entry.value();
        boolean size = metric == Metric.SIZE || metric == Metric.DEFLATED_SIZE;
        boolean varies = entry.lower() < base || nowMin < now;
        String line = String.format(Locale.ROOT, "%-22s %s → %s", metric.label(), range(metric, entry.lower(), base), range(metric, nowMin, now));
        Outcome outcome;
        if (nowMin > base * (1 + allowed) + 1e-9) {
            outcome = Outcome.REGRESSED;
        } else if (size && varies ? now < entry.lower() : size ? now < base : now < base * (1 - Math.max(allowed, MIN_IMPROVEMENT))) {
            outcome = Outcome.IMPROVED;
        } else {
            outcome = Outcome.UNCHANGED;
        }
        return verdict(metric, outcome, base, base, now, allowed, line, source, "");
    }

    // 412 B, or 404 B to 412 B for bytes that vary
    private static String range(Metric metric, double min, double max) {
        return min < max ? metric.amount(min).replace(" " + metric.unit(), "") + " to " + metric.amount(max) : metric.amount(max);
    }

    private static BaselineVerdict time(SerializationResult<?> result, Metric metric, BaselineEntry entry, Statistics now, double allowed,
                                        String source, Optional<Calibration> calibration) {
        // Scale the recorded figures to this machine; without both calibrations, compare as recorded.
        boolean calibrated = calibration.isPresent() && entry.calibration().isPresent();
        double slower = calibrated ? calibration.get().relativeTo(entry.calibration().getAsDouble()) : 1;
        double expected = entry.value() * slower;
        double expectedUpper = entry.upper() * slower;
        double expectedLower = entry.lower() * slower;
        String baseline = metric.amount(entry.value()) + (calibrated ? " (" + metric.amount(expected) + " on this machine)" : "");
        String line = String.format(Locale.ROOT, "%-22s %s → %s (median of %d samples, ±%.1f %%)", metric.label(), baseline,
                metric.amount(now.median()), now.count(), 100 * now.relativeError());
        double limit = expected * (1 + allowed);
        double better = expected * (1 - Math.max(allowed, MIN_IMPROVEMENT));
        if (now.median() <= limit) {
            // A time taken under an agent (JaCoCo) or before steady state, now or when recorded, is
            // no gain to keep: never advise recording it.
            boolean trusted = metric.distrust(result).isEmpty() && entry.untrusted().isEmpty();
            boolean improved = trusted && now.median() < better && now.upper() < Math.min(better, expectedLower);
            return verdict(metric, improved ? Outcome.IMPROVED : Outcome.UNCHANGED, entry.value(), expected, now.median(), allowed, line, source, "");
        }
        if (now.lower() <= Math.max(limit, expectedUpper)) {
            return verdict(metric, Outcome.NOT_CLEARLY_WORSE, entry.value(), expected, now.median(), allowed, line, source,
                    "   but its interval reaches the baseline's, not failed");
        }
        Optional<String> distrust = metric.distrust(result).map(reason -> "times are not trusted here: " + reason)
                .or(() -> entry.untrusted().map(reason -> "the baseline's times were not trusted when recorded: " + reason));
        if (distrust.isPresent()) {
            return verdict(metric, Outcome.UNTRUSTED, entry.value(), expected, now.median(), allowed, line, source,
                    "   not failed, " + distrust.get());
        }
        return verdict(metric, Outcome.REGRESSED, entry.value(), expected, now.median(), allowed, line, source, "");
    }

    private static BaselineVerdict verdict(Metric metric, Outcome outcome, double baseline, double expected, double now, double allowed,
                                           String figures, String source, String suffix) {
        BaselineVerdict draft = new BaselineVerdict(metric, outcome, baseline, expected, now, allowed, "");
        String note = outcome == Outcome.IMPROVED ? "   improved: record the baseline anew (-Dserguard.mode=record) to keep the gain" : suffix;
        String line = figures + "   " + percent(draft.change()) + "   allowed " + percent(allowed) + "   baseline " + source + note;
        return new BaselineVerdict(metric, outcome, baseline, expected, now, allowed, line);
    }

    private static String percent(double change) {
        return Double.isInfinite(change) ? "+∞ %" : String.format(Locale.ROOT, "%+.1f %%", 100 * change);
    }
}
