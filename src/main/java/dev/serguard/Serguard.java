package dev.serguard;

import dev.serguard.codec.Codec;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.TimingEngine;
import dev.serguard.payload.Payload;

import java.util.Optional;

/**
 * The programmatic entry point: check and measure a codec on a payload, without JUnit.
 *
 * <pre>{@code
 * SerializationResult<Order> r = Serguard.measure(JacksonCodecs.json(mapper, Order.class), order);
 * if (!r.passed()) throw new AssertionError(r.failureMessage().orElseThrow());
 * }</pre>
 *
 * <p>Every call checks the round trip first; a codec that fails it is not timed. A codec that
 * throws or hangs is reported in the result, never thrown at the caller.
 */
public final class Serguard {

    private Serguard() {
    }

    /** Round trip, sizes, time and allocation of {@code value}, with {@link MeasureSettings#quick()}. */
    public static <T> SerializationResult<T> measure(Codec<T> codec, T value) {
        return measure(codec, Payload.named(codec.type().getSimpleName(), "value", value), MeasureSettings.quick());
    }

    /** Round trip, sizes, time and allocation of {@code payload}: serialize, deserialize and both in one loop. */
    public static <T> SerializationResult<T> measure(Codec<T> codec, Payload<T> payload, MeasureSettings settings) {
        return new Evaluation<>(codec, payload, Optional.of(new TimingEngine(settings)), true).run(limitMillis(settings));
    }

    /**
     * As {@link #measure(Codec, Payload, MeasureSettings)} without the round-trip loop, a third
     * less time, for surveys such as the shootout where ser + deser is the total of interest.
     */
    public static <T> SerializationResult<T> measureSerializeAndDeserialize(Codec<T> codec, Payload<T> payload, MeasureSettings settings) {
        return new Evaluation<>(codec, payload, Optional.of(new TimingEngine(settings)), false).run(limitMillis(settings));
    }

    /** Round trip and sizes only, no timing: for correctness checks. */
    public static <T> SerializationResult<T> check(Codec<T> codec, Payload<T> payload) {
        return new Evaluation<>(codec, payload, Optional.empty(), false).run(CHECK_LIMIT_MILLIS);
    }

    /** How long one round trip without timing may take before it counts as a hang. */
    static final long CHECK_LIMIT_MILLIS = 30_000;

    // Three timed operations, each bounded by the settings, plus the untimed round trip.
    private static long limitMillis(MeasureSettings settings) {
        return CHECK_LIMIT_MILLIS + 3 * (settings.timeLimitNanos() / 1_000_000) * 2;
    }
}
