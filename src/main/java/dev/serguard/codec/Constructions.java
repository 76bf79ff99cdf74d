package dev.serguard.codec;

import org.apiguardian.api.API;

import java.util.HashMap;
import java.util.Map;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Counts, per thread, how many objects that are meant to be built once and reused (a
 * {@code Kryo}, an {@code ObjectMapper}) were constructed, and how long their constructors took,
 * so that the thread-safety check can tell a codec that builds one per operation.
 *
 * <pre>{@code
 * public GuardedKryo(ClassResolver classResolver, ReferenceResolver referenceResolver) {
 *     this(Constructions.begin(), classResolver, referenceResolver);
 * }
 * private GuardedKryo(long began, ClassResolver classResolver, ReferenceResolver referenceResolver) {
 *     super(classResolver, referenceResolver);
 *     Constructions.end("Kryo", began);
 * }
 * }</pre>
 *
 * <p>Only classes that report here are counted: serguard's {@code GuardedKryo} and
 * {@code GuardedObjectMapper}; a plain {@code new Kryo()} is invisible. Counts are kept per
 * thread, like the JVM's allocation counters, so that tests running on other threads at the
 * same time do not disturb them.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Constructions {

    private static final ThreadLocal<Map<String, Tally>> COUNTS = ThreadLocal.withInitial(HashMap::new);

    private Constructions() {
    }

    /** The time a constructor starts, to pass to {@link #end}; evaluate it in the {@code this(...)} call, before {@code super}. */
    public static long begin() {
        return System.nanoTime();
    }

    /** Counts one construction of a {@code kind} (such as {@code "Kryo"}) on this thread, begun at {@code beganNanos}. */
    public static void end(String kind, long beganNanos) {
        long nanos = System.nanoTime() - beganNanos;
        COUNTS.get().merge(Objects.requireNonNull(kind, "kind"), new Tally(1, nanos), Tally::plus);
    }

    /** What this thread constructed so far, by kind; a copy. */
    public static Map<String, Tally> onThisThread() {
        return Map.copyOf(COUNTS.get());
    }

    /**
     * How many objects of a kind were constructed, and how long their constructors took in all.
     *
     * @param count how many
     * @param nanos their constructors' time, summed
     */
    public record Tally(long count, long nanos) {

        /** Nothing constructed. */
        public static final Tally NONE = new Tally(0, 0);

        public Tally plus(Tally other) {
            return new Tally(count + other.count, nanos + other.nanos);
        }

        public Tally minus(Tally other) {
            return new Tally(count - other.count, nanos - other.nanos);
        }
    }
}
