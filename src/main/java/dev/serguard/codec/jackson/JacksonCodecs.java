package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.STABLE;

/**
 * Codecs over Jackson databind (2.x): the application's own configured {@link ObjectMapper}, or
 * the built-ins {@code json}, {@code json-afterburner}, {@code json-blackbird}, {@code smile} and
 * {@code smile-blackbird}, each on a fresh mapper with default settings; and the other Jackson 2
 * data formats that {@link dev.serguard.codec.Codecs#everyFormat} adds: {@code cbor},
 * {@code msgpack} (MessagePack's own {@code jackson-dataformat-msgpack}), {@code yaml} and
 * {@code xml}, also on default settings but for one, see {@link #xml(Class)}.
 *
 * <pre>{@code
 * Codec<Order> production = JacksonCodecs.json(productionMapper, Order.class);
 * Codec<Order> compact = JacksonCodecs.json("json-compact", compactMapper, Order.class);
 * Codec<Order> smile = JacksonCodecs.smile(Order.class);
 * Codec<Order> cbor = JacksonCodecs.cbor(new GuardedObjectMapper(new CBORFactory()), Order.class);
 * Codec<Order> mine = JacksonCodecs.msgpack("msgpack-mine", myMessagePackMapper, Order.class);
 * }</pre>
 *
 * <p>The codec uses an {@code ObjectWriter} and {@code ObjectReader} built once from the mapper,
 * as a well-tuned application does: configure the mapper before creating the codec, later
 * changes to it are not seen. Both are thread-safe, so the codec is too.
 *
 * <p>Needs {@code jackson-databind}; the afterburner, blackbird, smile, cbor, msgpack, yaml and
 * xml built-ins need their module or data format as well. The built-in mappers register the
 * Jackson modules found on the class path, as {@code findAndRegisterModules()} does (Afterburner
 * and Blackbird only in the codecs named after them): with {@code jackson-datatype-jsr310} and
 * {@code jackson-datatype-jdk8} there, a model with {@code Instant} or {@code Optional} fields
 * round-trips; without them, the codec fails with Jackson's own message, which names the module
 * to add.
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
        return ofFormat("smile", "Smile", "new ObjectMapper(new SmileFactory())", "give it a SmileFactory", "smile", mapper, type);
    }

    /**
     * A codec named {@code cbor} over {@code mapper}, whose factory writes CBOR: your own
     * configuration of it.
     *
     * <pre>{@code
     * Codec<Order> cbor = JacksonCodecs.cbor(new GuardedObjectMapper(new CBORFactory()).findAndRegisterModules(), Order.class);
     * }</pre>
     *
     * @throws IllegalArgumentException if {@code mapper}'s factory writes another format
     */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> cbor(ObjectMapper mapper, Class<T> type) {
        return cbor("cbor", mapper, type);
    }

    /**
     * As {@link #cbor(ObjectMapper, Class)}, named {@code name}: to measure it beside the built-in
     * {@code cbor} ({@code "cbor-prod"}).
     */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> cbor(String name, ObjectMapper mapper, Class<T> type) {
        return ofFormat("cbor", "CBOR", "new ObjectMapper(new CBORFactory())", "give it a CBORFactory", name, mapper, type);
    }

    /**
     * A codec named {@code msgpack} over {@code mapper}, whose factory is MessagePack's
     * {@code MessagePackFactory} ({@code org.msgpack:jackson-dataformat-msgpack}): your own
     * configuration of it, such as objects written as arrays instead of maps.
     *
     * <pre>{@code
     * ObjectMapper mapper = new GuardedObjectMapper(new MessagePackFactory());
     * mapper.configOverride(Order.class).setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.ARRAY));
     * Codec<Order> msgpack = JacksonCodecs.msgpack("msgpack-arrays", mapper, Order.class);
     * }</pre>
     *
     * <p>MessagePack has no decimal type: a {@code BigDecimal} is written as an integer or a
     * double, so {@code 19.90} reads back as {@code 19.9}, and one a double cannot hold fails to
     * write. Write them as strings to keep them:
     * {@code mapper.configOverride(BigDecimal.class).setFormat(JsonFormat.Value.forShape(JsonFormat.Shape.STRING))}.
     *
     * @throws IllegalArgumentException if {@code mapper}'s factory writes another format
     * @throws IllegalStateException if jackson-dataformat-msgpack does not run on this jackson-core (one too old for it)
     */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> msgpack(ObjectMapper mapper, Class<T> type) {
        return msgpack("msgpack", mapper, type);
    }

    /** As {@link #msgpack(ObjectMapper, Class)}, named {@code name}: to measure it beside the built-in {@code msgpack}. */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> msgpack(String name, ObjectMapper mapper, Class<T> type) {
        Codec<T> codec = ofFormat("msgpack", "msgpack", "new ObjectMapper(new MessagePackFactory())", "give it a MessagePackFactory", name,
                mapper, type);
        MessagePackSupport.requireRunnable(mapper);
        return codec;
    }

    /**
     * A codec named {@code yaml} over {@code mapper}, whose factory writes YAML: your own
     * configuration of it.
     *
     * <pre>{@code
     * Codec<Config> yaml = JacksonCodecs.yaml(new GuardedObjectMapper(new YAMLFactory().disable(WRITE_DOC_START_MARKER)), Config.class);
     * }</pre>
     *
     * @throws IllegalArgumentException if {@code mapper}'s factory writes another format
     */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> yaml(ObjectMapper mapper, Class<T> type) {
        return yaml("yaml", mapper, type);
    }

    /** As {@link #yaml(ObjectMapper, Class)}, named {@code name}: to measure it beside the built-in {@code yaml}. */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> yaml(String name, ObjectMapper mapper, Class<T> type) {
        return ofFormat("yaml", "YAML", "new ObjectMapper(new YAMLFactory())", "give it a YAMLFactory", name, mapper, type);
    }

    /**
     * A codec named {@code xml} over {@code mapper}, an {@code XmlMapper}: your own configuration
     * of it. See {@link #xml(Class)} for what XML cannot carry.
     *
     * <pre>{@code
     * Codec<Order> xml = JacksonCodecs.xml(XmlMapper.builder().enable(ToXmlGenerator.Feature.WRITE_NULLS_AS_XSI_NIL).build(), Order.class);
     * }</pre>
     *
     * @throws IllegalArgumentException if {@code mapper} is not an {@code XmlMapper}
     */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> xml(ObjectMapper mapper, Class<T> type) {
        return xml("xml", mapper, type);
    }

    /** As {@link #xml(ObjectMapper, Class)}, named {@code name}: to measure it beside the built-in {@code xml}. */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> xml(String name, ObjectMapper mapper, Class<T> type) {
        Objects.requireNonNull(mapper, "mapper");
        // Jackson XML reads and writes through the serializers XmlMapper installs; a plain
        // ObjectMapper over an XmlFactory has the factory but not them.
        if ("XML".equals(mapper.getFactory().getFormatName()) && !XmlSupport.isXmlMapper(mapper)) {
            throw new IllegalArgumentException("JacksonCodecs.xml needs an XmlMapper (new XmlMapper()), but this one is a "
                    + mapper.getClass().getName() + " over an XmlFactory, without Jackson XML's own serializers: build an XmlMapper instead");
        }
        return ofFormat("xml", "XML", "new XmlMapper()", "build an XmlMapper", name, mapper, type);
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

    /** The built-in {@code cbor}: {@code new ObjectMapper(new CBORFactory())} with the modules on the class path. */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> cbor(Class<T> type) {
        return json("cbor", ClassPathModules.register(CborSupport.mapper(), ClassPathModules.loaderOf(type)), type);
    }

    /**
     * The built-in {@code msgpack}: {@code new ObjectMapper(new MessagePackFactory())} with the
     * modules on the class path. It writes objects as maps with their property names, as JSON
     * does: not the positional arrays of MessagePack's own (non-Jackson) object templates. A
     * {@code BigDecimal} loses its scale: see {@link #msgpack(ObjectMapper, Class)}.
     *
     * @throws IllegalStateException if jackson-dataformat-msgpack does not run on this jackson-core (one too old for it)
     */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> msgpack(Class<T> type) {
        return json("msgpack", ClassPathModules.register(MessagePackSupport.mapper(), ClassPathModules.loaderOf(type)), type);
    }

    /** The built-in {@code yaml}: {@code new ObjectMapper(new YAMLFactory())} with the modules on the class path. */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> yaml(Class<T> type) {
        return json("yaml", ClassPathModules.register(YamlSupport.mapper(), ClassPathModules.loaderOf(type)), type);
    }

    /**
     * The built-in {@code xml}: {@code new XmlMapper()} with the modules on the class path, and one
     * setting changed, {@code ToXmlGenerator.Feature.WRITE_NULLS_AS_XSI_NIL}: by default a null is
     * written as an empty element, which reads back as {@code ""}, not {@code null}.
     *
     * <p>What XML cannot carry, even so: a list of lists (or a map of lists) is written flat and
     * does not read back (Jackson XML supports lists only as the values of properties; put a class
     * between the two lists), and a null list is left out, so it reads back as whatever the
     * class's constructor put in the field. An empty list round-trips. serguard's round-trip
     * check reports either case on a model that has it.
     */
    @API(status = EXPERIMENTAL, since = "0.1")
    public static <T> Codec<T> xml(Class<T> type) {
        return json("xml", ClassPathModules.register(XmlSupport.mapper(), ClassPathModules.loaderOf(type)), type);
    }

    // The modules come from loader: the built-ins pass the type's, tests one that sees none.
    static <T> Codec<T> json(Class<T> type, ClassLoader loader) {
        return json("json", ClassPathModules.register(new ObjectMapper(), loader), type);
    }

    static <T> Codec<T> smile(Class<T> type, ClassLoader loader) {
        return json("smile", ClassPathModules.register(SmileSupport.mapper(), loader), type);
    }

    // construction: how a mapper of the format is made; fix: what to do to the mapper given. The message names both.
    private static <T> Codec<T> ofFormat(String method, String format, String construction, String fix, String name, ObjectMapper mapper,
                                         Class<T> type) {
        Objects.requireNonNull(mapper, "mapper");
        String written = mapper.getFactory().getFormatName();
        if (!format.equals(written)) {
            throw new IllegalArgumentException("JacksonCodecs." + method + " needs a mapper whose factory writes " + format + " ("
                    + construction + "), but this one writes " + written + ": use JacksonCodecs.json for it, or " + fix);
        }
        return json(name, mapper, type);
    }

    private static ObjectMapper plain(Class<?> type) {
        return ClassPathModules.register(new ObjectMapper(), ClassPathModules.loaderOf(type));
    }
}
