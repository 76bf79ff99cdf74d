package dev.serguard.codec.fory;

import dev.serguard.codec.Codec;
import dev.serguard.codec.ReachableClasses;
import org.apache.fory.Fory;
import org.apache.fory.ThreadLocalFory;
import org.apache.fory.ThreadSafeFory;
import org.apache.fory.config.CompatibleMode;
import org.apache.fory.config.Language;
import org.apache.fory.logging.LogLevel;
import org.apache.fory.logging.LoggerFactory;
import org.apiguardian.api.API;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Apache Fory codecs in Java mode ({@code org.apache.fory:fory-core}): the team's own Fory, or the
 * built-ins {@code fory} (schema-consistent) and {@code fory-compatible} (compatible mode), both
 * with class registration required, references off, and every class reachable from the samples
 * registered in the order of the class names, so that every Fory (and every run) gives a class
 * the same id.
 *
 * <pre>{@code
 * Codec<Order> production = ForyCodecs.of("fory-prod", Order.class, OrderFory.threadSafe());
 * Codec<Order> perThread = ForyCodecs.of("fory-mine", Order.class, () -> {
 *     Fory fory = Fory.builder().withLanguage(Language.JAVA).requireClassRegistration(true).build();
 *     fory.register(Order.class);
 *     fory.register(Order.Line.class);
 *     return fory;
 * });
 * Codec<Order> registered = ForyCodecs.fory(Order.class, List.of(smallOrder, largeOrder));
 * }</pre>
 *
 * <p><b>Threads.</b> A {@code Fory} is not thread-safe: every codec here goes through Fory's
 * {@link ThreadSafeFory}, one {@code Fory} per thread ({@link ThreadLocalFory}), never one per
 * call.
 *
 * <p><b>Warm-up.</b> Fory generates and compiles a serializer for each class the first time a Fory
 * configuration meets it (Janino, at run time): the first round trip of a model takes up to a
 * second or two, later Forys of the same configuration reuse the compiled classes. serguard's
 * measurements warm up past it. It reads and writes serguard's models, a record among them, on
 * JDK 17 without {@code --add-opens} or other JVM flags.
 *
 * <p><b>Logging.</b> Fory logs each generated serializer and each new Fory at INFO, on standard
 * output. On first use of this class serguard lowers Fory's own log level from that default to
 * WARN ({@code LoggerFactory.setLogLevel}, for the whole JVM); a level already set otherwise is
 * left alone, and so is SLF4J logging where it was switched on.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ForyCodecs {

    private static final AtomicBoolean QUIETED = new AtomicBoolean();

    private ForyCodecs() {
    }

    /**
     * A codec named {@code name} over the team's own {@code fory}, used as it is (its registrations,
     * compatible mode, checkers); the untrusted-types check reads its probe with it.
     */
    public static <T> Codec<T> of(String name, Class<T> type, ThreadSafeFory fory) {
        quiet();
        return new ForyCodec<>(name, type, fory, null);
    }

    /**
     * A thread-safe codec named {@code name} whose {@code Fory} instances come from
     * {@code factory}, called once per thread that uses the codec (and once for the untrusted-types
     * check), never per operation.
     *
     * @param factory makes a new, fully configured and registered {@code Fory} on every call
     */
    public static <T> Codec<T> of(String name, Class<T> type, Supplier<Fory> factory) {
        Objects.requireNonNull(factory, "factory");
        quiet();
        Set<Fory> made = Collections.newSetFromMap(new WeakHashMap<>());
        Supplier<Fory> checked = () -> {
            Fory fory = Objects.requireNonNull(factory.get(), () -> "the Fory factory of codec " + name + " returned null");
            synchronized (made) {
                if (!made.add(fory)) {
                    throw new IllegalStateException("the Fory factory of codec " + name + " returned the same Fory twice; it must create"
                            + " a new one on each call, since a Fory must not be shared by threads");
                }
            }
            return fory;
        };
        return new ForyCodec<>(name, type, new ThreadLocalFory(loader -> checked.get()), checked);
    }

    /** The built-in {@code fory}: Java mode, schema-consistent, registration required, no references. */
    public static <T> Codec<T> fory(Class<T> type, Collection<? extends T> samples) {
        return builtIn("fory", type, samples, CompatibleMode.SCHEMA_CONSISTENT);
    }

    /**
     * The built-in {@code fory-compatible}: as {@link #fory}, in compatible mode, which writes each
     * class's field names and types once per message so that a reader with other fields can read it.
     */
    public static <T> Codec<T> foryCompatible(Class<T> type, Collection<? extends T> samples) {
        return builtIn("fory-compatible", type, samples, CompatibleMode.COMPATIBLE);
    }

    private static <T> Codec<T> builtIn(String name, Class<T> type, Collection<? extends T> samples, CompatibleMode mode) {
        List<Class<?>> classes = ReachableClasses.of(Objects.requireNonNull(type, "type"), Objects.requireNonNull(samples, "samples"));
        ClassLoader loader = type.getClassLoader() != null ? type.getClassLoader() : ForyCodecs.class.getClassLoader();
        Supplier<Fory> factory = () -> {
            Fory fory = Fory.builder().withLanguage(Language.JAVA).withCompatibleMode(mode).requireClassRegistration(true)
                    .withRefTracking(false).withClassLoader(loader).build();
            // The JDK classes Fory knows are registered already, under ids of their own.
            classes.stream().filter(c -> !fory.getClassResolver().isRegistered(c)).forEach(fory::register);
            return fory;
        };
        Codec<T> codec = of(name, type, factory);
        // Once here, so that a class Fory cannot register makes the codec a skip that names it, not a failure at its first use.
        factory.get();
        return codec;
    }

    // Fory's INFO lines (every generated serializer, every new Fory) would bury the test output.
    private static void quiet() {
        if (QUIETED.compareAndSet(false, true) && !LoggerFactory.isLoggingDisabled() && LoggerFactory.getLogLevel() == LogLevel.INFO_LEVEL) {
            LoggerFactory.setLogLevel(LogLevel.WARN_LEVEL);
        }
    }
}
