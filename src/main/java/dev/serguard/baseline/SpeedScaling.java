package dev.serguard.baseline;

import dev.serguard.measure.Rounds;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How a codec's time moves with the speed the machine runs at: a baseline time recorded where
 * the reference workload took {@code referenceNanos} per operation is compared, in a run where
 * it takes {@code r}, as the codec's time over {@code referenceNanos × slowdown(r)}: the
 * reference's change to the power {@code 1 + exponent}, where the change is larger than the
 * reference's own spread from JVM to JVM ({@link #slowdown}).
 *
 * <pre>{@code
 * Optional<SpeedScaling> scaling = entry.speed();                         // 2 104 ns/op, exponent 0.29
 * Statistics atRecordedSpeed = scaling.get().adjusted(measurement.rounds()); // this run's ratios, as at the recording's speed
 * }</pre>
 *
 * <p>Why: a virtual machine's host runs it faster or slower for seconds at a time, and a codec's
 * time moves more than the reference's. On serguard's development machine a codec's ratio rose
 * with the reference's own time to the power 0.04 to 0.48 (22 serialize and deserialize loops of
 * the built-in codecs, median 0.29, standard deviation 0.11; a second measurement agreed for
 * deserialize, not for the Jackson JSON codecs' serialize): between the host's fast and slow
 * stretches, where the reference takes 1.6× as long, that is some 15 % on the ratio, as much as a
 * regression a baseline should catch. The exponent of one codec is estimated from the JVMs a
 * baseline records in, where they ran at different speeds, and drawn towards 0.29 as far as they
 * cannot tell it ({@link #fit}).
 *
 * <p>A small change of the reference's time is not believed: on one machine at one speed, the
 * reference's median moves some 5 % from one JVM to the next by itself (its own compiled code
 * differs) and the codec does not move with it. Dividing by it added that spread to every
 * reading; taking such a change as the reference's own brought one JVM's reading there from 5 to
 * 6 % (standard deviation) to 3.5 to 5.5 %.
 *
 * @param referenceNanos the reference workload's median time per operation where the ratio was
 *                       recorded (the JVMs' median, for a recording of several)
 * @param exponent       how steeply the ratio rises with the reference's time, ≥ 0
 */
@API(status = EXPERIMENTAL, since = "0.2")
public record SpeedScaling(double referenceNanos, double exponent) {

    /** The exponent before any recording tells: the median of the built-in codecs'. */
    public static final double PRIOR = 0.29;

    /** How far one codec's exponent lies from {@link #PRIOR}: the built-in codecs' standard deviation. */
    static final double PRIOR_SD = 0.11;

    /**
     * One JVM's ratio, at a given speed, lies this far from its codec's (standard deviation of the
     * log), on the same machine: 5.1 % in 166 figures of fresh JVMs at one speed.
     */
    static final double JVM_SD = 0.05;

    /**
     * How far the reference's median time spreads from one JVM to the next on one machine at one
     * speed (the log, about one standard deviation): 4.6 to 5.3 % idle on serguard's development
     * machine, in JVMs whose codec's own time moved 2 to 5 %.
     */
    static final double REFERENCE_SPREAD = 0.05;

    /**
     * How much slower than the fastest of a recording's JVMs one may run the reference and still
     * count as running at its speed: a recording's speed and ratio are those JVMs', where they are
     * three or more, not all of them. On some virtual machines JVMs run at two speeds, the second
     * some 1.5× slower; a recording whose JVMs ran mostly at the second sat there, and every later
     * comparison at the first was judged through the exponent, upwards, where a failure cannot
     * rest on it.
     */
    static final double FAST_BAND = 1.2;

    /** How many of a recording's JVMs must run at the fastest one's speed for its figures to be theirs alone ({@link #counted}). */
    static final int AT_FASTEST = 3;

    /** No exponent above this is believed from a recording's few JVMs. */
    static final double MAX_EXPONENT = 1.0;

    public SpeedScaling {
        if (!(referenceNanos > 0) || Double.isInfinite(referenceNanos)) {
            throw new IllegalArgumentException("referenceNanos must be a positive number but was " + referenceNanos);
        }
        if (!(exponent >= 0 && exponent <= MAX_EXPONENT)) {
            throw new IllegalArgumentException("exponent must lie in 0 to " + MAX_EXPONENT + " but was " + exponent);
        }
    }

    /** One JVM's figure: its ratio's median and the reference's median time per operation in the same rounds. */
    public record Point(double ratio, double referenceNanos) {
    }

    /**
     * This scaling for {@code rounds}: with no exponent where they ran beside a busy neighbour
     * ({@link Rounds#besideBusyNeighbour()}). A JVM the host runs slower slows a codec more than
     * the reference, and the exponent takes that out; a neighbour that takes the CPUs' time, caches
     * and memory slows both alike, and the exponent would take out a slowdown the codec did not
     * have: unchanged code read 8.8 % fast, a 1.25× slowdown +14.9 % against a threshold of 15 %,
     * in JVMs whose reference ran 1.3× slower or more beside a busy neighbour, while as measured
     * they read +4.2 % and +30.6 % (medians).
     */
    public SpeedScaling forRounds(Rounds rounds) {
        return rounds.besideBusyNeighbour() ? new SpeedScaling(referenceNanos, 0) : this;
    }

    /**
     * This run's ratios, round by round, as they would have been at the recording's speed: each
     * round's ratio times {@link #adjust}'s factor for the reference's median time over the
     * rounds. One factor for all rounds: a round's own reference time says more about that round
     * than about the machine. Empty where a round has no reference time.
     */
    public Optional<Statistics> adjusted(Rounds rounds) {
        return rounds.relativeToReference().map(ratios -> {
            // The reference's time per operation in these rounds, as the codec's median over its ratio's.
            double factor = adjust(1, Statistics.of(rounds.nanosPerOp()).median() / ratios.median());
            return Statistics.of(Arrays.stream(ratios.samples()).map(ratio -> ratio * factor).toArray());
        });
    }

    /**
     * A ratio measured where the reference took {@code nanos} per operation, as at this recording's
     * speed: the codec's time ({@code ratio × nanos}) over the reference's recorded time, once the
     * codec's time is brought back from the speed the machine is believed to run at now
     * ({@link #slowdown}).
     */
    public double adjust(double ratio, double nanos) {
        return ratio * nanos / (referenceNanos * slowdown(nanos));
    }

    /**
     * How many times as long as where it was recorded a codec is taken to run where the reference
     * takes {@code nanos} per operation: {@code (believed change)^(1 + exponent)}. Not every change
     * of the reference's time is the machine's: its median spreads by some
     * {@link #REFERENCE_SPREAD} from one JVM to the next on one idle machine (its compiled code
     * differs), while a codec's own time does not follow. So a change within that spread is not
     * believed at all, and a larger one as its log less {@code REFERENCE_SPREAD² / log}: three
     * quarters of a 10 % change, 99 % of a 60 % one (a non-negative garrote).
     */
    public double slowdown(double nanos) {
        double change = Math.log(nanos / referenceNanos);
        double believed = Math.abs(change) <= REFERENCE_SPREAD ? 0 : change - REFERENCE_SPREAD * REFERENCE_SPREAD / change;
        return Math.exp((1 + exponent) * believed);
    }

    /**
     * The scaling of a figure recorded in the JVMs {@code points}, and its ratio at that speed: the
     * reference time is the median of those it counts ({@link #counted}: those at the fastest
     * one's speed); the exponent is the slope of log ratio on log reference time across them,
     * drawn towards {@link #PRIOR} by how little their spread of speeds can tell (a normal prior
     * of {@link #PRIOR} ± {@link #PRIOR_SD}, each JVM's ratio ± {@link #JVM_SD}), and no further
     * from it than the JVMs support without any one of them ({@link #exponent}). One JVM, or
     * JVMs that all ran at one speed, give the prior. The ratio is the median of the counted
     * JVMs' ratios, each adjusted to that speed.
     */
    public static Fitted fit(List<Point> points) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("no JVM to fit");
        }
        List<Point> counted = counted(points, Point::referenceNanos);
        SpeedScaling scaling = new SpeedScaling(median(counted.stream().mapToDouble(Point::referenceNanos).sorted().toArray()), exponent(points));
        double[] ratios = counted.stream().mapToDouble(p -> scaling.adjust(p.ratio(), p.referenceNanos())).sorted().toArray();
        return new Fitted(scaling, median(ratios));
    }

    /**
     * The exponent that every JVM but any one still supports: of the fits to all JVMs but one,
     * each in turn, the one nearest {@link #PRIOR}. Where a recording's JVMs ran at two speeds
     * and only one at the second, that one alone set the slope, and one JVM's ratio lies some
     * 5 % off its codec's: a recording whose one slow JVM read its ratio low fitted 0.09 to 0.16
     * where the codecs' ratios rose by 0.25 to 0.31 in the fresh JVMs that compared against it,
     * and the comparisons that ran at that slower speed read unchanged code +7 % at the median
     * and failed it once in 40.
     */
    private static double exponent(List<Point> points) {
        return IntStream.range(0, points.size()).mapToObj(left -> {
                    List<Point> others = new ArrayList<>(points);
                    others.remove(left);
                    return others;
                }).filter(others -> !others.isEmpty()).map(SpeedScaling::posterior)
                .min(Comparator.comparingDouble(exponent -> Math.abs(exponent - PRIOR))).orElse(PRIOR);
    }

    // The prior and the JVMs' slope, each weighed by its precision; the slope's is 0 without a spread of speeds.
    private static double posterior(List<Point> points) {
        double[] x = points.stream().mapToDouble(p -> Math.log(p.referenceNanos())).toArray();
        double[] y = points.stream().mapToDouble(p -> Math.log(p.ratio())).toArray();
        double meanX = Arrays.stream(x).average().orElseThrow();
        double meanY = Arrays.stream(y).average().orElseThrow();
        double sxx = 0;
        double sxy = 0;
        for (int i = 0; i < x.length; i++) {
            sxx += (x[i] - meanX) * (x[i] - meanX);
            sxy += (x[i] - meanX) * (y[i] - meanY);
        }
        double priorWeight = 1 / (PRIOR_SD * PRIOR_SD);
        double dataWeight = sxx / (JVM_SD * JVM_SD);
        double slope = sxx > 0 ? sxy / sxx : PRIOR;
        return Math.min(MAX_EXPONENT, Math.max(0, (PRIOR * priorWeight + slope * dataWeight) / (priorWeight + dataWeight)));
    }

    /**
     * The JVMs of a recording that its figures count: those at the speed of the fastest (whose
     * reference ran within {@link #FAST_BAND} of its time) where they are three or more, else all.
     */
    public static <J> List<J> counted(List<J> jvms, ToDoubleFunction<J> referenceNanos) {
        double fastest = jvms.stream().mapToDouble(referenceNanos).min().orElseThrow();
        List<J> atFastest = jvms.stream().filter(jvm -> referenceNanos.applyAsDouble(jvm) <= fastest * FAST_BAND).toList();
        return atFastest.size() >= AT_FASTEST ? atFastest : jvms;
    }

    /**
     * Whether a recording in JVMs that ran the reference workload at {@code referenceNanos} per
     * operation sits at the fastest speed: all of them, or {@link #AT_FASTEST} of them, ran within
     * {@link #FAST_BAND} of the fastest time, theirs or {@code fastestElsewhere} (the fastest of
     * the run's other recordings, infinite where there is none). Where it does not, record mode
     * asks more JVMs, a few: on a machine whose JVMs run at two speeds for their whole life, a
     * recording that sat at the slower one was judged at the faster through its exponent, and
     * a 1.25× slowdown read +12 % at the median.
     */
    public static boolean enoughAtFastest(double[] referenceNanos, double fastestElsewhere) {
        double fastest = Math.min(fastestElsewhere, Arrays.stream(referenceNanos).min().orElse(Double.POSITIVE_INFINITY));
        long atFastest = Arrays.stream(referenceNanos).filter(nanos -> nanos <= fastest * FAST_BAND).count();
        return atFastest == referenceNanos.length || atFastest >= AT_FASTEST;
    }

    /**
     * How far a recording's ratio may lie from its codec's and still be judged by, where its JVMs
     * spread wider than an idle machine's: one standard error of 3 % (the log). A comparison's own
     * JVM reads some 5 % off ({@link #JVM_SD}), so a recording known to 3 % leaves a 15 % threshold
     * 2.6 standard deviations of both together. Beside two busy processes per core, JVMs spread so
     * far that the medians of five lay 9 % apart for two loops of the same code.
     */
    public static final double RECORDED_ERROR = 0.03;

    /**
     * How far a recording's ratio may lie from its codec's at most, where more JVMs did not bring
     * it within {@link #RECORDED_ERROR}: judged with its threshold widened ({@link #widening}) to
     * 3.2 times at this error, the most that leaves the default 15 % threshold under 50 %, so that
     * a 2× slowdown still fails. Further off, it is not recorded. On a virtual machine whose JVMs
     * run at several speeds, or for a codec whose compiled code differs from one JVM to the next,
     * even idle JVMs often know a time less well than {@link #RECORDED_ERROR}.
     */
    public static final double WIDEST_RECORDED_ERROR = 0.18;

    /**
     * How many times a comparison widens a time's threshold where its recording knew the ratio only
     * to {@code error} (more than {@link #RECORDED_ERROR}): as much as the recording's error, added to
     * the comparing JVM's own ({@link #JVM_SD}), widens their spread against a recording known to
     * {@link #RECORDED_ERROR}, so that a threshold keeps its false-failure rate. At ±6 % a 15 %
     * threshold becomes 20 %. 1 at or under {@link #RECORDED_ERROR}.
     */
    public static double widening(double error) {
        return Math.max(1, Math.sqrt((JVM_SD * JVM_SD + error * error) / (JVM_SD * JVM_SD + RECORDED_ERROR * RECORDED_ERROR)));
    }

    /**
     * How far the ratio a recording in the JVMs {@code points} gives ({@link #fit}) may lie from
     * its codec's: one standard error of the median of the JVMs it counts, each JVM's ratio adjusted
     * to their speed, from how widely they spread (the log's median absolute deviation, as a
     * standard deviation: one JVM far off does not widen it). A fraction: 0.021 is ±2.1 %.
     */
    public static double ratioError(List<Point> points) {
        SpeedScaling scaling = fit(points).scaling();
        double[] logs = counted(points, Point::referenceNanos).stream()
                .mapToDouble(p -> Math.log(scaling.adjust(p.ratio(), p.referenceNanos()))).sorted().toArray();
        double middle = median(logs);
        double spread = 1.4826 * median(Arrays.stream(logs).map(log -> Math.abs(log - middle)).sorted().toArray());
        // The median's standard error, for ratios spread normally around their codec's.
        return Math.sqrt(Math.PI / 2) * spread / Math.sqrt(logs.length);
    }

    /** The {@link #ratioError} of a recording in {@code jvms} JVMs that spread as an idle machine's ({@link #JVM_SD}). */
    public static double idleError(int jvms) {
        return Math.sqrt(Math.PI / 2) * JVM_SD / Math.sqrt(jvms);
    }

    /** A recording's scaling, and its ratio at the speed the scaling names. */
    public record Fitted(SpeedScaling scaling, double ratio) {
    }

    private static double median(double[] sorted) {
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}
