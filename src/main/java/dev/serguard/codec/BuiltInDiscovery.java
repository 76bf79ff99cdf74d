package dev.serguard.codec;

import dev.serguard.codec.avro.AvroCodecs;
import dev.serguard.codec.bson.BsonCodecs;
import dev.serguard.codec.gson.GsonCodecs;
import dev.serguard.codec.fory.ForyCodecs;
import dev.serguard.codec.hessian.HessianCodecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.jackson3.Jackson3Codecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.codec.protostuff.ProtostuffCodecs;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

import static dev.serguard.codec.OptionalLibrary.AVRO;
import static dev.serguard.codec.OptionalLibrary.GSON;
import static dev.serguard.codec.OptionalLibrary.FORY;
import static dev.serguard.codec.OptionalLibrary.HESSIAN;
import static dev.serguard.codec.OptionalLibrary.JACKSON_AFTERBURNER;
import static dev.serguard.codec.OptionalLibrary.JACKSON_BLACKBIRD;
import static dev.serguard.codec.OptionalLibrary.JACKSON_CBOR;
import static dev.serguard.codec.OptionalLibrary.JACKSON_DATABIND;
import static dev.serguard.codec.OptionalLibrary.JACKSON_MSGPACK;
import static dev.serguard.codec.OptionalLibrary.JACKSON_SMILE;
import static dev.serguard.codec.OptionalLibrary.JACKSON_XML;
import static dev.serguard.codec.OptionalLibrary.JACKSON_YAML;
import static dev.serguard.codec.OptionalLibrary.JACKSON3_DATABIND;
import static dev.serguard.codec.OptionalLibrary.JACKSON3_SMILE;
import static dev.serguard.codec.OptionalLibrary.KRYO;
import static dev.serguard.codec.OptionalLibrary.MONGODB_BSON;
import static dev.serguard.codec.OptionalLibrary.PROTOBUF;
import static dev.serguard.codec.OptionalLibrary.PROTOSTUFF_CORE;
import static dev.serguard.codec.OptionalLibrary.PROTOSTUFF_RUNTIME;
import static dev.serguard.codec.OptionalLibrary.THRIFT;

/**
 * Finds the built-in codecs for one type; see {@link Codecs#builtIns}.
 *
 * <p>Every call into a codec package sits in a lambda body that runs only after the libraries it
 * needs were found: the JVM resolves a class when code that uses it first runs, so this class
 * loads and verifies without any codec library present. The signatures of the called factories
 * mention only JDK and serguard types for the same reason.
 */
final class BuiltInDiscovery<T> {

    private final List<Codec<T>> available = new ArrayList<>();
    private final List<SkippedCodec> skipped = new ArrayList<>();

    private BuiltInDiscovery() {
    }

    static <T> CodecSet<T> discover(Class<T> type, List<? extends T> samples) {
        BuiltInDiscovery<T> found = new BuiltInDiscovery<>();
        found.add("json", () -> JacksonCodecs.json(type), JACKSON_DATABIND);
        found.add("json-afterburner", () -> JacksonCodecs.jsonAfterburner(type), JACKSON_DATABIND, JACKSON_AFTERBURNER);
        found.add("json-blackbird", () -> JacksonCodecs.jsonBlackbird(type), JACKSON_DATABIND, JACKSON_BLACKBIRD);
        found.add("smile", () -> JacksonCodecs.smile(type), JACKSON_DATABIND, JACKSON_SMILE);
        found.add("smile-blackbird", () -> JacksonCodecs.smileBlackbird(type), JACKSON_DATABIND, JACKSON_SMILE, JACKSON_BLACKBIRD);
        if (JACKSON3_DATABIND.absence().isEmpty()) {
            // Listed only where Jackson 3 is: a Jackson 2 build is not told of it on every run.
            found.add("json3", () -> Jackson3Codecs.json3(type), JACKSON3_DATABIND);
            found.add("smile3", () -> Jackson3Codecs.smile3(type), JACKSON3_DATABIND, JACKSON3_SMILE);
        }
        found.add("kryo", () -> KryoCodecs.kryo(type, samples), KRYO);
        found.add("kryo-unregistered", () -> KryoCodecs.kryoUnregistered(type), KRYO);
        found.addIfSupported("protobuf", () -> ModelProvider.installedProtobuf(type),
                "no built-in protobuf mapping for " + type.getName() + "; build one with ProtobufCodecs.of(...)",
                failure -> ProtobufFloor.explain(type, failure, ProtobufFloor.runtime(type.getClassLoader())), PROTOBUF);
        found.addIfSupported("java",
                () -> JavaSerializationCodec.supports(type) ? Optional.of(new JavaSerializationCodec<>(type)) : Optional.empty(),
                JavaSerializationCodec.unsupportedReason(type));
        return new CodecSet<>(found.available, found.skipped);
    }

