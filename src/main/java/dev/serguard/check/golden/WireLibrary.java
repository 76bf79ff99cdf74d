package dev.serguard.check.golden;

import dev.serguard.codec.Codec;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.Locale;
import java.util.Optional;
import java.util.jar.Attributes;
import java.util.jar.Manifest;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The serialization library behind a codec and its version, as golden bytes record it, and the
 * library's own setting that keeps old bytes readable. Found from the built-in codec classes, else
 * from the codec's name ({@code json…}, {@code smile…}, {@code kryo…}, {@code protobuf…},
 * {@code java}); the version from the library jar's manifest, {@code "unknown"} when it has none.
 *
 * <pre>{@code
 * WireLibrary library = WireLibrary.of(codec);   // kryo 5.6.2
 * }</pre>
 *
 * @param family  which library, for the advice
 * @param name    {@code kryo}, {@code jackson-databind}, …, or {@code unknown}
 * @param version its version, or {@code unknown}
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record WireLibrary(Family family, String name, String version) {

    /** The version of a library whose jar does not say. */
    public static final String UNKNOWN = "unknown";

    /** The libraries serguard knows how to advise on. */
    public enum Family {
        JACKSON, JACKSON3, KRYO, PROTOBUF, JAVA, OTHER
    }

    /** The library of {@code codec}. */
    public static WireLibrary of(Codec<?> codec) {
        String type = codec.getClass().getName();
        String name = codec.name().toLowerCase(Locale.ROOT);
        ClassLoader loader = codec.getClass().getClassLoader();
        if (type.startsWith("dev.serguard.codec.jackson3.") || name.startsWith("json3")) {
            return new WireLibrary(Family.JACKSON3, "jackson-databind", version(loader, "tools.jackson.databind.json.JsonMapper"));
        }
        if (type.startsWith("dev.serguard.codec.jackson.") || name.startsWith("json") || name.startsWith("smile")) {
            return new WireLibrary(Family.JACKSON, "jackson-databind", version(loader, "com.fasterxml.jackson.databind.ObjectMapper"));
        }
        if (type.startsWith("dev.serguard.codec.kryo.") || name.startsWith("kryo")) {
            return new WireLibrary(Family.KRYO, "kryo", version(loader, "com.esotericsoftware.kryo.Kryo"));
        }
        if (name.startsWith("protobuf")) {
            return new WireLibrary(Family.PROTOBUF, "protobuf-java", version(loader, "com.google.protobuf.Message"));
        }
        if (type.equals("dev.serguard.codec.JavaSerializationCodec") || name.equals("java")) {
            // The stream protocol, not the JDK's version: golden files must not change between JDK 17 and 25.
            return new WireLibrary(Family.JAVA, "java-serialization", "protocol 2");
        }
        return new WireLibrary(Family.OTHER, UNKNOWN, UNKNOWN);
    }

    /** {@code kryo 5.6.2}. */
    @Override
    public String toString() {
        return name + " " + version;
    }

    /**
     * What keeps old bytes readable with this library when a change is not intended, one
     * sentence, for a codec that cannot say it from its own configuration
     * ({@link dev.serguard.codec.CompatibilityAdvice}); {@code readFailed}: whether they did not read back at all.
     */
    public String keepsCompatible(boolean readFailed) {
        return switch (family) {
            case JACKSON, JACKSON3 -> readFailed ? "Jackson fails on a property the model no longer has while"
                    + " DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES is enabled (the default): disable it, or annotate the class"
                    + " @JsonIgnoreProperties(ignoreUnknown = true); keep a renamed field readable with @JsonAlias(\"oldName\")."
                    : "Jackson read the bytes and left out or misread what changed: keep a renamed field readable with"
                    + " @JsonAlias(\"oldName\"), and give a property whose type changed a new name.";
            case KRYO -> "Kryo's default FieldSerializer writes no field names, so old bytes misread once fields change:"
                    + " use CompatibleFieldSerializer (kryo.setDefaultSerializer(CompatibleFieldSerializer.class)) or"
                    + " VersionFieldSerializer with @Since, and register classes with fixed ids (kryo.register(Type.class, 10)).";
            case PROTOBUF -> "protobuf reads old bytes while field numbers stay: never renumber or reuse a field number,"
                    + " mark a removed field's number reserved.";
            case JAVA -> "Java serialization reads old bytes while the serialVersionUID stays: declare it;"
                    + " readObject or serialPersistentFields map a renamed field.";
            case OTHER -> "keep the codec able to read the bytes it wrote before the change.";
        };
    }

    // The version in the manifest of the jar the class comes from; never loads (initializes) the class.
    static String version(ClassLoader loader, String className) {
        ClassLoader from = loader == null ? ClassLoader.getSystemClassLoader() : loader;
        URL classFile = from.getResource(className.replace('.', '/') + ".class");
        if (classFile == null || !classFile.toString().startsWith("jar:") || !classFile.toString().contains("!/")) {
            return UNKNOWN;
        }
        String jar = classFile.toString().substring(0, classFile.toString().indexOf("!/") + 2);
        try (InputStream in = URI.create(jar + "META-INF/MANIFEST.MF").toURL().openStream()) {
            Attributes main = new Manifest(in).getMainAttributes();
            return Optional.ofNullable(main.getValue("Bundle-Version"))
                    .or(() -> Optional.ofNullable(main.getValue("Implementation-Version")))
                    .map(String::trim).filter(v -> !v.isEmpty()).orElse(UNKNOWN);
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }
}
