package dev.serguard.baseline;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Rounds;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalDouble;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * One recorded figure: one line of a baseline file, for one test method, codec, payload and metric.
 *
 * <pre>{@code
 * List<BaselineEntry> entries = BaselineEntry.of("orders", result);
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class BaselineEntry {

    private final String test;
    private final String codec;
    private final String payload;
    private final Metric metric;
    private final double value;
    private final double lower;
    private final double upper;
    private final OptionalDouble ratio;
    private final Optional<SpeedScaling> speed;
    private final Optional<String> untrusted;
    private final OptionalDouble ratioError;

    /** Built by serguard; a class, not a record, so that a figure added later breaks no user. */
    @API(status = INTERNAL, since = "0.1")
    public BaselineEntry(String test, String codec, String payload, Metric metric, double value, double lower, double upper, OptionalDouble ratio,
                         Optional<String> untrusted) {
        this(test, codec, payload, metric, value, lower, upper, ratio, Optional.empty(), untrusted);
    }

    /** Built by serguard: a time with the speed its ratio was recorded at ({@link SpeedScaling}). */
    @API(status = INTERNAL, since = "0.2")
    public BaselineEntry(String test, String codec, String payload, Metric metric, double value, double lower, double upper, OptionalDouble ratio,
                         Optional<SpeedScaling> speed, Optional<String> untrusted) {
        this(test, codec, payload, metric, value, lower, upper, ratio, speed, untrusted, OptionalDouble.empty());
    }

    private BaselineEntry(String test, String codec, String payload, Metric metric, double value, double lower, double upper, OptionalDouble ratio,
                          Optional<SpeedScaling> speed, Optional<String> untrusted, OptionalDouble ratioError) {
        Objects.requireNonNull(test, "test");
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(payload, "payload");
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(ratio, "ratio");
        Objects.requireNonNull(speed, "speed");
        Objects.requireNonNull(untrusted, "untrusted");
        if (speed.isPresent() && ratio.isEmpty()) {
            throw new IllegalArgumentException("a speed without a ratio: " + speed.get());
        }
        this.test = test;
        this.codec = codec;
        this.payload = payload;
        this.metric = metric;
        this.value = value;
        this.lower = lower;
        this.upper = upper;
        this.ratio = ratio;
        this.speed = speed;
        this.untrusted = untrusted;
        this.ratioError = Objects.requireNonNull(ratioError, "ratioError");
        if (ratioError.isPresent() && (speed.isEmpty() || !(ratioError.getAsDouble() > SpeedScaling.RECORDED_ERROR
                && ratioError.getAsDouble() <= SpeedScaling.WIDEST_RECORDED_ERROR))) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "a ratio known to ±%.1f %% is recorded only for a time with its"
                    + " speed, known to more than ±%.1f %% and no more than ±%.1f %%", 100 * ratioError.getAsDouble(),
                    100 * SpeedScaling.RECORDED_ERROR, 100 * SpeedScaling.WIDEST_RECORDED_ERROR));
        }
    }

    /**
     * This time recorded from JVMs that knew its ratio to ±{@code error} only, more than
     * {@link SpeedScaling#RECORDED_ERROR} and no more than {@link SpeedScaling#WIDEST_RECORDED_ERROR}:
     * judged with its threshold widened ({@link #widening}).
     */
    @API(status = INTERNAL, since = "0.4")
    public BaselineEntry knownTo(double error) {
        return new BaselineEntry(test, codec, payload, metric, value, lower, upper, ratio, speed, untrusted, OptionalDouble.of(error));
    }

    /** the test method's name */
    public String test() {
        return test;
    }

    /** the codec's name */
    public String codec() {
        return codec;
    }

    /** the payload's label, e.g. {@code SMALL} */
    public String payload() {
        return payload;
    }

    /** what was measured */
    public Metric metric() {
        return metric;
    }

    /** the figure: bytes, or the median of bytes or nanoseconds per operation */
    public double value() {
        return value;
    }

    /** for a time, the lower end of its confidence interval; for an allocation, the smallest sample; for bytes that vary, the smallest size; else {@code value} */
    public double lower() {
        return lower;
    }

    /** the upper end, the largest sample, the largest size; else {@code value} */
    public double upper() {
        return upper;
    }

    /** for a time, the median of its ratio to the reference workload timed in the same rounds ({@link dev.serguard.measure.Rounds}): what later runs compare, on any machine, however busy */
    public OptionalDouble ratio() {
        return ratio;
    }

    /**
     * for a time, the reference workload's time per operation where its ratio was recorded and how
     * steeply the ratio moves with it; empty in files of serguard 0.1, whose ratios are compared as
     * they are
     */
    public Optional<SpeedScaling> speed() {
        return speed;
    }

    /**
     * for a time whose recording JVMs read it further apart than a baseline judges at its threshold
     * ({@link SpeedScaling#RECORDED_ERROR}), how far its ratio may lie from its codec's: one
     * standard error, a fraction; empty for one known that well
     */
    public OptionalDouble ratioError() {
        return ratioError;
    }

    /** How many times a comparison widens this time's threshold, for the error of its recording ({@link SpeedScaling#widening}); 1 for any other. */
    public double widening() {
        return ratioError.isPresent() ? SpeedScaling.widening(ratioError.getAsDouble()) : 1;
    }

    /** This entry without its ratio: one to another reference workload than this serguard's, which is not compared. */
    BaselineEntry withoutRatio() {
        return new BaselineEntry(test, codec, payload, metric, value, lower, upper, OptionalDouble.empty(), Optional.empty(), untrusted);
    }

    /** for a time or an allocation, why it was not to be trusted when recorded (an agent, a debugger, a warm-up that never reached the compiled state) */
    public Optional<String> untrusted() {
        return untrusted;
    }



    /** An exact figure: a size, or an allocation, whose spread is negligible. */
    public static BaselineEntry exact(String test, String codec, String payload, Metric metric, double value) {
        return new BaselineEntry(test, codec, payload, metric, value, value, value, OptionalDouble.empty(), Optional.empty());
    }

    /** Every figure of {@code result} as entries of test method {@code test}. */
    public static List<BaselineEntry> of(String test, SerializationResult<?> result) {
        List<BaselineEntry> entries = new ArrayList<>();
        for (Metric metric : Metric.values()) {
            Optional<Statistics> figure = metric.read(result);
            if (figure.isEmpty() || !kept(metric)) {
                continue;
            }
            Statistics value = figure.get();
            String payload = result.payload().label();
            if (metric.timed()) {
                Optional<Rounds> rounds = metric.measurement(result).map(Measurement::rounds);
                Optional<Statistics> ratio = rounds.flatMap(Rounds::relativeToReference);
                // This JVM's speed, with the prior exponent: a recording in several JVMs fits its own (across).
                Optional<SpeedScaling> speed = ratio.map(r -> new SpeedScaling(Statistics.of(rounds.orElseThrow().referenceNanosPerOp()).median(),
                        SpeedScaling.PRIOR));
                entries.add(new BaselineEntry(test, result.codec(), payload, metric, value.median(), value.lower(), value.upper(),
                        ratio.map(r -> OptionalDouble.of(r.median())).orElse(OptionalDouble.empty()), speed, metric.distrust(result)));
            } else if (metric.allocation()) {
                // The whole range of the samples: a later run regresses only when all of its samples lie beyond it.
                entries.add(new BaselineEntry(test, result.codec(), payload, metric, value.median(), value.min(), value.max(),
                        OptionalDouble.empty(), metric.distrust(result)));
            } else {
                // A codec whose bytes vary records the range it wrote; the largest is the figure.
                Optional<int[]> range = sizeRange(result, metric);
                entries.add(range.isEmpty() ? exact(test, result.codec(), payload, metric, value.median())
                        : new BaselineEntry(test, result.codec(), payload, metric, value.median(), range.get()[0], value.median(),
                                OptionalDouble.empty(), Optional.empty()));
            }
        }
        return entries;
    }

    /**
     * One figure measured in several JVMs (the same test, codec, payload and metric), from those
     * whose figure was trusted (where none was, it is not either): a time is
     * the median of those that ran at the machine's speed ({@link #atMachineSpeed}; where fewer
     * than three, and not all of them, did, the time is not trusted), and its ratio the median of theirs, each adjusted to their median
     * speed with the exponent all their speeds and ratios give ({@link SpeedScaling#fit}; where three or
     * more ran at the fastest one's speed, the time, speed and ratio are theirs alone), so that no one JVM
     * that happened to run the codec fast or slow sets the baseline (where they read it so far apart
     * that the median is not known to {@link SpeedScaling#RECORDED_ERROR} and no better than as many
     * idle JVMs know it ({@link #ratioError}), record mode asks more JVMs, and the time keeps its
     * error, which widens its threshold ({@link #knownTo}), up to {@link SpeedScaling#WIDEST_RECORDED_ERROR};
     * further apart, it is not trusted); an
     * allocation spans all their
     * samples; a size is the first's, as sizes do not depend on the JVM.
     */
    public static BaselineEntry across(List<BaselineEntry> jvms) {
        BaselineEntry first = jvms.get(0);
        for (BaselineEntry other : jvms) {
            if (!other.isFor(first.test, first.codec, first.payload, first.metric)) {
                throw new IllegalArgumentException("cannot merge " + other + " with " + first + ": another figure");
            }
        }
        if (jvms.size() == 1 || !(first.metric.timed() || first.metric.allocation())) {
            return first;
        }
        // A JVM whose figure was not to be trusted (a warm-up that never got steady) has no say; where none was, neither is the figure.
        List<BaselineEntry> trusted = jvms.stream().filter(e -> e.untrusted.isEmpty()).toList();
        if (trusted.isEmpty()) {
            return first;
        }
        List<BaselineEntry> kept = atMachineSpeed(trusted);
        double[] ratios = kept.stream().filter(e -> e.ratio.isPresent()).mapToDouble(e -> e.ratio.getAsDouble()).toArray();
        OptionalDouble ratio = ratios.length == kept.size() ? OptionalDouble.of(median(ratios)) : OptionalDouble.empty();
        Optional<SpeedScaling> speed = Optional.empty();
        OptionalDouble error = ratioError(kept);
        if (ratio.isPresent() && kept.stream().allMatch(e -> e.speed.isPresent())) {
            SpeedScaling.Fitted fitted = SpeedScaling.fit(points(kept));
            ratio = OptionalDouble.of(fitted.ratio());
            speed = Optional.of(fitted.scaling());
        }
        // JVMs left out for their speed leave it trusted while enough of them ran at one speed.
        Optional<String> untrusted = kept.size() < Math.min(SpeedScaling.AT_FASTEST, trusted.size())
                ? Optional.of(atOtherSpeeds(trusted.size() - kept.size(), trusted.size())) : Optional.empty();
        // The time of the JVMs the ratio counts, where it knows their speed (the fastest ones', SpeedScaling.counted).
        List<BaselineEntry> counted = speed.isEmpty() ? kept : SpeedScaling.counted(kept, e -> e.speed.orElseThrow().referenceNanos());
        // Nor where they read it so far apart that its ratio is not known well enough to judge by.
        // (A few JVMs on an idle machine know it less well than that: they are asked for no more than their number gives.)
        // Known less well than a threshold needs, but well enough to judge with a wider one: recorded with its error, which widens it.
        boolean wide = untrusted.isEmpty() && error.isPresent()
                && error.getAsDouble() > Math.max(SpeedScaling.RECORDED_ERROR, SpeedScaling.idleError(counted.size()));
        if (wide && (speed.isEmpty() || error.getAsDouble() > SpeedScaling.WIDEST_RECORDED_ERROR)) {
            untrusted = Optional.of(spreadTooWide(error.getAsDouble(), counted.size()));
        }
        double value = median(counted.stream().mapToDouble(e -> e.value).toArray());
        BaselineEntry merged = new BaselineEntry(first.test, first.codec, first.payload, first.metric, value,
                kept.stream().mapToDouble(e -> e.lower).min().orElseThrow(), kept.stream().mapToDouble(e -> e.upper).max().orElseThrow(),
                ratio, speed, untrusted);
        // As the file keeps it: three digits, rounded up.
        return wide && untrusted.isEmpty() ? merged.knownTo(new BigDecimal(error.getAsDouble())
                .round(new MathContext(3, RoundingMode.CEILING)).doubleValue()) : merged;
    }

    /**
     * How far the ratio recorded from the JVMs {@code jvms}, one figure each, may lie from its
     * codec's ({@link SpeedScaling#ratioError}), of those that were trusted and ran at the
     * machine's speed, and never less than as many JVMs on an idle machine leave it ({@link
     * SpeedScaling#idleError}): a few that happened to agree know it no better. Empty for a figure
     * without a ratio and speed in every JVM, or from one JVM.
     */
    public static OptionalDouble ratioError(List<BaselineEntry> jvms) {
        List<BaselineEntry> trusted = jvms.stream().filter(e -> e.untrusted.isEmpty()).toList();
        if (trusted.size() < 2 || !trusted.get(0).metric.timed()
                || !trusted.stream().allMatch(e -> e.ratio.isPresent() && e.speed.isPresent())) {
            return OptionalDouble.empty();
        }
        List<SpeedScaling.Point> points = points(atMachineSpeed(trusted));
        int counted = SpeedScaling.counted(points, SpeedScaling.Point::referenceNanos).size();
        return OptionalDouble.of(Math.max(SpeedScaling.ratioError(points), SpeedScaling.idleError(counted)));
    }

    private static List<SpeedScaling.Point> points(List<BaselineEntry> jvms) {
        return jvms.stream().map(e -> new SpeedScaling.Point(e.ratio.getAsDouble(), e.speed.orElseThrow().referenceNanos())).toList();
    }

    /**
     * Why a time whose JVMs' ratios spread so far that their median is known only to {@code error},
     * more than {@link SpeedScaling#WIDEST_RECORDED_ERROR}, is not trusted: a comparison would judge
     * against a figure that might lie that far off.
     */
    static String spreadTooWide(double error, int jvms) {
        return String.format(Locale.ROOT, "the %d JVMs that recorded it read it so far apart that their median is known to ±%.1f %% only,"
                + " where a baseline needs ±%.1f %% (±%.1f %% to judge at its threshold): the machine was too busy or unsteady; record"
                + " again where it is quieter (or ask more JVMs: -Dserguard.record.jvms=%d)", jvms, 100 * error,
                100 * SpeedScaling.WIDEST_RECORDED_ERROR, 100 * SpeedScaling.RECORDED_ERROR,
                Math.min(20, (int) Math.ceil(jvms * Math.pow(error / SpeedScaling.RECORDED_ERROR, 2))));
    }

    /**
     * Why a time recorded where {@code slow} of {@code all} JVMs ran the reference too slowly to count
     * is not trusted: the others may run at two speeds as well, and a recording that kept 2 of 5
     * JVMs failed unchanged code in 4 of 9 comparisons.
     */
    static String atOtherSpeeds(int slow, int all) {
        return String.format(Locale.ROOT, "%d of the %d JVMs that recorded it ran serguard's reference workload over %.1f× slower than the"
                + " fastest: this machine's JVMs do not all run at one speed (on some virtual machines -XX:+AlwaysPreTouch steadies them:"
                + " docs/guide/baselines.md); record again once they do", slow, all, BaselineComparison.MACHINE_LIMIT);
    }

    /**
     * The JVMs of a time that ran the reference workload within {@link BaselineComparison#MACHINE_LIMIT}
     * of the fastest of them; all of them for any other figure, or where one does not know its speed.
     * A JVM slows a codec and the reference alike only that far (a neighbour only ever slows a JVM
     * down, and on some virtual machines a JVM runs everything several times slower than the next
     * one): its ratio would pull the baseline off what other JVMs read.
     */
    public static List<BaselineEntry> atMachineSpeed(List<BaselineEntry> jvms) {
        if (!jvms.get(0).metric.timed() || jvms.stream().anyMatch(e -> e.speed.isEmpty())) {
            return jvms;
        }
        double fastest = jvms.stream().mapToDouble(e -> e.speed.orElseThrow().referenceNanos()).min().orElseThrow();
        return jvms.stream().filter(e -> e.speed.orElseThrow().referenceNanos() <= fastest * BaselineComparison.MACHINE_LIMIT).toList();
    }

    /**
     * Whether a baseline keeps and compares {@code metric}: every one but the round trip's time.
     * That time is the serialize and the deserialize of the same payload, in one loop, and both are
     * judged by themselves; its loop's compiled code differs most from one JVM to the next. Fresh
     * JVMs that compared unchanged code with its baseline read it over the 15 % threshold in 7 of
     * 67, serialize in 1 and deserialize in none, and two such readings in one vote failed
     * unchanged code. {@code @FasterThan} and a speed
     * budget, which compare in one JVM, still judge it.
     */
    public static boolean kept(Metric metric) {
        return metric != Metric.ROUND_TRIP_TIME;
    }

    /**
     * The speed one JVM ran at, from its figures: the reference workload's median time per
     * operation over its times' rounds (the median of those); empty where none of them knows it.
     */
    public static OptionalDouble referenceNanos(List<BaselineEntry> jvm) {
        double[] nanos = jvm.stream().flatMap(e -> e.speed.stream()).mapToDouble(SpeedScaling::referenceNanos).toArray();
        return nanos.length == 0 ? OptionalDouble.empty() : OptionalDouble.of(median(nanos));
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        java.util.Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /** The smallest and largest size of a codec whose bytes vary, for the two size metrics. */
    static Optional<int[]> sizeRange(SerializationResult<?> result, Metric metric) {
        return result.sizeRange().flatMap(range -> switch (metric) {
            case SIZE -> Optional.of(new int[] {range.minBytes(), range.maxBytes()});
            case DEFLATED_SIZE -> Optional.of(new int[] {range.minDeflatedBytes(), range.maxDeflatedBytes()});
            default -> Optional.empty();
        });
    }

    /** Whether this entry is the figure of {@code metric} for that test, codec and payload. */
    public boolean isFor(String test, String codec, String payload, Metric metric) {
        return this.test.equals(test) && this.codec.equals(codec) && this.payload.equals(payload) && this.metric == metric;
    }

    /** The metric's name in a baseline file: {@code size}, {@code serializeTime}, {@code deserializeAllocation}, … */
    public static String key(Metric metric) {
        return switch (metric) {
            case SIZE -> "size";
            case DEFLATED_SIZE -> "deflatedSize";
            case SERIALIZE_TIME -> "serializeTime";
            case DESERIALIZE_TIME -> "deserializeTime";
            case ROUND_TRIP_TIME -> "roundTripTime";
            case SERIALIZE_ALLOCATION -> "serializeAllocation";
            case DESERIALIZE_ALLOCATION -> "deserializeAllocation";
        };
    }

    /** The metric named {@code key} in a baseline file. */
    public static Optional<Metric> metric(String key) {
        for (Metric metric : Metric.values()) {
            if (key(metric).equals(key)) {
                return Optional.of(metric);
            }
        }
        return Optional.empty();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BaselineEntry that && Objects.equals(test, that.test) && Objects.equals(codec, that.codec) &&
                Objects.equals(payload, that.payload) && Objects.equals(metric, that.metric) &&
                Double.compare(value, that.value) == 0 && Double.compare(lower, that.lower) == 0 &&
                Double.compare(upper, that.upper) == 0 && Objects.equals(ratio, that.ratio) &&
                Objects.equals(speed, that.speed) && Objects.equals(untrusted, that.untrusted) && Objects.equals(ratioError, that.ratioError);
    }

    @Override
    public int hashCode() {
        return Objects.hash(test, codec, payload, metric, value, lower, upper, ratio, speed, untrusted, ratioError);
    }

    @Override
    public String toString() {
        return "BaselineEntry[test=" + test + ", codec=" + codec + ", payload=" + payload + ", metric=" + metric +
                ", value=" + value + ", lower=" + lower + ", upper=" + upper + ", ratio=" + ratio + ", speed=" + speed + ", untrusted=" + untrusted
                + ", ratioError=" + ratioError + "]";
    }
}
