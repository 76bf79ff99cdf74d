package dev.serguard.check.robust;

import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

import static org.apiguardian.api.API.Status.STABLE;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The bounds of the robustness check, immutable; each {@code with…} returns a copy. Each bound
 * is per corrupted input and relative to what deserializing the valid bytes costs, with a floor:
 * by default an input may take the larger of 1 s and 1 000× the valid input's time, and
 * allocate the larger of 16 MB and 100× the valid input's allocation.
 *
 * <pre>{@code
 * RobustnessSettings settings = RobustnessSettings.defaults()
 *         .withTimeBound(Duration.ofMillis(250), 1_000)
 *         .withDocumentedErrors(List.of(StackOverflowError.class));     // the codec documents it for deep input
 * }</pre>
 *
 * @param minTime           the least time bound
 * @param timeFactor        the time bound as a multiple of the valid input's deserialize time
 * @param minAllocatedBytes the least allocation bound
 * @param allocationFactor  the allocation bound as a multiple of the valid input's deserialize allocation
 * @param documentedErrors  {@code Error}s the codec documents for bad input: counted as rejections, not failures
 * @param hangFactor        an input still running at this multiple of its time bound is abandoned as hung
 * @param callLimit         the limit on serializing the payload and reading the valid bytes back
 * @param seed              the seed the corrupted inputs are derived from
 * @param folder            where the first offending input of a codec and payload is saved
 */
@API(status = STABLE, since = "0.1")
public record RobustnessSettings(Duration minTime, double timeFactor, long minAllocatedBytes, double allocationFactor,
                                 List<Class<? extends Error>> documentedErrors, double hangFactor, Duration callLimit, long seed, Path folder) {

    /** Where offending inputs go unless told otherwise: under serguard's report folder. */
    public static final Path DEFAULT_FOLDER = Path.of("target", "serguard", "robustness");

    @API(status = INTERNAL, since = "0.3")
    public RobustnessSettings {
        Objects.requireNonNull(minTime, "minTime");
        Objects.requireNonNull(callLimit, "callLimit");
        Objects.requireNonNull(folder, "folder");
        documentedErrors = List.copyOf(documentedErrors);
        if (minTime.isNegative() || minTime.isZero() || !(timeFactor >= 1) || minAllocatedBytes < 1 || !(allocationFactor >= 1) || !(hangFactor >= 1)) {
            throw new IllegalArgumentException("robustness bounds must be positive and their factors at least 1: " + minTime + ", "
                    + timeFactor + "×, " + minAllocatedBytes + " B, " + allocationFactor + "×, hang " + hangFactor + "×");
        }
    }

    /** 1 s or 1 000×, 16 MB or 100×, no documented errors, hung at 10× the time bound,
     * 30 s to serialize and read back the valid bytes, seed 20130609. */
    public static RobustnessSettings defaults() {
        return new RobustnessSettings(Duration.ofSeconds(1), 1_000, 16_000_000, 100, List.of(), 10,
                Duration.ofSeconds(30), Payload.DEFAULT_SEED, DEFAULT_FOLDER);
    }

    /** Time per input: the larger of {@code min} and {@code factor} × the valid input's. */
    public RobustnessSettings withTimeBound(Duration min, double factor) {
        return new RobustnessSettings(min, factor, minAllocatedBytes, allocationFactor, documentedErrors, hangFactor, callLimit, seed, folder);
    }

    /** Allocation per input: the larger of {@code minBytes} and {@code factor} × the valid input's. */
    public RobustnessSettings withAllocationBound(long minBytes, double factor) {
        return new RobustnessSettings(minTime, timeFactor, minBytes, factor, documentedErrors, hangFactor, callLimit, seed, folder);
    }

    /** Errors the codec documents for bad input (a {@code StackOverflowError} on deep nesting, say): rejections, not failures. */
    public RobustnessSettings withDocumentedErrors(List<Class<? extends Error>> errors) {
        return new RobustnessSettings(minTime, timeFactor, minAllocatedBytes, allocationFactor, errors, hangFactor, callLimit, seed, folder);
    }

    /** Corrupted inputs derived from {@code seed}. */
    public RobustnessSettings withSeed(long seed) {
        return new RobustnessSettings(minTime, timeFactor, minAllocatedBytes, allocationFactor, documentedErrors, hangFactor, callLimit, seed, folder);
    }

    /** Offending inputs saved under {@code folder}. */
    public RobustnessSettings withFolder(Path folder) {
        return new RobustnessSettings(minTime, timeFactor, minAllocatedBytes, allocationFactor, documentedErrors, hangFactor, callLimit, seed, folder);
    }

    /** Serializing the payload and reading it back within {@code limit}. */
    public RobustnessSettings withCallLimit(Duration limit) {
        return new RobustnessSettings(minTime, timeFactor, minAllocatedBytes, allocationFactor, documentedErrors, hangFactor, limit, seed, folder);
    }

    boolean documented(Throwable error) {
        return documentedErrors.stream().anyMatch(type -> type.isInstance(error));
    }
}
