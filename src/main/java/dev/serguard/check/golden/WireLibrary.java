package dev.serguard.check.golden;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CompatibilityAdvice;
import dev.serguard.codec.CompatibilityAdvice.Happened;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.Manifest;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

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
     * What keeps old bytes readable with this library when a change is not intended, for a codec
     * that cannot say it from its own configuration ({@link CompatibilityAdvice}): from what
     * {@code happened} when the old bytes were read and, where the read failed, what it threw.
     */
    public String keepsCompatible(Set<Happened> happened, Optional<Throwable> readFailure) {
        return switch (family) {
            case JACKSON, JACKSON3 -> jackson(happened, readFailure);
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

    // Jackson 2 and 3 alike, from the exception's class name and message (neither library linked here): the unknown-property
    // setting only where it failed the read, which Jackson does only while it is enabled.
    private static String jackson(Set<Happened> happened, Optional<Throwable> readFailure) {
        Optional<Throwable> unknown = readFailure.flatMap(WireLibrary::unknownProperty);
        StringBuilder advice = new StringBuilder();
        if (unknown.isPresent()) {
            Matcher property = UNKNOWN_PROPERTY.matcher(String.valueOf(unknown.get().getMessage()));
            advice.append("Jackson failed on ").append(property.find() ? "\"" + property.group(1) + "\", " : "").append("a property the model no")
                    .append(" longer has, as DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES is enabled on this codec's reader: disable it,")
                    .append(" or annotate the class @JsonIgnoreProperties(ignoreUnknown = true); a renamed field keeps its data with")
                    .append(" @JsonAlias(\"oldName\").");
        } else if (happened.contains(Happened.READ_FAILED)) {
            advice.append("Jackson could not read the old bytes as the model is now").append(readFailure.map(t -> " (" + t.getClass().getSimpleName()
                    + ")").orElse("")).append(": a property whose type changed needs its old type, or a @JsonCreator that takes both.");
        }
        if (happened.contains(Happened.FIELD_DROPPED)) {
            advice.append(advice.length() == 0 ? "" : " ").append("Jackson read the bytes and left out what the model no longer has:")
                    .append(" a renamed field keeps its data with @JsonAlias(\"oldName\"); a removed one's is gone, as intended or not.");
        }
        if (happened.contains(Happened.FIELD_MISREAD)) {
            advice.append(advice.length() == 0 ? "" : " ").append("A property read into a field whose type or meaning changed: keep the old")
                    .append(" name for the old meaning and give the new one a new name.");
        }
        return advice.length() > 0 ? advice.toString() : "Jackson read the bytes and left out or misread what changed: keep a renamed"
                + " field readable with @JsonAlias(\"oldName\"), and give a property whose type changed a new name.";
    }

    // Jackson's message, 2 and 3: Unrecognized field "tenant" (class …), or Unrecognized property "tenant" …
    private static final Pattern UNKNOWN_PROPERTY = Pattern.compile("Unrecognized (?:field|property) \"([^\"]*)\"");

    private static Optional<Throwable> unknownProperty(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getClass().getSimpleName().equals("UnrecognizedPropertyException")) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
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
