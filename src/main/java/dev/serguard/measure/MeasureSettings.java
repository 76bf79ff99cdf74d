package dev.serguard.measure;

import java.time.Duration;

/**
 * How long and how often to measure one operation. Immutable; {@code with…} methods return
 * copies.
 *
 * <pre>{@code
 * MeasureSettings settings = MeasureSettings.quick().withSamples(9);
 * }</pre>
 *
 * @param warmupMinOps      warm-up runs at least this many operations (unless it reaches
 *                          {@code warmupMaxNanos} first): before the JIT's top tier compiles the
 *                          code (some 10,000 invocations), the interpreter or C1 can look steady too
 * @param warmupMaxNanos    warm-up ends when per-op time is steady and the JIT done, or after this
 *                          long, unless the JIT is still compiling: then after half the time limit
 * @param warmupBatchNanos  how long one warm-up batch should take: long enough that a plateau over a
 *                          few of them is the compiled state, not a lull between two JIT compilations
 * @param sampleTargetNanos how long one timed batch should take; batches are sized to reach it
 *                          so that the clock's own cost (~20 ns a reading) is negligible
 * @param samples           how many timed batches make the statistics
 * @param steadyWindow      how many warm-up batches make a window: the fastest of the last window
 *                          and of the one before must agree to call it steady
 * @param steadyTolerance   how far apart, relatively, those two may be, e.g. 0.05
 * @param timeLimitNanos    hard limit for one whole measurement; past it the samples taken so
 *                          far are reported and the measurement is marked as cut short
 * @param timeRoundTrip     whether to time {@code deserialize(serialize(x))} as well as each half
 * @param checkEnvironment  whether to distrust times taken under an agent, a debugger or
 *                          {@code -Xint} (see {@link Environment})
 */
public record MeasureSettings(long warmupMinOps, long warmupMaxNanos, long warmupBatchNanos, long sampleTargetNanos, int samples, int steadyWindow,
                              double steadyTolerance, long timeLimitNanos, boolean timeRoundTrip,
                              boolean checkEnvironment) {

    public MeasureSettings {
        require(warmupMinOps >= 0, "warmupMinOps must be ≥ 0 but was " + warmupMinOps);
        require(warmupMaxNanos >= 0, "warmupMaxNanos must be ≥ 0 but was " + warmupMaxNanos);
        require(warmupBatchNanos > 0, "warmupBatchNanos must be > 0 but was " + warmupBatchNanos);
        require(sampleTargetNanos > 0, "sampleTargetNanos must be > 0 but was " + sampleTargetNanos);
        require(samples >= 1, "samples must be ≥ 1 but was " + samples);
        require(steadyWindow >= 2, "steadyWindow must be ≥ 2 but was " + steadyWindow);
        require(steadyTolerance > 0, "steadyTolerance must be > 0 but was " + steadyTolerance);
        require(timeLimitNanos > 0, "timeLimitNanos must be > 0 but was " + timeLimitNanos);
    }

    /** Thorough: at least 20,000 operations and 2 s of warm-up at most (longer while the JIT is busy), 31 rounds of 20 ms samples. */
    public static MeasureSettings full() {
        return new MeasureSettings(20_000, ms(2_000), ms(20), ms(20), 31, 5, 0.03, ms(20_000), true, true);
    }

    /**
     * Short timing for every {@code mvn test}: at least 10,000 operations and 400 ms of warm-up at
     * most (longer while the JIT is busy), 61 rounds of 0.5 ms samples: short samples, so that
     * another process's time slice spoils few of them, and many, so that the median's interval is
     * narrow.
     */
    public static MeasureSettings quick() {
        return new MeasureSettings(10_000, ms(400), ms(5), 500_000, 61, 4, 0.05, ms(5_000), true, true);
    }

    public MeasureSettings withWarmupMinOps(long warmupMinOps) {
        return new MeasureSettings(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance, timeLimitNanos, timeRoundTrip, checkEnvironment);
    }

    public MeasureSettings withWarmupMax(Duration warmupMax) {
        return new MeasureSettings(warmupMinOps, warmupMax.toNanos(), warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance, timeLimitNanos, timeRoundTrip, checkEnvironment);
    }

    public MeasureSettings withSampleTarget(Duration sampleTarget) {
        return new MeasureSettings(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTarget.toNanos(), samples, steadyWindow, steadyTolerance, timeLimitNanos, timeRoundTrip, checkEnvironment);
    }

    public MeasureSettings withSamples(int samples) {
        return new MeasureSettings(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance, timeLimitNanos, timeRoundTrip, checkEnvironment);
    }

    public MeasureSettings withSteadiness(int window, double tolerance) {
        return new MeasureSettings(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, window, tolerance, timeLimitNanos, timeRoundTrip, checkEnvironment);
    }

    public MeasureSettings withTimeLimit(Duration timeLimit) {
        return new MeasureSettings(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance, timeLimit.toNanos(), timeRoundTrip, checkEnvironment);
    }

    /** The same without the round-trip loop: a third less time where ser + deser will do. */
    public MeasureSettings withoutRoundTrip() {
        return new MeasureSettings(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance, timeLimitNanos, false, checkEnvironment);
    }

    /** The same, trusting times whatever the environment: for a run that knows its agent is harmless. */
    public MeasureSettings withTrustedEnvironment() {
        return new MeasureSettings(warmupMinOps, warmupMaxNanos, warmupBatchNanos, sampleTargetNanos, samples, steadyWindow, steadyTolerance, timeLimitNanos,
                timeRoundTrip, false);
    }

    private static long ms(long millis) {
        return millis * 1_000_000L;
    }

    private static void require(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }
}
