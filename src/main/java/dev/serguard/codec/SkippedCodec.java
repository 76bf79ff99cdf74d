package dev.serguard.codec;

import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * A built-in codec that could not be offered, and why: its library is not on the class path,
 * or it does not support the type.
 *
 * <pre>{@code
 * Codecs.builtIns(Order.class, samples).skipped()
 *       .forEach(skip -> System.out.println(skip));   // kryo: com.esotericsoftware.kryo.Kryo is not on ...
 * }</pre>
 *
 * @param name   the codec name, e.g. {@code "kryo"}
 * @param reason one sentence that says what is missing and how to add it
 */
@API(status = STABLE, since = "0.1")
public record SkippedCodec(String name, String reason) {

    public SkippedCodec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(reason, "reason");
    }

    /** {@code kryo: com.esotericsoftware.kryo.Kryo is not on the class path (add com.esotericsoftware:kryo)}. */
    @Override
    public String toString() {
        return name + ": " + reason;
    }
}
