package dev.serguard.check.robust;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds what may be length or count prefixes in valid bytes, and rewrites them to huge values:
 * varints (protobuf, Kryo) and 4-byte integers, big-endian (Java serialization, most hand-written
 * formats) and little-endian. A value is taken for a prefix when it is plausible where it stands:
 * at least 1 and no more than the bytes that follow it. The scan cannot know the format, so it
 * also finds numbers that are no prefix; rewriting those is one more corruption, no harm.
 */
final class LengthPrefixes {

    /** A value that passes a sanity check of "fits in an int" but not of "fits in the input": 16 Mi. */
    static final int LARGE = 1 << 24;
    /** The largest int: an array of it exceeds the VM's limit, a list of it the heap. */
    static final int HUGEST = Integer.MAX_VALUE;

    private LengthPrefixes() {
    }

    /** A prefix found: where it starts, how many bytes it takes, its value and its encoding. */
    record Prefix(int offset, int length, long value, Encoding encoding) {
    }

    enum Encoding {
        VARINT("varint"), INT32_BE("4-byte big-endian length"), INT32_LE("4-byte little-endian length");

        final String label;

        Encoding(String label) {
            this.label = label;
        }
    }

    /** Every plausible varint prefix, in order of offset. */
    static List<Prefix> varints(byte[] bytes) {
        List<Prefix> found = new ArrayList<>();
        for (int i = 0; i < bytes.length; i++) {
            long value = 0;
            int end = i;
            boolean complete = false;
            for (int shift = 0; end < bytes.length && shift < 35; shift += 7) {
                int b = bytes[end++] & 0xFF;
                value |= (long) (b & 0x7F) << shift;
                if ((b & 0x80) == 0) {
                    complete = true;
                    break;
                }
            }
            if (complete && value >= 1 && value <= bytes.length - end) {
                found.add(new Prefix(i, end - i, value, Encoding.VARINT));
            }
        }
        return found;
    }

    /** Every plausible 4-byte prefix in {@code encoding} ({@link Encoding#INT32_BE} or {@link Encoding#INT32_LE}). */
    static List<Prefix> ints(byte[] bytes, Encoding encoding) {
        List<Prefix> found = new ArrayList<>();
        for (int i = 0; i + 4 <= bytes.length; i++) {
            long value = encoding == Encoding.INT32_BE
                    ? (bytes[i] & 0xFFL) << 24 | (bytes[i + 1] & 0xFF) << 16 | (bytes[i + 2] & 0xFF) << 8 | bytes[i + 3] & 0xFF
                    : (bytes[i + 3] & 0xFFL) << 24 | (bytes[i + 2] & 0xFF) << 16 | (bytes[i + 1] & 0xFF) << 8 | bytes[i] & 0xFF;
            if (value >= 1 && value <= bytes.length - i - 4) {
                found.add(new Prefix(i, 4, value, encoding));
            }
        }
        return found;
    }

    /** {@code bytes} with {@code prefix} replaced by {@code value} in the same encoding (a varint may grow). */
    static byte[] rewrite(byte[] bytes, Prefix prefix, int value) {
        byte[] encoded = prefix.encoding() == Encoding.VARINT ? varint(value)
                : prefix.encoding() == Encoding.INT32_BE ? new byte[]{(byte) (value >>> 24), (byte) (value >>> 16), (byte) (value >>> 8), (byte) value}
                : new byte[]{(byte) value, (byte) (value >>> 8), (byte) (value >>> 16), (byte) (value >>> 24)};
        ByteArrayOutputStream out = new ByteArrayOutputStream(bytes.length + 4);
        out.write(bytes, 0, prefix.offset());
        out.write(encoded, 0, encoded.length);
        int rest = prefix.offset() + prefix.length();
        out.write(bytes, rest, bytes.length - rest);
        return out.toByteArray();
    }

    static byte[] varint(int value) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(5);
        int v = value;
        while ((v & ~0x7F) != 0) {
            out.write((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        out.write(v);
        return out.toByteArray();
    }
}
