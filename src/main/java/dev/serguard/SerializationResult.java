package dev.serguard;

import dev.serguard.measure.Measurement;
import dev.serguard.payload.Payload;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Everything serguard found for one codec and one payload: the round trip, the sizes and, when
 * timed, time and allocation per operation. Immutable.
 *
 * <pre>{@code
 * SerializationResult<Order> r = Serguard.measure(JacksonCodecs.json(mapper, Order.class), order);
 * r.serialize().map(m -> m.nanosPerOp().median());
 * }</pre>
 *
 * @param codec           the codec's name
 * @param payload         the payload
 * @param failure         why it failed, if it did; then the later figures are absent
 * @param serializedBytes size of the serialized form
 * @param deflatedBytes   size of the serialized form after deflate
 * @param serialize       time and allocation of {@code serialize}
 * @param deserialize     time and allocation of {@code deserialize}
 * @param roundTrip       time and allocation of {@code deserialize(serialize(value))}
 * @param sizeRange       when the codec wrote other bytes on each call (a time, a nonce), the
 *                        smallest and largest sizes seen; {@code serializedBytes} and
 *                        {@code deflatedBytes} are then the largest
 * @param notes           what the round trip showed without failing it, one line each: transient
 *                        fields that did not travel, shared references that came back as copies,
 *                        bytes that vary between calls
 */
public record SerializationResult<T>(String codec, Payload<T> payload, Optional<Failure> failure,
                                     OptionalInt serializedBytes, OptionalInt deflatedBytes,
                                     Optional<Measurement> serialize, Optional<Measurement> deserialize,
                                     Optional<Measurement> roundTrip, Optional<SizeRange> sizeRange, List<String> notes) {

    public SerializationResult {
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(payload, "payload");
        Objects.requireNonNull(failure, "failure");
        Objects.requireNonNull(serializedBytes, "serializedBytes");
        Objects.requireNonNull(deflatedBytes, "deflatedBytes");
        Objects.requireNonNull(serialize, "serialize");
        Objects.requireNonNull(deserialize, "deserialize");
        Objects.requireNonNull(roundTrip, "roundTrip");
        Objects.requireNonNull(sizeRange, "sizeRange");
        notes = List.copyOf(notes);
    }

    /** A result whose sizes were the same on every call, with no notes. */
    public SerializationResult(String codec, Payload<T> payload, Optional<Failure> failure, OptionalInt serializedBytes,
                               OptionalInt deflatedBytes, Optional<Measurement> serialize, Optional<Measurement> deserialize,
                               Optional<Measurement> roundTrip) {
        this(codec, payload, failure, serializedBytes, deflatedBytes, serialize, deserialize, roundTrip, Optional.empty(), List.of());
    }

    /** The same result with {@code failure} in place of its timings (the round trip and sizes stay). */
    public SerializationResult<T> failedWith(Failure failure) {
        return new SerializationResult<>(codec, payload, Optional.of(failure), serializedBytes, deflatedBytes,
                Optional.empty(), Optional.empty(), Optional.empty(), sizeRange, notes);
    }

    /** The same result with these timings. */
    public SerializationResult<T> withTimings(Optional<Measurement> serialize, Optional<Measurement> deserialize, Optional<Measurement> roundTrip) {
        return new SerializationResult<>(codec, payload, failure, serializedBytes, deflatedBytes, serialize, deserialize, roundTrip,
                sizeRange, notes);
    }

    /**
     * The smallest and largest sizes of a codec whose bytes differ between calls.
     *
     * @param calls             how many calls were measured
     * @param minBytes          smallest serialized size
     * @param maxBytes          largest serialized size
     * @param minDeflatedBytes  smallest deflated size
     * @param maxDeflatedBytes  largest deflated size
     */
    public record SizeRange(int calls, int minBytes, int maxBytes, int minDeflatedBytes, int maxDeflatedBytes) {
    }

    /** Whether the round trip came back equal and nothing threw or timed out. */
    public boolean passed() {
        return failure.isEmpty();
    }

    /** {@code kryo · LARGE (MediaContent)}: how reports and messages name this result. */
    public String title() {
        return payload.title(codec);
    }

    /**
     * One paragraph for a failure: a greppable first line naming the check, codec and payload,
     * then the detail; empty when it passed.
     */
    public Optional<String> failureMessage() {
        return failure.map(f -> switch (f.kind()) {
            case ROUND_TRIP_MISMATCH -> "Round trip failed for " + title() + "\n  " + f.detail();
            case THREW -> "Codec threw for " + title() + "\n  " + f.stage() + " threw " + f.detail();
            case TIMED_OUT -> "Codec timed out for " + title() + "\n  " + f.stage() + ": " + f.detail();
            case MODIFIED_INPUT -> "Codec changed its input for " + title() + "\n  " + f.detail();
        });
    }
}
