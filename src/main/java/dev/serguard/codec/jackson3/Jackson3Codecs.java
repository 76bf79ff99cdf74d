package dev.serguard.codec.jackson3;

import dev.serguard.codec.Codec;
import org.apiguardian.api.API;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.dataformat.smile.SmileMapper;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Codecs over Jackson 3 ({@code tools.jackson.core:jackson-databind} 3.x): the application's
 * own mapper, or the built-ins {@code json3} and {@code smile3}, a {@code JsonMapper} and a
 * {@code SmileMapper} with default settings and the Jackson 3 modules found on the class path.
 *
 * <pre>{@code
 * Codec<Order> production = Jackson3Codecs.json(productionJsonMapper, Order.class);
 * Codec<Order> plain = Jackson3Codecs.json3(Order.class);
 * Codec<Order> binary = Jackson3Codecs.smile3(Order.class);
 * }</pre>
 *
 * <p>The built-ins are named {@code json3} and {@code smile3}, not {@code json} and
 * {@code smile}: Jackson 2 and 3 run side by side on one class path, and a budget on
 * {@code json} keeps meaning Jackson 2. They are offered only where Jackson 3 is on the class
 * path. Jackson 3 reads and writes {@code java.time} and
 * {@code Optional} without extra modules; its defaults differ from Jackson 2's ({@code java.time}
 * as ISO-8601 text, for one), so its bytes can too.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Jackson3Codecs {

    private Jackson3Codecs() {
    }

    /** A codec named {@code json3} over {@code mapper}. */
    public static <T> Codec<T> json(ObjectMapper mapper, Class<T> type) {
        return json("json3", mapper, type);
    }

    /** A codec named {@code name} over {@code mapper}, for any data format the mapper writes. */
    public static <T> Codec<T> json(String name, ObjectMapper mapper, Class<T> type) {
        Objects.requireNonNull(mapper, "mapper");
        Objects.requireNonNull(type, "type");
        return new Jackson3Codec<>(name, type, mapper.writerFor(type), mapper.readerFor(type));
    }

    /** The built-in {@code json3}: {@code JsonMapper.builder().findAndAddModules(...).build()}. */
    public static <T> Codec<T> json3(Class<T> type) {
        return json("json3", JsonMapper.builder().findAndAddModules(loader(type)).build(), type);
    }

    /**
     * The built-in {@code smile3}: {@code SmileMapper.builder().findAndAddModules(...).build()};
     * needs {@code tools.jackson.dataformat:jackson-dataformat-smile}.
     */
    public static <T> Codec<T> smile3(Class<T> type) {
        return Smile3.codec(type, loader(type));
    }

    // The modules the type's own class loader sees: a module beside the user's model, not only serguard's.
    private static ClassLoader loader(Class<?> type) {
        return type.getClassLoader() != null ? type.getClassLoader() : Jackson3Codecs.class.getClassLoader();
    }

    // Apart, so that verifying this class (for json3) never loads SmileMapper: the Smile jar is optional.
    private static final class Smile3 {

        static <T> Codec<T> codec(Class<T> type, ClassLoader modules) {
            return json("smile3", SmileMapper.builder().findAndAddModules(modules).build(), type);
        }
    }
}
