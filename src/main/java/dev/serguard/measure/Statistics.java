package dev.serguard.measure;

import org.apiguardian.api.API;

import java.util.Arrays;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Median and a distribution-free confidence interval of the median over a few samples.
 *
 * <p>Timing samples are skewed (a GC pause or an interrupt only ever makes a sample slower), so
 * a mean with a normal-theory error bar overstates both the centre and the spread. The interval
 * here is the order-statistic one: the ranks {@code j} and {@code n + 1 - j} such that the
 * median lies between the {@code j}-th and the {@code (n + 1 - j)}-th smallest sample with at
 * least {@value #CONFIDENCE} probability, whatever the distribution. With fewer than 6 samples
 * no such pair exists and the interval is the whole range, at its actual (lower) confidence.
 *
 * <p>Immutable: a class, not a record, because it holds an array that no caller may reach
 * ({@link #samples()} hands out a copy).
 *
 * <pre>{@code
 * Statistics times = Statistics.of(812, 790, 805, 2_400, 799);
 * times.median();                          // 805.0
 * times.at(Statistics.VERDICT_CONFIDENCE).upper();
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public final class Statistics {

    /** The confidence the interval aims at. */
    public static final double CONFIDENCE = 0.95;

    /**
     * The confidence of the interval a time must lie outside of for a verdict to fail it: an
     * unchanged build must almost never fail ({@link #at}).
     */
    public static final double VERDICT_CONFIDENCE = 0.999;

    private final double[] samples;        // sorted ascending, never handed out
    private final double median;
    private final double lower;
    private final double upper;
    private final double confidence;

    private Statistics(double[] sorted, double median, double lower, double upper, double confidence) {
        this.samples = sorted;
        this.median = median;
        this.lower = lower;
        this.upper = upper;
        this.confidence = confidence;
    }

    /** Statistics of {@code values} (at least one), with an interval at {@value #CONFIDENCE} confidence. */
    public static Statistics of(double... values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no samples");
        }
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        double median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
        return interval(sorted, median, CONFIDENCE);
    }

    /**
     * The same samples and median with the interval at {@code confidence} instead, e.g. 0.999 for
     * a verdict that must almost never fail an unchanged build.
     */
    public Statistics at(double confidence) {
        if (!(confidence > 0 && confidence < 1)) {
            throw new IllegalArgumentException("confidence must be between 0 and 1 but was " + confidence);
        }
        return interval(samples, median, confidence);
    }

    // The widest rank j whose interval [x(j), x(n+1-j)] still covers the median with the confidence
    // asked: 1 - 2 P(Bin(n, ½) < j) ≥ confidence. The binomial terms are summed as logarithms, so
    // that thousands of samples neither overflow nor underflow, in one pass over the ranks.
    private static Statistics interval(double[] sorted, double median, double confidence) {
        int n = sorted.length;
        double logHalfToN = n * Math.log(0.5);
        double tail = Math.exp(logHalfToN);             // P(Bin < 1)
        double logChoose = Math.log(n);                 // log C(n, 1)
        int rank = 1;
        while (rank + 1 <= n / 2) {
            double next = tail + Math.exp(logChoose + logHalfToN);      // P(Bin < rank + 1)
            if (1 - 2 * next < confidence) {
                break;
            }
            tail = next;
            logChoose += Math.log((double) (n - rank) / (rank + 1));
            rank++;
        }
        return new Statistics(sorted, median, sorted[rank - 1], sorted[n - rank], Math.max(0, 1 - 2 * tail));
    }

    /** The median of the samples. */
    public double median() {
        return median;
    }

    /** The lower end of the interval. */
    public double lower() {
        return lower;
    }

    /** The upper end of the interval. */
    public double upper() {
        return upper;
    }

    /** The interval's actual coverage, e.g. 0.96; at least the confidence asked where the samples allow. */
    public double confidence() {
        return confidence;
    }

    /** The larger distance from the median to an end of the interval, relative to the median. */
    public double relativeError() {
        return median == 0 ? 0 : Math.max(median - lower, upper - median) / median;
    }

    /**
     * The interval around the median, relative to it: {@code ±2.1 %} where its ends lie as far
     * from the median, {@code -1.2/+342 %} where they do not (a few slow rounds stretch it upwards).
     */
    public String relativeInterval() {
        return relativeInterval(median, lower, upper);
    }

    /** {@link #relativeInterval()} of an interval [{@code lower}, {@code upper}] around {@code median}. */
    public static String relativeInterval(double median, double lower, double upper) {
        String below = percent(median == 0 ? 0 : (median - lower) / median);
        String above = percent(median == 0 ? 0 : (upper - median) / median);
        return (below.equals(above) ? "±" + below : "-" + below + "/+" + above) + " %";
    }

    // 2.1, 34.2, 342: one decimal below 100 %.
    private static String percent(double fraction) {
        double percent = 100 * Math.max(0, fraction);
        return String.format(java.util.Locale.ROOT, percent < 99.95 ? "%.1f" : "%.0f", percent);
    }

    public double min() {
        return samples[0];
    }

    public double max() {
        return samples[samples.length - 1];
    }

    public int count() {
        return samples.length;
    }

    /** A copy of the samples, sorted ascending. */
    public double[] samples() {
        return samples.clone();
    }

    // The same samples at another confidence are other statistics: the interval is part of the value.
    @Override
    public boolean equals(Object other) {
        return other instanceof Statistics that && Arrays.equals(samples, that.samples)
                && Double.compare(lower, that.lower) == 0 && Double.compare(upper, that.upper) == 0
                && Double.compare(confidence, that.confidence) == 0;
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(samples);
    }

    /** {@code 8412.0 ±2.1 % (median of 15)}. */
    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "%.1f %s (median of %d)", median, relativeInterval(), count());
    }
}
