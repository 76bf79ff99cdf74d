package dev.serguard;

import dev.serguard.measure.Measurement;
import dev.serguard.payload.Payload;

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
 */
public record SerializationResult<T>(String codec, Payload<T> payload, Optional<Failure> failure,
                                     OptionalInt serializedBytes, OptionalInt deflatedBytes,
                                     Optional<Measurement> serialize, Optional<Measurement> deserialize,
                                     Optional<Measurement> roundTrip) {

    public SerializationResult {
        Objects.requireNonNull(codec, "codec");
        Objects.requireNonNull(payload, "payload");
        Objects.requireNonNull(failure, "failure");
        Objects.requireNonNull(serializedBytes, "serializedBytes");
        Objects.requireNonNull(deflatedBytes, "deflatedBytes");
        Objects.requireNonNull(serialize, "serialize");
        Objects.requireNonNull(deserialize, "deserialize");
        Objects.requireNonNull(roundTrip, "roundTrip");
    }

    /** Whether the round trip came back equal and nothing threw or timed out. */
    public boolean passed() {
        return failure.isEmpty();
    }

    /** {@code kryo · LARGE (MediaContent)}: how reports and messages name this result. */
    public String title() {
        return codec + " · " + payload.label() + " (" + payload.model() + ")";
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
        });
    }
}
