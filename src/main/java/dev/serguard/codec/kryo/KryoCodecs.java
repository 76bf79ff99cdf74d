package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import dev.serguard.codec.Codec;
import dev.serguard.codec.ReachableClasses;
import org.apiguardian.api.API;

import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Kryo codecs, pooled so that they are thread-safe and create no {@link Kryo} per call: the
 * application's own {@code Kryo} factory, or the built-ins {@code kryo} (every class registered,
 * no references) and {@code kryo-unregistered} (no registration, no references).
 *
 * <pre>{@code
 * Codec<Order> production = KryoCodecs.kryo("kryo-prod", Order.class, OrderKryo::configured);
 * Codec<Order> registered = KryoCodecs.kryo(Order.class, List.of(smallOrder, largeOrder));
 * }</pre>
 *
 * <p>Values are written with {@code writeObject}, without their class, and read back as the
 * codec's type: the root value must be exactly of that type, not a subclass.
 *
 * <p>The built-ins build plain {@code Kryo} instances: their pool gives each thread its own, and
 * a {@link GuardedKryo} would cost 2–4 % of a small round trip (measured on MediaContent SMALL).
 * A factory of your own may return {@code GuardedKryo}s, to have them counted and guarded as
 * your application's own codec would be.
 *
 * <p>The built-ins also use the serializers Kryo 5 ships for {@code UUID}, {@code URI},
 * {@code Pattern} and the atomic numbers, which a plain {@code new Kryo()} leaves out (it then
 * fails on the JDK's closed fields); a JDK type Kryo has none for makes the built-in
 * {@code kryo} a skip that names it. Where the JVM denies {@code sun.misc.Unsafe}
 * ({@code --sun-misc-unsafe-memory-access=deny}), serguard sets {@code kryo.unsafe=false}
 * before Kryo's first use, for every Kryo in the JVM: Kryo then reads fields by reflection.
 * Needs Kryo 5; an older Kryo is refused with a message that says so.
 *
 * <p>Out of the box Kryo cannot read back {@code Collections.unmodifiableList(...)} and the
 * other unmodifiable wrappers (they have no no-arg constructor); {@code List.of},
 * {@code Arrays.asList} and {@code stream().toList()} work. Register a serializer for them in
 * a factory of your own if your model uses them.
 */
@API(status = STABLE, since = "0.1")
public final class KryoCodecs {

    private KryoCodecs() {
    }

    /**
     * A thread-safe codec named {@code name} whose {@code Kryo} instances come from
     * {@code factory}, called once per pooled instance: at most once per thread that uses the
     * codec at the same time, never per operation.
     *
     * @param factory makes a new, fully configured {@code Kryo} on every call
     */
    public static <T> Codec<T> kryo(String name, Class<T> type, Supplier<Kryo> factory) {
        KryoFloor.require(Kryo.class.getClassLoader());
        KryoRuntime.avoidUnsafeWhereDenied();
        return new PooledKryoCodec<>(name, type, factory);
    }

    /**
     * The built-in {@code kryo}: registration required, references off, and every class
     * reachable from {@code type} and {@code samples} registered in the order of the class
     * names, so that every pooled instance (and every run) gives a class the same id.
     */
    public static <T> Codec<T> kryo(Class<T> type, Collection<? extends T> samples) {
        List<Class<?>> classes = ReachableClasses.of(type, samples);
        Supplier<Kryo> factory = () -> {
            Kryo kryo = KryoRuntime.withJdkSerializers(new Kryo());
            kryo.setRegistrationRequired(true);
            kryo.setReferences(false);
            classes.forEach(c -> KryoRuntime.register(kryo, c));
            return kryo;
        };
        Codec<T> codec = kryo("kryo", type, factory);
        // Once here, so that a class Kryo cannot register makes the codec a skip that names it,
        // rather than a failure at its first round trip.
        factory.get();
        return codec;
    }

    /**
     * The classes a registration-required Kryo must register to write {@code samples} of
     * {@code type}: every class reachable from them, in the order of their names, as the
     * built-in {@code kryo} registers them, so that every Kryo gives a class the same id.
     *
     * <pre>{@code
     * KryoCodecs.registrationsFor(Order.class, List.of(smallOrder, largeOrder)).forEach(kryo::register);
     * }</pre>
     */
    public static <T> List<Class<?>> registrationsFor(Class<T> type, Collection<? extends T> samples) {
        return ReachableClasses.of(Objects.requireNonNull(type, "type"), Objects.requireNonNull(samples, "samples"));
    }

    /**
     * {@link #registrationsFor} as the Java lines to paste into a Kryo factory, one
     * {@code kryo.register(com.acme.Order.Line.class);} per class.
     */
    public static <T> List<String> registrationLines(Class<T> type, Collection<? extends T> samples) {
        return registrationsFor(type, samples).stream().map(KryoCodecs::registration).toList();
    }

    private static String registration(Class<?> type) {
        String name = type.getCanonicalName();
        return name == null ? "// " + type.getName() + ": a class without a canonical name, register it where it is visible"
                : "kryo.register(" + name + ".class);";
    }

    /**
     * {@code thrown}, where a Kryo that requires registration met a class it does not know while
     * writing {@code value}, with the registrations it lacks for that value, as Java lines.
     */
    static RuntimeException withRegistrations(KryoException thrown, Kryo kryo, Class<?> type, Object value) {
        if (!kryo.isRegistrationRequired() || !String.valueOf(thrown.getMessage()).contains("Class is not registered")) {
            return thrown;
        }
        List<String> missing = ReachableClasses.of(type, List.of(value)).stream()
                .filter(c -> !c.isPrimitive() && kryo.getClassResolver().getRegistration(c) == null).map(KryoCodecs::registration).toList();
        if (missing.isEmpty()) {
            return thrown;
        }
        KryoException more = new KryoException(thrown.getMessage() + "\nThis payload needs " + missing.size() + " more "
                + (missing.size() == 1 ? "registration" : "registrations") + " (KryoCodecs.registrationLines(" + type.getSimpleName()
                + ".class, payloads) lists every class of your payloads):\n  " + String.join("\n  ", missing), thrown);
        more.setStackTrace(thrown.getStackTrace());
        return more;
    }

    /** The built-in {@code kryo-unregistered}: no registration required, references off. */
    public static <T> Codec<T> kryoUnregistered(Class<T> type) {
        Objects.requireNonNull(type, "type");
        return kryo("kryo-unregistered", type, () -> {
            Kryo kryo = KryoRuntime.withJdkSerializers(new Kryo());
            kryo.setRegistrationRequired(false);
            kryo.setReferences(false);
            return kryo;
        });
    }
}
