package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import org.apiguardian.api.API;

import java.util.Locale;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How much worse than its baseline a figure may get, in percent. Immutable; {@code with…}
 * methods return copies.
 *
 * <pre>{@code
 * Thresholds thresholds = Thresholds.DEFAULTS.withTimePercent(30);     // a noisy CI runner
 * }</pre>
 *
 * @param sizePercent       serialized and deflated size; 0 by default: sizes are exact, any growth is a change
 * @param allocationPercent bytes allocated per operation; 5 by default: nearly exact, but the JIT's
 *                          escape analysis may keep or drop an allocation from one run to the next
 * @param timePercent       time per operation, as a ratio to the reference workload at the speed
 *                          the baseline was recorded at ({@link SpeedScaling}); 15 by default. A
 *                          codec's ratio so adjusted differs from one JVM to the next by 3.5 to 5.5 %
 *                          (standard deviation) on a virtual machine, which
 *                          one JVM cannot tell: under JUnit, a time over the threshold here, past
 *                          half of it, or over it before the machine's speed is taken out, fails
 *                          only if the median of three fresh JVMs is over the threshold. Where it is
 *                          judged in one JVM alone ({@code serguard.confirm.fork=false}, the
 *                          {@code Serguard} API), 25 keeps that spread from failing builds
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Thresholds(double sizePercent, double allocationPercent, double timePercent) {

    /** Sizes must not grow, allocation may grow by 5 %, time by 15 %. */
    public static final Thresholds DEFAULTS = new Thresholds(0, 5, 15);

    /**
     * The defaults where a time is judged in one JVM alone (the {@code Serguard} API, or
     * {@code serguard.confirm.fork=false} under JUnit): time may grow by 25 %, past one JVM's spread.
     */
    public static final Thresholds ONE_JVM = DEFAULTS.withTimePercent(25);

    public Thresholds {
        require("sizePercent", sizePercent);
        require("allocationPercent", allocationPercent);
        require("timePercent", timePercent);
    }

    public Thresholds withSizePercent(double percent) {
        return new Thresholds(percent, allocationPercent, timePercent);
    }

    public Thresholds withAllocationPercent(double percent) {
        return new Thresholds(sizePercent, percent, timePercent);
    }

    public Thresholds withTimePercent(double percent) {
        return new Thresholds(sizePercent, allocationPercent, percent);
    }

    /** The threshold that applies to {@code metric}, in percent. */
    public double percentFor(Metric metric) {
        return switch (metric) {
            case SIZE, DEFLATED_SIZE -> sizePercent;
            case SERIALIZE_ALLOCATION, DESERIALIZE_ALLOCATION -> allocationPercent;
            case SERIALIZE_TIME, DESERIALIZE_TIME, ROUND_TRIP_TIME -> timePercent;
        };
    }

    private static void require(String name, double percent) {
        if (!(percent >= 0) || Double.isInfinite(percent)) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "%s must be a finite number ≥ 0 but was %s", name, percent));
        }
    }
}
