package dev.serguard.budget;

import dev.serguard.budget.Verdict.Limit;
import dev.serguard.budget.Verdict.Measured;
import dev.serguard.budget.Verdict.Status;
import dev.serguard.budget.Verdict.Source;
import dev.serguard.measure.Statistics;
import dev.serguard.internal.Numbers;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Words verdicts, of budgets and of baselines alike: the one place their lines are written.
 *
 * <pre>{@code
 * VerdictFormat.failureMessage("Serialization budget exceeded for", result.title(), verdicts)
 *         .ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 *
 * <p>A budget's line: {@code deserialize   8 412 ns/op (median of 15 samples, ±2.1 %)   budget ≤ 7 000 ns/op   +20.2 %   @SpeedBudget(…) on OrderTests.orders};
 * a baseline's: {@code size   312 B → 412 B   +32.1 %   allowed +0.0 %   baseline OrderTests.json}.
 * Either ends with why a verdict was withheld, and with {@code in two measurements} when a second
 * measurement confirmed it.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class VerdictFormat {

    /** How a line is laid out. */
    public enum Layout {
        /** Metric in a column, parts three spaces apart: one line of a failure message under the others. */
        ALIGNED("   "),
        /** Parts two spaces apart and no padding: a line that reads alone, in a summary or a report. */
        COMPACT("  "),
        /**
         * As {@link #ALIGNED}, for a failure message: a baseline's time names its figures, their
         * rounds' interval and its threshold, and leaves how the reference ran to the reports and
         * the baseline file to the message's last line ({@link #lines}).
         */
        MESSAGE("   ");

        private final String gap;

        Layout(String gap) {
            this.gap = gap;
        }
    }

    private static final int LABEL_WIDTH = 22;

    private VerdictFormat() {
    }

    /**
     * {@code heading title} and a line per failed verdict, e.g. {@code Serialization budget
     * exceeded for kryo · LARGE (Order)}; empty when none failed.
     */
    public static Optional<String> failureMessage(String heading, String title, List<Verdict> verdicts) {
        List<Verdict> failed = verdicts.stream().filter(Verdict::failed).toList();
        if (failed.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(heading + " " + title + "\n" + lines(failed));
    }

    /**
     * The lines of {@code verdicts} in a failure message, indented, each as {@link Layout#MESSAGE}
     * lays it out; then, where a baseline's time left its file out, {@code   baseline OrderTests.json}.
     */
    public static String lines(List<Verdict> verdicts) {
        String lines = verdicts.stream().map(verdict -> "  " + line(verdict, Layout.MESSAGE)).collect(Collectors.joining("\n"));
        return verdicts.stream().filter(VerdictFormat::brief).findFirst().map(v -> lines + "\n  baseline " + source(v.source())).orElse(lines);
    }

    // A baseline's time in a failure message: its figures without how the reference ran, its file on the message's last line.
    private static boolean brief(Verdict verdict) {
        return verdict.source() instanceof Source.Baseline && verdict.measured() instanceof Measured.Ratio
                && verdict.outcome() != Status.NOT_IN_BASELINE && verdict.outcome() != Status.NOT_COMPARED;
    }

    /** The verdict's line. */
    public static String line(Verdict verdict, Layout layout) {
        String gap = layout.gap;
        StringBuilder line = new StringBuilder(label(verdict.metric(), layout));
        if (verdict.source() instanceof Source.Declared declared) {
            line.append(figures(verdict, layout)).append(gap).append(limit(verdict));
            if (!(verdict.measured() instanceof Measured.Missing)) {
                line.append(gap).append(percent(verdict.change())).append(budgetNote(verdict));
            }
            boolean restated = layout == Layout.MESSAGE && verdict.limit() instanceof Limit.TimesBetter;
            line.append(gap).append(restated ? briefDeclaration(declared.declaredBy()) : declared.declaredBy());
        } else {
            boolean brief = layout == Layout.MESSAGE && brief(verdict);
            switch (verdict.outcome()) {
                case NOT_IN_BASELINE -> line.append("not in the baseline").append(gap).append("record it with -Dserguard.mode=record");
                case NOT_COMPARED -> line.append("not compared: ").append(verdict.reason().orElse(""));
                default -> line.append(brief ? briefRatio(verdict) : figures(verdict, layout)).append(gap).append(percent(verdict.change()))
                        .append(gap).append(limit(verdict));
            }
            if (!brief) {
                line.append(gap).append("baseline ").append(source(verdict.source()));
            }
            if (verdict.outcome() == Status.IMPROVED) {
                line.append(gap).append("improved: record the baseline anew (-Dserguard.mode=record) to keep the gain");
            } else if (verdict.outcome() == Status.NOT_CLEARLY_OVER) {
                line.append(gap).append("but its rounds reach the threshold, not failed");
            } else if (verdict.outcome() == Status.SHOWN) {
                line.append(gap).append("shown, not judged: ").append(verdict.reason().orElse(""));
            }
        }
        if (verdict.outcome() == Status.UNTRUSTED) {
            line.append(gap).append("not failed, ").append(verdict.reason().orElse(""));
        }
        if (verdict.confirmed()) {
            line.append(gap).append("in two measurements");
        }
        return line.toString();
    }

    /** The metric as a failure message's line starts with it, after its indent: in a column of its own. */
    public static String alignedLabel(Metric metric) {
        return String.format(Locale.ROOT, "%-" + LABEL_WIDTH + "s ", metric.label());
    }

    // The metric in a column of its own when aligned; alone, two spaces after it, as long a name as one space.
    private static String label(Metric metric, Layout layout) {
        String padded = alignedLabel(metric);
        return layout != Layout.COMPACT || padded.length() - metric.label().length() < 3 ? padded : metric.label() + "  ";
    }

    private static String budgetNote(Verdict verdict) {
        boolean versus = verdict.measured() instanceof Measured.Versus;
        if (verdict.outcome() == Status.NOT_CLEARLY_OVER) {
            return versus ? " but the rounds reach the budget, not failed" : " but its interval reaches the budget, not failed";
        }
        if (verdict.outcome() == Status.PASSED && versus && verdict.value() < verdict.expected()) {
            return String.format(Locale.ROOT, " within the %.0f %% that equal codecs measure apart, passed", 100 * Judgement.NOISE);
        }
        return "";
    }

    // @FasterThan on OrderTests.orders: in a message, a relation without its attributes, which the line's figures and limit say.
    private static String briefDeclaration(String declaredBy) {
        return declaredBy.replaceFirst("^(@\\w+)\\(.*\\)( on \\S+)$", "$1$2");
    }

    private static String figures(Verdict verdict, Layout layout) {
        Metric metric = verdict.metric();
        Measured measured = verdict.measured();
        if (measured instanceof Measured.Missing missing) {
            return missing.codec().map(codec -> codec + " has no " + metric.label()
                    + " figure to compare (it failed, was skipped or was not timed)").orElse("not measured");
        }
        if (measured instanceof Measured.Value value) {
            return figure(value.value(), metric);
        }
        if (measured instanceof Measured.Versus versus) {
            return String.format(Locale.ROOT, "%s %s vs %s %s: %.2f× %s%s", versus.codec(), amount(versus.mine(), metric), versus.than(),
                    amount(versus.theirs(), metric), versus.ratio(), better(metric),
                    versus.paired().map(r -> layout == Layout.MESSAGE ? String.format(Locale.ROOT, " (%.2f× to %.2f×)", r.lower(), r.upper())
                            : String.format(Locale.ROOT, " (median of %d paired rounds, %.2f× to %.2f×)", r.count(), r.lower(), r.upper())).orElse(""));
        }
        if (measured instanceof Measured.Change change) {
            return range(metric, change.recordedMin(), change.recordedMax()) + " → " + range(metric, change.nowMin(), change.nowMax());
        }
        Measured.Ratio ratio = (Measured.Ratio) measured;
        Statistics now = ratio.ratio();
        // Said only where the adjustment shows in the figures.
        Optional<Measured.Adjusted> atSpeed = ratio.atSpeed().filter(at -> !ratioText(at.measuredRatio()).equals(ratioText(now.median())));
        String adjusted = atSpeed.map(at -> String.format(Locale.ROOT, "; the reference took %.2f× its recorded time%s, %s as measured",
                at.referenceTimes(), at.withinSpread() ? ", within its own spread: not the machine's speed"
                        : at.neighbourCores().isPresent() ? String.format(Locale.ROOT, " beside other processes that kept %.1f cores busy,"
                        + " which slow a codec as they slow the reference", at.neighbourCores().getAsDouble()) : "",
                ratioText(at.measuredRatio()))).orElse("");
        // Where the two readings disagree, the line says which way each went: the verdict follows the ratio.
        String disagree = ratio.now() < ratio.recorded() && now.median() > ratio.recordedRatio()
                ? "; faster than recorded in ns/op, but the reference workload sped up more: judged relative to it" : "";
        return String.format(Locale.ROOT, "%s → %s, %s → %s of the reference%s (median of %d rounds, %s to %s%s%s)", amount(ratio.recorded(), metric),
                amount(ratio.now(), metric), ratioText(ratio.recordedRatio()), ratioText(now.median()),
                atSpeed.isPresent() ? " at the recorded speed" : "", now.count(), ratioText(now.lower()), ratioText(now.upper()), adjusted, disagree);
    }

    // 1 689 → 4 323 ns/op, 1.809 → 4.623 of the reference (4.347 to 4.960): the ratio judged, with its rounds' interval.
    private static String briefRatio(Verdict verdict) {
        Measured.Ratio ratio = (Measured.Ratio) verdict.measured();
        Statistics now = ratio.ratio();
        String disagree = ratio.now() < ratio.recorded() && now.median() > ratio.recordedRatio() ? "; faster in ns/op, slower against the reference" : "";
        return String.format(Locale.ROOT, "%s → %s, %s → %s of the reference (%s to %s%s)", Numbers.figure(ratio.recorded()),
                amount(ratio.now(), verdict.metric()), ratioText(ratio.recordedRatio()), ratioText(now.median()), ratioText(now.lower()),
                ratioText(now.upper()), disagree);
    }

    private static String limit(Verdict verdict) {
        Limit limit = verdict.limit();
        if (limit instanceof Limit.AtMost atMost) {
            return "budget ≤ " + amount(atMost.max(), verdict.metric());
        }
        if (limit instanceof Limit.TimesBetter better) {
            return String.format(Locale.ROOT, "budget ≥ %.2f× %s than %s", better.factor(), better(verdict.metric()), better.than());
        }
        Limit.Allowed allowed = (Limit.Allowed) limit;
        return "allowed " + percent(allowed.fraction()) + (allowed.recordedError().isPresent() ? String.format(Locale.ROOT,
                " (widened: recorded to ±%.1f %%)", 100 * allowed.recordedError().getAsDouble()) : "");
    }

    private static String source(Source source) {
        if (source instanceof Source.Baseline baseline) {
            return baseline.file() + baseline.recordedUnder().map(key -> " (" + key + ")").orElse("");
        }
        return ((Source.Declared) source).declaredBy();
    }

    private static String better(Metric metric) {
        return metric.timed() ? "faster" : "smaller";
    }

    /**
     * {@code 8 412 ns/op (median of 15 samples, ±2.1 %)}, or {@code -1.2/+34.2 %} where the
     * interval's ends lie unevenly ({@link Statistics#relativeInterval()}); for exact figures, {@code 612 B}.
     */
    public static String figure(Statistics value, Metric metric) {
        if (value.count() == 1) {
            return amount(value.median(), metric);
        }
        return String.format(Locale.ROOT, "%s (median of %d samples, %s)", amount(value.median(), metric), value.count(), value.relativeInterval());
    }

    /** {@code 8 412 ns/op}, {@code 612 B}, {@code 12.5 B/op}: a figure in the metric's unit. */
    public static String amount(double value, Metric metric) {
        return Numbers.figure(value) + " " + metric.unit();
    }

    // 412 B, or 404 B to 412 B for bytes that vary
    private static String range(Metric metric, double min, double max) {
        return min < max ? amount(min, metric).replace(" " + metric.unit(), "") + " to " + amount(max, metric) : amount(max, metric);
    }

    private static String ratioText(double ratio) {
        return String.format(Locale.ROOT, "%.3f", ratio);
    }

    /** {@code +20.2 %}; {@code +∞ %} from nothing. */
    public static String percent(double change) {
        return Double.isInfinite(change) ? "+∞ %" : String.format(Locale.ROOT, "%+.1f %%", 100 * change);
    }
}
