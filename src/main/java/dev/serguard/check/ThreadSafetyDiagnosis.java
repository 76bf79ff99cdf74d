package dev.serguard.check;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * What to tell a user whose codec broke under concurrency. Kryo gets its own advice, recognised
 * by the class names of what was thrown and where: this package must not link Kryo, which is an
 * optional dependency.
 */
final class ThreadSafetyDiagnosis {

    static final String KRYO = "Kryo is not thread-safe: one instance used by several threads at once fails, silently too,"
            + " and can stay broken. Give each thread its own Kryo: use Pool<Kryo> or ThreadLocal<Kryo>,"
            + " or KryoCodecs.kryo(name, type, factory), which pools them.";

    static final String GENERIC = "The codec is not thread-safe: its calls share state (a buffer, a stream, an encoder)."
            + " Give each thread its own (ThreadLocal) or take one from a pool per call,"
            + " or make threadSafe() return false if the codec is meant for one thread.";

    /**
     * For a codec whose calls hang only when threads share it; {@code where} is where one waited, or
     * empty. A Kryo shared by threads can corrupt its own maps so that its calls loop for ever, where
     * it more often throws: Kryo's advice then too.
     */
    static String hung(String limit, String where) {
        return "The codec hangs when threads share it: calls that return on one thread did not, and none returned for " + limit
                + (where.isEmpty() ? "" : "; one waits in " + where) + ". Look for a lock or a wait that a concurrent"
                + " call never releases, or make threadSafe() return false if the codec is meant for one thread."
                + (isKryo(where) ? " " + KRYO : "");
    }

    // Kryo's own classes, and serguard's guard around it.
    private static final String[] KRYO_PACKAGES = {"com.esotericsoftware.kryo.", "dev.serguard.codec.kryo."};

    private ThreadSafetyDiagnosis() {
    }

    /** The advice for a codec that threw {@code thrown} (one example per type) under concurrency. */
    static String of(Collection<Throwable> thrown) {
        return thrown.stream().anyMatch(ThreadSafetyDiagnosis::fromKryo) ? KRYO : GENERIC;
    }

    private static boolean fromKryo(Throwable thrown) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Throwable t = thrown; t != null && seen.add(t); t = t.getCause()) {
            if (isKryo(t.getClass().getName())) {
                return true;
            }
            // A NullPointerException thrown often enough loses its stack to the JIT; the others keep theirs.
            for (StackTraceElement frame : t.getStackTrace()) {
                if (isKryo(frame.getClassName())) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether a check thread with this stack is comparing results, not inside the codec. */
    static boolean comparing(StackTraceElement[] stack) {
        for (StackTraceElement frame : stack) {
            if (frame.getClassName().equals(StressWorker.class.getName())) {
                return frame.getMethodName().equals("compare");
            }
        }
        return false;
    }

    /**
     * The first frame outside the JDK, {@code com.example.Codec.serialize(Codec.java:12)}, or empty;
     * for a check thread, the first inside the codec: empty for one between calls, waiting for the
     * next burst, whose own frames say nothing of where the codec hangs.
     */
    static String where(StackTraceElement[] stack) {
        return Arrays.stream(stack)
                .takeWhile(frame -> !ownedBy(frame, StressWorker.class))
                .filter(frame -> !frame.getClassName().startsWith("java.") && !frame.getClassName().startsWith("jdk.")
                        && !frame.getClassName().startsWith("sun.") && !ownedBy(frame, Meetings.class))
                .findFirst()
                .map(frame -> frame.getClassName() + "." + frame.getMethodName() + "(" + frame.getFileName() + ":" + frame.getLineNumber() + ")")
                .orElse("");
    }

    // A frame of that class, or of one nested in it (a lambda, an inner class).
    private static boolean ownedBy(StackTraceElement frame, Class<?> type) {
        return frame.getClassName().equals(type.getName()) || frame.getClassName().startsWith(type.getName() + "$");
    }

    private static boolean isKryo(String className) {
        for (String prefix : KRYO_PACKAGES) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
