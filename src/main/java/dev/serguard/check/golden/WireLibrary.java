package dev.serguard.check.golden;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.CompatibilityAdvice;
import dev.serguard.codec.CompatibilityAdvice.Happened;
import org.apiguardian.api.API;

import java.util.Arrays;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The serialization library behind a codec and its version, as golden bytes record them, and the
 * library's own setting that keeps old bytes readable. Found from the codec's
 * {@link CodecFamily}, which serguard's codecs carry (built-in or configured through a
 * {@code …Codecs} factory), never from the codec's name: a team's {@code Codec.of("kryo-mine", …)}
 * is {@code unknown}, and its advice comes from what its read threw. The version from the
 * library's jar ({@link CodecFamily#libraryVersion}), {@code "unknown"} when it does not say.
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

    /** The libraries serguard knows how to advise on; every other family is {@code OTHER}. */
    public enum Family {
        JACKSON(CodecFamily.JACKSON), JACKSON3(CodecFamily.JACKSON3), KRYO(CodecFamily.KRYO), PROTOBUF(CodecFamily.PROTOBUF),
        JAVA(CodecFamily.JAVA), OTHER(null);

        private final CodecFamily advises;

        Family(CodecFamily advises) {
            this.advises = advises;
        }

        static Family of(CodecFamily codecs) {
            return Arrays.stream(values()).filter(family -> family.advises == codecs).findFirst().orElse(OTHER);
        }
    }

    /** The library of {@code codec}. */
    public static WireLibrary of(Codec<?> codec) {
        if (codec instanceof CodecFamily.Member member) {
            CodecFamily family = member.family();
            return new WireLibrary(Family.of(family), family.libraryName(),
                    family.libraryVersion(codec.getClass().getClassLoader()).orElse(UNKNOWN));
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
        // A codec of serguard's says its library; another's read failure may: Jackson's exception is Jackson's.
        Family advising = family != Family.OTHER ? family : readFailure.flatMap(WireLibrary::libraryThatThrew).orElse(Family.OTHER);
        return switch (advising) {
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

    // The first of the failure and its causes thrown by a library of the registry.
    private static Optional<Family> libraryThatThrew(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause() == t ? null : t.getCause()) {
            Optional<CodecFamily> family = CodecFamily.ofLibraryClass(t.getClass());
            if (family.isPresent()) {
                return family.map(Family::of);
            }
        }
        return Optional.empty();
    }
}
