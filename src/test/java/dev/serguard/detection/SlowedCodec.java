package dev.serguard.detection;

import dev.serguard.codec.Codec;

import java.util.Locale;

/**
 * A real codec made slower by a known factor through more of its own work: every call does the
 * real operation, and a fraction {@code factor - 1} of calls does it once more, so 1.10 is one
 * extra call in ten and 2.00 every call twice. Time and allocation both rise by the factor, as
 * they would for a codec that really got that much slower, JIT and garbage collector included.
 *
 * <pre>{@code
 * Codec<MediaContent> json = JacksonCodecs.json(MediaContent.class);
 * Codec<MediaContent> plain = new SlowedCodec<>("plain", json, 1.00);
 * Codec<MediaContent> slowed = new SlowedCodec<>("slowed", json, 1.25);   // 5 inner calls for every 4
 * }</pre>
 *
 * <p>The extra calls are spread evenly by an accumulator in millionths (no floating-point drift:
 * 400 calls at 1.25 make exactly 500 inner calls). Their results are folded into fields that
 * {@link #folded()} reads, so the JIT cannot prove them dead and drop them. Serialize and
 * deserialize keep one accumulator each: both operations are slowed by the factor.
 *
 * @param <T> the type of the values
 */
public final class SlowedCodec<T> implements Codec<T> {

    static final long MILLIONTHS = 1_000_000;

    private final String name;
    private final Codec<T> inner;
    private final double factor;
    private final long extraMillionths;
    // Not synchronized: a lock would add cost of another kind; a race during serguard's
    // thread-safety check only shifts when the extra calls fall.
    private long serializeDebt;
    private long deserializeDebt;
    private long foldedLengths;
    private Object lastExtraValue;

    public SlowedCodec(String name, Codec<T> inner, double factor) {
        if (!(factor >= 1) || factor > 100) {
            throw new IllegalArgumentException("SlowedCodec factor must be between 1 and 100 (1.25 = a quarter more work), but was " + factor);
        }
        this.name = name;
        this.inner = inner;
        this.factor = factor;
        this.extraMillionths = Math.round((factor - 1) * MILLIONTHS);
    }

    /** {@code detection.factor} as a factor: 1.00 when absent; a bad value fails here, before anything is measured. */
    static double factorProperty(String value) {
        if (value == null || value.isBlank()) {
            return 1.0;
        }
        try {
            return Double.parseDouble(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("detection.factor = \"" + value + "\" is not a number such as 1.25");
        }
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Class<T> type() {
        return inner.type();
    }

    @Override
    public boolean threadSafe() {
        return inner.threadSafe();
    }

    double factor() {
        return factor;
    }

    @Override
    public byte[] serialize(T value) throws Exception {
        byte[] bytes = inner.serialize(value);
        serializeDebt += extraMillionths;
        while (serializeDebt >= MILLIONTHS) {
            foldedLengths += inner.serialize(value).length;
            serializeDebt -= MILLIONTHS;
        }
        return bytes;
    }

    @Override
    public T deserialize(byte[] bytes) throws Exception {
        T value = inner.deserialize(bytes);
        deserializeDebt += extraMillionths;
        while (deserializeDebt >= MILLIONTHS) {
            // Stored, not hashed: a deep hashCode would be work of another kind than reading.
            lastExtraValue = inner.deserialize(bytes);
            deserializeDebt -= MILLIONTHS;
        }
        return value;
    }

    /** What the extra calls produced, read so that they are never dead code. */
    long folded() {
        return foldedLengths + (lastExtraValue == null ? 0 : 1);
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%s (%s × %.2f)", name, inner.name(), factor);
    }
}
