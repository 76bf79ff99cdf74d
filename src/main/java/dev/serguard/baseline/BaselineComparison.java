package dev.serguard.baseline;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineVerdict.Outcome;
import dev.serguard.budget.Metric;
import dev.serguard.measure.Statistics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Compares a result with its baseline, metric by metric, and words the regression.
 *
 * <pre>{@code
 * List<BaselineVerdict> verdicts = BaselineComparison.compare(result, "orders", baseline, BaselineKey.current(BaselineKey.Mode.QUICK),
 *         "src/test/resources/serguard/OrderTests.json", Thresholds.DEFAULTS, Optional.of(calibration));
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
 *
 * <p>Times and allocation depend on the JDK, the garbage collector and the mode
 * ({@link BaselineKey}): they are compared only with figures recorded under this run's key.
 * Sizes do not, and are compared with the figures of any key, this run's first.
 */
public final class BaselineComparison {

    /** Less than this is not an improvement worth recording, whatever the threshold: allocation and time jitter that much. */
    static final double MIN_IMPROVEMENT = 0.02;

    private BaselineComparison() {
    }

    /**
     * One verdict per metric measured in {@code result}. Sizes are compared with the entry
     * recorded under {@code here}, else under the key of the nearest JDK: they do not depend on
     * the JVM. Times and allocation are compared only with entries recorded under {@code here};
     * recorded under other keys only, they are {@link Outcome#NOT_COMPARED}, with a line that
     * says why and what to do.
     *
     * @param test        the test method's name
     * @param here        this run's JDK, garbage collector and mode
     * @param source      where the baseline was read from, as messages show it
     * @param calibration this run's, for times
     */
    public static List<BaselineVerdict> compare(SerializationResult<?> result, String test, Baseline baseline, BaselineKey here,
                                                String source, Thresholds thresholds, Optional<Calibration> calibration) {
        List<BaselineVerdict> verdicts = new ArrayList<>();
        for (Metric metric : Metric.values()) {
            Optional<Statistics> now = metric.read(result);
            if (now.isEmpty()) {
                continue;
            }
            double allowed = thresholds.percentFor(metric) / 100;
            List<BaselineKey> keys = baseline.keys(test, result.codec(), result.payload().label(), metric);
            if (keys.isEmpty()) {
                verdicts.add(new BaselineVerdict(metric, Outcome.NOT_IN_BASELINE, Double.NaN, Double.NaN, now.get().median(), allowed,
                        String.format(Locale.ROOT, "%-22s not in the baseline   record it with -Dserguard.mode=record   baseline %s",
                                metric.label(), source)));
            } else if (measured(metric) && !(here.known() && keys.contains(here))) {
                verdicts.add(new BaselineVerdict(metric, Outcome.NOT_COMPARED, Double.NaN, Double.NaN, now.get().median(), allowed,
                        String.format(Locale.ROOT, "%-22s not compared: %s   baseline %s", metric.label(), notComparedBecause(keys, here, false),
                                source)));
            } else {
                BaselineKey key = measured(metric) ? here : nearest(keys, here);
                BaselineEntry entry = baseline.entry(test, result.codec(), result.payload().label(), metric, key).orElseThrow();
                String from = key.equals(here) ? source : source + " (" + key.describe() + ")";
                if (metric.timed()) {
                    verdicts.add(time(result, metric, entry, now.get(), allowed, from, calibration));
                } else {
                    // Bytes that vary (a time, a nonce) regress only when even the smallest now is over
                    // the largest recorded, and improve only when even the largest is under the smallest.
                    double nowMin = BaselineEntry.sizeRange(result, metric).map(range -> (double) range[0]).orElse(now.get().median());
                    verdicts.add(exact(metric, entry, now.get().median(), nowMin, allowed, from));
                }
            }
        }
        return verdicts;
    }

    // This run's key; else the same JDK (sizes depend on its libraries, not on the collector or mode); else the nearest, the newer on a tie.
    private static BaselineKey nearest(List<BaselineKey> keys, BaselineKey here) {
        if (keys.contains(here)) {
            return here;
        }
        int jdk = here.jdk().orElse(0);
        return keys.stream().min(Comparator.<BaselineKey>comparingInt(key -> key.jdk().isPresent() ? Math.abs(key.jdk().getAsInt() - jdk) : Integer.MAX_VALUE)
                .thenComparing(key -> -key.jdk().orElse(0))
                .thenComparing(BaselineKey.ORDER)).orElseThrow();
    }

    /**
     * Why a figure recorded only under {@code recorded} is not compared in a run under
     * {@code here}, and what to do: {@code the baseline has it for JDK 25, G1, quick only; this run
     * is JDK 17, G1, quick: record under this JDK (-Dserguard.mode=record) to compare it}.
     *
     * @param plural {@code them} instead of {@code it}, for several figures
     */
    public static String notComparedBecause(List<BaselineKey> recorded, BaselineKey here, boolean plural) {
        String it = plural ? "them" : "it";
        String has = "the baseline has " + it + " for " + recorded.stream().map(BaselineKey::describe).collect(Collectors.joining(" and "))
                + " only; this run is " + here.describe() + ": ";
        // Record mode measures as quick mode does: a full run never finds its own key.
        String quick = here.mode().equals(Optional.of(BaselineKey.Mode.FULL)) ? " and run in quick mode (-Dserguard.mode=quick)" : "";
        boolean olderFile = recorded.stream().anyMatch(key -> !key.known() && couldBe(key, here));
        if (olderFile) {
            return has + "record " + it + " anew (-Dserguard.mode=record)" + quick + " to compare " + it + ", the baseline predates keys";
        }
        boolean sameJvm = recorded.stream().anyMatch(key -> key.jdk().equals(here.jdk()) && key.gc().equals(here.gc()));
        if (sameJvm) {
            return has + (quick.isEmpty() ? "record " + it + " in quick mode (-Dserguard.mode=record) to compare " + it
                    : "run in quick mode (-Dserguard.mode=quick), as record mode measures, to compare " + it);
        }
        List<String> differs = new ArrayList<>();
        if (recorded.stream().noneMatch(key -> key.jdk().equals(here.jdk()))) {
            differs.add("JDK");
        }
        if (recorded.stream().noneMatch(key -> key.gc().equals(here.gc()))) {
            differs.add("garbage collector");
        }
        if (differs.isEmpty()) {
            differs.add("JDK and garbage collector");
        }
        return has + "record under this " + String.join(" and ", differs) + " (-Dserguard.mode=record)" + quick + " to compare " + it;
    }

    // An older file's key, of which a part is unknown, whose known parts are this run's.
    private static boolean couldBe(BaselineKey recorded, BaselineKey here) {
        return (recorded.jdk().isEmpty() || recorded.jdk().equals(here.jdk())) && (recorded.gc().isEmpty() || recorded.gc().equals(here.gc()))
                && (recorded.mode().isEmpty() || recorded.mode().equals(here.mode()) || recorded.mode().equals(Optional.of(BaselineKey.Mode.QUICK)));
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
