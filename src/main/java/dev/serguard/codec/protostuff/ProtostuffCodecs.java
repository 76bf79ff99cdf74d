package dev.serguard.codec.protostuff;

import dev.serguard.codec.Codec;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import io.protostuff.runtime.RuntimeEnv;
import io.protostuff.runtime.RuntimeSchema;
import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * protostuff codecs: a {@link RuntimeSchema} built by reflection over the model's fields, written
 * and read in the protostuff format ({@code ProtostuffIOUtil}: protobuf's tags and varints, nested
 * messages as groups). The application's own {@link IdStrategy}, or the built-in {@code protostuff}.
 *
 * <pre>{@code
 * Codec<Order> production = ProtostuffCodecs.runtime("protostuff-prod", Order.class, RuntimeEnv.ID_STRATEGY);
 * Codec<Order> builtIn = ProtostuffCodecs.runtime(Order.class);
 * }</pre>
 *
 * <p>Field numbers follow the order in which the class declares its fields (or its {@code @Tag}s);
 * {@code transient} fields are left out. A {@code LinkedBuffer} is not thread-safe, so each thread
 * that uses a codec gets its own, reused from call to call: the codecs are thread-safe.
 *
 * <p><b>Class names on the wire.</b> A field of type {@code Object}, of an abstract type or of an
 * interface other than a collection or map interface is written with the class name of its value,
 * and read back by loading the class of that name. {@link RuntimeEnv#ID_STRATEGY}, the JVM-wide
 * strategy that {@code RuntimeSchema.getSchema(type)} uses, loads any class named so
 * ({@code protostuff.runtime.auto_load_polymorphic_classes} is on by default). A strategy without
 * {@link IdStrategy#AUTO_LOAD_POLYMORPHIC_CLASSES} refuses an unregistered class as a value
 * ({@code "polymorphic pojo not registered"}), but protostuff 1.8 still loads and instantiates any
 * class named as the collection or map type of such a field. The built-in guards both; serguard's
 * untrusted-types check offers both to any codec made here.
 *
 * <p><b>Records.</b> protostuff 1.8 cannot read a record (protostuff/protostuff#313): it sets
 * fields one by one, which the JVM refuses for a record's final fields. The built-in refuses a
 * record type with that reason; a record nested in another class fails at its first use with it.
 *
 * <p>Needs {@code io.protostuff:protostuff-core} and {@code io.protostuff:protostuff-runtime}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ProtostuffCodecs {

    /** The name of the built-in codec. */
    public static final String NAME = "protostuff";

    private ProtostuffCodecs() {
    }

    /**
     * The built-in {@code protostuff} for {@code type}: a {@code RuntimeSchema} over a
     * {@link DefaultIdStrategy} of its own, with protostuff's default settings except
     * {@link IdStrategy#AUTO_LOAD_POLYMORPHIC_CLASSES}, read under a guard that refuses every class
     * protostuff would load by a name read from the input. Its bytes do not depend on the
     * {@code protostuff.runtime.*} flags of the JVM.
     *
     * @throws IllegalArgumentException if {@code type} is a record, which protostuff 1.8 cannot read
     */
    public static <T> Codec<T> runtime(Class<T> type) {
        Objects.requireNonNull(type, "type");
        requireNoRecord(type);
        IdStrategy strategy = new DefaultIdStrategy(0);
        return new ProtostuffCodec<>(NAME, type, RuntimeSchema.getSchema(type, strategy), strategy, true);
    }

    /**
     * A codec named {@code name} over {@code RuntimeSchema.getSchema(type, strategy)}: your
     * strategy, with the pojos, enums and delegates you registered on it, read as protostuff reads
     * it (without the built-in's guard), so that serguard's checks see what production does.
     *
     * @param strategy {@link RuntimeEnv#ID_STRATEGY} for what {@code RuntimeSchema.getSchema(type)} uses
     */
    public static <T> Codec<T> runtime(String name, Class<T> type, IdStrategy strategy) {
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(strategy, "strategy");
        return new ProtostuffCodec<>(name, type, RuntimeSchema.getSchema(type, strategy), strategy, false);
    }

    private static void requireNoRecord(Class<?> type) {
        if (type.isRecord()) {
            throw new IllegalArgumentException(type.getName() + " is a record, which protostuff 1.8 cannot read: its runtime schema"
                    + " sets fields one by one, and the JVM refuses to set a record's final fields (protostuff/protostuff#313)");
        }
    }

    /** {@code thrown}, or the reason protostuff failed on a record class nested in the model, if that is what it says. */
    static RuntimeException explained(RuntimeException thrown) {
        if (thrown instanceof UnsupportedOperationException && String.valueOf(thrown.getMessage()).contains("on a record class")) {
            return new IllegalArgumentException("protostuff 1.8 cannot read a record: its runtime schema sets fields one by one, and the"
                    + " JVM refuses to set a record's final fields (protostuff/protostuff#313); " + thrown.getMessage(), thrown);
        }
        return thrown;
    }
}
