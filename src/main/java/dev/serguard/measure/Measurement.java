package dev.serguard.measure;

import java.util.Optional;

/**
 * What the timing engine found for one operation.
 *
 * @param nanosPerOp          time per operation over the samples
 * @param allocatedBytesPerOp bytes allocated per operation over the samples, where the JVM
 *                            can count them
 * @param batchSize           operations per timed sample
 * @param warmupBatches       batches run before sampling (batch sizing included)
 * @param steady              whether warm-up reached a steady per-op time before its limit
 * @param cutShort            whether the time limit stopped sampling early
 * @param noise               JIT and GC activity while the samples were taken
 * @param distrust            why these times are not to be trusted (an agent, a debugger,
 *                            {@code -Xint}), if they are not
 * @param rounds              the times round by round, next to the reference workload's in the
 *                            same rounds: for ratios to it and between loops measured together
 */
public record Measurement(Statistics nanosPerOp, Optional<Statistics> allocatedBytesPerOp, long batchSize,
                          int warmupBatches, boolean steady, boolean cutShort, Noise noise, Optional<String> distrust, Rounds rounds) {

    /** A measurement without rounds to pair: each sample its own round, no reference. */
    public Measurement(Statistics nanosPerOp, Optional<Statistics> allocatedBytesPerOp, long batchSize,
                       int warmupBatches, boolean steady, boolean cutShort, Noise noise, Optional<String> distrust) {
        this(nanosPerOp, allocatedBytesPerOp, batchSize, warmupBatches, steady, cutShort, noise, distrust,
                Rounds.withoutReference(nanosPerOp.samples()));
    }
}
