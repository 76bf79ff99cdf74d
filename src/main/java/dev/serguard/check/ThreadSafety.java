package dev.serguard.check;

import dev.serguard.codec.Codec;
import dev.serguard.payload.Payload;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The thread-safety check: several threads, started together, make round trips over distinct
 * payloads on one shared codec instance, and every output is compared with what one thread
 * alone got. Immutable; {@code with…} methods return copies.
 *
 * <pre>{@code
 * ThreadSafetyReport report = ThreadSafety.of(codec).withThreads(8).withIterations(2_000).check(payloads);
 * report.failureMessage().ifPresent(System.out::println);
 * }</pre>
 *
 * <p>Phases: on one thread, each payload is serialized, serialized again and read back, and
 * what the codec constructed per operation is counted ({@link InstanceChurn}); payloads that do
 * not round-trip there are left out. Then the threads run, each at most {@code iterations} round
 * trips, none started after the time limit, every thread at least one. They make them in blocks
 * of up to 16, comparing the results after each block and waiting for each other between blocks,
 * so that they are inside the codec together even on a busy machine. Then, on one thread again,
 * up to 10 round trips (none started after half the time limit) show whether the codec still
 * works. A correct codec always passes, however many round trips the time allowed; a broken one
 * fails as often as its calls overlapped, which is why the threads start together and the
 * payloads differ: a plain shared {@code Kryo} fails by chance, more surely with more round
 * trips, a shared {@code GuardedKryo} as soon as two calls overlap.
 *
 * <p>Threads are named {@code serguard thread-safety <codec> · <payload> (<model>) #1} and on,
 * and {@code … (one thread)} for the single-threaded phases, so that a thread dump shows them.
 * A thread that has not returned from the codec 10 s after the time limit is reported as hung
 * and abandoned (it is a daemon).
 */
public final class ThreadSafety<T> {

    /** Round trips per thread unless told otherwise. */
    public static final int DEFAULT_ITERATIONS = 1_000;

    /** How long the threads start round trips, unless told otherwise. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(1);

    static final long HANG_LIMIT_SECONDS = 10;
    private static final int ROUND_TRIPS_AFTERWARDS = 10;

    private final Codec<T> codec;
    private final int threads;
    private final int iterations;
    private final Duration timeLimit;
    private final Duration hangLimit;

    private ThreadSafety(Codec<T> codec, int threads, int iterations, Duration timeLimit, Duration hangLimit) {
        this.codec = codec;
        this.threads = threads;
        this.iterations = iterations;
        this.timeLimit = timeLimit;
        this.hangLimit = hangLimit;
    }

    /** The check of {@code codec}, with {@link #defaultThreads()}, {@link #DEFAULT_ITERATIONS} and {@link #DEFAULT_TIME_LIMIT}. */
    public static <T> ThreadSafety<T> of(Codec<T> codec) {
        return new ThreadSafety<>(Objects.requireNonNull(codec, "codec"), defaultThreads(), DEFAULT_ITERATIONS, DEFAULT_TIME_LIMIT,
                Duration.ofSeconds(HANG_LIMIT_SECONDS));
    }

    /** At least 4, and at least as many as the machine has cores: enough to overlap on any machine. */
    public static int defaultThreads() {
        return Math.max(4, Runtime.getRuntime().availableProcessors());
    }

    /** With {@code threads} threads sharing the codec; at least 2. */
    public ThreadSafety<T> withThreads(int threads) {
        if (threads < 2) {
            throw new IllegalArgumentException("threads must be ≥ 2 but was " + threads);
        }
        return new ThreadSafety<>(codec, threads, iterations, timeLimit, hangLimit);
    }

    /** With at most {@code iterations} round trips per thread; at least 1. */
    public ThreadSafety<T> withIterations(int iterations) {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be ≥ 1 but was " + iterations);
        }
        return new ThreadSafety<>(codec, threads, iterations, timeLimit, hangLimit);
    }

    /** With no round trip started after {@code timeLimit}; positive. */
    public ThreadSafety<T> withTimeLimit(Duration timeLimit) {
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("timeLimit must be positive but was " + timeLimit);
        }
        return new ThreadSafety<>(codec, threads, iterations, timeLimit, hangLimit);
    }

    // For tests of a hanging codec, which should not wait the full limit.
    ThreadSafety<T> withHangLimit(Duration hangLimit) {
        return new ThreadSafety<>(codec, threads, iterations, timeLimit, hangLimit);
    }

    public int threads() {
        return threads;
    }

    public int iterations() {
        return iterations;
    }

    public Duration timeLimit() {
        return timeLimit;
    }

    /**
     * Runs the check over {@code payloads}: distinct values of one kind, ideally at least as
     * many as threads; the first names the report ({@code codec · SMALL (Order)}).
     */
    public ThreadSafetyReport check(List<Payload<T>> payloads) {
        if (payloads.isEmpty()) {
            throw new IllegalArgumentException("the thread-safety check needs at least one payload");
        }
        Payload<T> first = payloads.get(0);
        String title = codec.name() + " · " + first.label() + " (" + first.model() + ")";
        List<T> values = payloads.stream().map(Payload::value).toList();
        Optional<Expected<T>> found = onOneThread(title, () -> Expected.of(codec, values));
        if (found.isEmpty()) {
            return notRun(title, "on one thread, the codec had not returned after " + seconds(hangLimit) + ", so it was not run on several");
        }
        Expected<T> expected = found.get();
        if (expected.size() == 0) {
            return notRun(title, "no payload round-trips on one thread, so there is nothing to compare with: "
                    + expected.firstFailure.orElse("no payloads"));
        }
        List<StressWorker<T>> finished = new ArrayList<>();
        int hung = runThreads(title, expected, finished);
        // A codec that hangs now, on one thread, counts as broken: one round trip tried, none correct.
        int[] afterwards = hung > 0 ? new int[] {0, 0} : onOneThread(title, () -> countCorrectAfterwards(expected)).orElse(new int[] {0, 1});
        return report(title, expected, finished, hung, afterwards[0], afterwards[1]);
    }

    // Starts the threads together; returns how many hung, and adds the others to finished.
    private int runThreads(String title, Expected<T> expected, List<StressWorker<T>> finished) {
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        Meetings meetings = new Meetings(threads);
        List<StressWorker<T>> workers = new ArrayList<>();
        List<Thread> running = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            StressWorker<T> worker = new StressWorker<>(i, codec, expected, iterations, ready, go, meetings);
            Thread thread = new Thread(worker, "serguard thread-safety " + title + " #" + (i + 1));
            thread.setDaemon(true);
            workers.add(worker);
            running.add(thread);
            thread.start();
        }
        try {
            ready.await();
            meetings.startNow(timeLimit.toNanos());
            go.countDown();
            long giveUp = meetings.deadline() + hangLimit.toNanos();
            for (Thread thread : running) {
                TimeUnit.NANOSECONDS.timedJoin(thread, Math.max(1, giveUp - System.nanoTime()));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        int hung = 0;
        for (int i = 0; i < threads; i++) {
            if (running.get(i).isAlive()) {
                hung++;
                running.get(i).interrupt();
            } else {
                finished.add(workers.get(i));
            }
        }
        return hung;
    }

    // Returns {correct, attempted}: up to 10 round trips, none started after half the time limit.
    private int[] countCorrectAfterwards(Expected<T> expected) {
        long end = System.nanoTime() + timeLimit.toNanos() / 2;
        int correct = 0;
        int attempted = 0;
        while (attempted < ROUND_TRIPS_AFTERWARDS && (attempted == 0 || System.nanoTime() - end < 0)) {
            if (expected.roundTripsCorrectly(codec, attempted % expected.size())) {
                correct++;
            }
            attempted++;
        }
        return new int[] {correct, attempted};
    }

    private ThreadSafetyReport report(String title, Expected<T> expected, List<StressWorker<T>> workers, int hung, int afterwards, int attempted) {
        long roundTrips = 0;
        long operations = 0;
        long wrongBytes = 0;
        long wrongValues = 0;
        boolean stopped = false;
        Map<String, Long> exceptions = new LinkedHashMap<>();
        Map<String, Throwable> examples = new LinkedHashMap<>();
        StressWorker<T> earliest = null;
        for (StressWorker<T> worker : workers) {
            roundTrips += worker.roundTrips;
            operations += worker.operations;
            wrongBytes += worker.wrongBytes;
            wrongValues += worker.wrongValues;
            stopped |= worker.stoppedEarly;
            worker.exceptions.forEach((type, count) -> exceptions.merge(type, count, Long::sum));
            worker.examples.forEach(examples::putIfAbsent);
            if (worker.firstException != null && (earliest == null || worker.firstExceptionNanos < earliest.firstExceptionNanos)) {
                earliest = worker;
            }
        }
        Map<String, Long> byCount = new LinkedHashMap<>();
        exceptions.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
                .forEach(entry -> byCount.put(entry.getKey(), entry.getValue()));
        return new ThreadSafetyReport(title, threads, expected.size(), expected.distinct(), roundTrips, operations, byCount,
                wrongBytes, wrongValues, stopped, hung, afterwards, attempted, expected.churn, Optional.empty(),
                Optional.ofNullable(earliest).map(worker -> worker.firstException), ThreadSafetyDiagnosis.of(examples.values()));
    }

    private ThreadSafetyReport notRun(String title, String reason) {
        return new ThreadSafetyReport(title, threads, 0, 0, 0, 0, Map.of(), 0, 0, false, 0, 0, 0, List.of(), Optional.of(reason),
                Optional.empty(), ThreadSafetyDiagnosis.GENERIC);
    }

    private static String seconds(Duration duration) {
        return duration.toMillis() % 1_000 == 0 ? duration.toSeconds() + " s" : duration.toMillis() + " ms";
    }

    // The single-threaded phases also run on a thread of their own, so that a hang is bounded.
    private <R> Optional<R> onOneThread(String title, Callable<R> work) {
        FutureTask<R> task = new FutureTask<>(work);
        Thread thread = new Thread(task, "serguard thread-safety " + title + " (one thread)");
        thread.setDaemon(true);
        thread.start();
        try {
            return Optional.of(task.get(hangLimit.toNanos(), TimeUnit.NANOSECONDS));
        } catch (TimeoutException e) {
            thread.interrupt();
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } catch (ExecutionException e) {
            throw new IllegalStateException("the thread-safety check of " + title + " failed", e.getCause());
        }
    }
}
