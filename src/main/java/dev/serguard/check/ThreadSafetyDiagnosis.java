package dev.serguard.check;

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

    private static boolean isKryo(String className) {
        for (String prefix : KRYO_PACKAGES) {
            if (className.startsWith(prefix)) {
                return true;
            }
        }
        return false;
    }
}
