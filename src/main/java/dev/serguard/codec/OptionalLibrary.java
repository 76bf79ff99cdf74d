package dev.serguard.codec;

import java.util.Optional;

/**
 * A codec library that serguard declares {@code optional}: the user's build decides whether it
 * is there, so it is looked up by name, without loading (initializing) any of its classes.
 */
enum OptionalLibrary {
    JACKSON_DATABIND("com.fasterxml.jackson.databind.ObjectMapper", "com.fasterxml.jackson.core:jackson-databind"),
    JACKSON_AFTERBURNER("com.fasterxml.jackson.module.afterburner.AfterburnerModule",
            "com.fasterxml.jackson.module:jackson-module-afterburner"),
    JACKSON_BLACKBIRD("com.fasterxml.jackson.module.blackbird.BlackbirdModule",
            "com.fasterxml.jackson.module:jackson-module-blackbird"),
    JACKSON_SMILE("com.fasterxml.jackson.dataformat.smile.SmileFactory",
            "com.fasterxml.jackson.dataformat:jackson-dataformat-smile"),
    JACKSON_CBOR("com.fasterxml.jackson.dataformat.cbor.CBORFactory", "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor"),
    JACKSON_MSGPACK("org.msgpack.jackson.dataformat.MessagePackFactory", "org.msgpack:jackson-dataformat-msgpack"),
    JACKSON_YAML("com.fasterxml.jackson.dataformat.yaml.YAMLFactory", "com.fasterxml.jackson.dataformat:jackson-dataformat-yaml"),
    JACKSON_XML("com.fasterxml.jackson.dataformat.xml.XmlMapper", "com.fasterxml.jackson.dataformat:jackson-dataformat-xml"),
    JACKSON3_DATABIND("tools.jackson.databind.json.JsonMapper", "tools.jackson.core:jackson-databind"),
    JACKSON3_SMILE("tools.jackson.dataformat.smile.SmileMapper", "tools.jackson.dataformat:jackson-dataformat-smile"),
    KRYO("com.esotericsoftware.kryo.Kryo", "com.esotericsoftware:kryo"),
    PROTOBUF("com.google.protobuf.Message", "com.google.protobuf:protobuf-java"),
    AVRO("org.apache.avro.Schema", "org.apache.avro:avro"),
    THRIFT("org.apache.thrift.TBase", "org.apache.thrift:libthrift"),
    PROTOSTUFF_CORE("io.protostuff.ProtostuffIOUtil", "io.protostuff:protostuff-core"),
    PROTOSTUFF_RUNTIME("io.protostuff.runtime.RuntimeSchema", "io.protostuff:protostuff-runtime"),
    GSON("com.google.gson.Gson", "com.google.code.gson:gson"),
    MONGODB_BSON("org.bson.codecs.pojo.PojoCodecProvider", "org.mongodb:bson"),
    HESSIAN("com.caucho.hessian.io.Hessian2Output", "com.caucho:hessian"),
    FORY("org.apache.fory.Fory", "org.apache.fory:fory-core");

    private final String className;
    private final String artifact;

    OptionalLibrary(String className, String artifact) {
        this.className = className;
        this.artifact = artifact;
    }

    /** Empty if the library is there, else the reason a codec that needs it is skipped. */
    Optional<String> absence() {
        try {
            Class.forName(className, false, Codecs.class.getClassLoader());
            return Optional.empty();
        } catch (ClassNotFoundException | LinkageError e) {
            // LinkageError: the class is there but a class it extends is not (e.g. jackson-core missing).
            return Optional.of(className + " is not on the class path (add " + artifact + ")");
        }
    }
}
