package dev.serguard.fork;

import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A run that {@code System.exit} ends in the test JVM, where no {@code @Forked} child JVM could
 * take it: a shutdown hook, registered once per JVM, says on stderr who called it and during
 * which invocation, then writes the reports of what had finished, with that line among their run
 * notes:
 *
 * <pre>{@code
 * serguard: System.exit called at com.example.BadCodec.serialize(BadCodec.java:42) during kryo · SMALL (Order) in OrderTests.orders; run this codec with @Forked
 * }</pre>
 *
 * <p>Without it, Surefire says only "The forked VM terminated without properly saying goodbye",
 * and every codec's results are lost. The hook does nothing where every run has ended (its
 * reports written by JUnit closing the root store), and is not registered in a forked
 * invocation's child JVM, whose own hook tells the parent who called it. Knows no JUnit: the
 * adapter hands it each run under way as a {@link Run}.
 */
@API(status = INTERNAL, since = "0.4")
public final class EarlyExit {

    /** How long the hook may take to write the reports: the JVM waits for its hooks before it ends. */
    static final Duration WRITE_LIMIT = Duration.ofSeconds(10);

    /** A run under way, as the hook sees it: what it runs, and how it writes its reports when the JVM ends first. */
    public interface Run {

        /** What the run is running, newest first. */
        List<Running> running();

        /**
         * Writes the reports of what had finished, with {@code exit}, the line that says how the
         * JVM ended, among their run notes; false where the run had ended already, and wrote them.
         */
        boolean endedEarly(String exit);
    }

    /**
     * What a run runs of a test: its {@code codecs} on {@code payload}, measured together, or one
     * codec's invocation, from the thread named {@code thread}.
     *
     * @param test the test, {@code OrderTests.orders}
     */
    public record Running(String test, Payload<?> payload, List<String> codecs, String thread) {
    }

    private static final Set<Run> RUNS = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean HOOKED = new AtomicBoolean();

    private EarlyExit() {
    }

    /** Watches {@code run} until it {@linkplain #ended ends}. */
    public static void watch(Run run) {
        RUNS.add(run);
        if (HOOKED.compareAndSet(false, true)) {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(EarlyExit::exiting, "serguard exit"));
            } catch (IllegalStateException | SecurityException e) {
                // the JVM is ending already, or may not be watched: nothing to say then
            }
        }
    }

    /** {@code run} ended, and wrote its reports itself. */
    public static void ended(Run run) {
        RUNS.remove(run);
    }

    private static void exiting() {
        if (!RUNS.isEmpty()) {
            end(ExitCaller.find(Thread.getAllStackTraces()), System.err);
        }
    }

    /** What the hook does for each run under way, {@code caller} having called {@code System.exit}: says so on {@code err}, and writes. */
    public static void end(Optional<ExitCaller> caller, PrintStream err) {
        long deadline = System.nanoTime() + WRITE_LIMIT.toNanos();
        for (Run run : List.copyOf(RUNS)) {
            String line = line(caller, run.running());
            err.println("serguard: " + line);
            err.flush();
            // On a thread of its own: a lock held by a thread that the exit stopped must not hold the JVM up for good.
            FutureTask<Boolean> writing = new FutureTask<>(() -> run.endedEarly(line));
            Thread writer = new Thread(writing, "serguard exit reports");
            writer.setDaemon(true);
            writer.start();
            try {
                writing.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (TimeoutException e) {
                err.println("serguard: the reports of what had finished were not written within " + WRITE_LIMIT.toSeconds() + " s, and are lost");
            } catch (ExecutionException e) {
                err.println("serguard: the reports of what had finished could not be written: " + e.getCause());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            err.flush();
        }
    }

    /**
     * How the JVM ends, and during what: the caller and the invocation that was running, which
     * serguard's worker threads name ({@code serguard check kryo · Order · SMALL}) where several
     * codecs were measured together. {@code @Forked} is the advice only where the caller's thread
     * is serguard's or the test's: another thread's exit (the build tool's, say) may not be the codec's.
     *
     * @param caller  who called {@code System.exit}, if a thread waits in it
     * @param running what the run was running, newest first
     */
    static String line(Optional<ExitCaller> caller, List<Running> running) {
        Optional<String> codec = caller.flatMap(c -> codecOf(c.thread(), running));
        Optional<Running> during = running.stream().filter(r -> codec.isEmpty() || r.codecs().contains(codec.get())).findFirst();
        Optional<String> where = caller.flatMap(ExitCaller::where);
        boolean ours = caller.isPresent() && (caller.get().thread().startsWith("serguard ")
                || during.filter(r -> r.thread().equals(caller.get().thread())).isPresent());
        String how = where.isPresent() ? caller.get().method() + " called " + where.get() + (ours ? "" : " on thread " + caller.get().thread())
                : "The test JVM is ending" + caller.map(c -> " (thread " + c.thread() + ", no caller outside the JDK)").orElse("");
        boolean advise = where.isPresent() && ours;
        if (during.isEmpty()) {
            return how + " during the serguard run, while none of its codecs ran";
        }
        Running run = during.get();
        Optional<String> one = codec.or(() -> run.codecs().size() == 1 ? Optional.of(run.codecs().get(0)) : Optional.empty());
        if (one.isPresent()) {
            return how + " during " + run.payload().title(one.get()) + " in " + run.test() + (advise ? "; run this codec with @Forked" : "");
        }
        return how + " while " + run.test() + " ran " + String.join(", ", run.codecs()) + " on " + run.payload().label()
                + " (" + run.payload().model() + ")" + (advise ? "; run the codec that called it with @Forked" : "");
    }

    // serguard runs a codec on threads named "serguard <step> <codec>…": "serguard check kryo · Order · SMALL", "serguard golden kryo".
    private static Optional<String> codecOf(String thread, List<Running> running) {
        if (!thread.startsWith("serguard ") || thread.indexOf(' ', "serguard ".length()) < 0) {
            return Optional.empty();
        }
        String rest = thread.substring(thread.indexOf(' ', "serguard ".length()) + 1);
        // The longest name that fits: "kryo unsafe" rather than "kryo".
        return running.stream().flatMap(r -> r.codecs().stream()).filter(name -> rest.equals(name) || rest.startsWith(name + " "))
                .max((a, b) -> Integer.compare(a.length(), b.length()));
    }
}
