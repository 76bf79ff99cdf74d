package dev.serguard.check;

import dev.serguard.codec.Codec;
import dev.serguard.internal.Guarded;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

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

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The thread-safety check: several threads make calls over distinct payloads on one shared
 * codec instance, released together again and again, and every output is judged against what
 * one thread alone got. Immutable; {@code with…} methods return copies.
 *
 * <pre>{@code
 * ThreadSafetyReport report = ThreadSafety.of(codec).withThreads(8).check(payloads);
 * report.failureMessage().ifPresent(System.out::println);
 * }</pre>
 *
 * <p>Phases: on one thread, each payload is serialized and read back, and what the codec constructed per operation is counted
 * ({@link InstanceChurn}); payloads that do not round-trip there are left out. Then the threads
 * make bursts of calls: every millisecond a clock releases all of them into the codec at once,
 * for {@value Meetings#BURST_NANOS} ns, so that their calls overlap even on a busy machine (see
 * {@link Meetings}); every other burst makes its serializes first and its deserializes after,
 * so that calls of the same kind overlap. The check counts the calls during which another
 * thread returned from the codec, and by default stops once {@link #DEFAULT_OVERLAPPING_CALLS}
 * did, or at the time limit, whichever comes first: overlap
 * is reached by design, not left to luck. Each thread makes at least one round trip. Then, on
 * one thread again, bytes that differed from the reference ones are read back, and up to 10
 * round trips (none started after half the time limit) show whether the codec still works.
 *
 * <p>Before the threads start, one call each way on one thread shows whether the codec keeps what
 * it returns in a field of its own ({@link ThreadSafetyReport#keptResult()}): a race between a
 * store and a load, which compiled code seldom lets any overlap show.
 *
 * <p>Bytes are judged by the value they read back on that quiet thread, not by equality with
 * the reference: a codec that writes the current time or a nonce is right, and a thread that got
 * another thread's bytes, or half of them, is caught. A correct codec always passes, however
 * many calls the time allowed; a broken one fails as often as its calls overlapped.
 *
 * <p>Threads are named {@code serguard thread-safety <codec> · <payload> (<model>) #1} and on,
 * and {@code … (one thread)} for the single-threaded phases, so that a thread dump shows them.
 * Threads still inside the codec once no call returned for 10 s (more for
 * a codec whose calls are slow on one thread) are reported as hung and abandoned (they are
 * daemons): a codec whose calls queue on a lock is slow, not hung.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ThreadSafety<T> {

    /** Most round trips per thread unless told otherwise; the time limit or the overlap goal ends the check first. */
    public static final int DEFAULT_ITERATIONS = 1_000_000;

    /** How long the threads start round trips, unless told otherwise. */
    public static final Duration DEFAULT_TIME_LIMIT = Duration.ofSeconds(1);

    /**
     * Calls during which another thread returned from the codec, after which the check ends
     * early unless told to make a number of iterations: a shared {@code SimpleDateFormat},
     * {@code ByteArrayOutputStream} or {@code Kryo} fails long before.
     */
    public static final long DEFAULT_OVERLAPPING_CALLS = 10_000;

    /**
     * Calls that must overlap before the check ends at its time limit, unless told to make a
     * number of iterations: short of them it goes on for as long again, then says how few did.
     */
    public static final long OVERLAPPING_NEEDED = 2_000;

    static final long HANG_LIMIT_SECONDS = 10;
    private static final int ROUND_TRIPS_AFTERWARDS = 10;
    // A thread slower than this on a loaded machine, compared with one thread alone, counts as hung.
    private static final int SLOWDOWN_ALLOWED = 4;

    private final Codec<T> codec;
    private final int threads;
    private final int iterations;
    private final long overlappingGoal;
    private final Duration timeLimit;
    private final Duration hangLimit;
    private final Expected.Comparison comparison;

    private ThreadSafety(Codec<T> codec, int threads, int iterations, long overlappingGoal, Duration timeLimit, Duration hangLimit,
                         Expected.Comparison comparison) {
        this.codec = codec;
        this.threads = threads;
        this.iterations = iterations;
        this.overlappingGoal = overlappingGoal;
        this.timeLimit = timeLimit;
        this.hangLimit = hangLimit;
        this.comparison = comparison;
    }

    /**
     * The check of {@code codec}, with {@link #defaultThreads()}, {@link #DEFAULT_TIME_LIMIT},
     * and until {@link #DEFAULT_OVERLAPPING_CALLS} calls overlapped.
     */
    public static <T> ThreadSafety<T> of(Codec<T> codec) {
        return new ThreadSafety<>(Objects.requireNonNull(codec, "codec"), defaultThreads(), DEFAULT_ITERATIONS, DEFAULT_OVERLAPPING_CALLS,
                DEFAULT_TIME_LIMIT, Duration.ofSeconds(HANG_LIMIT_SECONDS), DeepEquality::firstDifference);
    }

    /**
     * At least 8, and at least as many as the machine has cores: enough to overlap on any machine.
     * More threads than cores also keep the scheduler from queueing them all on one busy core.
     */
    public static int defaultThreads() {
        return Math.max(8, Runtime.getRuntime().availableProcessors());
    }

    /** With {@code threads} threads sharing the codec; at least 2. */
    public ThreadSafety<T> withThreads(int threads) {
        if (threads < 2) {
            throw new IllegalArgumentException("threads must be ≥ 2 but was " + threads);
        }
        return new ThreadSafety<>(codec, threads, iterations, overlappingGoal, timeLimit, hangLimit, comparison);
    }

    /**
     * With {@code iterations} round trips per thread, at least 1: all of them are made unless the
     * time limit comes first, however many calls overlapped.
     */
    public ThreadSafety<T> withIterations(int iterations) {
        if (iterations < 1) {
            throw new IllegalArgumentException("iterations must be ≥ 1 but was " + iterations);
        }
        return new ThreadSafety<>(codec, threads, iterations, Long.MAX_VALUE, timeLimit, hangLimit, comparison);
    }

    /** With no round trip started after {@code timeLimit}; positive. */
    public ThreadSafety<T> withTimeLimit(Duration timeLimit) {
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("timeLimit must be positive but was " + timeLimit);
        }
        return new ThreadSafety<>(codec, threads, iterations, overlappingGoal, timeLimit, hangLimit, comparison);
    }

    // For tests of a hanging codec, which should not wait the full limit.
    ThreadSafety<T> withHangLimit(Duration hangLimit) {
        return new ThreadSafety<>(codec, threads, iterations, overlappingGoal, timeLimit, hangLimit, comparison);
    }

    /** With what one thread read back compared with the payloads as {@code options} say (a test's {@code @RoundTripCheck}). */
    public ThreadSafety<T> withComparison(ComparisonOptions options) {
        Objects.requireNonNull(options, "options");
        // No notes: the check compares thousands of times, and a note (an ignored path's above all) costs a walk of its own.
        return withComparison((expected, actual) -> DeepEquality.firstDifference(expected, actual, options));
    }

    // For tests of a slow comparison.
    ThreadSafety<T> withComparison(Expected.Comparison comparison) {
        return new ThreadSafety<>(codec, threads, iterations, overlappingGoal, timeLimit, hangLimit, comparison);
    }

    /**
     * Ending once {@code overlappingCalls} calls were made during which another thread returned
     * from the codec, at the first failure, or at the time limit; at least 1. Undoes
     * {@link #withIterations}.
     */
    public ThreadSafety<T> withOverlappingCalls(long overlappingCalls) {
        if (overlappingCalls < 1) {
            throw new IllegalArgumentException("overlappingCalls must be ≥ 1 but was " + overlappingCalls);
        }
        return new ThreadSafety<>(codec, threads, DEFAULT_ITERATIONS, overlappingCalls, timeLimit, hangLimit, comparison);
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
        String title = payloads.get(0).title(codec.name());
        List<T> values = payloads.stream().map(Payload::value).toList();
        Expected<T> measuring = new Expected<>(comparison);
        Guarded.Completion<Expected<T>> found = onOneThread(title, () -> measuring.measure(codec, values, hangLimit.toNanos() / 2));
        if (found instanceof Guarded.TimedOut<Expected<T>> timedOut) {
            String at = timedOut.where().isEmpty() ? "" : " (" + timedOut.where() + ")";
            return notRun(title, "compare".equals(measuring.doing())
                    ? "on one thread, comparing what the codec read back with the payload had not finished after " + seconds(hangLimit)
                            + at + ", so it was not run on several"
                    : "on one thread, the codec had not returned after " + seconds(hangLimit) + at + ", so it was not run on several");
        }
        Expected<T> expected = returned(title, found);
        if (expected.size() == 0) {
            return notRun(title, "no payload round-trips on one thread, so there is nothing to compare with: "
                    + expected.firstFailure().orElse("no payloads"));
        }
        Guarded.Completion<Optional<String>> keeping = onOneThread(title, () -> {
            try {
                return KeptResults.of(codec, values.get(0));
            } catch (Exception e) {
                return Optional.empty();     // the codec's failure, which the threads' calls report
            }
        });
        Optional<String> kept = keeping instanceof Guarded.Returned<Optional<String>> returned ? returned.value() : Optional.empty();
        List<StressWorker<T>> finished = new ArrayList<>();
        Stuck stuck = runThreads(title, expected, finished);
        if (stuck.comparing() > 0 && stuck.hung() == 0) {
            return notRun(title, "comparing what the threads read back with the payloads had not finished after "
                    + seconds(hangLimit) + ", so nothing could be judged");
        }
        long wrongBytes = 0;
        int correctAfterwards = 0;
        int attemptedAfterwards = 0;
        // With threads still inside the codec, it is not called again: it may wait for them.
        if (stuck.hung() == 0) {
            Guarded.Completion<long[]> judged = onOneThread(title, () -> {
                long wrong = wrongBytes(expected, finished);
                int[] afterwards = countCorrectAfterwards(expected);
                return new long[] {wrong, afterwards[0], afterwards[1]};
            });
            // A codec that hangs now, on one thread, counts as broken: one round trip tried, none correct.
            long[] counts = judged instanceof Guarded.TimedOut ? new long[] {0, 0, 1} : returned(title, judged);
            wrongBytes = counts[0];
            correctAfterwards = (int) counts[1];
            attemptedAfterwards = (int) counts[2];
        }
        return report(title, expected, finished, wrongBytes, stuck, correctAfterwards, attemptedAfterwards, kept);
    }

    private <R> Guarded.Completion<R> onOneThread(String title, Callable<R> work) {
        return Guarded.call("serguard thread-safety " + title + " (one thread)", hangLimit, work);
    }

    // What the single-threaded phase returned; anything it threw is serguard's own failure, as it catches the codec's.
    private static <R> R returned(String title, Guarded.Completion<R> outcome) {
        if (outcome instanceof Guarded.Returned<R> returned) {
            return returned.value();
        }
        Throwable cause = ((Guarded.Threw<R>) outcome).cause();
        throw new IllegalStateException("the thread-safety check of " + title + " failed", cause);
    }

    /** Threads still running long after the time limit: inside the codec, or comparing its results. */
    private record Stuck(int hung, int comparing, String where) {
    }

    // Starts the threads together; adds those that finished to finished.
    private Stuck runThreads(String title, Expected<T> expected, List<StressWorker<T>> finished) {
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        boolean byGoal = overlappingGoal != Long.MAX_VALUE;
        Meetings meetings = new Meetings(overlappingGoal, overlappingNeeded(), byGoal ? timeLimit.toNanos() : 0);
        List<StressWorker<T>> workers = new ArrayList<>();
        List<Callable<Void>> calls = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            StressWorker<T> worker = new StressWorker<>(i, codec, expected, iterations, ready, go, meetings);
            workers.add(worker);
            calls.add(() -> {
                worker.run();
                return null;
            });
        }
        Guarded.Group<Void> group = Guarded.start("serguard thread-safety " + title, calls);
        List<Guarded.Completion<Void>> outcomes;
        try {
            ready.await();
            meetings.startNow(timeLimit.toNanos());
            go.countDown();
            outcomes = group.await(patience(expected), meetings::returned);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            outcomes = group.await(Duration.ZERO, meetings::returned);
        }
        int hung = 0;
        int comparing = 0;
        String where = "";
        for (int i = 0; i < threads; i++) {
            Guarded.Completion<Void> outcome = outcomes.get(i);
            if (outcome instanceof Guarded.Threw<Void> threw) {
                // The worker catches everything the codec throws: this is serguard's own failure, not to be passed over.
                throw new IllegalStateException("the thread-safety check of " + title + " failed", threw.cause());
            }
            if (!(outcome instanceof Guarded.TimedOut<Void> timedOut)) {
                finished.add(workers.get(i));
                continue;
            }
            StackTraceElement[] stack = timedOut.stack().toArray(StackTraceElement[]::new);
            if (ThreadSafetyDiagnosis.comparing(stack)) {
                comparing++;
            } else {
                hung++;
                where = where.isEmpty() ? ThreadSafetyDiagnosis.where(stack) : where;
            }
        }
        return new Stuck(hung, comparing, where);
    }

    // With a goal, fewer overlapping calls than this make a weak verdict; without one, the iterations asked for decide.
    private long overlappingNeeded() {
        return overlappingGoal == Long.MAX_VALUE ? 0 : Math.min(overlappingGoal, OVERLAPPING_NEEDED);
    }

    // How long the threads may go without a call returning: a codec slow because its calls queue
    // on a lock is not hung. The hang limit, plus what one slow call and a burst's comparisons may take.
    private Duration patience(Expected<T> expected) {
        return hangLimit.plusNanos(slowness(expected));
    }

    // What a slow codec may take on top of the hang limit: a round trip and a burst's comparisons, each thread on one core.
    private long slowness(Expected<T> expected) {
        long burst = StressWorker.burstLimit(expected.largestBytes());
        return SLOWDOWN_ALLOWED * threads * (expected.roundTripNanos() + burst * expected.compareNanos());
    }

    // Serialize calls whose bytes, read back on this quiet thread, are not the payload.
    private long wrongBytes(Expected<T> expected, List<StressWorker<T>> workers) {
        long wrong = 0;
        for (StressWorker<T> worker : workers) {
            for (Suspects.Suspect suspect : worker.tally().suspects()) {
                if (!expected.writtenCorrectly(codec, suspect.payload, suspect.bytes)) {
                    wrong += suspect.calls;
                }
            }
        }
        return wrong;
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

    private ThreadSafetyReport report(String title, Expected<T> expected, List<StressWorker<T>> workers, long wrongBytes, Stuck stuck,
                                      int afterwards, int attempted, Optional<String> kept) {
        long roundTrips = 0;
        long operations = 0;
        long overlapping = 0;
        long wrongValues = 0;
        boolean stopped = false;
        Map<String, Long> exceptions = new LinkedHashMap<>();
        Map<String, Throwable> examples = new LinkedHashMap<>();
        StressWorker.Tally earliest = null;
        for (StressWorker<T> worker : workers) {
            StressWorker.Tally tally = worker.tally();
            roundTrips += tally.roundTrips();
            operations += tally.operations();
            overlapping += tally.overlapping();
            wrongValues += tally.wrongValues();
            stopped |= tally.stoppedEarly();
            tally.exceptions().forEach((type, count) -> exceptions.merge(type, count, Long::sum));
            tally.examples().forEach(examples::putIfAbsent);
            if (tally.firstException().isPresent() && (earliest == null || tally.firstExceptionNanos() < earliest.firstExceptionNanos())) {
                earliest = tally;
            }
        }
        Map<String, Long> byCount = new LinkedHashMap<>();
        exceptions.entrySet().stream()
                .sorted(Map.Entry.<String, Long>comparingByValue(Comparator.reverseOrder()).thenComparing(Map.Entry.comparingByKey()))
                .forEach(entry -> byCount.put(entry.getKey(), entry.getValue()));
        boolean onlyHung = byCount.isEmpty() && wrongBytes + wrongValues == 0;
        String diagnosis = stuck.hung() > 0 && onlyHung
                ? ThreadSafetyDiagnosis.hung(seconds(hangLimit), stuck.where())
                : ThreadSafetyDiagnosis.of(examples.values());
        return new ThreadSafetyReport(title, threads, expected.size(), expected.distinct(), roundTrips, operations, overlapping,
                overlappingNeeded(), byCount,
                wrongBytes, wrongValues, stopped, stuck.hung(), afterwards, attempted, expected.churn(), kept, Optional.empty(),
                Optional.ofNullable(earliest).flatMap(StressWorker.Tally::firstException), diagnosis);
    }

    private ThreadSafetyReport notRun(String title, String reason) {
        return new ThreadSafetyReport(title, threads, 0, 0, 0, 0, 0, 0, Map.of(), 0, 0, false, 0, 0, 0, List.of(), Optional.empty(),
                Optional.of(reason),
                Optional.empty(), ThreadSafetyDiagnosis.GENERIC);
    }

    private static String seconds(Duration duration) {
        return Guarded.describe(duration);
    }
}