    /**
     * The built-ins, then the other formats serguard knows, each available or skipped with the
     * reason: see {@link Codecs#everyFormat}. Each format's lines link only its own package.
     */
    static <T> CodecSet<T> discoverEveryFormat(Class<T> type, List<T> samples) {
        BuiltInDiscovery<T> found = new BuiltInDiscovery<>();
        CodecSet<T> builtIns = discover(type, samples);
        found.available.addAll(builtIns.available());
        found.skipped.addAll(builtIns.skipped());
        // -- formats beyond the built-ins, one block per library --
        found.add("cbor", () -> JacksonCodecs.cbor(type), JACKSON_DATABIND, JACKSON_CBOR);
        found.add("msgpack", () -> JacksonCodecs.msgpack(type), JACKSON_DATABIND, JACKSON_MSGPACK);
        found.add("yaml", () -> JacksonCodecs.yaml(type), JACKSON_DATABIND, JACKSON_YAML);
        found.add("xml", () -> JacksonCodecs.xml(type), JACKSON_DATABIND, JACKSON_XML);
        // Apache Avro: classes generated from a schema and generic records of it (the sample models only), reflection on any
        // type whose classes Avro can make; a type it cannot (a Java record) is a skip that says why.
        found.addGenerated("avro-specific", type, "AvroCodecs.specific(...)", AVRO);
        found.addGenerated("avro-generic", type, "AvroCodecs.generic(...)", AVRO);
        found.addIfSupported("avro-reflect", () -> Optional.of(AvroCodecs.reflect(type)), "",
                BuiltInDiscovery::refusal, AVRO);
        found.addGenerated("thrift-compact", type, "ThriftCodecs.compact(...)", THRIFT);
        found.addGenerated("thrift-binary", type, "ThriftCodecs.binary(...)", THRIFT);
        // A type that a factory refuses (a record for protostuff, for hessian, or for bson without bson-record-codec) is skipped with its reason.
        found.addIfSupported("protostuff", () -> Optional.of(ProtostuffCodecs.runtime(type)), "", BuiltInDiscovery::refusal,
                PROTOSTUFF_CORE, PROTOSTUFF_RUNTIME);
        found.add("gson", () -> GsonCodecs.gson(type), GSON);
        found.addIfSupported("bson", () -> Optional.of(BsonCodecs.pojo(type)), "", BuiltInDiscovery::refusal, MONGODB_BSON);
        found.addIfSupported("hessian", () -> Optional.of(HessianCodecs.hessian(type, samples)), "", BuiltInDiscovery::refusal, HESSIAN);
        found.add("fory", () -> ForyCodecs.fory(type, samples), FORY);
        found.add("fory-compatible", () -> ForyCodecs.foryCompatible(type, samples), FORY);
        return new CodecSet<>(found.available, found.skipped);
    }

    /** A codec that a {@link ModelProvider} generated for {@code type} in {@code format}, or skipped saying none did. */
    private void addGenerated(String format, Class<T> type, String factory, OptionalLibrary... needs) {
        addIfSupported(format, () -> ModelProvider.installedGenerated(format, type), "no built-in " + format + " mapping for " + type.getName()
                + " (serguard generates one for its sample models only); build one on your generated classes with " + factory, needs);
    }

    private void add(String name, Supplier<Codec<T>> factory, OptionalLibrary... needs) {
        addIfSupported(name, () -> Optional.of(factory.get()), "", needs);
    }

    private void addIfSupported(String name, Supplier<Optional<Codec<T>>> factory, String unsupported, OptionalLibrary... needs) {
        addIfSupported(name, factory, unsupported, failure -> Optional.empty(), needs);
    }

    private void addIfSupported(String name, Supplier<Optional<Codec<T>>> factory, String unsupported,
                                Function<Throwable, Optional<String>> explain, OptionalLibrary... needs) {
        for (OptionalLibrary library : needs) {
            Optional<String> absence = library.absence();
            if (absence.isPresent()) {
                skipped.add(new SkippedCodec(name, absence.get()));
                return;
            }
        }
        try {
            factory.get().ifPresentOrElse(available::add, () -> skipped.add(new SkippedCodec(name, unsupported)));
        } catch (RuntimeException | LinkageError e) {
            // A half-present library (version clash, missing transitive jar) or a type the library
            // rejects: report it next to the others instead of failing every codec of the run.
            // LinkageError: e.g. protobuf-java older than the generated messages.
            skipped.add(new SkippedCodec(name, explain.apply(e).orElseGet(() -> "could not be created: " + withCause(e))));
        }
    }

    // A factory that refuses the type says why in an IllegalArgumentException: that sentence is the reason to skip.
    private static Optional<String> refusal(Throwable failure) {
        return failure instanceof IllegalArgumentException ? Optional.ofNullable(failure.getMessage()) : Optional.empty();
    }

    // An ExceptionInInitializerError says nothing of its own: the reason is its cause.
    private static String withCause(Throwable e) {
        return e.getCause() == null || e.getMessage() != null ? e.toString() : e + " caused by " + e.getCause();
    }
}
