package dev.serguard.check.robust;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One daemon thread that runs a codec's attempts one after another, each measured (wall time and
 * the bytes the thread allocated) and watched: an attempt still running at its time limit is
 * abandoned with the worker (the JDK cannot stop a thread), and the worker takes no more. One thread for all the attempts: a
 * thread per attempt would cost more than most attempts, and leave the codec's code cold.
 */
final class Worker implements AutoCloseable {

    // As Guarded's: a recursive codec must not overflow here where it does not on the user's threads.
    private static final long STACK_BYTES = 16L << 20;
    private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private final ExecutorService executor;
    private final Thread thread;
    private final Optional<com.sun.management.ThreadMXBean> threads;
    private boolean abandoned;

    Worker(String name) {
        Thread[] made = new Thread[1];
        executor = Executors.newSingleThreadExecutor(work -> {
            Thread t = new Thread(null, work, name, STACK_BYTES);
            t.setDaemon(true);
            made[0] = t;
            return t;
        });
        try {
            executor.submit(() -> null).get();        // start the thread now, so that it is known
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting " + name, e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
        thread = made[0];
        threads = allocationCounter();
    }

    /** What one attempt did. */
    sealed interface Attempt<R> {
    }

    /** It returned {@code value} (null if the code returned null) in {@code nanos}, allocating {@code bytes}. */
    record Returned<R>(R value, long nanos, long bytes) implements Attempt<R> {
    }

    /** It threw {@code cause} after {@code nanos}, having allocated {@code bytes}. */
    record Threw<R>(Throwable cause, long nanos, long bytes) implements Attempt<R> {
    }

    /** It was still running after {@code nanos}, having allocated about {@code bytes}; {@code where} is the top of its stack. */
    record StillRunning<R>(long nanos, long bytes, String where) implements Attempt<R> {
    }

    /** Whether the thread's allocation is measured; without it, {@code bytes} are 0. */
    boolean measuresAllocation() {
        return threads.isPresent();
    }

    /**
     * Runs {@code work} on the worker, measuring it; then, if it returned, {@code after} on what it
     * returned, unmeasured but within the same limits ({@code after} must not throw). Abandons the
     * worker if the attempt is still running after {@code timeLimit}. Not on allocation: a codec
     * stopped mid-allocation is no less a threat to the heap than one finished, and a large array
     * allocated at once, a pause of the collector, an exception's stack trace all look alike
     * from outside while they run.
     */
    <R, S> Attempt<S> run(Callable<R> work, Function<R, S> after, Duration timeLimit) {
        if (abandoned) {
            throw new IllegalStateException("the worker was abandoned");
        }
        long startBytes = allocated();
        Future<Attempt<S>> done = executor.submit(() -> {
            long bytes0 = allocatedHere();
            long start = System.nanoTime();
            R value;
            try {
                value = work.call();
            } catch (Throwable e) {
                long nanos = System.nanoTime() - start;
                return new Threw<>(e, nanos, allocatedHere() - bytes0);
            }
            long nanos = System.nanoTime() - start;
            long bytes = allocatedHere() - bytes0;
            return new Returned<>(after.apply(value), nanos, bytes);
        });
        long started = System.nanoTime();
        try {
            while (true) {
                try {
                    return done.get(POLL_NANOS, TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    long nanos = System.nanoTime() - started;
                    long bytes = allocated() - startBytes;
                    if (nanos > timeLimit.toNanos()) {
                        return abandon(nanos, bytes);
                    }
                }
            }
        } catch (ExecutionException e) {
            return new Threw<>(e.getCause(), System.nanoTime() - started, 0);     // only if after threw
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return abandon(System.nanoTime() - started, 0);
        }
    }

    private <S> StillRunning<S> abandon(long nanos, long bytes) {
        String where = where(thread.getStackTrace());
        abandoned = true;
        executor.shutdownNow();                 // interrupts; a loop that ignores it goes on
        thread.setPriority(Thread.MIN_PRIORITY);
        return new StillRunning<>(nanos, bytes, where);
    }

    @Override
    public void close() {
        if (!abandoned) {
            executor.shutdown();
        }
    }

    private long allocated() {
        return threads.map(t -> t.getThreadAllocatedBytes(thread.getId())).orElse(0L);
    }

    private long allocatedHere() {
        return threads.map(com.sun.management.ThreadMXBean::getCurrentThreadAllocatedBytes).orElse(0L);
    }

    private static Optional<com.sun.management.ThreadMXBean> allocationCounter() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean bean && bean.isThreadAllocatedMemorySupported()) {
            if (!bean.isThreadAllocatedMemoryEnabled()) {
                bean.setThreadAllocatedMemoryEnabled(true);
            }
            return Optional.of(bean);
        }
        return Optional.empty();
    }

    // The first frames outside the JDK and this check: where the codec was when it was abandoned.
    private static String where(StackTraceElement[] stack) {
        return Arrays.stream(stack)
                .dropWhile(frame -> frame.getClassName().startsWith("java.") || frame.getClassName().startsWith("jdk.")
                        || frame.getClassName().startsWith("sun."))
                .filter(frame -> !frame.getClassName().contains("$$Lambda") && !frame.getClassName().startsWith(Worker.class.getName())
                        && !frame.getClassName().startsWith(Robustness.class.getName()))
                .limit(2)
                .map(frame -> "at " + frame.getClassName() + "." + frame.getMethodName()
                        + "(" + frame.getFileName() + (frame.getLineNumber() > 0 ? ":" + frame.getLineNumber() : "") + ")")
                .collect(Collectors.joining(", "));
    }
}
