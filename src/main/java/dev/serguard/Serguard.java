package dev.serguard;

import dev.serguard.codec.Codec;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.TimingEngine;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The programmatic entry point: check and measure codecs on a payload, without JUnit.
 *
 * <pre>{@code
 * SerializationResult<Order> r = Serguard.measure(JacksonCodecs.json(mapper, Order.class), order);
 * r.failureMessage().ifPresent(System.out::println);
 * }</pre>
 *
 * <p>Every call checks the round trip first; a codec that fails it is not timed. A codec that
 * throws or hangs is reported in the result, never thrown at the caller.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Serguard {

    /** Round trip, sizes, time and allocation of {@code value}, with {@link MeasureSettings#quick()}. */
    public static <T> SerializationResult<T> measure(Codec<T> codec, T value) {
        return measure(codec, Payload.named(codec.type().getSimpleName(), "value", value), MeasureSettings.quick());
    }

    /** Round trip, sizes, time and allocation of {@code payload}. */
    public static <T> SerializationResult<T> measure(Codec<T> codec, Payload<T> payload, MeasureSettings settings) {
        return compare(List.of(codec), payload, settings).get(0);
    }

    /**
     * Round trip, sizes, time and allocation of {@code payload} for several codecs, their timed
     * samples interleaved so that drift of the machine hits them alike: the way to compare codecs.
     * One result per codec, in order.
     */
    public static <T> List<SerializationResult<T>> compare(List<Codec<T>> codecs, Payload<T> payload, MeasureSettings settings) {
        return compare(codecs, payload, settings, CheckSettings.defaults());
    }

    /** As {@link #compare(List, Payload, MeasureSettings)}, checked with {@code check}: its call limit and comparison. */
    public static <T> List<SerializationResult<T>> compare(List<Codec<T>> codecs, Payload<T> payload, MeasureSettings settings,
                                                           CheckSettings check) {
        return new Evaluation<>(codecs, payload, Optional.of(new TimingEngine(settings)), check).run();
    }

    /** Round trip and sizes only, no timing: for correctness checks. */
    public static <T> SerializationResult<T> check(Codec<T> codec, Payload<T> payload) {
        return check(List.of(codec), payload, CheckSettings.defaults()).get(0);
    }

    /** Round trip and sizes of several codecs, no timing, checked with {@code check}: its call limit and comparison. */
    public static <T> List<SerializationResult<T>> check(List<Codec<T>> codecs, Payload<T> payload, CheckSettings check) {
        return new Evaluation<>(codecs, payload, Optional.empty(), check).run();
    }
}
