package dev.serguard.codec;

import dev.serguard.codec.avro.AvroCodecs;
import dev.serguard.codec.bson.BsonCodecs;
import dev.serguard.codec.fory.ForyCodecs;
import dev.serguard.codec.gson.GsonCodecs;
import dev.serguard.codec.hessian.HessianCodecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.jackson3.Jackson3Codecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.codec.protostuff.ProtostuffCodecs;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

import static dev.serguard.codec.OptionalLibrary.JACKSON3_DATABIND;
import static dev.serguard.codec.OptionalLibrary.JACKSON3_SMILE;
import static dev.serguard.codec.OptionalLibrary.JACKSON_AFTERBURNER;
import static dev.serguard.codec.OptionalLibrary.JACKSON_BLACKBIRD;
import static dev.serguard.codec.OptionalLibrary.JACKSON_CBOR;
import static dev.serguard.codec.OptionalLibrary.JACKSON_DATABIND;
import static dev.serguard.codec.OptionalLibrary.JACKSON_MSGPACK;
import static dev.serguard.codec.OptionalLibrary.JACKSON_SMILE;
import static dev.serguard.codec.OptionalLibrary.JACKSON_XML;
import static dev.serguard.codec.OptionalLibrary.JACKSON_YAML;
import static dev.serguard.codec.OptionalLibrary.MONGODB_BSON;
import static dev.serguard.codec.OptionalLibrary.PROTOSTUFF_CORE;
import static dev.serguard.codec.OptionalLibrary.PROTOSTUFF_RUNTIME;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The registry of serguard's codec families: one library each (or the JDK's serialization), the
 * codecs serguard makes with it and the libraries each needs, the package of serguard that alone
 * links it, and the library's name and version as golden bytes record them. Discovery
 * ({@link Codecs#builtIns}, {@link Codecs#everyFormat}), the codec names a test may select, the
 * library golden bytes name, the architecture rules and the guide's table of families all read it:
 * a family is added here and nowhere else.
 *
 * <pre>{@code
 * CodecFamily.everyCodecName();          // [json, json-afterburner, …, java, cbor, …, fory-compatible]
 * CodecFamily.KRYO.libraryVersion(loader);  // Optional[5.6.2]
 * }</pre>
 *
 * <p>Each codec's factory is called in a lambda body, which runs only after the libraries it needs
 * were found: the JVM resolves a class when code that uses it first runs, so this class loads
 * without any codec library present.
 */
@API(status = INTERNAL, since = "0.4")
public enum CodecFamily {

    /** Jackson 2: JSON with its modules, Smile, CBOR, MessagePack, YAML and XML. */
    JACKSON("Jackson 2", "dev.serguard.codec.jackson", List.of(), JACKSON_DATABIND, false,
            BuiltInCodec.of("json", false, (type, samples) -> JacksonCodecs.json(type), JACKSON_DATABIND),
            BuiltInCodec.of("json-afterburner", false, (type, samples) -> JacksonCodecs.jsonAfterburner(type), JACKSON_DATABIND, JACKSON_AFTERBURNER),
            BuiltInCodec.of("json-blackbird", false, (type, samples) -> JacksonCodecs.jsonBlackbird(type), JACKSON_DATABIND, JACKSON_BLACKBIRD),
            BuiltInCodec.of("smile", false, (type, samples) -> JacksonCodecs.smile(type), JACKSON_DATABIND, JACKSON_SMILE),
            BuiltInCodec.of("smile-blackbird", false, (type, samples) -> JacksonCodecs.smileBlackbird(type), JACKSON_DATABIND, JACKSON_SMILE,
                    JACKSON_BLACKBIRD),
            BuiltInCodec.of("cbor", true, (type, samples) -> JacksonCodecs.cbor(type), JACKSON_DATABIND, JACKSON_CBOR),
            BuiltInCodec.of("msgpack", true, (type, samples) -> JacksonCodecs.msgpack(type), JACKSON_DATABIND, JACKSON_MSGPACK),
            BuiltInCodec.of("yaml", true, (type, samples) -> JacksonCodecs.yaml(type), JACKSON_DATABIND, JACKSON_YAML),
            BuiltInCodec.of("xml", true, (type, samples) -> JacksonCodecs.xml(type), JACKSON_DATABIND, JACKSON_XML)),
    /** Jackson 3; listed only where it is on the class path, so that a Jackson 2 build is not told of it on every run. */
    JACKSON3("Jackson 3", "dev.serguard.codec.jackson3", List.of(), JACKSON3_DATABIND, true,
            BuiltInCodec.of("json3", false, (type, samples) -> Jackson3Codecs.json3(type), JACKSON3_DATABIND),
            BuiltInCodec.of("smile3", false, (type, samples) -> Jackson3Codecs.smile3(type), JACKSON3_DATABIND, JACKSON3_SMILE)),
    /** Kryo, registered and not. */
    KRYO("Kryo", "dev.serguard.codec.kryo", List.of(), OptionalLibrary.KRYO, false,
            BuiltInCodec.of("kryo", false, (type, samples) -> KryoCodecs.kryo(type, samples), OptionalLibrary.KRYO),
            BuiltInCodec.of("kryo-unregistered", false, (type, samples) -> KryoCodecs.kryoUnregistered(type), OptionalLibrary.KRYO)),
    /** Protocol Buffers: generated messages, the samples' through a {@link ModelProvider}. */
    PROTOBUF("Protocol Buffers", "dev.serguard.codec.protobuf", List.of("dev.serguard.samples.protobuf"), OptionalLibrary.PROTOBUF, false,
            new BuiltInCodec("protobuf", false, List.of(OptionalLibrary.PROTOBUF), (type, samples) -> ModelProvider.installedProtobuf(type),
                    type -> "no built-in protobuf mapping for " + type.getName() + "; build one with ProtobufCodecs.of(...)",
                    (type, failure) -> ProtobufFloor.explain(type, failure, ProtobufFloor.runtime(type.getClassLoader())))),
    /** Java serialization, the control: the JDK's, no library. */
    JAVA("Java serialization", "dev.serguard.codec", List.of(), null, false,
            new BuiltInCodec("java", false, List.of(),
                    (type, samples) -> JavaSerializationCodec.supports(type) ? Optional.of(new JavaSerializationCodec<>(type)) : Optional.empty(),
                    JavaSerializationCodec::unsupportedReason, (type, failure) -> Optional.empty())),
    /** Apache Avro: generated classes and generic records of the samples' schema, reflection on any type it can make. */
    AVRO("Apache Avro", "dev.serguard.codec.avro", List.of("dev.serguard.samples.avro"), OptionalLibrary.AVRO, false,
            BuiltInCodec.generated("avro-specific", "AvroCodecs.specific(...)", OptionalLibrary.AVRO),
            BuiltInCodec.generated("avro-generic", "AvroCodecs.generic(...)", OptionalLibrary.AVRO),
            BuiltInCodec.refusing("avro-reflect", (type, samples) -> AvroCodecs.reflect(type), OptionalLibrary.AVRO)),
    /** Apache Thrift: the samples' structs in the compact and the binary protocol. */
    THRIFT("Apache Thrift", "dev.serguard.codec.thrift", List.of("dev.serguard.samples.thrift"), OptionalLibrary.THRIFT, false,
            BuiltInCodec.generated("thrift-compact", "ThriftCodecs.compact(...)", OptionalLibrary.THRIFT),
            BuiltInCodec.generated("thrift-binary", "ThriftCodecs.binary(...)", OptionalLibrary.THRIFT)),
    /** protostuff's runtime schemas. */
    PROTOSTUFF("protostuff", "dev.serguard.codec.protostuff", List.of(), PROTOSTUFF_CORE, false,
            BuiltInCodec.refusing("protostuff", (type, samples) -> ProtostuffCodecs.runtime(type), PROTOSTUFF_CORE, PROTOSTUFF_RUNTIME)),
    /** Gson. */
    GSON("Gson", "dev.serguard.codec.gson", List.of(), OptionalLibrary.GSON, false,
            BuiltInCodec.of("gson", true, (type, samples) -> GsonCodecs.gson(type), OptionalLibrary.GSON)),
    /** The MongoDB driver's BSON codecs. */
    BSON("MongoDB BSON", "dev.serguard.codec.bson", List.of(), MONGODB_BSON, false,
            BuiltInCodec.refusing("bson", (type, samples) -> BsonCodecs.pojo(type), MONGODB_BSON)),
    /** Hessian 2. */
    HESSIAN("Hessian", "dev.serguard.codec.hessian", List.of(), OptionalLibrary.HESSIAN, false,
            BuiltInCodec.refusing("hessian", (type, samples) -> HessianCodecs.hessian(type, samples), OptionalLibrary.HESSIAN)),
    /** Apache Fory, schema-consistent and compatible. */
    FORY("Apache Fory", "dev.serguard.codec.fory", List.of(), OptionalLibrary.FORY, false,
            BuiltInCodec.of("fory", true, (type, samples) -> ForyCodecs.fory(type, samples), OptionalLibrary.FORY),
            BuiltInCodec.of("fory-compatible", true, (type, samples) -> ForyCodecs.foryCompatible(type, samples), OptionalLibrary.FORY));

    /**
     * Implemented by serguard's codecs, built-in or configured through a {@code …Codecs} factory:
     * the family they belong to, so that what reads a codec (golden bytes' library and advice)
     * never guesses it from the codec's name, which is the user's to choose.
     */
    @API(status = INTERNAL, since = "0.4")
    public interface Member {

        /** The family of this codec's library. */
        CodecFamily family();
    }

    // The stream protocol, not the JDK's version: golden files must not change between JDK 17 and 25.
    private static final String JAVA_SERIALIZATION = "java-serialization";
    private static final String JAVA_PROTOCOL = "protocol 2";

    private final String label;
    private final String serguardPackage;
    private final List<String> alsoLinkedBy;
    private final OptionalLibrary library;
    private final boolean listedOnlyWhenPresent;
    private final List<BuiltInCodec> codecs;

    CodecFamily(String label, String serguardPackage, List<String> alsoLinkedBy, OptionalLibrary library, boolean listedOnlyWhenPresent,
                BuiltInCodec... codecs) {
        this.label = label;
        this.serguardPackage = serguardPackage;
        this.alsoLinkedBy = alsoLinkedBy;
        this.library = library;
        this.listedOnlyWhenPresent = listedOnlyWhenPresent;
        this.codecs = List.of(codecs);
    }

    /**
     * Every codec name {@link Codecs#everyFormat} gives, in its order: the built-ins of every
     * family, then the other formats of every family.
     */
    public static List<String> everyCodecName() {
        return inDiscoveryOrder(true, family -> true).stream().map(BuiltInCodec::name).toList();
    }

    /** The codec names {@link Codecs#builtIns} gives, in its order; {@link #everyCodecName()} begins with them. */
    public static List<String> builtInCodecNames() {
        return inDiscoveryOrder(false, family -> true).stream().map(BuiltInCodec::name).toList();
    }

    /** The built-ins ({@code everyFormat} false), or the built-ins and then the other formats, of the {@code families} in order. */
    static List<BuiltInCodec> inDiscoveryOrder(boolean everyFormat, Predicate<CodecFamily> families) {
        List<BuiltInCodec> ordered = new ArrayList<>();
        for (boolean others : everyFormat ? new boolean[] {false, true} : new boolean[] {false}) {
            for (CodecFamily family : values()) {
                if (!families.test(family)) {
                    continue;
                }
                family.codecs.stream().filter(codec -> codec.everyFormat() == others).forEach(ordered::add);
            }
        }
        return ordered;
    }

    /** The family that makes the built-in codec named {@code name}, if one does. */
    public static Optional<CodecFamily> ofCodecName(String name) {
        return Arrays.stream(values()).filter(family -> family.codecs.stream().anyMatch(codec -> codec.name().equals(name))).findFirst();
    }

    /** The family whose library {@code type} belongs to (what a codec's library threw, say), if any. */
    public static Optional<CodecFamily> ofLibraryClass(Class<?> type) {
        String name = type.getName();
        return Arrays.stream(values()).filter(family -> family.libraryPackages().stream().anyMatch(p -> name.startsWith(p + "."))).findFirst();
    }

    /** {@code Kryo}: the family as the guide names it. */
    public String label() {
        return label;
    }

    /** The names of this family's codecs, the built-ins first. */
    public List<String> codecNames() {
        return codecs.stream().sorted((a, b) -> Boolean.compare(a.everyFormat(), b.everyFormat())).map(BuiltInCodec::name).toList();
    }

    /** The Maven coordinates of the libraries its codecs need ({@code com.esotericsoftware:kryo}); none for the JDK's. */
    public List<String> coordinates() {
        return codecs.stream().flatMap(codec -> codec.needs().stream()).distinct().map(OptionalLibrary::coordinates).toList();
    }

    /** The Java packages of those libraries ({@code com.esotericsoftware}): what only {@link #linkedBy()} may link. */
    public List<String> libraryPackages() {
        return codecs.stream().flatMap(codec -> codec.needs().stream()).map(OptionalLibrary::javaPackage).distinct().toList();
    }

    /** The package of serguard that makes its codecs: {@code dev.serguard.codec.kryo}. */
    public String serguardPackage() {
        return serguardPackage;
    }

    /**
     * serguard's packages that link the family's library: its own, and a sample package whose
     * generated classes extend the library's ({@code dev.serguard.samples.protobuf}).
     */
    public List<String> linkedBy() {
        List<String> packages = new ArrayList<>(List.of(serguardPackage));
        packages.addAll(alsoLinkedBy);
        return List.copyOf(packages);
    }

    /** The library's name in golden records: its artifact id ({@code kryo}), or {@code java-serialization}. */
    public String libraryName() {
        return library == null ? JAVA_SERIALIZATION : library.artifactId();
    }

    /** The library's version as {@code loader} finds it ({@code 5.6.2}), or empty where its jar does not say. */
    public Optional<String> libraryVersion(ClassLoader loader) {
        return library == null ? Optional.of(JAVA_PROTOCOL) : library.version(loader);
    }

    /** Whether its codecs are listed (available or skipped) at all: not where a family listed only when present is absent. */
    boolean listed() {
        return !listedOnlyWhenPresent || library.absence().isEmpty();
    }
}
