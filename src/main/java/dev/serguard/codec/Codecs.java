package dev.serguard.codec;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Objects;
import java.util.regex.Pattern;

import static org.apiguardian.api.API.Status.INTERNAL;
import static org.apiguardian.api.API.Status.STABLE;

/**
 * The built-in codecs and the rules every codec name follows.
 *
 * <pre>{@code
 * CodecSet<Order> codecs = Codecs.builtIns(Order.class, List.of(smallOrder, largeOrder));
 * codecs.available().forEach(codec -> Serguard.measure(codec, smallOrder));
 * codecs.skipped().forEach(System.out::println);   // kryo: com.esotericsoftware.kryo.Kryo is not on the class path (...)
 * }</pre>
 *
 * <p>This class links no codec library: each built-in is created only after its library was
 * found on the class path, so a missing optional dependency is a skipped codec, not an error.
 */
@API(status = STABLE, since = "0.1")
public final class Codecs {

    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9._-]*");

    private Codecs() {
    }

    /**
     * Every built-in codec for {@code type}, in the order json, json-afterburner, json-blackbird,
     * smile, smile-blackbird, json3, smile3 (where Jackson 3 is on the class path), kryo,
     * kryo-unregistered, protobuf, java; each one either available or skipped with the reason.
     *
     * @param samples values of {@code type} as the codecs will see them; the registered
     *                {@code kryo} codec registers every class reachable from them
     */
    public static <T> CodecSet<T> builtIns(Class<T> type, List<? extends T> samples) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(samples, "samples");
        return BuiltInDiscovery.discover(type, List.copyOf(samples));
    }

    /**
     * Every codec serguard can make for {@code type}: the {@link #builtIns built-ins}, then the other
     * formats it knows (binary and text formats of other libraries, schema-driven formats with
     * classes generated for serguard's sample models), each either available or skipped with the
     * reason: its library is not on the class path, or the format cannot serve the type. What the
     * shootout runs, and what {@code @Shootout} runs on a team's own type.
     *
     * @param samples values of {@code type} as the codecs will see them
     */
    public static <T> CodecSet<T> everyFormat(Class<T> type, List<? extends T> samples) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(samples, "samples");
        return BuiltInDiscovery.discoverEveryFormat(type, List.copyOf(samples));
    }

    /**
     * The {@code java} codec: {@link java.io.ObjectOutputStream} and
     * {@link java.io.ObjectInputStream}, the control every other codec is compared with.
     *
     * @throws IllegalArgumentException if {@code type} does not implement {@link java.io.Serializable}
     */
    public static <T> Codec<T> java(Class<T> type) {
        Objects.requireNonNull(type, "type");
        if (!JavaSerializationCodec.supports(type)) {
            throw new IllegalArgumentException("the java codec needs a Serializable type, but "
                    + JavaSerializationCodec.unsupportedReason(type));
        }
        return new JavaSerializationCodec<>(type);
    }

    /**
     * Checks a codec name: lower-case letters, digits, {@code '.'}, {@code '_'} or {@code '-'},
     * so that it is safe in display names, budgets ({@code codec = "kryo"}) and file names.
     * Public for serguard's codecs in other packages, not for users: {@link Codec#of} checks the names of yours.
     *
     * @return {@code name}
     * @throws IllegalArgumentException if the name breaks the rule
     */
    @API(status = INTERNAL, since = "0.1")
    public static String requireName(String name) {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("codec name must be lower-case letters, digits, '.', '_' or '-'"
                    + " (such as \"kryo\" or \"json-afterburner\"), but was " + (name == null ? "null" : '"' + name + '"'));
        }
        return name;
    }
}
