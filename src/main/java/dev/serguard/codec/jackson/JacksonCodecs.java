package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Codecs over Jackson databind (2.x): the application's own configured {@link ObjectMapper}, or
 * the built-ins {@code json}, {@code json-afterburner}, {@code json-blackbird}, {@code smile} and
 * {@code smile-blackbird}, each on a fresh mapper with default settings.
 *
 * <pre>{@code
 * Codec<Order> production = JacksonCodecs.json(productionMapper, Order.class);
 * Codec<Order> compact = JacksonCodecs.json("json-compact", compactMapper, Order.class);
 * Codec<Order> smile = JacksonCodecs.smile(Order.class);
 * }</pre>
 *
 * <p>The codec uses an {@code ObjectWriter} and {@code ObjectReader} built once from the mapper,
 * as a well-tuned application does: configure the mapper before creating the codec, later
 * changes to it are not seen. Both are thread-safe, so the codec is too.
 *
 * <p>Needs {@code jackson-databind}; the afterburner, blackbird and smile built-ins need their
 * module or data format as well. Plain built-in mappers register no modules, so
 * {@code java.time} types need {@code jackson-datatype-jsr310} on a mapper of your own.
 */
@API(status = STABLE, since = "0.1")
public final class JacksonCodecs {

    private JacksonCodecs() {
    }

    /** A codec named {@code json} over {@code mapper}. */
    public static <T> Codec<T> json(ObjectMapper mapper, Class<T> type) {
        return json("json", mapper, type);
    }

    /**
     * A codec named {@code name} over {@code mapper}, for any data format the mapper's factory
     * writes (JSON, Smile, CBOR, ...).
     */
    public static <T> Codec<T> json(String name, ObjectMapper mapper, Class<T> type) {
        Objects.requireNonNull(mapper, "mapper");
        Objects.requireNonNull(type, "type");
        return new JacksonCodec<>(name, type, mapper.writerFor(type), mapper.readerFor(type));
    }

    /** The built-in {@code json}: {@code new ObjectMapper()}. */
    public static <T> Codec<T> json(Class<T> type) {
        return json("json", new ObjectMapper(), type);
    }

    /** The built-in {@code json-afterburner}: a plain mapper with the Afterburner module. */
    public static <T> Codec<T> jsonAfterburner(Class<T> type) {
        return json("json-afterburner", AfterburnerSupport.register(new ObjectMapper()), type);
    }

    /** The built-in {@code json-blackbird}: a plain mapper with the Blackbird module. */
    public static <T> Codec<T> jsonBlackbird(Class<T> type) {
        return json("json-blackbird", BlackbirdSupport.register(new ObjectMapper()), type);
    }

    /** The built-in {@code smile}: {@code new ObjectMapper(new SmileFactory())}. */
    public static <T> Codec<T> smile(Class<T> type) {
        return json("smile", SmileSupport.mapper(), type);
    }

    /** The built-in {@code smile-blackbird}: a Smile mapper with the Blackbird module. */
    public static <T> Codec<T> smileBlackbird(Class<T> type) {
        return json("smile-blackbird", BlackbirdSupport.register(SmileSupport.mapper()), type);
    }
}
