package dev.serguard.internal;

import org.apiguardian.api.API;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Runs the user's code — a codec, a payload factory, a codec source — on a daemon thread of its
 * own with a time limit, and turns whatever happens into an {@link Completion}: it returned, it
 * threw (any {@code Throwable}: an {@code OutOfMemoryError} or {@code StackOverflowError} in the
 * user's code is the user's failure, not serguard's), or it was still running at the limit. Not
 * API: internal to serguard and free to change.
 *
 * <pre>{@code
 * Guarded.Completion<byte[]> out = Guarded.call("serguard serialize kryo", Duration.ofSeconds(30), () -> codec.serialize(value));
 *
 * Guarded.Group<Void> group = Guarded.start("serguard thread-safety kryo", workers);   // threads "… #1", "… #2", …
 * List<Guarded.Completion<Void>> outcomes = group.await(Duration.ofSeconds(10), calls::sum);
 * }</pre>
 *
 * <p>How serguard runs the user's code on threads of its own: a single call ({@link #call}),
 * limited from the latest stage it entered, or a group started together ({@link #start}),
 * limited from the latest sign of progress of any of them. One other place does: the robustness
 * check's worker, which reuses one thread for a thousand short calls and reads its allocation
 * after each ({@code check.robust.Worker}).
 *
 * <p>A thread that does not return is interrupted and abandoned: the JDK has no way left to stop
 * a thread ({@code Thread.stop} throws since JDK 20), so a codec in an endless loop keeps a core
 * busy until the JVM ends. The outcome says where it was, so that the message can name the line.
 */
@API(status = INTERNAL, since = "0.1")
public final class Guarded {

    // Recursive codecs (Java serialization, Kryo, Jackson) go one set of frames deeper per nested
    // object: a worker gets far more stack than a thread's default, so that a deep model that works
    // on the user's own threads is not failed here. Reserved, not committed, until used.
    private static final long STACK_BYTES = 16L << 20;

    private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

    private Guarded() {
    }

    /** What the guarded code did. */
    public sealed interface Completion<R> {
    }

    /** It returned {@code value} (which may be {@code null} if the code returns null). */
    public record Returned<R>(R value) implements Completion<R> {
    }

    /** It threw {@code cause}. */
    public record Threw<R>(Throwable cause) implements Completion<R> {
        public Threw {
            Objects.requireNonNull(cause, "cause");
        }
    }

    /**
     * It was still running {@code limit} after its last sign of progress; {@code stage} is what
     * it said it was doing then, {@code where} the top of its stack ({@code at
     * com.example.SlowCodec.serialize(SlowCodec.java:12)}, a few frames), or empty, and
     * {@code stack} the whole of it, for a caller that must tell where it waits; {@code subject}
     * is what the stage worked on, as it was entered ({@link Progress#enter(String, Object)}), so
     * that a caller finds it without reading the stage's words.
     */
    public record TimedOut<R>(Duration limit, String stage, String where, List<StackTraceElement> stack, Optional<Object> subject)
            implements Completion<R> {
        public TimedOut {
            Objects.requireNonNull(limit, "limit");
            Objects.requireNonNull(stage, "stage");
            Objects.requireNonNull(where, "where");
            stack = List.copyOf(stack);
            Objects.requireNonNull(subject, "subject");
        }

        public TimedOut(Duration limit, String stage, String where, List<StackTraceElement> stack) {
            this(limit, stage, where, stack, Optional.empty());
        }

        public TimedOut(Duration limit, String stage, String where) {
            this(limit, stage, where, List.of());
        }
    }

    /**
     * What the guarded code is doing, and since when: the limit counts from the latest
     * {@link #enter(String)}, so that a long run of short steps (timed batches) is not cut short
     * while one step that hangs is. One per call: a thread abandoned after its limit may still
     * write to its own.
     */
    public static final class Progress {
        // The stage and its subject in one field, so that a timed-out call reads both of the same stage.
        private volatile Step step;
        private volatile long sinceNanos = System.nanoTime();

        private record Step(String stage, Optional<Object> subject) {
        }

        public Progress(String stage) {
            this.step = new Step(stage, Optional.empty());
        }

        /** The code starts {@code stage} now. */
        public void enter(String stage) {
            enter(new Step(stage, Optional.empty()));
        }

        /** The code starts {@code stage} on {@code subject} now (a codec timed, say): a time-out names it as data. */
        public void enter(String stage, Object subject) {
            enter(new Step(stage, Optional.of(subject)));
        }

        private void enter(Step step) {
            this.step = step;
            this.sinceNanos = System.nanoTime();
        }

        public String stage() {
            return step.stage();
        }

        /** What the current stage works on, if it was entered with a subject. */
        public Optional<Object> subject() {
            return step.subject();
        }
    }

    /** Runs {@code work} on a new daemon thread named {@code threadName}, waiting at most {@code limit}. */
    public static <R> Completion<R> call(String threadName, Duration limit, Callable<R> work) {
        return call(threadName, limit, new Progress("running"), work);
    }

    /**
     * Runs {@code work} on a new daemon thread named {@code threadName}, until it is done or
     * {@code limit} has passed since {@code progress} last entered a stage.
     */
    public static <R> Completion<R> call(String threadName, Duration limit, Progress progress, Callable<R> work) {
        progress.enter(progress.step);
        CompletableFuture<Completion<R>> done = new CompletableFuture<>();
        Thread worker = daemon(threadName, work, done);
        worker.start();
        try {
            while (true) {
                long left = progress.sinceNanos + limit.toNanos() - System.nanoTime();
                if (left <= 0) {
                    Progress.Step step = progress.step;
                    return abandon(worker, limit, step.stage(), step.subject());
                }
                try {
                    return done.get(Math.min(left, POLL_NANOS), TimeUnit.NANOSECONDS);
                } catch (TimeoutException e) {
                    // look at the progress again
                }
            }
        } catch (ExecutionException e) {
            return new Threw<>(e.getCause());      // cannot happen: the worker completes normally
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            worker.interrupt();
            Progress.Step step = progress.step;
            return new TimedOut<>(limit, step.stage(), "(the waiting thread was interrupted)", List.of(), step.subject());
        }
    }

    /**
     * Starts one daemon thread per worker, named {@code threadName #1}, {@code #2}, …, and returns
     * at once; {@link Group#await} waits for them. Workers that must begin together wait for
     * each other themselves (a latch), so that starting threads does not stagger them.
     */
    public static <R> Group<R> start(String threadName, List<? extends Callable<R>> workers) {
        List<Thread> threads = new ArrayList<>();
        List<CompletableFuture<Completion<R>>> done = new ArrayList<>();
        for (int i = 0; i < workers.size(); i++) {
            CompletableFuture<Completion<R>> outcome = new CompletableFuture<>();
            threads.add(daemon(threadName + " #" + (i + 1), workers.get(i), outcome));
            done.add(outcome);
        }
        threads.forEach(Thread::start);
        return new Group<>(threads, done);
    }

    /** Workers started together by {@link #start}. */
    public static final class Group<R> {
        private static final long JOIN_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

        private final List<Thread> threads;
        private final List<CompletableFuture<Completion<R>>> done;

        private Group(List<Thread> threads, List<CompletableFuture<Completion<R>>> done) {
            this.threads = threads;
            this.done = done;
        }

        /**
         * Waits until every worker is done, or until {@code limit} has passed without
         * {@code progress} changing (a count of calls that returned, say: workers slow because
         * they queue on a lock are not hung). Returns each worker's outcome in order; a worker
         * still running is interrupted, abandoned and {@link TimedOut}, with its stack.
         */
        public List<Completion<R>> await(Duration limit, LongSupplier progress) {
            long seen = progress.getAsLong();
            long since = System.nanoTime();
            try {
                waiting:
                for (Thread thread : threads) {
                    while (thread.isAlive()) {
                        long now = System.nanoTime();
                        if (progress.getAsLong() != seen) {
                            seen = progress.getAsLong();
                            since = now;
                        }
                        long giveUp = since + limit.toNanos();
                        if (now - giveUp >= 0) {
                            break waiting;
                        }
                        TimeUnit.NANOSECONDS.timedJoin(thread, Math.min(giveUp - now, JOIN_NANOS));
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            List<Completion<R>> outcomes = new ArrayList<>();
            for (int i = 0; i < threads.size(); i++) {
                Completion<R> outcome = done.get(i).getNow(null);
                outcomes.add(outcome != null ? outcome : abandon(threads.get(i), limit, "running", Optional.empty()));
            }
            return outcomes;
        }
    }

    // Every guarded thread: a daemon, with a deep stack, that turns whatever the work does into an outcome.
    private static <R> Thread daemon(String name, Callable<R> work, CompletableFuture<Completion<R>> done) {
        Thread thread = new Thread(null, () -> {
            Completion<R> outcome;
            try {
                outcome = new Returned<>(work.call());
            } catch (Throwable e) {
                outcome = new Threw<>(e);
            }
            done.complete(outcome);
        }, name, STACK_BYTES);
        thread.setDaemon(true);
        return thread;
    }

    // Where the thread is, then it is asked to stop and left to the scheduler's leftovers.
    private static <R> TimedOut<R> abandon(Thread thread, Duration limit, String stage, Optional<Object> subject) {
        StackTraceElement[] stack = thread.getStackTrace();
        thread.interrupt();
        thread.setPriority(Thread.MIN_PRIORITY);
        return new TimedOut<>(limit, stage, where(stack), Arrays.asList(stack), subject);
    }

    /** Seconds when whole, else milliseconds: {@code 30 s}, {@code 250 ms}. */
    public static String describe(Duration limit) {
        return limit.toMillis() % 1_000 == 0 ? limit.toSeconds() + " s" : limit.toMillis() + " ms";
    }

    // The first frames outside the JDK, where the user's code was when the limit passed.
    private static String where(StackTraceElement[] stack) {
        return Arrays.stream(stack)
                .dropWhile(frame -> isJdk(frame.getClassName()))
                .filter(frame -> !frame.getClassName().contains("$$Lambda"))
                .limit(2)
                .map(frame -> "at " + frame.getClassName() + "." + frame.getMethodName()
                        + "(" + frame.getFileName() + (frame.getLineNumber() > 0 ? ":" + frame.getLineNumber() : "") + ")")
                .collect(Collectors.joining(", "));
    }

    private static boolean isJdk(String className) {
        return className.startsWith("java.") || className.startsWith("jdk.") || className.startsWith("sun.");
    }
}
