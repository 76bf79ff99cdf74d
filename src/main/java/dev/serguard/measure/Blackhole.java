package dev.serguard.measure;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Consumes results so that the JIT cannot prove them unused and remove the work that made them.
 *
 * <p>Why not just store the result in a field: the JIT may keep only the last store of a loop
 * and, for work without side effects, drop the rest. Why not a volatile write per call: it
 * costs a memory barrier, several nanoseconds, inside the timed loop. As JMH's {@code Blackhole}
 * does, {@link #consume(Object)} compares each result against a volatile that never matches,
 * which the JIT cannot fold, and only rarely (a pseudo-random, ever sparser subset of calls)
 * publishes the object itself, so that escape analysis cannot scalar-replace it either.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Blackhole {

    private volatile Object never = new Object();
    private volatile Object published;
    private int random = (int) System.nanoTime();
    private int mask = 1;
    private volatile long sink;

    /** Keeps {@code value} alive for the JIT; costs a few nanoseconds. */
    public void consume(Object value) {
        int r = random * 1_664_525 + 1_013_904_223;
        random = r;
        if ((r & mask) == 0) {
            published = value;
            mask = (mask << 1) + 1;
        }
        if (value == never) {
            sink++;
        }
    }

    /** Keeps {@code value} alive for the JIT. */
    public void consume(long value) {
        if (value == sink + Long.MIN_VALUE + 7) {
            sink = value;
        }
    }

    /** Forgets what was published, so that consumed objects can be collected. */
    public void clear() {
        published = null;
        mask = 1;
    }
}
