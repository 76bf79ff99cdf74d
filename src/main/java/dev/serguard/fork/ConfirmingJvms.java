package dev.serguard.fork;

import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The fresh JVMs that measure every invocation of a test method again, for the votes of a JVM that
 * cannot judge times at its speed: fresh JVM number {@code n} starts once per method and measures
 * each invocation, and the vote of each invocation reads what it said of that one
 * ({@link InvocationChild#of}). A JVM that runs the reference workload at another speed does so for
 * its whole life, so every invocation of the method goes to fresh JVMs, where one per invocation and
 * vote took 9 to 23 s each on a 2-core machine beside a busy neighbour.
 */
@API(status = INTERNAL, since = "0.4")
public final class ConfirmingJvms {

    private final InvocationLauncher launcher;
    // By their number in a vote, from 1: each ran every invocation of the test method.
    private final Map<Integer, InvocationChild> started = new HashMap<>();

    public ConfirmingJvms(InvocationLauncher launcher) {
        this.launcher = launcher;
    }

    /**
     * What fresh JVM number {@code jvm} said of the invocation of {@code codec} on {@code payload}.
     *
     * @param child   what it said of that invocation, as a child of that invocation alone would have
     * @param started whether it was started for this invocation, rather than for one before it
     */
    public record Answer(InvocationChild child, boolean started) {
    }

    /** Fresh JVM number {@code jvm} of {@code test}'s votes, started where none ran yet, on the invocation of {@code codec} on {@code payload}. */
    public synchronized Answer measured(InvocationLauncher.Test test, String codec, Payload<?> payload, int jvm) {
        InvocationChild child = started.get(jvm);
        boolean starting = child == null;
        if (starting) {
            child = launcher.start(test, ForkSettings.Target.EVERY, ForkSettings.Target.EVERY, Role.CONFIRMING,
                    jvm == 1 ? ".confirm" : ".confirm" + jvm, List.of());
            started.put(jvm, child);
        }
        return new Answer(child.of(codec, payload), starting);
    }
}
