package dev.serguard.measure;

import org.apiguardian.api.API;

import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.STABLE;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What the timing engine found for one operation.
 *
 * <pre>{@code
 * Measurement serialize = Serguard.measure(codec, order).serialize().orElseThrow();
 * serialize.nanosPerOp().median();                                  // ns per operation, with its interval
 * serialize.allocatedBytesPerOp().map(Statistics::median);           // bytes allocated per operation
 * serialize.distrust();                                             // why the times are not to be trusted, if they are not
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public final class Measurement {

    private final Statistics nanosPerOp;
    private final Optional<Statistics> allocatedBytesPerOp;
    private final long batchSize;
    private final int warmupBatches;
    private final boolean steady;
    private final boolean compiled;
    private final boolean cutShort;
    private final Noise noise;
    private final Optional<String> distrust;
    private final Rounds rounds;

    /** Built by serguard; a class, not a record, so that a figure added later breaks no user. */
    @API(status = INTERNAL, since = "0.1")
    public Measurement(Statistics nanosPerOp, Optional<Statistics> allocatedBytesPerOp, long batchSize, int warmupBatches, boolean steady,
                       boolean cutShort, Noise noise, Optional<String> distrust, Rounds rounds) {
        this(nanosPerOp, allocatedBytesPerOp, batchSize, warmupBatches, steady, steady, cutShort, noise, distrust, rounds);
    }

    /** Built by serguard: {@code compiled} where warm-up left the code compiled, steady or not. */
    @API(status = INTERNAL, since = "0.3")
    public Measurement(Statistics nanosPerOp, Optional<Statistics> allocatedBytesPerOp, long batchSize, int warmupBatches, boolean steady,
                       boolean compiled, boolean cutShort, Noise noise, Optional<String> distrust, Rounds rounds) {
        this.nanosPerOp = nanosPerOp;
        this.compiled = compiled;
        this.allocatedBytesPerOp = allocatedBytesPerOp;
        this.batchSize = batchSize;
        this.warmupBatches = warmupBatches;
        this.steady = steady;
        this.cutShort = cutShort;
        this.noise = noise;
        this.distrust = distrust;
        this.rounds = rounds;
    }

    /** time per operation over the samples */
    public Statistics nanosPerOp() {
        return nanosPerOp;
    }

    /** bytes allocated per operation over the samples, where the JVM can count them */
    public Optional<Statistics> allocatedBytesPerOp() {
        return allocatedBytesPerOp;
    }

    /** operations per timed sample */
    public long batchSize() {
        return batchSize;
    }

    /** batches run before sampling (batch sizing included) */
    public int warmupBatches() {
        return warmupBatches;
    }

    /** whether warm-up reached a steady per-op time before its limit */
    public boolean steady() {
        return steady;
    }

    /**
     * whether warm-up left the code compiled (the compile queue empty, the JIT quiet), steady or
     * not: allocation is exact there, however busy the machine, where a time is not
     */
    public boolean compiled() {
        return compiled;
    }

    /** whether the time limit stopped sampling early */
    public boolean cutShort() {
        return cutShort;
    }

    /** JIT and GC activity while the samples were taken */
    @API(status = INTERNAL, since = "0.3")
    public Noise noise() {
        return noise;
    }

    /** why these times are not to be trusted (an agent, a debugger, {@code -Xint}), if they are not */
    public Optional<String> distrust() {
        return distrust;
    }

    /** the times round by round, next to the reference workload's in the same rounds: for ratios to it and between loops measured together */
    @API(status = INTERNAL, since = "0.3")
    public Rounds rounds() {
        return rounds;
    }


    /** A measurement without rounds to pair: each sample its own round, no reference. */
    @API(status = INTERNAL, since = "0.1")
    public Measurement(Statistics nanosPerOp, Optional<Statistics> allocatedBytesPerOp, long batchSize,
                       int warmupBatches, boolean steady, boolean cutShort, Noise noise, Optional<String> distrust) {
        this(nanosPerOp, allocatedBytesPerOp, batchSize, warmupBatches, steady, cutShort, noise, distrust,
                Rounds.withoutReference(nanosPerOp.samples()));
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Measurement that && Objects.equals(nanosPerOp, that.nanosPerOp) &&
                Objects.equals(allocatedBytesPerOp, that.allocatedBytesPerOp) && batchSize == that.batchSize &&
                warmupBatches == that.warmupBatches && steady == that.steady && compiled == that.compiled && cutShort == that.cutShort &&
                Objects.equals(noise, that.noise) && Objects.equals(distrust, that.distrust) &&
                Objects.equals(rounds, that.rounds);
    }

    @Override
    public int hashCode() {
        return Objects.hash(nanosPerOp, allocatedBytesPerOp, batchSize, warmupBatches, steady, compiled, cutShort, noise, distrust, rounds);
    }

    @Override
    public String toString() {
        return "Measurement[nanosPerOp=" + nanosPerOp + ", allocatedBytesPerOp=" + allocatedBytesPerOp +
                ", batchSize=" + batchSize + ", warmupBatches=" + warmupBatches + ", steady=" + steady + ", compiled=" + compiled +
                ", cutShort=" + cutShort + ", noise=" + noise + ", distrust=" + distrust + ", rounds=" + rounds + "]";
    }
}
