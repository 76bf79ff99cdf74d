package dev.serguard.codec.bson;

import dev.serguard.codec.Codec;
import org.apiguardian.api.API;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.conversions.Bson;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * BSON codecs over the MongoDB Java driver's codecs ({@code org.mongodb:bson}): the application's
 * own {@link CodecRegistry}, or the built-in {@code bson}. A value is written as one BSON document
 * with a {@code BsonBinaryWriter} and read back with a {@code BsonBinaryReader}, as the driver
 * does with the documents it sends and receives.
 *
 * <pre>{@code
 * CodecRegistry production = CodecRegistries.fromRegistries(MongoClientSettings.getDefaultCodecRegistry(),
 *         CodecRegistries.fromProviders(PojoCodecProvider.builder().register("com.acme.orders").build()));
 * Codec<Order> mine = BsonCodecs.of("bson-prod", production, Order.class);
 * Codec<Order> builtIn = BsonCodecs.pojo(Order.class);
 * }</pre>
 *
 * <p>The built-in's registry is the driver's default set that {@code org.mongodb:bson} holds
 * ({@link Bson#DEFAULT_CODEC_REGISTRY}: values, collections, maps, enums, {@code java.time}), then
 * {@code bson-record-codec}'s {@code RecordCodecProvider} where that jar is on the class path (the
 * driver brings it), then an automatic {@link PojoCodecProvider}: a bean is read and written
 * through its getters and setters, properties in the order the pojo codec sorts them, a
 * {@code null} property left out. A field without accessors is neither written nor read. Codecs
 * from a registry are thread-safe, so these codecs are.
 *
 * <p><b>Class names on the wire.</b> With discriminators on (a {@code @BsonDiscriminator}, or a
 * convention that calls {@code enableDiscriminator(true)}), the pojo codec writes each document's
 * class under {@code "_t"} and, reading, loads a class it does not know by that name with
 * {@code Class.forName} and instantiates it. Off is the default; serguard's untrusted-types check
 * offers a document that names its probe to any codec made here.
 *
 * <p>Needs {@code org.mongodb:bson}; records need {@code org.mongodb:bson-record-codec} as well.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class BsonCodecs {

    /** The name of the built-in codec. */
    public static final String NAME = "bson";

    private static final String RECORD_CODEC = "org.bson.codecs.record.RecordCodecProvider";

    private BsonCodecs() {
    }

    /**
     * The built-in {@code bson} for {@code type}: see the class comment for its registry.
     *
     * @throws IllegalArgumentException if {@code type} is a record and {@code bson-record-codec} is not on the class path
     */
    public static <T> Codec<T> pojo(Class<T> type) {
        Objects.requireNonNull(type, "type");
        Optional<CodecProvider> records = recordCodecs();
        if (type.isRecord() && records.isEmpty()) {
            throw new IllegalArgumentException(type.getName() + " is a record, which the MongoDB codecs read with bson-record-codec's"
                    + " RecordCodecProvider, and " + RECORD_CODEC + " is not on the class path (add org.mongodb:bson-record-codec)");
        }
        List<CodecProvider> providers = new ArrayList<>();
        records.ifPresent(providers::add);
        providers.add(PojoCodecProvider.builder().automatic(true).build());
        CodecRegistry registry = CodecRegistries.fromRegistries(Bson.DEFAULT_CODEC_REGISTRY, CodecRegistries.fromProviders(providers));
        return of(NAME, registry, type);
    }

    /**
     * A codec named {@code name} that writes and reads {@code type} with {@code registry.get(type)}:
     * your registry, as the driver is given it.
     *
     * @throws org.bson.codecs.configuration.CodecConfigurationException if {@code registry} has no codec for {@code type}
     */
    public static <T> Codec<T> of(String name, CodecRegistry registry, Class<T> type) {
        Objects.requireNonNull(registry, "registry");
        Objects.requireNonNull(type, "type");
        return new BsonCodec<>(name, type, registry);
    }

    private static Optional<CodecProvider> recordCodecs() {
        try {
            Class.forName(RECORD_CODEC, false, BsonCodecs.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return Optional.empty();
        }
        return Optional.of(RecordSupport.provider());
    }
}
