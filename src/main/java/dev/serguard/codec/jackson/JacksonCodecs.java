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
 * module or data format as well. The built-in mappers register the Jackson modules found on the
 * class path, as {@code findAndRegisterModules()} does (Afterburner and Blackbird only in the
 * codecs named after them): with {@code jackson-datatype-jsr310} and {@code jackson-datatype-jdk8}
 * there, a model with {@code Instant} or {@code Optional} fields round-trips; without them, the
 * codec fails with Jackson's own message, which names the module to add.
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

    /**
     * A codec named {@code smile} over {@code mapper}, whose factory writes Smile: your own
     * configuration of it, as production has it.
     *
     * <pre>{@code
     * Codec<Order> smile = JacksonCodecs.smile(new ObjectMapper(new SmileFactory()).findAndRegisterModules(), Order.class);
     * }</pre>
     *
     * @throws IllegalArgumentException if {@code mapper}'s factory writes another format (a JSON mapper: use {@link #json(ObjectMapper, Class)})
     */
    public static <T> Codec<T> smile(ObjectMapper mapper, Class<T> type) {
        Objects.requireNonNull(mapper, "mapper");
        String format = mapper.getFactory().getFormatName();
        if (!"Smile".equals(format)) {
            throw new IllegalArgumentException("JacksonCodecs.smile needs a mapper whose factory writes Smile (new ObjectMapper(new"
                    + " SmileFactory())), but this one writes " + format + ": use JacksonCodecs.json for it, or give it a SmileFactory");
        }
        return json("smile", mapper, type);
    }

    /** The built-in {@code json}: {@code new ObjectMapper()} with the modules on the class path. */
    public static <T> Codec<T> json(Class<T> type) {
        return json(type, ClassPathModules.loaderOf(type));
    }

    /** The built-in {@code json-afterburner}: the built-in {@code json}'s mapper with the Afterburner module. */
    public static <T> Codec<T> jsonAfterburner(Class<T> type) {
        return json("json-afterburner", AfterburnerSupport.register(plain(type)), type);
    }

    /** The built-in {@code json-blackbird}: the built-in {@code json}'s mapper with the Blackbird module. */
    public static <T> Codec<T> jsonBlackbird(Class<T> type) {
        return json("json-blackbird", BlackbirdSupport.register(plain(type)), type);
    }

    /** The built-in {@code smile}: {@code new ObjectMapper(new SmileFactory())} with the modules on the class path. */
    public static <T> Codec<T> smile(Class<T> type) {
        return smile(type, ClassPathModules.loaderOf(type));
    }

    /** The built-in {@code smile-blackbird}: the built-in {@code smile}'s mapper with the Blackbird module. */
    public static <T> Codec<T> smileBlackbird(Class<T> type) {
        ClassLoader loader = ClassPathModules.loaderOf(type);
        return json("smile-blackbird", BlackbirdSupport.register(ClassPathModules.register(SmileSupport.mapper(), loader)), type);
    }

    // The modules come from loader: the built-ins pass the type's, tests one that sees none.
    static <T> Codec<T> json(Class<T> type, ClassLoader loader) {
        return json("json", ClassPathModules.register(new ObjectMapper(), loader), type);
    }

    static <T> Codec<T> smile(Class<T> type, ClassLoader loader) {
        return json("smile", ClassPathModules.register(SmileSupport.mapper(), loader), type);
    }

    private static ObjectMapper plain(Class<?> type) {
        return ClassPathModules.register(new ObjectMapper(), ClassPathModules.loaderOf(type));
    }
}
