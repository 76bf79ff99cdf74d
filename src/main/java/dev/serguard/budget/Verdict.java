package dev.serguard.budget;

import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * How one figure of a result fared against what it was held to: a budget declared on the test
 * (an annotation, an AssertJ assertion) or a recorded baseline. Budgets and baselines judge; this
 * one model carries their verdicts, and {@link VerdictFormat} words every one of them, so that a
 * failure message, a report entry and a report read alike.
 *
 * <pre>{@code
 * Verdict verdict = budget.judge(result, otherCodec -> Optional.empty());
 * if (verdict.warning()) {
 *     System.out.println("not failed: " + verdict.line());
 * }
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Verdict {

    private final Metric metric;
    private final Status outcome;
    private final double value;
    private final double expected;
    private final Limit limit;
    private final Measured measured;
    private final Source source;
    private final Optional<String> reason;
    private final boolean confirmed;
    private final boolean atAnotherSpeed;

    /** Built by serguard; a class, not a record, so that a figure added later breaks no user. */
    @API(status = INTERNAL, since = "0.1")
    public Verdict(Metric metric, Status outcome, double value, double expected, Limit limit, Measured measured, Source source,
                   Optional<String> reason, boolean confirmed) {
        this(metric, outcome, value, expected, limit, measured, source, reason, confirmed, false);
    }

    /**
     * Built by serguard: {@code atAnotherSpeed} for a baseline's time withheld because this JVM ran
     * serguard's reference workload at a very different speed from the recording's, which another JVM can judge.
     */
    @API(status = INTERNAL, since = "0.3")
    public Verdict(Metric metric, Status outcome, double value, double expected, Limit limit, Measured measured, Source source,
                   Optional<String> reason, boolean confirmed, boolean atAnotherSpeed) {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(limit, "limit");
        Objects.requireNonNull(measured, "measured");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(reason, "reason");
        this.metric = metric;
        this.outcome = outcome;
        this.value = value;
        this.expected = expected;
        this.limit = limit;
        this.measured = measured;
        this.source = source;
        this.reason = reason;
        this.confirmed = confirmed;
        this.atAnotherSpeed = atAnotherSpeed;
    }

    /** what was judged */
    public Metric metric() {
        return metric;
    }

    /** how it fared; only {@link Status#FAILED} fails */
    public Status outcome() {
        return outcome;
    }

    /** the figure judged: a median, a ratio of two codecs, or (against a baseline) the figure now, for a time scaled by the reference workload; {@code NaN} when there was none */
    public double value() {
        return value;
    }

    /** what {@code value} is held to: a budget's maximum or factor, or the recorded figure as this machine would measure it now; {@code NaN} when there was none */
    public double expected() {
        return expected;
    }

    /** the limit as declared: at most a figure, a factor better than another codec, or the growth a baseline allows */
    public Limit limit() {
        return limit;
    }

    /** the figures behind {@code value}, with their interval where they have one */
    public Measured measured() {
        return measured;
    }

    /** where the limit comes from: the budget's declaration or the baseline file */
    public Source source() {
        return source;
    }

    /** why the verdict was withheld ({@link Status#UNTRUSTED}) or the figure not compared ({@link Status#NOT_COMPARED}); empty otherwise */
    public Optional<String> reason() {
        return reason;
    }

    /** whether a second measurement gave the same verdict (a time or an allocation judged twice before it fails) */
    public boolean confirmed() {
        return confirmed;
    }

    /**
     * whether it is a baseline's time withheld because this JVM ran serguard's reference workload
     * at a very different speed from the recording's: not judged here, another JVM can judge it
     */
    public boolean atAnotherSpeed() {
        return atAnotherSpeed;
    }


    /**
     * The outcomes. {@link #NOT_CLEARLY_OVER} and {@link #UNTRUSTED} are withheld verdicts: past
     * the limit, reported, not failed. {@link #IMPROVED}, {@link #NOT_IN_BASELINE} and
     * {@link #NOT_COMPARED} (a figure the baseline has only for another JDK, garbage collector or
     * mode) only come from baselines; so does {@link #SHOWN}, a baseline's time shown, not judged,
     * where another gate judged the time (the pair with the base of a change, in the same JVM).
     */
    public enum Status { PASSED, IMPROVED, NOT_CLEARLY_OVER, UNTRUSTED, FAILED, NOT_IN_BASELINE, NOT_COMPARED, SHOWN }

    /** What a figure is held to. */
    public sealed interface Limit permits Limit.AtMost, Limit.TimesBetter, Limit.Allowed {

        /** {@code metric ≤ max}. */
        record AtMost(double max) implements Limit {
        }

        /** {@code factor} times better (faster, smaller) than the codec {@code than}. */
        record TimesBetter(double factor, String than) implements Limit {
            public TimesBetter {
                Objects.requireNonNull(than, "than");
            }
        }

        /**
         * No more than {@code fraction} worse than the baseline: 0.15 for +15 %; {@code recordedError}
         * where the recording knew the time only to that (±0.06), which widened the threshold asked for.
         */
        record Allowed(double fraction, OptionalDouble recordedError) implements Limit {
            public Allowed {
                Objects.requireNonNull(recordedError, "recordedError");
            }

            /** As asked for: not widened. */
            public Allowed(double fraction) {
                this(fraction, OptionalDouble.empty());
            }
        }
    }

    /** The figures behind a verdict, as measured. */
    public sealed interface Measured permits Measured.Missing, Measured.Value, Measured.Versus, Measured.Change, Measured.Ratio {

        /** Nothing to judge: not measured, or {@code codec} had no figure to compare with. */
        record Missing(Optional<String> codec) implements Measured {
            public Missing {
                Objects.requireNonNull(codec, "codec");
            }
        }

        /** One figure: exact (one sample) or a median with its spread. */
        record Value(Statistics value) implements Measured {
            public Value {
                Objects.requireNonNull(value, "value");
            }
        }

        /**
         * Two codecs' medians and their ratio {@code theirs / mine}; {@code paired}: the ratio
         * round by round, with its interval, where both were measured together.
         */
        record Versus(String codec, double mine, String than, double theirs, double ratio, Optional<Statistics> paired) implements Measured {
            public Versus {
                Objects.requireNonNull(codec, "codec");
                Objects.requireNonNull(than, "than");
                Objects.requireNonNull(paired, "paired");
            }
        }

        /** Recorded and now, each as a range (least to most; equal ends for a figure that does not vary). */
        record Change(double recordedMin, double recordedMax, double nowMin, double nowMax) implements Measured {
        }

        /**
         * A time recorded and now, and its ratio to the reference workload recorded and now
         * ({@code ratio} with its interval); where the baseline knows the speed it was recorded at,
         * {@code ratio} is this run's as at that speed, and {@code atSpeed} says how it was adjusted.
         */
        record Ratio(double recorded, double now, double recordedRatio, Statistics ratio, Optional<Adjusted> atSpeed) implements Measured {
            public Ratio {
                Objects.requireNonNull(ratio, "ratio");
                Objects.requireNonNull(atSpeed, "atSpeed");
            }

            /** A ratio compared as it is, for a baseline that does not know its speed. */
            public Ratio(double recorded, double now, double recordedRatio, Statistics ratio) {
                this(recorded, now, recordedRatio, ratio, Optional.empty());
            }
        }

        /**
         * How this run's ratio was brought to the recording's speed: the reference workload took
         * {@code referenceTimes} as long per operation as where the baseline was recorded, and the
         * ratio as measured was {@code measuredRatio}; {@code withinSpread}: that change was within
         * the reference's own spread from JVM to JVM, and not taken as the machine's speed;
         * {@code neighbourCores}: how many cores other processes kept busy meanwhile, where they
         * were enough for the change to be taken as theirs, which slows a codec as it slows the
         * reference (empty where it was taken as the JVM's own speed).
         */
        record Adjusted(double referenceTimes, double measuredRatio, boolean withinSpread, OptionalDouble neighbourCores) {
            public Adjusted {
                Objects.requireNonNull(neighbourCores, "neighbourCores");
            }

            /** An adjustment for the JVM's own speed, with no busy neighbour. */
            public Adjusted(double referenceTimes, double measuredRatio, boolean withinSpread) {
                this(referenceTimes, measuredRatio, withinSpread, OptionalDouble.empty());
            }
        }
    }

    /** Where the limit comes from. */
    public sealed interface Source permits Source.Declared, Source.Baseline {

        /** A budget, e.g. {@code @SizeBudget(codec = "kryo", maxBytes = 300) on OrderTests.orders}. */
        record Declared(String declaredBy) implements Source {
            public Declared {
                Objects.requireNonNull(declaredBy, "declaredBy");
            }
        }

        /**
         * A baseline file; {@code recordedUnder}: the JDK, garbage collector and mode it was recorded
         * under, when not this run's.
         */
        record Baseline(String file, Optional<String> recordedUnder) implements Source {
            public Baseline {
                Objects.requireNonNull(file, "file");
                Objects.requireNonNull(recordedUnder, "recordedUnder");
            }
        }
    }


    public boolean failed() {
        return outcome == Status.FAILED;
    }

    /** This verdict's figures, withheld: not failed, as {@code why} says, and never passed in silence. */
    public Verdict withheld(String why) {
        return new Verdict(metric, Status.UNTRUSTED, value, expected, limit, measured, source, Optional.of(why), confirmed, false);
    }

    /** This verdict's figures, shown, not judged: {@code why} says which gate judged them instead. */
    public Verdict shown(String why) {
        return new Verdict(metric, Status.SHOWN, value, expected, limit, measured, source, Optional.of(why), false, false);
    }

    /** Past the limit, but reported instead of failing. */
    public boolean warning() {
        return outcome == Status.NOT_CLEARLY_OVER || outcome == Status.UNTRUSTED;
    }

    /** Whether a figure was held to its limit: not so when it is not in the baseline, or there only for another key. */
    public boolean compared() {
        return outcome != Status.NOT_IN_BASELINE && outcome != Status.NOT_COMPARED;
    }

    /** The growth a baseline allows, as a fraction; 0 for a budget. */
    public double allowed() {
        return limit instanceof Limit.Allowed allowed ? allowed.fraction() : 0;
    }

    /** Whether a baseline's figure is past the recorded one by more than it {@link #allowed() allows}: over its threshold. */
    public boolean overThreshold() {
        return value > expected * (1 + allowed());
    }

    /** {@code value} against {@code expected}, as a fraction: 1.0 for twice as much; infinite from 0. */
    public double change() {
        if (expected == 0) {
            return value == 0 ? 0 : Double.POSITIVE_INFINITY;
        }
        return value / expected - 1;
    }

    /** The same verdict, confirmed by a second measurement. */
    public Verdict inTwoMeasurements() {
        return new Verdict(metric, outcome, value, expected, limit, measured, source, reason, true, atAnotherSpeed);
    }

    /** One line for a failure message, aligned in columns: metric, figures, limit, margin, source. */
    public String line() {
        return VerdictFormat.line(this, VerdictFormat.Layout.ALIGNED);
    }

    /** The same line without the columns' padding, to read on one line of a summary or a report. */
    public String compactLine() {
        return VerdictFormat.line(this, VerdictFormat.Layout.COMPACT);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Verdict that && Objects.equals(metric, that.metric) &&
                Objects.equals(outcome, that.outcome) && Double.compare(value, that.value) == 0 &&
                Double.compare(expected, that.expected) == 0 && Objects.equals(limit, that.limit) &&
                Objects.equals(measured, that.measured) && Objects.equals(source, that.source) &&
                Objects.equals(reason, that.reason) && confirmed == that.confirmed && atAnotherSpeed == that.atAnotherSpeed;
    }

    @Override
    public int hashCode() {
        return Objects.hash(metric, outcome, value, expected, limit, measured, source, reason, confirmed, atAnotherSpeed);
    }

    @Override
    public String toString() {
        return "Verdict[metric=" + metric + ", outcome=" + outcome + ", value=" + value + ", expected=" + expected +
                ", limit=" + limit + ", measured=" + measured + ", source=" + source + ", reason=" + reason +
                ", confirmed=" + confirmed + ", atAnotherSpeed=" + atAnotherSpeed + "]";
    }
}
