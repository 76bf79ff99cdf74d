package dev.serguard.check.robust;

import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One corrupted input derived from a payload's valid bytes, and what was done to them.
 *
 * <pre>{@code
 * Corruption c = Corruptions.derive(validBytes, 20130609L).get(3);
 * c.description();   // "truncated input (offset 3 of 92)"
 * c.tag();           // "truncated-3", for the file the input is saved to
 * }</pre>
 *
 * @param kind        what was done
 * @param description what was done, for a message: {@code bit 5 of byte 17 flipped}
 * @param tag         the same, short and safe in a file name: {@code bitflip-17.5}
 * @param bytes       the corrupted input; the caller must not change it
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Corruption(Kind kind, String description, String tag, byte[] bytes) {

    public Corruption {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(description, "description");
        Objects.requireNonNull(tag, "tag");
        Objects.requireNonNull(bytes, "bytes");
    }

    /** What was done to the valid bytes. */
    public enum Kind {
        /** No bytes at all. */
        EMPTY,
        /** The valid bytes cut short. */
        TRUNCATED,
        /** One bit flipped. */
        BIT_FLIP,
        /** A run of bytes overwritten with random ones. */
        BURST,
        /** A length or count prefix (varint, 4-byte big- or little-endian) rewritten to a huge value. */
        LENGTH_PREFIX,
        /** Random bytes, as many as the valid ones. */
        RANDOM
    }
}
