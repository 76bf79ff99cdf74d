package dev.serguard.check.untrusted;

import dev.serguard.codec.Codec;
import dev.serguard.codec.TypeProbing;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Inputs crafted from what a codec wrote, for a codec whose library serguard cannot ask: Java
 * serialization (its stream magic), or JSON text whose type ids (any string that names a class
 * the model's loader can load) are replaced by the probe's class name.
 */
final class OwnOutputProbes {

    static final String JAVA = "Java serialization (ObjectInputFilter)";
    static final String JAVA_FIX = "an ObjectInputFilter that allows only your model's classes, as"
            + " ObjectInputFilter.Config.createFilter(\"com.example.model.*;java.base/*;!*\") set with"
            + " ObjectInputStream.setObjectInputFilter, or for the whole JVM -Djdk.serialFilter=... or ObjectInputFilter.Config.setSerialFilter";
    static final String JSON = "the type ids in its JSON";
    static final String JSON_FIX = "make its reader refuse class names it was not told about: with Jackson, a PolymorphicTypeValidator"
            + " allow-list, or @JsonTypeInfo(use = Id.NAME) with the subtypes registered instead of Id.CLASS";

    private static final byte[] JAVA_MAGIC = {(byte) 0xAC, (byte) 0xED, 0x00, 0x05};
    // A quoted, dotted Java name: com.example.Order, com.example.Order$Line.
    private static final Pattern QUOTED_CLASS_NAME = Pattern.compile("\"((?:[A-Za-z_$][\\w$]*\\.)+[A-Za-z_$][\\w$]*)\"");
    private static final int MAX_NAMES = 8;

    private OwnOutputProbes() {
    }

    static boolean isJavaSerialization(byte[] bytes) {
        if (bytes.length < JAVA_MAGIC.length) {
            return false;
        }
        for (int i = 0; i < JAVA_MAGIC.length; i++) {
            if (bytes[i] != JAVA_MAGIC[i]) {
                return false;
            }
        }
        return true;
    }

    /** The probe as an {@code ObjectOutputStream} writes it, read by the codec's own {@code deserialize}. */
    static TypeProbing.Offers java(Codec<?> codec, UntrustedTypeProbe probe) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (ObjectOutputStream stream = new ObjectOutputStream(out)) {
            stream.writeObject(probe);
        }
        byte[] bytes = out.toByteArray();
        // A filter refuses with InvalidClassException "filter status: REJECTED".
        return new TypeProbing.Offers(JAVA, JAVA_FIX, thrown -> TypeProbing.anyCause(thrown,
                t -> t instanceof java.io.InvalidClassException && String.valueOf(t.getMessage()).contains("REJECTED")), List.of(new TypeProbing.Offer("an ObjectOutputStream stream of the probe",
                () -> codec.deserialize(bytes))));
    }

    /** The codec's output as JSON text, if it is: an object or array, valid UTF-8. */
    static Optional<String> jsonText(byte[] bytes) {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
        String start = text.stripLeading();
        return start.startsWith("{") || start.startsWith("[") ? Optional.of(text) : Optional.empty();
    }

    /** The class names in {@code json} that {@code loader} can load: the type ids the codec wrote. */
    static List<String> classNames(String json, ClassLoader loader) {
        Set<String> names = new LinkedHashSet<>();
        Matcher matcher = QUOTED_CLASS_NAME.matcher(json);
        while (matcher.find() && names.size() < MAX_NAMES) {
            String name = matcher.group(1);
            if (!names.contains(name) && loads(name, loader)) {
                names.add(name);
            }
        }
        return List.copyOf(names);
    }

    /** One input per class name: every occurrence of it replaced by the probe's, read by the codec's own {@code deserialize}. */
    static List<TypeProbing.Offer> substituted(Codec<?> codec, String json, List<String> names) {
        List<TypeProbing.Offer> inputs = new ArrayList<>();
        for (String name : names) {
            byte[] bytes = json.replace('"' + name + '"', '"' + UntrustedTypeProbe.class.getName() + '"').getBytes(StandardCharsets.UTF_8);
            inputs.add(new TypeProbing.Offer("its own JSON with the type id \"" + name + "\" replaced by the probe's", () -> codec.deserialize(bytes)));
        }
        return inputs;
    }

    private static boolean loads(String name, ClassLoader loader) {
        try {
            Class.forName(name, false, loader);
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
