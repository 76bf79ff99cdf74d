package dev.serguard.check;

import org.apiguardian.api.API;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.zip.DeflaterOutputStream;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Deflated size, as jvm-serializers' {@code +dfl} column measures it:
 * {@link DeflaterOutputStream} with default settings (zlib format, level 6).
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Deflate {

    private Deflate() {
    }

    /** How many bytes {@code bytes} take once deflated. */
    public static int deflatedSize(byte[] bytes) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, bytes.length / 2));
        try (DeflaterOutputStream deflater = new DeflaterOutputStream(out)) {
            deflater.write(bytes);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot happen with an in-memory stream", e);
        }
        return out.size();
    }
}
