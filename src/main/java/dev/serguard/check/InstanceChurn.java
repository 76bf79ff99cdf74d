package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.Locale;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A codec that builds an object meant to be built once (a {@code Kryo}, an {@code ObjectMapper})
 * on its operations, as counted by {@link dev.serguard.codec.Constructions}.
 *
 * <pre>{@code
 * report.churn().forEach(churn -> System.out.println(churn.line()));
 * // new Kryo         1.00 per operation: the constructors alone took 286.5 µs per operation, each operation 3.6 ms in all; ...
 * }</pre>
 *
 * @param kind                   what was built: {@code "Kryo"} or {@code "ObjectMapper"}
 * @param perOp                  how many per serialize or deserialize
 * @param constructorNanosPerOp  time spent in their constructors, per operation
 * @param nanosPerOp             time per operation in the same loop (single-threaded, not warmed up)
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record InstanceChurn(String kind, double perOp, double constructorNanosPerOp, double nanosPerOp) {

    /** Below this many per operation, a construction is a pool refilling, not a codec building one per call. */
    static final double THRESHOLD_PER_OP = 0.1;

    public InstanceChurn {
        Objects.requireNonNull(kind, "kind");
    }

    /**
     * One line for the failure message: how many, what they cost, and what to do instead. The
     * constructors are a lower bound of the cost: a new instance also builds its serializers on
     * first use, which the time of an operation shows.
     */
    public String line() {
        String fix = kind.equals("Kryo")
                ? "build one per thread or pool them (Pool<Kryo> or ThreadLocal<Kryo>), never one per call"
                : kind.equals("ObjectMapper")
                ? "build one, configure it once and share it: it is thread-safe (or share its ObjectWriter and ObjectReader)"
                : "build one and reuse it";
        return String.format(Locale.ROOT, "%-16s %.2f per operation: the constructors alone took %s per operation, each operation %s in all; %s",
                "new " + kind, perOp, duration(constructorNanosPerOp), duration(nanosPerOp), fix);
    }

    private static String duration(double nanos) {
        return nanos < 1_000 ? String.format(Locale.ROOT, "%.0f ns", nanos)
                : nanos < 1_000_000 ? String.format(Locale.ROOT, "%.1f µs", nanos / 1e3)
                : String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
    }
}
