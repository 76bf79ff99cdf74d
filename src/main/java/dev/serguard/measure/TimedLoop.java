package dev.serguard.measure;

/**
 * A batch of one operation, repeated {@code count} times, each result consumed. The timing
 * engine times whole batches; see {@link CodecLoops} for why each codec gets loops of its own.
 */
@FunctionalInterface
public interface TimedLoop {

    /** Runs the operation {@code count} times, consuming every result. */
    void run(long count, Blackhole blackhole) throws Exception;
}
