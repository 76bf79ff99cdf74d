package dev.serguard.check;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * What the threads of the thread-safety check share: a clock that releases them into the codec
 * together, again and again; the time limit; and a count of the calls during which another
 * thread returned from the codec, so ran at the same time: the overlap the check is after.
 *
 * <p>Why a clock and not a barrier: on a busy machine a barrier serializes the threads (the
 * last to arrive runs its burst while the others are still being woken, and are then queued
 * behind other processes), so that a broken codec passes. Threads that all sleep until the same
 * instant are woken by the kernel at once, and a thread waking from sleep is run ahead of the
 * busy processes, on every core: the bursts overlap. Each thread sleeps until the next tick,
 * makes calls for {@link #BURST_NANOS}, compares its results, and sleeps again; one that fell
 * behind skips to the next tick, so that the threads stay in step without waiting for each other.
 */
final class Meetings {

    /** Time between two releases of the threads. */
    static final long TICK_NANOS = 1_000_000;
    /** How long the threads make calls after each release. */
    static final long BURST_NANOS = 300_000;

    private final AtomicLong returned = new AtomicLong();
    private final LongAdder overlapping = new LongAdder();
    private final long overlappingGoal;
    private final long overlappingNeeded;
    private final long graceNanos;
    private volatile long lastCall;
    private volatile boolean failed;
    private volatile long started;
    private volatile long deadline;

    /**
     * Done once {@code overlappingGoal} calls overlapped another ({@code Long.MAX_VALUE}: never);
     * past the time limit, once {@code overlappingNeeded} did, or after {@code graceNanos} more.
     */
    Meetings(long overlappingGoal, long overlappingNeeded, long graceNanos) {
        this.overlappingGoal = overlappingGoal;
        this.overlappingNeeded = overlappingNeeded;
        this.graceNanos = graceNanos;
    }

    /** Starts the clock, and the time limit, from now. */
    void startNow(long timeLimitNanos) {
        long now = System.nanoTime();
        deadline = now + timeLimitNanos;
        lastCall = deadline + graceNanos;
        started = now;
    }

    /**
     * Whether no call should start any more: the time limit passed and enough calls overlapped,
     * or the grace after it passed too. On a machine so busy that the threads hardly ever ran at
     * the same time, the check goes on a little longer rather than pass a codec it has not tried.
     */
    boolean timeUp() {
        long now = System.nanoTime();
        return now - deadline >= 0 && (overlapping.sum() >= overlappingNeeded || now - lastCall >= 0);
    }

    /** Sleeps until the next tick; returns when the burst that starts then ends. */
    long nextBurst() {
        long start = started + ((System.nanoTime() - started) / TICK_NANOS + 1) * TICK_NANOS;
        for (long left = start - System.nanoTime(); left > 0 && !Thread.currentThread().isInterrupted(); left = start - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
        return start + BURST_NANOS;
    }

    /** How many calls returned so far: while it grows, the codec is not hung. */
    long returned() {
        return returned.get();
    }

    /** A thread enters the codec: what to give {@link #exit} when it returns. */
    long enter() {
        return returned.get();
    }

    /**
     * A thread returns from the codec; whether another thread returned from it meanwhile. A
     * thread preempted inside the codec returns nothing meanwhile, so this counts calls that
     * really ran at the same time as another, which races between single statements need.
     */
    boolean exit(long entered) {
        boolean together = returned.get() != entered;
        returned.incrementAndGet();
        return together;
    }

    /** Adds a burst's overlapping calls to the count. */
    void overlapped(long calls) {
        overlapping.add(calls);
    }

    /** A call failed: with a goal of overlapping calls, the verdict is known. */
    void failed() {
        failed = true;
    }

    /**
     * Whether the verdict is known, with a goal of overlapping calls: enough of them overlapped,
     * or one failed. Without a goal (iterations asked for) never: they are all made.
     */
    boolean enough() {
        return overlappingGoal != Long.MAX_VALUE && (failed || overlapping.sum() >= overlappingGoal);
    }
}
