package dev.serguard.fork;

import dev.serguard.baseline.BaselineEntry;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The fresh JVMs of a test method's recording, besides the test's own: each runs serguard's checks
 * on every invocation of the method, not the method itself, records nothing and hands its figures
 * back; the method's other invocations take theirs from the same JVMs, so that a JVM starts once
 * per method rather than once per invocation.
 */
@API(status = INTERNAL, since = "0.4")
public final class RecordingJvms {

    /** How many JVMs a recording of {@code jvms} JVMs (this one among them) asks at the most: fresh ones up to {@link #mostFresh}. */
    public static int most(int jvms) {
        return 1 + mostFresh(Math.max(0, jvms - 1));
    }

    /**
     * How many fresh JVMs a recording asks at the most where it asked {@code fresh}: half as many
     * more, rounded up, while the figures so far are not enough (six for the default five JVMs, two
     * for one). A time known less well than a threshold needs is judged with its threshold widened,
     * and more JVMs narrow it little: each fresh JVM of a class of six took some 14 s on a 2-core
     * machine, and a recording that asked up to three times as many took 186 s idle for times known
     * to ±3.1 to ±3.9 % (a threshold of 15 % judged as 15.1 to 16.3 %).
     */
    static int mostFresh(int fresh) {
        return fresh + (fresh + 1) / 2;
    }

    private final InvocationLauncher launcher;
    // The fresh JVMs of this test method's recording so far, each of which ran every invocation of the method.
    private final List<InvocationChild> jvms = new ArrayList<>();

    public RecordingJvms(InvocationLauncher launcher) {
        this.launcher = launcher;
    }

    /**
     * What fresh JVMs measured for a recording.
     *
     * @param jvms     each JVM's figures, of those that measured
     * @param problems why the others did not
     */
    public record Recorded(List<List<BaselineEntry>> jvms, List<String> problems) {
    }

    /** Measures an invocation in fresh JVMs for a recording, until the figures so far are enough (see {@link #record}). */
    @FunctionalInterface
    public interface Recorder {
        Recorded record(Predicate<List<List<BaselineEntry>>> enough);
    }

    /**
     * The figures of the invocation of {@code codec} on {@code payload} in {@code test} from
     * {@code jvms} fresh JVMs, then from up to half as many more ({@link #mostFresh}), one at a time, until the figures
     * so far are {@code enough}, where all JVMs so far measured it.
     */
    public synchronized Recorded record(InvocationLauncher.Test test, String codec, Payload<?> payload, int jvms,
                                        Predicate<List<List<BaselineEntry>>> enough) {
        List<List<BaselineEntry>> figures = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        // More only while every JVM so far measured it: one that cannot would not in the next JVM either.
        for (int i = 0; i < jvms || (i < mostFresh(jvms) && problems.isEmpty() && !enough.test(figures)); i++) {
            if (i == this.jvms.size()) {
                Optional<InvocationChild> started = start(test, i + 2);
                if (started.isEmpty()) {
                    problems.add("the JUnit Platform launcher is not on the test class path");
                    break;
                }
                this.jvms.add(started.get());
            }
            InvocationChild child = this.jvms.get(i);
            List<BaselineEntry> entries = child.figures(codec, payload);
            // Its figures count even where a budget failed there: they were measured all the same.
            if (child.exit().normal() && !entries.isEmpty()) {
                figures.add(entries);
            } else {
                problems.add("JVM " + (i + 2) + ": " + (!child.exit().normal() ? child.abnormal() : child.finished(codec, payload)
                        .map(finished -> "its invocation " + finished.status().toLowerCase(Locale.ROOT) + " without figures"
                                + finished.thrown().map(t -> " (" + t.getMessage() + ")").orElse(""))
                        .orElse("it did not run the invocation (does it see the same codecs and payloads?)")));
            }
        }
        return new Recorded(figures, problems);
    }

    // A fresh JVM that runs every invocation of the test method for a recording; empty where no JVM can be started.
    private Optional<InvocationChild> start(InvocationLauncher.Test test, int jvm) {
        long began = System.nanoTime();
        InvocationChild child;
        try {
            child = launcher.start(test, ForkSettings.Target.EVERY, ForkSettings.Target.EVERY, Role.RECORDING, ".record" + jvm, List.of());
        } catch (LinkageError e) {
            return Optional.empty();
        }
        // A recording takes seconds per JVM: the console says how it goes, one line per JVM as it finishes.
        System.out.printf(Locale.ROOT, "serguard record: %s, JVM %d %s (%d invocations, %.1f s)%n", test.name(), jvm,
                child.exit().normal() ? "measured" : "ended abnormally", child.invocations(), (System.nanoTime() - began) / 1e9);
        return Optional.of(child);
    }
}
