package dev.serguard.duet;

import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.DeepEquality;
import dev.serguard.codec.Codec;
import dev.serguard.internal.Guarded;
import dev.serguard.measure.Blackhole;
import dev.serguard.measure.CodecLoops;
import dev.serguard.measure.TimedLoop;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a world of the upgrade duet opens, both ends of it: in the world, one codec on one payload
 * handed out as JDK types only, which both worlds share ({@link #open(List, List, List, ComparisonOptions, String, String, Duration)},
 * called by the adapter's entry class there once it found the test's codecs and payloads); in the
 * test run, that entry called by its name in a world and what it handed out read as a
 * {@link Duet.Side} ({@link #side}). Not API.
 */
@API(status = INTERNAL, since = "0.4")
public final class WorldEntry {

    // The keys of the map open returns.
    private static final String CODEC = "codec";
    private static final String PAYLOAD = "payload";
    private static final String BYTES = "bytes";
    private static final String READ = "read";
    private static final String SERIALIZE = "serialize";
    private static final String DESERIALIZE = "deserialize";
    private static final String UNLINKED = "unlinked";

    private WorldEntry() {
    }

    /**
     * Opens the codec named {@code codecName} among {@code codecs} on the payload labelled {@code label} among
     * {@code payloads}, each call of the user's code limited to {@code limit}; the map holds the codec's and the payload
     * value's classes, what the codec wrote (or a {@code String} that says why it could not), a
     * {@code Function<byte[], String>} that reads bytes and compares what it read with the payload under {@code comparison}
     * ({@code null} when equal, else the first difference or the failure), and {@code LongUnaryOperator}s that run serialize
     * and deserialize that many times, each result consumed in this world. A codec or payload not there throws
     * {@code IllegalArgumentException}; {@code skipped}, the codecs skipped, are named then.
     */
    public static <T> Map<String, Object> open(List<Codec<T>> codecs, List<?> skipped, List<Payload<T>> payloads, ComparisonOptions comparison,
                                               String codecName, String label, Duration limit) {
        Codec<T> codec = codecs.stream().filter(c -> c.name().equals(codecName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no codec " + codecName + (skipped.isEmpty() ? "" : " (skipped: " + skipped + ")")));
        Payload<T> payload = payloads.stream().filter(p -> p.label().equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no payload " + label));
        T value = payload.value();
        Map<String, Object> opened = new HashMap<>();
        opened.put(CODEC, codec.getClass());
        opened.put(PAYLOAD, value.getClass());
        Guarded.Completion<byte[]> serialized = Guarded.call("serguard duet serialize " + codecName, limit, () -> codec.serialize(value));
        Object bytes = describe(serialized, "serialize");
        opened.put(BYTES, bytes);
        if (serialized instanceof Guarded.Threw<byte[]> threw && threw.cause() instanceof LinkageError unlinked) {
            opened.put(UNLINKED, unlinked);     // a JDK type, which the caller reads in the test run
        }
        opened.put(READ, (Function<byte[], String>) other -> {
            Guarded.Completion<T> read = Guarded.call("serguard duet deserialize " + codecName, limit, () -> codec.deserialize(other));
            if (read instanceof Guarded.Threw<T> threw && threw.cause() instanceof LinkageError unlinked) {
                throw unlinked;     // a JDK type: the caller, in the test run, tells the code apart from the bytes
            }
            Object found = describe(read, "deserialize");
            if (found instanceof String failure) {
                return failure;
            }
            return DeepEquality.firstDifference(value, found, comparison).map(Object::toString).orElse(null);
        });
        if (bytes instanceof byte[] written) {
            opened.put(SERIALIZE, loop(CodecLoops.serialize(codec, value)));
            opened.put(DESERIALIZE, loop(CodecLoops.deserialize(codec, written)));
        }
        return opened;
    }

    /** The public method named {@code name} of {@code type}, else the first one declared so in it or a superclass. */
    public static Optional<Method> testMethod(Class<?> type, String name) {
        Optional<Method> found = Arrays.stream(type.getMethods()).filter(m -> m.getName().equals(name)).findFirst();
        for (Class<?> c = type; c != null && found.isEmpty(); c = c.getSuperclass()) {
            found = Arrays.stream(c.getDeclaredMethods()).filter(m -> m.getName().equals(name)).findFirst();
        }
        return found;
    }

    /**
     * One side of the duet: {@code world}'s own copy of the class named {@code entry} opens the codec named {@code codec}
     * on the payload labelled {@code payload} of test {@code method} of {@code testClass}, with the command line's
     * {@code sizes} and {@code seed} (empty strings for none), each call limited to {@code callLimitMillis}: its
     * {@code public static Map<String, Object> open(String, String, String, String, String, String, long)} returns
     * what {@link #open(List, List, List, ComparisonOptions, String, String, Duration)} does.
     */
    @SuppressWarnings("unchecked")
    static Duet.Side side(World world, String entry, String testClass, String method, String codec, String payload, String sizes, String seed,
                          long callLimitMillis) throws Exception {
        Class<?> type = world.loader().loadClass(entry);
        Map<String, Object> opened;
        try {
            opened = world.call(() -> (Map<String, Object>) type.getMethod("open", String.class, String.class, String.class, String.class,
                    String.class, String.class, long.class).invoke(null, testClass, method, codec, payload, sizes, seed, callLimitMillis));
        } catch (InvocationTargetException e) {
            throw NotCompared.in(world, e.getCause()).orElseGet(() -> NotCompared.cannotRun(world.name(), e.getCause()));
        }
        if (opened.get(UNLINKED) instanceof LinkageError unlinked) {
            throw NotCompared.in(world, unlinked).orElseThrow();
        }
        Function<byte[], String> read = (Function<byte[], String>) opened.get(READ);
        return new Duet.Side(world, (Class<?>) opened.get(CODEC), (Class<?>) opened.get(PAYLOAD), opened.get(BYTES), bytes -> {
            try {
                return read.apply(bytes);
            } catch (LinkageError e) {
                throw NotCompared.in(world, e).orElseThrow();
            }
        }, Optional.ofNullable((LongUnaryOperator) opened.get(SERIALIZE)), Optional.ofNullable((LongUnaryOperator) opened.get(DESERIALIZE)));
    }

    // A timed loop of this world, its results consumed here; an exception it throws goes to the caller as it is.
    private static LongUnaryOperator loop(TimedLoop loop) {
        Blackhole blackhole = new Blackhole();
        return count -> {
            try {
                loop.run(count, blackhole);
            } catch (RuntimeException | Error e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
            return 0;
        };
    }

    // What the call returned, or a sentence saying how it failed.
    private static Object describe(Guarded.Completion<?> outcome, String operation) {
        if (outcome instanceof Guarded.Returned<?> returned) {
            return returned.value() == null ? operation + " returned null" : returned.value();
        }
        if (outcome instanceof Guarded.Threw<?> threw) {
            return operation + " threw " + threw.cause();
        }
        Guarded.TimedOut<?> timedOut = (Guarded.TimedOut<?>) outcome;
        return operation + " did not return within " + timedOut.limit().toMillis() + " ms (" + timedOut.where() + ")";
    }
}
