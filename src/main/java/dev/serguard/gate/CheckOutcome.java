package dev.serguard.gate;

import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.budget.VerdictFormat;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What one check of one invocation decided: its kind, the decision, the figure it judged (with
 * its interval, its limit and where the limit comes from), the one-line reason the reports show,
 * and, where fresh JVMs decided it, how many of them read it failed.
 *
 * <pre>{@code
 * CheckOutcome check = CheckOutcome.of(verdict, CheckOutcome.Decision.FAILED);
 * check.kind();      // SIZE_BUDGET
 * check.line();      // size  813 B   budget ≤ 100 B …
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.3")
public final class CheckOutcome {

    /** The kinds of check serguard runs on an invocation. */
    public enum Kind {
        ROUND_TRIP("round trip"),
        SIZE_BUDGET("size budget"),
        SPEED_BUDGET("speed budget"),
        ALLOCATION_BUDGET("allocation budget"),
        FASTER_THAN("@FasterThan"),
        SMALLER_THAN("@SmallerThan"),
        BASELINE("baseline"),
        RECORDING("baseline recording"),
        GOLDEN_BYTES("golden bytes"),
        ROBUSTNESS("robustness"),
        UNTRUSTED_TYPES("untrusted types"),
        THREAD_SAFETY("thread safety"),
        UPGRADE_DUET("upgrade duet"),
        FORKED_CHILD("forked child JVM");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        /** How the reports name it: {@code size budget}, {@code @SmallerThan}. */
        public String label() {
            return label;
        }

        /** The kind of check that gave {@code verdict}: a baseline, or a budget by its limit and metric. */
        public static Kind of(Verdict verdict) {
            if (verdict.source() instanceof Verdict.Source.Baseline) {
                return BASELINE;
            }
            Metric metric = verdict.metric();
            if (verdict.limit() instanceof Verdict.Limit.TimesBetter) {
                return metric.timed() ? FASTER_THAN : SMALLER_THAN;
            }
            return metric.timed() ? SPEED_BUDGET : metric.allocation() ? ALLOCATION_BUDGET : SIZE_BUDGET;
        }
    }

    /** What came of the check. */
    public enum Decision {
        /** It failed the invocation. */
        FAILED,
        /** Past its limit, not failed: the data could not carry a verdict; the line says why. */
        WITHHELD,
        /** In doubt in one JVM, passed by the fresh JVMs that measured it again. */
        PASSED,
        /** Not judged in this JVM, which ran serguard's reference workload at another speed than the recording's: other JVMs can. */
        NOT_JUDGED,
        /**
         * Over its threshold in this JVM, and not judged there, as {@link #NOT_JUDGED}: of fresh
         * JVMs that ask others, a time that every one of them read over its threshold, and none
         * passed, fails.
         */
        OVER_NOT_JUDGED,
        /**
         * Over its limit in a fresh JVM measuring for its parent, but not clearly (its rounds reach
         * the limit): that JVM abstains on it, neither confirming nor passing it.
         */
        NOT_CLEARLY_OVER
    }

    /**
     * How fresh JVMs decided a check in doubt.
     *
     * @param measured in how many fresh JVMs it was measured again
     * @param failed   in how many of them it failed
     */
    public record FreshJvms(int measured, int failed) {

        /**
         * Who failed the check, as every report says it: {@code in 2 of 3 fresh JVMs}, {@code in a fresh JVM}, or where none
         * could measure it, {@code in this JVM; no fresh JVM could measure it again}.
         */
        public String failedIn() {
            return measured == 0 ? "in this JVM; no fresh JVM could measure it again" : measured == 1 ? "in a fresh JVM"
                    : "in " + failed + " of " + measured + " fresh JVMs";
        }
    }

    private final Kind kind;
    private final Decision decision;
    private final Optional<Metric> metric;
    private final String line;
    private final Optional<String> detail;
    private final OptionalDouble value;
    private final OptionalDouble lower;
    private final OptionalDouble upper;
    private final OptionalDouble limit;
    private final Optional<String> source;
    private final Optional<FreshJvms> freshJvms;

    /** Built by serguard; a class, not a record, so that a figure added later breaks no user. */
    @API(status = API.Status.INTERNAL, since = "0.3")
    public CheckOutcome(Kind kind, Decision decision, Optional<Metric> metric, String line, Optional<String> detail, OptionalDouble value,
                        OptionalDouble lower, OptionalDouble upper, OptionalDouble limit, Optional<String> source,
                        Optional<FreshJvms> freshJvms) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.decision = Objects.requireNonNull(decision, "decision");
        this.metric = Objects.requireNonNull(metric, "metric");
        this.line = Objects.requireNonNull(line, "line");
        this.detail = Objects.requireNonNull(detail, "detail");
        this.value = Objects.requireNonNull(value, "value");
        this.lower = Objects.requireNonNull(lower, "lower");
        this.upper = Objects.requireNonNull(upper, "upper");
        this.limit = Objects.requireNonNull(limit, "limit");
        this.source = Objects.requireNonNull(source, "source");
        this.freshJvms = Objects.requireNonNull(freshJvms, "freshJvms");
    }

    /** A check without a figure (a round trip, golden bytes, thread safety), with its reason and its whole message. */
    public static CheckOutcome of(Kind kind, Decision decision, String line, Optional<String> detail) {
        return new CheckOutcome(kind, decision, Optional.empty(), line, detail, OptionalDouble.empty(), OptionalDouble.empty(),
                OptionalDouble.empty(), OptionalDouble.empty(), Optional.empty(), Optional.empty());
    }

    /** The check that gave {@code verdict}, decided as {@code decision}: its figure, interval, limit and source. */
    public static CheckOutcome of(Verdict verdict, Decision decision) {
        Optional<Statistics> interval = interval(verdict.measured());
        Verdict.Measured measured = verdict.measured();
        OptionalDouble lower = measured instanceof Verdict.Measured.Change change ? OptionalDouble.of(change.nowMin())
                : interval.map(s -> OptionalDouble.of(s.lower())).orElse(OptionalDouble.empty());
        OptionalDouble upper = measured instanceof Verdict.Measured.Change change ? OptionalDouble.of(change.nowMax())
                : interval.map(s -> OptionalDouble.of(s.upper())).orElse(OptionalDouble.empty());
        String source = verdict.source() instanceof Verdict.Source.Declared declared ? declared.declaredBy()
                : ((Verdict.Source.Baseline) verdict.source()).file();
        return new CheckOutcome(Kind.of(verdict), decision, Optional.of(verdict.metric()), verdict.compactLine(), Optional.empty(),
                finite(verdict.value()), lower, upper, finite(verdict.expected()), Optional.of(source), Optional.empty());
    }

    // The interval of what was measured, where the verdict has one: a figure's, a pair's ratio, a ratio to the reference.
    private static Optional<Statistics> interval(Verdict.Measured measured) {
        if (measured instanceof Verdict.Measured.Value value) {
            return Optional.of(value.value());
        }
        if (measured instanceof Verdict.Measured.Versus versus) {
            return versus.paired();
        }
        if (measured instanceof Verdict.Measured.Ratio ratio) {
            return Optional.of(ratio.ratio());
        }
        return Optional.empty();
    }

    private static OptionalDouble finite(double value) {
        return Double.isFinite(value) ? OptionalDouble.of(value) : OptionalDouble.empty();
    }

    /** The same check, decided as {@code decision} in this JVM. */
    public CheckOutcome decided(Decision decision) {
        return new CheckOutcome(kind, decision, metric, line, detail, value, lower, upper, limit, source, freshJvms);
    }

    /** The same check, decided by fresh JVMs as {@code decision}. */
    public CheckOutcome decidedBy(FreshJvms jvms, Decision decision) {
        return new CheckOutcome(kind, decision, metric, line, detail, value, lower, upper, limit, source, Optional.of(jvms));
    }

    public Kind kind() {
        return kind;
    }

    public Decision decision() {
        return decision;
    }

    public boolean failed() {
        return decision == Decision.FAILED;
    }

    /** The figure judged: empty for a check that judges no figure (a round trip, thread safety). */
    public Optional<Metric> metric() {
        return metric;
    }

    /** Whether it judged a time, which one JVM's compiled code can make slow where the next one's does not. */
    public boolean timed() {
        return metric.filter(Metric::timed).isPresent();
    }

    /** Whether it judged the bytes allocated per operation, which one JVM's compiled code can make more than the next one's. */
    public boolean allocation() {
        return metric.filter(Metric::allocation).isPresent();
    }

    /** The one-line reason, as every report shows it. */
    public String line() {
        return line;
    }

    /** The whole message, where one line cannot say it (a round trip's difference, a thread-safety report). */
    public Optional<String> detail() {
        return detail;
    }

    /** The figure measured, in its metric's unit, or a ratio for a check that judges one. */
    public OptionalDouble value() {
        return value;
    }

    /** The lower end of its interval, where it has one. */
    public OptionalDouble lower() {
        return lower;
    }

    /** The upper end of its interval, where it has one. */
    public OptionalDouble upper() {
        return upper;
    }

    /** What the figure is held to: a budget's maximum or factor, or the recorded figure as this machine would measure it now. */
    public OptionalDouble limit() {
        return limit;
    }

    /** Where the limit comes from: the annotation that declared it, or the baseline file. */
    public Optional<String> source() {
        return source;
    }

    /** How fresh JVMs decided it, where they did. */
    public Optional<FreshJvms> freshJvms() {
        return freshJvms;
    }

    /**
     * Its figure against its limit, in a few words: {@code serialize +40.0 %} against a baseline,
     * {@code serialize 1.08× against 1.20×} for {@code @FasterThan}, {@code serialize 8 412 ns/op
     * against 7 000 ns/op} for a budget; the metric alone where it judged no figure.
     */
    public String gist() {
        String label = metric.map(Metric::label).orElse(kind.label());
        if (metric.isEmpty() || value.isEmpty() || limit.isEmpty()) {
            return label;
        }
        double figure = value.getAsDouble();
        double against = limit.getAsDouble();
        return switch (kind) {
            case BASELINE -> String.format(Locale.ROOT, "%s %+.1f %%", label, 100 * (figure / against - 1));
            case FASTER_THAN, SMALLER_THAN -> String.format(Locale.ROOT, "%s %.2f× against %.2f×", label, figure, against);
            default -> label + " " + VerdictFormat.amount(figure, metric.get()) + " against " + VerdictFormat.amount(against, metric.get());
        };
    }

    /** {@code size budget: size 813 B …}: the reason with the kind of check it comes from. */
    public String labelled() {
        return kind.label() + ": " + line;
    }

    Map<String, Object> toTree() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("kind", kind.name());
        tree.put("decision", decision.name());
        metric.ifPresent(m -> tree.put("metric", m.name()));
        tree.put("line", line);
        detail.ifPresent(d -> tree.put("detail", d));
        put(tree, "value", value);
        put(tree, "lower", lower);
        put(tree, "upper", upper);
        put(tree, "limit", limit);
        source.ifPresent(s -> tree.put("source", s));
        freshJvms.ifPresent(jvms -> tree.put("freshJvms", List.of(jvms.measured(), jvms.failed())));
        return tree;
    }

    private static void put(Map<String, Object> tree, String key, OptionalDouble figure) {
        figure.ifPresent(f -> tree.put(key, f));
    }

    static CheckOutcome fromTree(Map<?, ?> tree) {
        Optional<FreshJvms> jvms = tree.get("freshJvms") instanceof List<?> pair
                ? Optional.of(new FreshJvms(((Number) pair.get(0)).intValue(), ((Number) pair.get(1)).intValue())) : Optional.empty();
        return new CheckOutcome(Kind.valueOf(string(tree, "kind")), Decision.valueOf(string(tree, "decision")),
                Optional.ofNullable((String) tree.get("metric")).map(Metric::valueOf), string(tree, "line"),
                Optional.ofNullable((String) tree.get("detail")), number(tree, "value"), number(tree, "lower"), number(tree, "upper"),
                number(tree, "limit"), Optional.ofNullable((String) tree.get("source")), jvms);
    }

    private static String string(Map<?, ?> tree, String key) {
        if (!(tree.get(key) instanceof String text)) {
            throw new IllegalArgumentException("a check's outcome without " + key + ": " + tree);
        }
        return text;
    }

    private static OptionalDouble number(Map<?, ?> tree, String key) {
        return tree.get(key) instanceof Number n ? OptionalDouble.of(n.doubleValue()) : OptionalDouble.empty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof CheckOutcome that && kind == that.kind && decision == that.decision && metric.equals(that.metric)
                && line.equals(that.line) && detail.equals(that.detail) && value.equals(that.value) && lower.equals(that.lower)
                && upper.equals(that.upper) && limit.equals(that.limit) && source.equals(that.source) && freshJvms.equals(that.freshJvms);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, decision, metric, line, detail, value, lower, upper, limit, source, freshJvms);
    }

    @Override
    public String toString() {
        return decision.name().toLowerCase(Locale.ROOT) + " " + labelled();
    }
}
