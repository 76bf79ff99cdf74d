package dev.serguard.samples.media;

import dev.serguard.payload.PayloadFactory;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Random;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * jvm-serializers' {@link MediaContent} records and a factory for the size classes.
 *
 * <p>{@link #standard()} is the benchmark's {@code media.1}: a plain Jackson
 * {@code ObjectMapper} writes it as 485 bytes of JSON, 261 after {@code DeflaterOutputStream},
 * as in the benchmark's published table. The other records ship as resources too:
 * {@code media.2} (every value different, nulls, no bitrate), {@code media.3} (long strings) and
 * {@code media.4} (one-character strings). They are the benchmark's {@code .cks} files, converted
 * once to JSON (see {@code PROVENANCE.md} next to them), read with serguard's own JSON reader.
 *
 * <pre>{@code
 * MediaContent standard = MediaContents.standard();
 * MediaContent honest = MediaContents.read("media.2");
 * MediaContent large = MediaContents.factory().create(Size.LARGE, new Random(Payload.DEFAULT_SEED));
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class MediaContents {

    private static final String EXTENSION = ".json";

    private MediaContents() {
    }

    /** A new copy of the benchmark's standard record, {@code media.1}. */
    public static MediaContent standard() {
        return read("media.1");
    }

    /**
     * A new copy of a bundled record, by resource name: {@code "media.1"} to {@code "media.4"},
     * with or without the {@code .json} extension.
     *
     * @throws IllegalArgumentException if there is no such resource or it is malformed
     */
    public static MediaContent read(String resourceName) {
        String file = resourceName.endsWith(EXTENSION) ? resourceName : resourceName + EXTENSION;
        try (InputStream in = MediaContents.class.getResourceAsStream(file)) {
            if (in == null) {
                throw new IllegalArgumentException("no MediaContent resource \"" + resourceName
                        + "\"; the bundled ones are media.1, media.2, media.3 and media.4");
            }
            return parse(file, new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    /**
     * A factory that scales a {@link MediaContent} to each size class from the given
     * {@link Random} alone: from SMALL up, more persons and images with random ASCII and some
     * non-ASCII text, filled to just below the nominal JSON size. TINY is the smallest valid
     * record (short strings, no persons, no images) and lands at about 180 bytes, not 100: the
     * field names alone take about 130. The bitrate is always present, so that every generated
     * value round-trips through plain JSON too.
     */
    public static PayloadFactory<MediaContent> factory() {
        return new MediaFactory();
    }

    /** Reads the text of a {@code media.N.json}; {@code source} names it in error messages. */
    static MediaContent parse(String source, String text) {
        return MediaFile.read(source, text);
    }
}
