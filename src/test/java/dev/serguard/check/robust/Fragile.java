package dev.serguard.check.robust;

import dev.serguard.codec.Codec;

import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * Codecs of {@link Note} that read corrupted bytes badly on purpose, and one that reads them
 * well. The wire format: a varint length, that many UTF-8 bytes, a 4-byte big-endian count.
 */
public final class Fragile {

    /** Never more than this from one length prefix: the test JVM must survive the codec. */
    static final int MOST = 64 << 20;

    private Fragile() {
    }

    /** The model. */
    public record Note(String text, int count) {
    }

    /** A note of {@code length} characters. */
    public static Note note(int length) {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            text.append((char) ('a' + i % 26));
        }
        return new Note(text.toString(), 7);
    }

    /** Checks the length against the bytes left and throws on anything short: robust. */
    public static Codec<Note> careful() {
        return Codec.of("careful", Note.class, Fragile::write, bytes -> {
            ByteBuffer in = ByteBuffer.wrap(bytes);
            int length = varint(in);
            if (length < 0 || length > in.remaining()) {
                throw new IOException("length " + length + " but " + in.remaining() + " bytes left");
            }
            byte[] text = new byte[length];
            in.get(text);
            return new Note(new String(text, StandardCharsets.UTF_8), in.getInt());
        });
    }

    /** Allocates whatever the length prefix says (up to 64 MiB) before reading: the allocation bound catches it. */
    public static Codec<Note> allocating() {
        return Codec.of("allocating", Note.class, Fragile::write, bytes -> {
            ByteBuffer in = ByteBuffer.wrap(bytes);
            int length = varint(in);
            byte[] text = new byte[Math.min(Math.max(length, 0), MOST)];
            in.get(text);
            return new Note(new String(text, StandardCharsets.UTF_8), in.getInt());
        });
    }

    /** Waits for bytes that never come when the input ends early: the time bound catches it. */
    public static Codec<Note> looping() {
        return Codec.of("looping", Note.class, Fragile::write, bytes -> {
            ByteBuffer in = ByteBuffer.wrap(bytes);
            int length = varint(in);
            byte[] text = new byte[Math.min(Math.max(length, 0), 1 << 16)];
            int read = 0;
            while (read < text.length) {
                int n = Math.min(in.remaining(), text.length - read);      // 0 at the end of the input, forever
                in.get(text, read, n);
                read += n;
            }
            return new Note(new String(text, StandardCharsets.UTF_8), in.getInt());
        });
    }

    /** Never throws: a short or damaged input reads as whatever it holds, zeros for the rest. */
    public static Codec<Note> lenient() {
        return Codec.of("lenient", Note.class, Fragile::write, bytes -> {
            ByteBuffer in = ByteBuffer.wrap(bytes);
            int length = in.hasRemaining() ? in.get() & 0x7F : 0;
            byte[] text = new byte[Math.min(length, in.remaining())];
            in.get(text);
            int count = in.remaining() >= 4 ? in.getInt() : 0;
            return new Note(new String(text, StandardCharsets.ISO_8859_1), count);
        });
    }

    /**
     * Throws a {@code StackOverflowError} when the count is negative, as a recursive parser of
     * nested input does (thrown here, not overflowed: a 16 MB stack takes seconds to fill).
     */
    public static Codec<Note> overflowing() {
        return Codec.of("overflowing", Note.class, Fragile::write, bytes -> {
            Note note = careful().deserialize(bytes);
            if (note.count() < 0) {
                throw new StackOverflowError();
            }
            return note;
        });
    }

    static byte[] write(Note note) {
        byte[] text = note.text().getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(LengthPrefixes.varint(text.length));
        out.writeBytes(text);
        out.writeBytes(ByteBuffer.allocate(4).putInt(note.count()).array());
        return out.toByteArray();
    }

    private static int varint(ByteBuffer in) throws IOException {
        int value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (!in.hasRemaining()) {
                throw new EOFException("end of input in a varint");
            }
            int b = in.get() & 0xFF;
            value |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                return value;
            }
        }
        throw new IOException("varint longer than 5 bytes");
    }
}
