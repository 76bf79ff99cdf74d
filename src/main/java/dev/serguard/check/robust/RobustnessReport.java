package dev.serguard.check.robust;

import dev.serguard.internal.Numbers;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What the robustness check of one codec on one payload found: how its corrupted inputs went
 * (rejected with an exception, read back equal, read back different), the slowest and the most
 * allocating of them, and the failures, the first of them saved to a file.
 *
 * <pre>{@code
 * RobustnessReport report = Robustness.check(codec, payload, RobustnessSettings.defaults());
 * report.summary();          // "passed: 1 809 inputs: 1 790 rejected, 12 read back equal, 7 read back different, 0 failed; …"
 * report.failureMessage();   // empty when passed
 * }</pre>
 *
 * <p>An input read back as a different value is counted and sampled, not failed: a format
 * without a checksum cannot tell a flipped digit from a real one, and protobuf reads a message
 * truncated between two fields as a valid, shorter one. It is worth knowing, not a bug.
 *
 * @param title               {@code kryo · SMALL (Order)}
 * @param derived             corrupted inputs derived
 * @param tried               inputs tried: all of them, unless the check stopped early
 * @param rejected            inputs the codec threw an exception on (or an {@code Error} it documents)
 * @param readBackEqual       inputs read back as a value equal to the valid bytes'
 * @param readBackDifferent   inputs read back as a different value (or {@code null})
 * @param differentSamples    the first few of those: the input and the first difference
 * @param validNanos          deserializing the valid bytes, the fastest of a few
 * @param validBytes          the allocation of that, the least of a few; 0 when not measured
 * @param timeBoundNanos      the time bound per input
 * @param allocationBoundBytes the allocation bound per input
 * @param allocationMeasured  whether this JVM measures a thread's allocation
 * @param slowestNanos        the slowest input that returned or threw
 * @param slowest             which input that was
 * @param mostAllocatedBytes  the most any input that returned or threw allocated
 * @param mostAllocated       which input that was
 * @param failures            the inputs that failed, in order
 * @param reproduce           how to run the first failure again: where its input was saved
 * @param stopped             why the check stopped before the last input
 * @param notChecked          why nothing could be tried: the payload did not serialize or read back
 * @param settings            the bounds
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record RobustnessReport(String title, int derived, int tried, int rejected, int readBackEqual, int readBackDifferent,
                               List<String> differentSamples, long validNanos, long validBytes, long timeBoundNanos, long allocationBoundBytes,
                               boolean allocationMeasured, long slowestNanos, String slowest, long mostAllocatedBytes, String mostAllocated,
                               List<RobustnessFailure> failures, Optional<String> reproduce, Optional<String> stopped,
                               Optional<String> notChecked, RobustnessSettings settings) {

    private static final int FAILURES_LISTED = 5;

    public RobustnessReport {
        Objects.requireNonNull(title, "title");
        differentSamples = List.copyOf(differentSamples);
        failures = List.copyOf(failures);
        Objects.requireNonNull(reproduce, "reproduce");
        Objects.requireNonNull(stopped, "stopped");
        Objects.requireNonNull(notChecked, "notChecked");
        Objects.requireNonNull(settings, "settings");
    }

    /** Whether every input was rejected or read back within its bounds. */
    public boolean passed() {
        return failures.isEmpty() && notChecked.isEmpty();
    }

    /** The first {@code Error} an input threw, to chain to a failure. */
    public Optional<Throwable> firstError() {
        return failures.stream().flatMap(f -> f.cause().stream()).findFirst();
    }

    /**
     * One line: {@code passed: 1 809 inputs: 1 790 rejected, 12 read back equal, 7 read back
     * different, 0 failed; slowest 2.1 ms, most allocated 1.2 MB (valid input 37 µs, 2.1 KB)}.
     */
    public String summary() {
        if (notChecked.isPresent()) {
            return "not checked: " + notChecked.get();
        }
        return (passed() ? "passed: " : "failed: ") + counts() + "; slowest " + nanos(slowestNanos)
                + (allocationMeasured ? ", most allocated " + bytes(mostAllocatedBytes) : "")
                + " (valid input " + nanos(validNanos) + (allocationMeasured ? ", " + bytes(validBytes) : "") + ")"
                + stopped.map(why -> "; " + why).orElse("");
    }

    /**
     * The failure: {@code Robustness check failed for kryo · SMALL (Order): deserialize of
     * truncated input (offset 17 of 92) …}, then the counts, the bounds, the failed inputs, the
     * inputs read back different, what to do and how to reproduce.
     */
    public Optional<String> failureMessage() {
        if (passed()) {
            return Optional.empty();
        }
        String head = "Robustness check failed for " + title + ": ";
        if (notChecked.isPresent()) {
            return Optional.of(head + notChecked.get());
        }
        RobustnessFailure first = failures.get(0);
        StringBuilder out = new StringBuilder(head).append("deserialize of ").append(first.corruption().description()).append(' ')
                .append(first.what()).append('\n');
        out.append("  ").append(counts()).append('\n');
        out.append("  bounds per input: ").append(nanos(timeBoundNanos)).append(" and ").append(bytes(allocationBoundBytes))
                .append(" (the larger of ").append(nanos(settings.minTime().toNanos())).append(" and ").append(Numbers.figure(settings.timeFactor()))
                .append("× the valid input's time; of ").append(bytes(settings.minAllocatedBytes())).append(" and ")
                .append(Numbers.figure(settings.allocationFactor())).append("× its allocation)").append(allocationMeasured ? "" : "; allocation not measured by this JVM")
                .append('\n');
        out.append("  failed:\n");
        failures.stream().limit(FAILURES_LISTED).forEach(f -> out.append("    ").append(f.line()).append('\n'));
        if (failures.size() > FAILURES_LISTED) {
            out.append("    … and ").append(failures.size() - FAILURES_LISTED).append(" more\n");
        }
        stopped.ifPresent(why -> out.append("  ").append(why).append('\n'));
        if (readBackDifferent > 0) {
            out.append("  read back different (counted, not failed): ").append(Numbers.grouped(readBackDifferent))
                    .append(differentSamples.isEmpty() ? "" : ", e.g. " + differentSamples.get(0)).append('\n');
        }
        out.append("  ").append(advice(first)).append('\n');
        reproduce.ifPresent(line -> out.append("  ").append(line).append('\n'));
        return Optional.of(out.toString().stripTrailing());
    }

    private String counts() {
        return Numbers.grouped(tried) + (tried == derived ? "" : " of " + Numbers.grouped(derived)) + " corrupted inputs: "
                + Numbers.grouped(rejected) + " rejected, " + Numbers.grouped(readBackEqual) + " read back equal, "
                + Numbers.grouped(readBackDifferent) + " read back different, " + Numbers.grouped(failures.size()) + " failed";
    }

    private static String advice(RobustnessFailure first) {
        return switch (first.kind()) {
            case ALLOCATED, ALLOCATING -> "The codec allocates what the input asks for: check a length or count against the bytes left"
                    + " (or a limit) before allocating.";
            case SLOW, HUNG -> "The codec does not stop on input it cannot read: make it check for the end of the input and throw.";
            case ERROR -> first.cause().filter(e -> e instanceof OutOfMemoryError).isPresent()
                    ? "The codec allocates what the input asks for: check a length or count against the bytes left (or a limit) before allocating."
                    : "The codec lets an Error out on bad input: make it throw an exception, or declare the Error as documented if the codec documents it.";
        };
    }

    /** {@code 512 B}, {@code 2.1 KB}, {@code 67.1 MB}: decimal units, as payload sizes are named. */
    public static String bytes(long bytes) {
        if (bytes < 1_000) {
            return bytes + " B";
        }
        if (bytes < 1_000_000) {
            return String.format(Locale.ROOT, "%.1f KB", bytes / 1e3);
        }
        return bytes < 1_000_000_000 ? String.format(Locale.ROOT, "%.1f MB", bytes / 1e6) : String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
    }

    /** {@code 850 ns}, {@code 37 µs}, {@code 2.1 ms}, {@code 100 ms}, {@code 2.1 s}. */
    public static String nanos(long nanos) {
        if (nanos < 1_000) {
            return nanos + " ns";
        }
        if (nanos < 1_000_000) {
            return Math.round(nanos / 1e3) + " µs";
        }
        if (nanos < 1_000_000_000) {
            double ms = nanos / 1e6;
            return ms < 10 ? String.format(Locale.ROOT, "%.1f ms", ms) : Math.round(ms) + " ms";
        }
        return String.format(Locale.ROOT, "%.1f s", nanos / 1e9);
    }
}
