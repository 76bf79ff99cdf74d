package dev.serguard.check;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Where the threads of the thread-safety check wait for each other between blocks of round
 * trips, so that they rush into the codec together: on a busy machine a thread that has a time slice to
 * itself would otherwise make its round trips alone, and a broken codec pass. Once a thread
 * left (its time was up) or one was too slow to come, nobody waits any more.
 */
final class Meetings {

    /** Most round trips between two meetings. */
    static final int ROUND_TRIPS_BETWEEN = 16;
    private static final long PATIENCE_MILLIS = 100;

    private final CyclicBarrier barrier;
    private volatile long deadline;
    private volatile boolean over;

    Meetings(int threads) {
        this.barrier = new CyclicBarrier(threads);
    }

    /** Sets the time limit, from now. */
    void startNow(long timeLimitNanos) {
        deadline = System.nanoTime() + timeLimitNanos;
    }

    long deadline() {
        return deadline;
    }

    boolean timeUp() {
        return System.nanoTime() - deadline >= 0;
    }

    /** Waits for the others, unless meetings are over. */
    void meet() {
        if (over) {
            return;
        }
        try {
            barrier.await(PATIENCE_MILLIS, TimeUnit.MILLISECONDS);
        } catch (TimeoutException | BrokenBarrierException e) {
            over = true;        // a thread slow or stuck in the codec, or gone: each goes on alone
        } catch (InterruptedException e) {
            over = true;
            Thread.currentThread().interrupt();
        }
    }

    /** A thread is done: release those waiting for it, and meet no more. */
    void leave() {
        over = true;
        barrier.reset();
    }
}
