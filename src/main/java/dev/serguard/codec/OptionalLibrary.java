package dev.serguard.codec;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.Optional;
import java.util.Properties;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

/**
 * A codec library that serguard declares {@code optional}: the user's build decides whether it
 * is there, so it is looked up by name, without loading (initializing) any of its classes.
 */
enum OptionalLibrary {
    JACKSON_DATABIND("com.fasterxml.jackson.databind.ObjectMapper", "com.fasterxml.jackson.core:jackson-databind", "com.fasterxml.jackson"),
    JACKSON_AFTERBURNER("com.fasterxml.jackson.module.afterburner.AfterburnerModule",
            "com.fasterxml.jackson.module:jackson-module-afterburner", "com.fasterxml.jackson"),
    JACKSON_BLACKBIRD("com.fasterxml.jackson.module.blackbird.BlackbirdModule",
            "com.fasterxml.jackson.module:jackson-module-blackbird", "com.fasterxml.jackson"),
    JACKSON_SMILE("com.fasterxml.jackson.dataformat.smile.SmileFactory",
            "com.fasterxml.jackson.dataformat:jackson-dataformat-smile", "com.fasterxml.jackson"),
    JACKSON_CBOR("com.fasterxml.jackson.dataformat.cbor.CBORFactory", "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor",
            "com.fasterxml.jackson"),
    JACKSON_MSGPACK("org.msgpack.jackson.dataformat.MessagePackFactory", "org.msgpack:jackson-dataformat-msgpack", "org.msgpack"),
    JACKSON_YAML("com.fasterxml.jackson.dataformat.yaml.YAMLFactory", "com.fasterxml.jackson.dataformat:jackson-dataformat-yaml",
            "com.fasterxml.jackson"),
    JACKSON_XML("com.fasterxml.jackson.dataformat.xml.XmlMapper", "com.fasterxml.jackson.dataformat:jackson-dataformat-xml",
            "com.fasterxml.jackson"),
    JACKSON3_DATABIND("tools.jackson.databind.json.JsonMapper", "tools.jackson.core:jackson-databind", "tools.jackson"),
    JACKSON3_SMILE("tools.jackson.dataformat.smile.SmileMapper", "tools.jackson.dataformat:jackson-dataformat-smile", "tools.jackson"),
    KRYO("com.esotericsoftware.kryo.Kryo", "com.esotericsoftware:kryo", "com.esotericsoftware"),
    PROTOBUF("com.google.protobuf.Message", "com.google.protobuf:protobuf-java", "com.google.protobuf"),
    AVRO("org.apache.avro.Schema", "org.apache.avro:avro", "org.apache.avro"),
    THRIFT("org.apache.thrift.TBase", "org.apache.thrift:libthrift", "org.apache.thrift"),
    PROTOSTUFF_CORE("io.protostuff.ProtostuffIOUtil", "io.protostuff:protostuff-core", "io.protostuff"),
    PROTOSTUFF_RUNTIME("io.protostuff.runtime.RuntimeSchema", "io.protostuff:protostuff-runtime", "io.protostuff"),
    GSON("com.google.gson.Gson", "com.google.code.gson:gson", "com.google.gson"),
    MONGODB_BSON("org.bson.codecs.pojo.PojoCodecProvider", "org.mongodb:bson", "org.bson"),
    // Hessian 4.0.66's manifest says Implementation-Version 3.1.0, its protocol's: the jar's own version is elsewhere.
    HESSIAN("com.caucho.hessian.io.Hessian2Output", "com.caucho:hessian", "com.caucho", false),
    FORY("org.apache.fory.Fory", "org.apache.fory:fory-core", "org.apache.fory");

    private final String className;
    private final String artifact;
    private final String javaPackage;
    private final boolean manifestTellsVersion;

    OptionalLibrary(String className, String artifact, String javaPackage) {
        this(className, artifact, javaPackage, true);
    }

    OptionalLibrary(String className, String artifact, String javaPackage, boolean manifestTellsVersion) {
        this.className = className;
        this.artifact = artifact;
        this.javaPackage = javaPackage;
        this.manifestTellsVersion = manifestTellsVersion;
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

    /** {@code com.esotericsoftware:kryo}. */
    String coordinates() {
        return artifact;
    }

    /** {@code kryo}: the library's name in golden records. */
    String artifactId() {
        return artifact.substring(artifact.indexOf(':') + 1);
    }

    /** The Java package the library's classes live under: {@code com.esotericsoftware}. */
    String javaPackage() {
        return javaPackage;
    }

    /**
     * The version of the jar that {@code loader} finds the library's marker class in: its
     * manifest's, else Maven's {@code pom.properties} in it, else the version in the jar's file
     * name ({@code hessian-4.0.66.jar}); empty for a class not in a jar. Never loads the class.
     */
    Optional<String> version(ClassLoader loader) {
        ClassLoader from = loader == null ? ClassLoader.getSystemClassLoader() : loader;
        URL classFile = from.getResource(className.replace('.', '/') + ".class");
        if (classFile == null || !classFile.toString().startsWith("jar:") || !classFile.toString().contains("!/")) {
            return Optional.empty();
        }
        String jar = classFile.toString().substring(0, classFile.toString().indexOf("!/") + 2);
        return (manifestTellsVersion ? manifestVersion(jar) : Optional.<String>empty())
                .or(() -> mavenVersion(jar))
                .or(() -> fileNameVersion(jar));
    }

    private static Optional<String> manifestVersion(String jar) {
        try (InputStream in = URI.create(jar + "META-INF/MANIFEST.MF").toURL().openStream()) {
            Attributes main = new Manifest(in).getMainAttributes();
            return Optional.ofNullable(main.getValue("Bundle-Version"))
                    .or(() -> Optional.ofNullable(main.getValue("Implementation-Version")))
                    .map(String::trim).filter(v -> !v.isEmpty());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private Optional<String> mavenVersion(String jar) {
        String path = "META-INF/maven/" + artifact.replace(':', '/') + "/pom.properties";
        try (InputStream in = URI.create(jar + path).toURL().openStream()) {
            Properties pom = new Properties();
            pom.load(in);
            return Optional.ofNullable(pom.getProperty("version")).map(String::trim).filter(v -> !v.isEmpty());
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    // jar:file:/…/hessian-4.0.66.jar!/ as Maven and Gradle name the jars they resolve.
    private Optional<String> fileNameVersion(String jar) {
        String file = jar.substring(0, jar.length() - 2);
        file = file.substring(file.lastIndexOf('/') + 1);
        String prefix = artifactId() + "-";
        if (!file.startsWith(prefix) || !file.endsWith(".jar") || file.length() <= prefix.length() + 4) {
            return Optional.empty();
        }
        String version = file.substring(prefix.length(), file.length() - 4);
        return Character.isDigit(version.charAt(0)) ? Optional.of(version) : Optional.empty();
    }
}
