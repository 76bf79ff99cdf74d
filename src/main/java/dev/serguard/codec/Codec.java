package dev.serguard.codec;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * One way of turning a {@code T} into bytes and back: a serialization library with its
 * configuration, as the application uses it.
 *
 * <p>Implementations should be built once and reused, as in production: the measured cost is
 * the cost of {@link #serialize} and {@link #deserialize} only.
 *
 * <pre>{@code
 * Codec<Order> json = JacksonCodecs.json(productionMapper, Order.class);
 * Codec<Order> mine = Codec.of("mine", Order.class, MyWire::write, MyWire::read);
 * }</pre>
 *
 * @param <T> the type of the values this codec handles
 */
@API(status = STABLE, since = "0.1")
public interface Codec<T> {

    /** A short, unique, stable name such as {@code "kryo"}; never {@code null}. */
    String name();

    /** The type of the values, used to name payloads and to pick payload factories. */
    Class<T> type();

    /** Serializes {@code value}; never returns {@code null}. */
    byte[] serialize(T value) throws Exception;

    /** Reads back what {@link #serialize} wrote. */
    T deserialize(byte[] bytes) throws Exception;

    /**
     * Whether one instance may be used by several threads at once; the thread-safety check
     * holds a codec to what it claims here.
     */
    default boolean threadSafe() {
        return true;
    }

    /** A codec from any pair of functions, for the team's own wire format. */
    static <T> Codec<T> of(String name, Class<T> type, Serializer<T> serializer, Deserializer<T> deserializer) {
        return new FunctionCodec<>(name, type, serializer, deserializer);
    }

    /** The serializing half of {@link #of}. */
    @FunctionalInterface
    interface Serializer<T> {
        byte[] serialize(T value) throws Exception;
    }

    /** The deserializing half of {@link #of}. */
    @FunctionalInterface
    interface Deserializer<T> {
        T deserialize(byte[] bytes) throws Exception;
    }
}
