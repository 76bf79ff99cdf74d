package dev.serguard.budget;

import dev.serguard.SerializationResult;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.util.Optional;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** What a budget limits, how to read it from a result, and in which unit. */
@API(status = EXPERIMENTAL, since = "0.1")
public enum Metric {
    SIZE("size", "B", r -> exact(r.serializedBytes().isPresent(), r.serializedBytes().orElse(0))),
    DEFLATED_SIZE("deflated size", "B", r -> exact(r.deflatedBytes().isPresent(), r.deflatedBytes().orElse(0))),
    SERIALIZE_TIME("serialize", "ns/op", r -> time(r.serialize())),
    DESERIALIZE_TIME("deserialize", "ns/op", r -> time(r.deserialize())),
    ROUND_TRIP_TIME("round trip", "ns/op", r -> time(r.roundTrip())),
    SERIALIZE_ALLOCATION("serialize allocation", "B/op", r -> r.serialize().flatMap(Measurement::allocatedBytesPerOp)),
    DESERIALIZE_ALLOCATION("deserialize allocation", "B/op", r -> r.deserialize().flatMap(Measurement::allocatedBytesPerOp));

    private final String label;
    private final String unit;
    private final Function<SerializationResult<?>, Optional<Statistics>> reader;

    Metric(String label, String unit, Function<SerializationResult<?>, Optional<Statistics>> reader) {
        this.label = label;
        this.unit = unit;
        this.reader = reader;
    }

    /** {@code deserialize}, {@code size}, …: how messages name it. */
    public String label() {
        return label;
    }

    /** {@code ns/op}, {@code B}, {@code B/op}. */
    public String unit() {
        return unit;
    }

    /** {@code 8 412 ns/op}, {@code 612 B}: a figure in this metric's unit, as messages write it. */
    public String amount(double value) {
        return VerdictFormat.amount(value, this);
    }

    /** Whether it is a time, which is noisy and judged by its confidence interval. */
    public boolean timed() {
        return unit.equals("ns/op");
    }

    /** Whether it is bytes allocated per operation, which the timing engine measures round by round. */
    public boolean allocation() {
        return this == SERIALIZE_ALLOCATION || this == DESERIALIZE_ALLOCATION;
    }

    /**
     * Why the figure is not to be trusted. A time: measured in a doubtful environment (an agent, a
     * debugger), or before warm-up reached the compiled state (the code may still have been getting
     * faster). An allocation: only the latter, as allocation before it includes what the JIT's
     * escape analysis removes. Sizes are always trusted.
     */
    public Optional<String> distrust(SerializationResult<?> result) {
        Optional<String> unsteady = Optional.of("warm-up did not reach a steady, compiled state within its limit");
        // Allocation is exact once the code is compiled, however busy the machine: only code still compiling makes it wrong.
        return measurement(result).flatMap(m -> timed() ? m.distrust().or(() -> m.steady() ? Optional.empty() : unsteady)
                : m.compiled() ? Optional.empty() : Optional.of("warm-up did not reach the compiled state within its limit (the JIT was still compiling)"));
    }

    /** The timed measurement this metric reads (for times and allocation), if there is one. */
    public Optional<Measurement> measurement(SerializationResult<?> result) {
        return switch (this) {
            case SERIALIZE_TIME, SERIALIZE_ALLOCATION -> result.serialize();
            case DESERIALIZE_TIME, DESERIALIZE_ALLOCATION -> result.deserialize();
            case ROUND_TRIP_TIME -> result.roundTrip();
            case SIZE, DEFLATED_SIZE -> Optional.empty();
        };
    }

    /** The figure in {@code result}, if it was measured. */
    public Optional<Statistics> read(SerializationResult<?> result) {
        return reader.apply(result);
    }

    private static Optional<Statistics> exact(boolean present, int value) {
        return present ? Optional.of(Statistics.of(value)) : Optional.empty();
    }

    private static Optional<Statistics> time(Optional<Measurement> measurement) {
        return measurement.map(Measurement::nanosPerOp);
    }
}
