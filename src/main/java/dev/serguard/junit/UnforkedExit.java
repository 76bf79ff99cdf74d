package dev.serguard.junit;

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

/**
 * A run that {@code System.exit} ends in the test JVM, where no {@link Forked} child JVM could
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
 * invocation's child JVM, whose own hook ({@link ForkChild}) tells the parent who called it.
 */
final class UnforkedExit {

    /** How long the hook may take to write the reports: the JVM waits for its hooks before it ends. */
    static final Duration WRITE_LIMIT = Duration.ofSeconds(10);

    private static final Set<RunReport> RUNS = ConcurrentHashMap.newKeySet();
    private static final AtomicBoolean HOOKED = new AtomicBoolean();

    private UnforkedExit() {
    }

    /** Watches {@code report}'s run until it {@linkplain #ended ends}; returns it. */
    static RunReport watch(RunReport report, SerguardConfiguration configuration) {
        if (configuration.fork().role().isChild()) {
            return report;      // a child's exit is its parent's to report, as the invocation's failure
        }
        RUNS.add(report);
        if (HOOKED.compareAndSet(false, true)) {
            try {
                Runtime.getRuntime().addShutdownHook(new Thread(UnforkedExit::exiting, "serguard exit"));
            } catch (IllegalStateException | SecurityException e) {
                // the JVM is ending already, or may not be watched: nothing to say then
            }
        }
        return report;
    }

    /** {@code report}'s run ended, and wrote its reports itself. */
    static void ended(RunReport report) {
        RUNS.remove(report);
    }

    private static void exiting() {
        if (!RUNS.isEmpty()) {
            end(ExitCaller.find(Thread.getAllStackTraces()), System.err);
        }
    }

    /** What the hook does for each run under way, {@code caller} having called {@code System.exit}: says so on {@code err}, and writes. */
    static void end(Optional<ExitCaller> caller, PrintStream err) {
        long deadline = System.nanoTime() + WRITE_LIMIT.toNanos();
        for (RunReport report : List.copyOf(RUNS)) {
            String line = line(caller, report.running());
            err.println("serguard: " + line);
            err.flush();
            // On a thread of its own: a lock held by a thread that the exit stopped must not hold the JVM up for good.
            FutureTask<Boolean> writing = new FutureTask<>(() -> report.endedEarly(line));
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
    static String line(Optional<ExitCaller> caller, List<RunReport.Running> running) {
        Optional<String> codec = caller.flatMap(c -> codecOf(c.thread(), running));
        Optional<RunReport.Running> during = running.stream().filter(r -> codec.isEmpty() || r.codecs().contains(codec.get())).findFirst();
        Optional<String> where = caller.flatMap(ExitCaller::where);
        boolean ours = caller.isPresent() && (caller.get().thread().startsWith("serguard ")
                || during.filter(r -> r.thread().equals(caller.get().thread())).isPresent());
        String how = where.isPresent() ? caller.get().method() + " called " + where.get() + (ours ? "" : " on thread " + caller.get().thread())
                : "The test JVM is ending" + caller.map(c -> " (thread " + c.thread() + ", no caller outside the JDK)").orElse("");
        boolean advise = where.isPresent() && ours;
        if (during.isEmpty()) {
            return how + " during the serguard run, while none of its codecs ran";
        }
        RunReport.Running run = during.get();
        Optional<String> one = codec.or(() -> run.codecs().size() == 1 ? Optional.of(run.codecs().get(0)) : Optional.empty());
        if (one.isPresent()) {
            return how + " during " + run.payload().title(one.get()) + " in " + run.test().name() + (advise ? "; run this codec with @Forked" : "");
        }
        return how + " while " + run.test().name() + " ran " + String.join(", ", run.codecs()) + " on " + run.payload().label()
                + " (" + run.payload().model() + ")" + (advise ? "; run the codec that called it with @Forked" : "");
    }

    // serguard runs a codec on threads named "serguard <step> <codec>…": "serguard check kryo · Order · SMALL", "serguard golden kryo".
    private static Optional<String> codecOf(String thread, List<RunReport.Running> running) {
        if (!thread.startsWith("serguard ") || thread.indexOf(' ', "serguard ".length()) < 0) {
            return Optional.empty();
        }
        String rest = thread.substring(thread.indexOf(' ', "serguard ".length()) + 1);
        // The longest name that fits: "kryo unsafe" rather than "kryo".
        return running.stream().flatMap(r -> r.codecs().stream()).filter(name -> rest.equals(name) || rest.startsWith(name + " "))
                .max((a, b) -> Integer.compare(a.length(), b.length()));
    }
}
