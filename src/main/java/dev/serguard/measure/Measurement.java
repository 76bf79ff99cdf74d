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
 */
public record Measurement(Statistics nanosPerOp, Optional<Statistics> allocatedBytesPerOp, long batchSize,
                          int warmupBatches, boolean steady, boolean cutShort) {
}
