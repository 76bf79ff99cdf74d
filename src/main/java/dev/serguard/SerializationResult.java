package dev.serguard;

import dev.serguard.internal.Numbers;
import dev.serguard.measure.Measurement;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import static org.apiguardian.api.API.Status.INTERNAL;
import static org.apiguardian.api.API.Status.STABLE;

/**
 * Everything serguard found for one codec and one payload: the round trip, the sizes and, when
 * timed, time and allocation per operation. Immutable.
 *
 * <pre>{@code
 * SerializationResult<Order> r = Serguard.measure(JacksonCodecs.json(mapper, Order.class), order);
 * r.serialize().map(m -> m.nanosPerOp().median());
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public final class SerializationResult<T> {

    private final String codec;
    private final Payload<T> payload;
    private final Optional<Failure> failure;
    private final OptionalInt serializedBytes;
    private final OptionalInt deflatedBytes;
    private final Optional<Measurement> serialize;
    private final Optional<Measurement> deserialize;
    private final Optional<Measurement> roundTrip;
    private final Optional<SizeRange> sizeRange;
    private final List<String> notes;

    /** Built by serguard; a class, not a record, so that a figure added later breaks no user. */
    @API(status = INTERNAL, since = "0.1")
    public SerializationResult(String codec, Payload<T> payload, Optional<Failure> failure, OptionalInt serializedBytes, OptionalInt deflatedBytes,
                               Optional<Measurement> serialize, Optional<Measurement> deserialize, Optional<Measurement> roundTrip,
                               Optional<SizeRange> sizeRange, List<String> notes) {
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
        this.codec = codec;
        this.payload = payload;
        this.failure = failure;
        this.serializedBytes = serializedBytes;
        this.deflatedBytes = deflatedBytes;
        this.serialize = serialize;
        this.deserialize = deserialize;
        this.roundTrip = roundTrip;
        this.sizeRange = sizeRange;
        this.notes = notes;
    }

    /** the codec's name */
    public String codec() {
        return codec;
    }

    /** the payload */
    public Payload<T> payload() {
        return payload;
    }

    /** why it failed, if it did; then the later figures are absent */
    public Optional<Failure> failure() {
        return failure;
    }

    /** size of the serialized form */
    public OptionalInt serializedBytes() {
        return serializedBytes;
    }

    /** size of the serialized form after deflate */
    public OptionalInt deflatedBytes() {
        return deflatedBytes;
    }

    /** time and allocation of {@code serialize} */
    public Optional<Measurement> serialize() {
        return serialize;
    }

    /** time and allocation of {@code deserialize} */
    public Optional<Measurement> deserialize() {
        return deserialize;
    }

    /** time and allocation of {@code deserialize(serialize(value))} */
    public Optional<Measurement> roundTrip() {
        return roundTrip;
    }

    /** when the codec wrote other bytes on each call (a time, a nonce), the smallest and largest sizes seen; {@code serializedBytes} and {@code deflatedBytes} are then the largest */
    public Optional<SizeRange> sizeRange() {
        return sizeRange;
    }

    /** what the round trip showed without failing it, one line each: transient fields that did not travel, shared references that came back as copies, bytes that vary between calls */
    public List<String> notes() {
        return notes;
    }



    /** A result whose sizes were the same on every call, with no notes. */
    @API(status = INTERNAL, since = "0.1")
    public SerializationResult(String codec, Payload<T> payload, Optional<Failure> failure, OptionalInt serializedBytes,
                               OptionalInt deflatedBytes, Optional<Measurement> serialize, Optional<Measurement> deserialize,
                               Optional<Measurement> roundTrip) {
        this(codec, payload, failure, serializedBytes, deflatedBytes, serialize, deserialize, roundTrip, Optional.empty(), List.of());
    }

    /** The same result with {@code failure} in place of its timings (the round trip and sizes stay). */
    @API(status = INTERNAL, since = "0.3")
    public SerializationResult<T> failedWith(Failure failure) {
        return new SerializationResult<>(codec, payload, Optional.of(failure), serializedBytes, deflatedBytes,
                Optional.empty(), Optional.empty(), Optional.empty(), sizeRange, notes);
    }

    /** The same result with these timings. */
    @API(status = INTERNAL, since = "0.3")
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
            case THREW -> "Codec threw for " + title() + "\n  " + f.stage() + " threw " + capped(f.detail());
            case TIMED_OUT -> "Codec timed out for " + title() + "\n  " + f.stage() + ": " + f.detail();
            case MODIFIED_INPUT -> "Codec changed its input for " + title() + "\n  " + f.detail();
            case JVM_ENDED -> "Forked run failed for " + title() + ": " + f.detail();
        });
    }

    /**
     * The {@linkplain #failureMessage() failure message} in one line, without the title, as the
     * reports show it beside the test: {@code Round trip failed: Order.items[2].price: expected 3 but was 4};
     * empty when it passed.
     */
    @API(status = INTERNAL, since = "0.4")
    public Optional<String> failureReason() {
        return failure.map(f -> switch (f.kind()) {
            case ROUND_TRIP_MISMATCH -> reason("Round trip failed", f.detail());
            case THREW -> reason("Codec threw", f.stage() + " threw " + capped(f.detail()));
            case TIMED_OUT -> reason("Codec timed out", f.stage() + ": " + f.detail());
            case MODIFIED_INPUT -> reason("Codec changed its input", f.detail());
            case JVM_ENDED -> reason("Forked run failed", f.detail());
        });
    }

    // The heading, and the detail's first line that says anything.
    private static String reason(String heading, String detail) {
        return detail.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst().map(line -> heading + ": " + line).orElse(heading);
    }

    /** How much of what a codec threw a failure message shows; {@code results.json} keeps the whole of it. */
    public static final int MESSAGE_CAP = 1_000;

    // A library's message can run to pages (a whole document, a reference chain): its start, and where the rest is.
    private static String capped(String detail) {
        if (detail.length() <= MESSAGE_CAP) {
            return detail;
        }
        int end = Character.isHighSurrogate(detail.charAt(MESSAGE_CAP - 1)) ? MESSAGE_CAP - 1 : MESSAGE_CAP;
        return detail.substring(0, end) + "… (" + Numbers.grouped(detail.length() - end) + " more characters: the whole message is the"
                + " failed check's \"detail\" in results.json, in serguard's report folder)";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof SerializationResult<?> that && Objects.equals(codec, that.codec) &&
                Objects.equals(payload, that.payload) && Objects.equals(failure, that.failure) &&
                Objects.equals(serializedBytes, that.serializedBytes) && Objects.equals(deflatedBytes, that.deflatedBytes) &&
                Objects.equals(serialize, that.serialize) && Objects.equals(deserialize, that.deserialize) &&
                Objects.equals(roundTrip, that.roundTrip) && Objects.equals(sizeRange, that.sizeRange) &&
                Objects.equals(notes, that.notes);
    }

    @Override
    public int hashCode() {
        return Objects.hash(codec, payload, failure, serializedBytes, deflatedBytes, serialize, deserialize, roundTrip, sizeRange, notes);
    }

    @Override
    public String toString() {
        return "SerializationResult[codec=" + codec + ", payload=" + payload + ", failure=" + failure +
                ", serializedBytes=" + serializedBytes + ", deflatedBytes=" + deflatedBytes + ", serialize=" + serialize +
                ", deserialize=" + deserialize + ", roundTrip=" + roundTrip + ", sizeRange=" + sizeRange + ", notes=" + notes + "]";
    }
}
