package dev.serguard.measure;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A batch of one operation, repeated {@code count} times, each result consumed. The timing
 * engine times whole batches; see {@link CodecLoops} for why each codec gets loops of its own.
 */
@API(status = EXPERIMENTAL, since = "0.1")
@FunctionalInterface
public interface TimedLoop {

    /** Runs the operation {@code count} times, consuming every result. */
    void run(long count, Blackhole blackhole) throws Exception;
}
