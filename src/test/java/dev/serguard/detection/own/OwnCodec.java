package dev.serguard.detection.own;

import dev.serguard.codec.Codec;
import dev.serguard.detection.SlowedCodec;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/**
 * A team's own serializer code around a library codec, as the detection benchmark compares it with
 * its base: the code is the same on both sides, and what it was at each side is in the
 * {@value #RESOURCE} beside its class, which the benchmark writes into each side's classes folder.
 * {@code kind=cpu} spins after every call for {@code factor - 1} times the call's own time, on the
 * CPU, allocating nothing; {@code kind=work} does the call again in a fraction {@code factor - 1}
 * of calls ({@link SlowedCodec}), so time and allocation both grow. No resource: unchanged.
 *
 * <pre>{@code
 * Codec<MediaContent> own = OwnCodec.wrap(JacksonCodecs.json(MediaContent.class));
 * }</pre>
 *
 * @param <T> the type of the values
 */
public final class OwnCodec<T> implements Codec<T> {

    /** The resource beside this class that says what this side's code does. */
    public static final String RESOURCE = "own-codec.properties";

    private final Codec<T> inner;
    private final double extra;
    private long folded;

    private OwnCodec(Codec<T> inner, double factor) {
        this.inner = inner;
        this.extra = factor - 1;
    }

    /** {@code inner} as this side's own code has it. */
    public static <T> Codec<T> wrap(Codec<T> inner) {
        Properties side = new Properties();
        try (InputStream in = OwnCodec.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                side.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        double factor = Double.parseDouble(side.getProperty("factor", "1"));
        return "work".equals(side.getProperty("kind", "cpu")) ? new SlowedCodec<>(inner.name(), inner, factor) : new OwnCodec<>(inner, factor);
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public Class<T> type() {
        return inner.type();
    }

    @Override
    public boolean threadSafe() {
        return inner.threadSafe();
    }

    @Override
    public byte[] serialize(T value) throws Exception {
        long start = System.nanoTime();
        byte[] bytes = inner.serialize(value);
        spin(start);
        return bytes;
    }

    @Override
    public T deserialize(byte[] bytes) throws Exception {
        long start = System.nanoTime();
        T value = inner.deserialize(bytes);
        spin(start);
        return value;
    }

    // Both sides read the clock alike; the slowed one then spins for its share of the call's time.
    private void spin(long start) {
        long now = System.nanoTime();
        long until = now + (long) ((now - start) * extra);
        while (now < until) {
            now = System.nanoTime();
            folded++;
        }
    }

    /** What the extra work produced, read so that it is never dead code. */
    public long folded() {
        return folded;
    }
}
