package dev.serguard.measure;

import org.apiguardian.api.API;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * How long and how often to measure one operation. Immutable; {@code with…} methods and
 * {@link #toBuilder()} make changed copies, so that a setting added later breaks no caller.
 *
 * <pre>{@code
 * MeasureSettings settings = MeasureSettings.quick().withSamples(9);
 * MeasureSettings custom = MeasureSettings.quick().toBuilder()
 *         .warmupMax(Duration.ofMillis(200)).samples(31).build();
 * }</pre>
 *
 * <p>The settings, each with an accessor of the same name:
 *
 * <dl>
 * <dt>{@code warmupMinOps}</dt><dd>warm-up runs at least this many operations (unless it reaches {@code warmupMaxNanos} first): before the JIT's top tier compiles the code (some 10,000 invocations), the interpreter or C1 can look steady too</dd>
 * <dt>{@code warmupMaxNanos}</dt><dd>warm-up ends when per-op time is steady and the JIT done, or after this long, unless the JIT is still compiling: then after half the time limit</dd>
 * <dt>{@code warmupBatchNanos}</dt><dd>how long one warm-up batch of code not yet compiled should take: long enough that a plateau over a few of them is the compiled state, not a lull between two JIT compilations (a loop whose code a round trip compiled warms up in batches of a sample)</dd>
 * <dt>{@code sampleTargetNanos}</dt><dd>how long one timed batch should take; batches are sized to reach it so that the clock's own cost (~20 ns a reading) is negligible</dd>
 * <dt>{@code samples}</dt><dd>how many timed batches make the statistics</dd>
 * <dt>{@code steadyWindow}</dt><dd>how many warm-up batches make a window: the fastest of the last window and of the one before must agree to call it steady</dd>
 * <dt>{@code steadyTolerance}</dt><dd>how far apart, relatively, those two may be, e.g. 0.05</dd>
 * <dt>{@code timeLimitNanos}</dt><dd>hard limit for one whole measurement; past it the samples taken so far are reported and the measurement is marked as cut short</dd>
 * <dt>{@code timeRoundTrip}</dt><dd>whether to time {@code deserialize(serialize(x))} as well as each half</dd>
 * <dt>{@code checkEnvironment}</dt><dd>whether to distrust times taken under an agent, a debugger or {@code -Xint} (see {@link Environment})</dd>
 * </dl>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class MeasureSettings {

    private final long warmupMinOps;
    private final long warmupMaxNanos;
    private final long warmupBatchNanos;
    private final long sampleTargetNanos;
    private final int samples;
    private final int steadyWindow;
    private final double steadyTolerance;
    private final long timeLimitNanos;
    private final boolean timeRoundTrip;
    private final boolean checkEnvironment;
    private final Optional<ProbeSource> probes;

    private MeasureSettings(Builder b) {
        require(b.warmupMinOps >= 0, "warmupMinOps must be ≥ 0 but was " + b.warmupMinOps);
        require(b.warmupMaxNanos >= 0, "warmupMaxNanos must be ≥ 0 but was " + b.warmupMaxNanos);
        require(b.warmupBatchNanos > 0, "warmupBatchNanos must be > 0 but was " + b.warmupBatchNanos);
        require(b.sampleTargetNanos > 0, "sampleTargetNanos must be > 0 but was " + b.sampleTargetNanos);
        require(b.samples >= 1, "samples must be ≥ 1 but was " + b.samples);
        require(b.steadyWindow >= 2, "steadyWindow must be ≥ 2 but was " + b.steadyWindow);
        require(b.steadyTolerance > 0, "steadyTolerance must be > 0 but was " + b.steadyTolerance);
        require(b.timeLimitNanos > 0, "timeLimitNanos must be > 0 but was " + b.timeLimitNanos);
        this.warmupMinOps = b.warmupMinOps;
        this.warmupMaxNanos = b.warmupMaxNanos;
        this.warmupBatchNanos = b.warmupBatchNanos;
        this.sampleTargetNanos = b.sampleTargetNanos;
        this.samples = b.samples;
        this.steadyWindow = b.steadyWindow;
        this.steadyTolerance = b.steadyTolerance;
        this.timeLimitNanos = b.timeLimitNanos;
        this.timeRoundTrip = b.timeRoundTrip;
        this.checkEnvironment = b.checkEnvironment;
        this.probes = b.probes;
    }

    /**
     * Thorough: at least 20,000 operations and 2 s of warm-up at most (longer while the JIT is
     * busy), in batches of 20 ms, then 31 rounds of 10 ms samples.
     */
    public static MeasureSettings full() {
        return new Builder(20_000, ms(2_000), ms(20), ms(10), 31, 5, 0.03, ms(20_000), true, true).build();
    }

    /**
     * Short timing for every {@code mvn test}: at least 10,000 operations and 400 ms of warm-up at
     * most (longer while the JIT is busy), 61 rounds of 0.5 ms samples: short samples, so that
     * another process's time slice spoils few of them, and many, so that the median's interval is
     * narrow.
     */
    public static MeasureSettings quick() {
        return new Builder(10_000, ms(400), ms(5), 500_000, 61, 4, 0.05, ms(5_000), true, true).build();
    }

    /** A builder holding these settings, to change some of them. */
    public Builder toBuilder() {
        return new Builder(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance,
                timeLimitNanos, timeRoundTrip, checkEnvironment).probes(probes);
    }

    public MeasureSettings withWarmupMinOps(long warmupMinOps) {
        return toBuilder().warmupMinOps(warmupMinOps).build();
    }

    public MeasureSettings withWarmupMax(Duration warmupMax) {
        return toBuilder().warmupMax(warmupMax).build();
    }

    public MeasureSettings withSampleTarget(Duration sampleTarget) {
        return toBuilder().sampleTarget(sampleTarget).build();
    }

    public MeasureSettings withSamples(int samples) {
        return toBuilder().samples(samples).build();
    }

    public MeasureSettings withSteadiness(int window, double tolerance) {
        return toBuilder().steadiness(window, tolerance).build();
    }

    public MeasureSettings withTimeLimit(Duration timeLimit) {
        return toBuilder().timeLimit(timeLimit).build();
    }

    /** The same without the round-trip loop: a third less time where ser + deser will do. */
    public MeasureSettings withoutRoundTrip() {
        return toBuilder().timeRoundTrip(false).build();
    }

    /** The same, trusting times whatever the environment: for a run that knows its agent is harmless. */
    public MeasureSettings withTrustedEnvironment() {
        return toBuilder().checkEnvironment(false).build();
    }

    /**
     * Not API, for serguard's own tests only: the same settings, measured on {@code probes}
     * instead of this JVM's clock and counters (see {@link ProbeSource}).
     */
    @API(status = INTERNAL, since = "0.1")
    public MeasureSettings withProbes(ProbeSource probes) {
        return toBuilder().probes(Optional.of(probes)).build();
    }

    // What the engine measures on; empty for this JVM's own clock and counters.
    Optional<ProbeSource> probes() {
        return probes;
    }

    public long warmupMinOps() {
        return warmupMinOps;
    }

    public long warmupMaxNanos() {
        return warmupMaxNanos;
    }

    public long warmupBatchNanos() {
        return warmupBatchNanos;
    }

    public long sampleTargetNanos() {
        return sampleTargetNanos;
    }

    public int samples() {
        return samples;
    }

    public int steadyWindow() {
        return steadyWindow;
    }

    public double steadyTolerance() {
        return steadyTolerance;
    }

    public long timeLimitNanos() {
        return timeLimitNanos;
    }

    public boolean timeRoundTrip() {
        return timeRoundTrip;
    }

    public boolean checkEnvironment() {
        return checkEnvironment;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MeasureSettings that && warmupMinOps == that.warmupMinOps && warmupMaxNanos == that.warmupMaxNanos
                && warmupBatchNanos == that.warmupBatchNanos && sampleTargetNanos == that.sampleTargetNanos && samples == that.samples
                && steadyWindow == that.steadyWindow && Double.compare(steadyTolerance, that.steadyTolerance) == 0
                && timeLimitNanos == that.timeLimitNanos && timeRoundTrip == that.timeRoundTrip && checkEnvironment == that.checkEnvironment
                && probes.equals(that.probes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance,
                timeLimitNanos, timeRoundTrip, checkEnvironment, probes);
    }

    @Override
    public String toString() {
        return "MeasureSettings[warmupMinOps=" + warmupMinOps + ", warmupMaxNanos=" + warmupMaxNanos + ", warmupBatchNanos=" + warmupBatchNanos
                + ", sampleTargetNanos=" + sampleTargetNanos + ", samples=" + samples + ", steadyWindow=" + steadyWindow
                + ", steadyTolerance=" + steadyTolerance + ", timeLimitNanos=" + timeLimitNanos + ", timeRoundTrip=" + timeRoundTrip
                + ", checkEnvironment=" + checkEnvironment + probes.map(source -> ", probes=" + source.getClass().getName()).orElse("") + "]";
    }

    private static long ms(long millis) {
        return millis * 1_000_000L;
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }

    /**
     * Changes some settings of a copy; {@link #build()} checks them all.
     *
     * <pre>{@code
     * MeasureSettings settings = MeasureSettings.full().toBuilder().samples(61).timeLimit(Duration.ofSeconds(5)).build();
     * }</pre>
     */
    public static final class Builder {

        private long warmupMinOps;
        private long warmupMaxNanos;
        private long warmupBatchNanos;
        private long sampleTargetNanos;
        private int samples;
        private int steadyWindow;
        private double steadyTolerance;
        private long timeLimitNanos;
        private boolean timeRoundTrip;
        private boolean checkEnvironment;
        private Optional<ProbeSource> probes = Optional.empty();

        private Builder(long warmupMinOps, long warmupMaxNanos, long warmupBatchNanos, long sampleTargetNanos, int samples, int steadyWindow, double steadyTolerance, long timeLimitNanos, boolean timeRoundTrip, boolean checkEnvironment) {
            this.warmupMinOps = warmupMinOps;
            this.warmupMaxNanos = warmupMaxNanos;
            this.warmupBatchNanos = warmupBatchNanos;
            this.sampleTargetNanos = sampleTargetNanos;
            this.samples = samples;
            this.steadyWindow = steadyWindow;
            this.steadyTolerance = steadyTolerance;
            this.timeLimitNanos = timeLimitNanos;
            this.timeRoundTrip = timeRoundTrip;
            this.checkEnvironment = checkEnvironment;
        }

        public Builder warmupMinOps(long warmupMinOps) {
            this.warmupMinOps = warmupMinOps;
            return this;
        }

        public Builder warmupMax(Duration warmupMax) {
            this.warmupMaxNanos = warmupMax.toNanos();
            return this;
        }

        public Builder warmupBatch(Duration warmupBatch) {
            this.warmupBatchNanos = warmupBatch.toNanos();
            return this;
        }

        public Builder sampleTarget(Duration sampleTarget) {
            this.sampleTargetNanos = sampleTarget.toNanos();
            return this;
        }

        public Builder samples(int samples) {
            this.samples = samples;
            return this;
        }

        public Builder steadiness(int window, double tolerance) {
            this.steadyWindow = window;
            this.steadyTolerance = tolerance;
            return this;
        }

        public Builder timeLimit(Duration timeLimit) {
            this.timeLimitNanos = timeLimit.toNanos();
            return this;
        }

        public Builder timeRoundTrip(boolean timeRoundTrip) {
            this.timeRoundTrip = timeRoundTrip;
            return this;
        }

        public Builder checkEnvironment(boolean checkEnvironment) {
            this.checkEnvironment = checkEnvironment;
            return this;
        }

        private Builder probes(Optional<ProbeSource> probes) {
            this.probes = Objects.requireNonNull(probes, "probes");
            return this;
        }

        /** @throws IllegalArgumentException naming the first setting out of range */
        public MeasureSettings build() {
            return new MeasureSettings(this);
        }
    }
}
