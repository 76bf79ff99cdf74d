package dev.serguard.check.golden;

import dev.serguard.internal.Json;
import org.apiguardian.api.API;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One codec's bytes of one payload, as recorded, with what they must read back as: the payload's
 * field tree ({@link dev.serguard.check.FieldTree}), the library and version that wrote them.
 * Written as a {@code .bin} file, a {@code .json} summary beside it, and the field tree in a file
 * that the payload's codecs share ({@link GoldenFiles}).
 *
 * <pre>{@code
 * GoldenRecord record = GoldenBytes.record(codec, payload, GoldenFiles.DEFAULT_MAX_BYTES, Duration.ofSeconds(30)).record().orElseThrow();
 * record.summary();   // {"bytes": 41, "codec": "kryo", ..., "sha256": "…", "treeSha256": "…"}
 * }</pre>
 *
 * @param codec          the codec's name
 * @param library        the library that wrote the bytes ({@code kryo}), or {@code unknown}
 * @param libraryVersion its version then, or {@code unknown}
 * @param payload        the payload's title ({@code kryo · SMALL (Order)})
 * @param label          the payload's label ({@code SMALL}), which titles it for another codec
 * @param model          the payload's model name, the root of field paths ({@code Order})
 * @param bytes          the serialized bytes (not copied: do not change them)
 * @param snapshot       the payload's field tree as golden files keep it: long strings abbreviated and
 *                       long lists summarised ({@code GoldenBytes.record} does it), or in full as
 *                       files of format 1 hold it
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record GoldenRecord(String codec, String library, String libraryVersion, String payload, String label, String model, byte[] bytes,
                           Object snapshot) {

    /** The version of the summary's layout, written into it: 1 held the field tree, 2 the SHA-256 of its file. */
    static final int FORMAT = 2;

    public GoldenRecord {
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(library, "library");
        Objects.requireNonNull(libraryVersion, "libraryVersion");
        Objects.requireNonNull(payload, "payload");
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(bytes, "bytes");
    }

    /** A record whose payload's label is found in its title, as a summary holds it (summaries keep no label of their own). */
    public GoldenRecord(String codec, String library, String libraryVersion, String payload, String model, byte[] bytes, Object snapshot) {
        this(codec, library, libraryVersion, payload, label(codec, payload, model), model, bytes, snapshot);
    }

    /**
     * The label in {@code title}, which {@code Payload.title} wrote as {@code codec · label (model)}: with the codec and
     * the model known, it is what lies between them, whatever either contains. A title of another shape (edited by
     * hand) gives what follows its first {@code " · "}, without the model.
     */
    static String label(String codec, String title, String model) {
        String before = codec + " · ";
        String after = " (" + model + ")";
        if (title.startsWith(before) && title.endsWith(after) && title.length() >= before.length() + after.length()) {
            return title.substring(before.length(), title.length() - after.length());
        }
        int dot = title.indexOf(" · ");
        String rest = dot < 0 ? title : title.substring(dot + " · ".length());
        return rest.endsWith(after) ? rest.substring(0, rest.length() - after.length()) : rest;
    }

    /** The SHA-256 of the bytes, in lower-case hex. */
    public String sha256() {
        return sha256(bytes);
    }

    static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /**
     * The {@code .json} summary: keys sorted, no time stamp, so that a record made twice is the
     * same text; the field tree is in its own file, named by its SHA-256 ({@code treeSha256}).
     */
    public String summary() {
        Map<String, Object> summary = new LinkedHashMap<>();
        summary.put("bytes", (long) bytes.length);
        summary.put("codec", codec);
        summary.put("format", (long) FORMAT);
        summary.put("library", library);
        summary.put("libraryVersion", libraryVersion);
        summary.put("model", model);
        summary.put("payload", payload);
        summary.put("sha256", sha256());
        summary.put("treeSha256", sha256(tree().getBytes(StandardCharsets.UTF_8)));
        return Json.write(summary);
    }

    /** The text of the field-tree file: the same for every codec of the payload. */
    String tree() {
        return TreeFile.write(model, snapshot);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof GoldenRecord that && codec.equals(that.codec) && library.equals(that.library)
                && libraryVersion.equals(that.libraryVersion) && payload.equals(that.payload) && label.equals(that.label)
                && model.equals(that.model) && Arrays.equals(bytes, that.bytes) && Objects.equals(snapshot, that.snapshot);
    }

    @Override
    public int hashCode() {
        return Objects.hash(codec, library, libraryVersion, payload, label, model, Arrays.hashCode(bytes), snapshot);
    }

    @Override
    public String toString() {
        return "GoldenRecord[" + payload + ", " + bytes.length + " bytes, " + library + " " + libraryVersion + "]";
    }
}
