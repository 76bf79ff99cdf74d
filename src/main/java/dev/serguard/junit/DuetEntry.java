package dev.serguard.junit;

import dev.serguard.check.DeepEquality;
import dev.serguard.codec.Codec;
import dev.serguard.config.Selection;
import dev.serguard.internal.Guarded;
import dev.serguard.measure.Blackhole;
import dev.serguard.measure.CodecLoops;
import dev.serguard.measure.TimedLoop;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongUnaryOperator;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a world of the upgrade duet opens: one codec and one payload of a {@link SerializationTest},
 * found in that world's own copy of the test class as the test run found them (the same sources,
 * sizes and seed), and handed out as JDK types only, which both worlds share.
 *
 * <p>Loaded in each world by serguard's own copy there; called by reflection from the test run.
 * Not API.
 */
@API(status = INTERNAL, since = "0.4")
public final class DuetEntry {

    /** The keys of the map {@link #open} returns. */
    public static final String CODEC = "codec";
    public static final String PAYLOAD = "payload";
    public static final String BYTES = "bytes";
    public static final String READ = "read";
    public static final String SERIALIZE = "serialize";
    public static final String DESERIALIZE = "deserialize";

    private DuetEntry() {
    }

    /**
     * Opens the codec {@code codec} on the payload labelled {@code payload} of test {@code method}
     * of {@code testClass}, with the command line's {@code sizes} and {@code seed} (empty strings
     * for none), each call of the user's code limited to {@code callLimitMillis}. The map holds:
     * <ul>
     *   <li>{@link #CODEC}, {@link #PAYLOAD}: the codec's and the payload value's classes;</li>
     *   <li>{@link #BYTES}: what the codec wrote for the payload, or a {@code String} that says why it could not;</li>
     *   <li>{@link #READ}: a {@code Function<byte[], String>} that reads bytes and compares what it read with the
     *       payload: {@code null} when equal, else the first difference or the failure;</li>
     *   <li>{@link #SERIALIZE}, {@link #DESERIALIZE}: {@code LongUnaryOperator}s that run the operation that many
     *       times, each result consumed in this world, and return 0.</li>
     * </ul>
     * A codec or payload the test does not have throws {@code IllegalArgumentException}.
     */
    public static Map<String, Object> open(String testClass, String method, String codec, String payload, String sizes, String seed,
                                           long callLimitMillis) throws Exception {
        Class<?> type = Class.forName(testClass, true, DuetEntry.class.getClassLoader());
        Method test = Arrays.stream(type.getMethods()).filter(m -> m.getName().equals(method)).findFirst()
                .or(() -> findDeclared(type, method))
                .orElseThrow(() -> new IllegalArgumentException(testClass + " has no method " + method));
        Duration limit = Duration.ofMillis(callLimitMillis);
        Selection selection = new Selection(Optional.of(codec),
                Optional.of(sizes).filter(s -> !s.isEmpty()), Optional.of(seed).filter(s -> !s.isEmpty()));
        return open(TestSetup.resolve(TestDeclarations.ofStatic(type, test), limit, selection), codec, payload, limit);
    }

    private static Optional<Method> findDeclared(Class<?> type, String name) {
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            Optional<Method> found = Arrays.stream(c.getDeclaredMethods()).filter(m -> m.getName().equals(name)).findFirst();
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    private static <T> Map<String, Object> open(TestSetup<T> setup, String codecName, String label, Duration limit) throws Exception {
        Codec<T> codec = setup.codecs().stream().filter(c -> c.name().equals(codecName)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no codec " + codecName + (setup.skipped().isEmpty() ? "" : " (skipped: "
                        + setup.skipped() + ")")));
        Payload<T> payload = setup.payloads().stream().filter(p -> p.label().equals(label)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no payload " + label));
        T value = payload.value();
        Map<String, Object> opened = new HashMap<>();
        opened.put(CODEC, codec.getClass());
        opened.put(PAYLOAD, value.getClass());
        Object bytes = describe(Guarded.call("serguard duet serialize " + codecName, limit, () -> codec.serialize(value)), "serialize");
        opened.put(BYTES, bytes);
        opened.put(READ, (Function<byte[], String>) read -> {
            Object found = describe(Guarded.call("serguard duet deserialize " + codecName, limit, () -> codec.deserialize(read)), "deserialize");
            if (found instanceof String failure) {
                return failure;
            }
            return DeepEquality.firstDifference(value, found, setup.comparison()).map(Object::toString).orElse(null);
        });
        if (bytes instanceof byte[] written) {
            opened.put(SERIALIZE, loop(CodecLoops.serialize(codec, value)));
            opened.put(DESERIALIZE, loop(CodecLoops.deserialize(codec, written)));
        }
        return opened;
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
