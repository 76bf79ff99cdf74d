package dev.serguard.check.robust;

import dev.serguard.internal.Numbers;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.INTERNAL;

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
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class RobustnessReport {

    private final String title;
    private final int derived;
    private final int tried;
    private final int rejected;
    private final int readBackEqual;
    private final int readBackDifferent;
    private final List<String> differentSamples;
    private final long validNanos;
    private final long validBytes;
    private final long timeBoundNanos;
    private final long allocationBoundBytes;
    private final boolean allocationMeasured;
    private final long slowestNanos;
    private final String slowest;
    private final long mostAllocatedBytes;
    private final String mostAllocated;
    private final List<RobustnessFailure> failures;
    private final Optional<String> reproduce;
    private final Optional<String> stopped;
    private final Optional<String> notChecked;
    private final RobustnessSettings settings;

    /** Built by serguard; a class, not a record, so that a component added later breaks no user. */
    @API(status = INTERNAL, since = "0.3")
    public RobustnessReport(String title, int derived, int tried, int rejected, int readBackEqual, int readBackDifferent, List<String> differentSamples, long validNanos, long validBytes, long timeBoundNanos, long allocationBoundBytes, boolean allocationMeasured, long slowestNanos, String slowest, long mostAllocatedBytes, String mostAllocated, List<RobustnessFailure> failures, Optional<String> reproduce, Optional<String> stopped, Optional<String> notChecked, RobustnessSettings settings) {
        this.title = Objects.requireNonNull(title, "title");
        this.derived = derived;
        this.tried = tried;
        this.rejected = rejected;
        this.readBackEqual = readBackEqual;
        this.readBackDifferent = readBackDifferent;
        this.differentSamples = List.copyOf(differentSamples);
        this.validNanos = validNanos;
        this.validBytes = validBytes;
        this.timeBoundNanos = timeBoundNanos;
        this.allocationBoundBytes = allocationBoundBytes;
        this.allocationMeasured = allocationMeasured;
        this.slowestNanos = slowestNanos;
        this.slowest = slowest;
        this.mostAllocatedBytes = mostAllocatedBytes;
        this.mostAllocated = mostAllocated;
        this.failures = List.copyOf(failures);
        this.reproduce = Objects.requireNonNull(reproduce, "reproduce");
        this.stopped = Objects.requireNonNull(stopped, "stopped");
        this.notChecked = Objects.requireNonNull(notChecked, "notChecked");
        this.settings = Objects.requireNonNull(settings, "settings");
    }

    private static final int FAILURES_LISTED = 5;

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

    /**
     * The failure's one-line reason, as the reports show it beside the test: {@code Robustness check
     * failed: deserialize of truncated input (offset 17 of 92) …}; empty when it passed.
     */
    public Optional<String> failureReason() {
        if (passed()) {
            return Optional.empty();
        }
        String what = notChecked.orElseGet(() -> "deserialize of " + failures.get(0).corruption().description() + ' ' + failures.get(0).what());
        return Optional.of("Robustness check failed: " + what.lines().findFirst().orElse("").strip());
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

    /** {@code kryo · SMALL (Order)} */
    public String title() {
        return title;
    }

    /** corrupted inputs derived */
    public int derived() {
        return derived;
    }

    /** inputs tried: all of them, unless the check stopped early */
    public int tried() {
        return tried;
    }

    /** inputs the codec threw an exception on (or an {@code Error} it documents) */
    public int rejected() {
        return rejected;
    }

    /** inputs read back as a value equal to the valid bytes' */
    public int readBackEqual() {
        return readBackEqual;
    }

    /** inputs read back as a different value (or {@code null}) */
    public int readBackDifferent() {
        return readBackDifferent;
    }

    /** the first few of those: the input and the first difference */
    public List<String> differentSamples() {
        return differentSamples;
    }

    /** deserializing the valid bytes, the fastest of a few */
    public long validNanos() {
        return validNanos;
    }

    /** the allocation of that, the least of a few; 0 when not measured */
    public long validBytes() {
        return validBytes;
    }

    /** the time bound per input */
    public long timeBoundNanos() {
        return timeBoundNanos;
    }

    /** the allocation bound per input */
    public long allocationBoundBytes() {
        return allocationBoundBytes;
    }

    /** whether this JVM measures a thread's allocation */
    public boolean allocationMeasured() {
        return allocationMeasured;
    }

    /** the slowest input that returned or threw */
    public long slowestNanos() {
        return slowestNanos;
    }

    /** which input that was */
    public String slowest() {
        return slowest;
    }

    /** the most any input that returned or threw allocated */
    public long mostAllocatedBytes() {
        return mostAllocatedBytes;
    }

    /** which input that was */
    public String mostAllocated() {
        return mostAllocated;
    }

    /** the inputs that failed, in order */
    public List<RobustnessFailure> failures() {
        return failures;
    }

    /** how to run the first failure again: where its input was saved */
    public Optional<String> reproduce() {
        return reproduce;
    }

    /** why the check stopped before the last input */
    public Optional<String> stopped() {
        return stopped;
    }

    /** why nothing could be tried: the payload did not serialize or read back */
    public Optional<String> notChecked() {
        return notChecked;
    }

    /** the bounds */
    public RobustnessSettings settings() {
        return settings;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RobustnessReport that && title.equals(that.title)
                && derived == that.derived
                && tried == that.tried
                && rejected == that.rejected
                && readBackEqual == that.readBackEqual
                && readBackDifferent == that.readBackDifferent
                && differentSamples.equals(that.differentSamples)
                && validNanos == that.validNanos
                && validBytes == that.validBytes
                && timeBoundNanos == that.timeBoundNanos
                && allocationBoundBytes == that.allocationBoundBytes
                && allocationMeasured == that.allocationMeasured
                && slowestNanos == that.slowestNanos
                && slowest.equals(that.slowest)
                && mostAllocatedBytes == that.mostAllocatedBytes
                && mostAllocated.equals(that.mostAllocated)
                && failures.equals(that.failures)
                && reproduce.equals(that.reproduce)
                && stopped.equals(that.stopped)
                && notChecked.equals(that.notChecked)
                && settings.equals(that.settings);
    }

    @Override
    public int hashCode() {
        return Objects.hash(title, derived, tried, rejected, readBackEqual, readBackDifferent, differentSamples, validNanos, validBytes, timeBoundNanos, allocationBoundBytes, allocationMeasured, slowestNanos, slowest, mostAllocatedBytes, mostAllocated, failures, reproduce, stopped, notChecked, settings);
    }

    @Override
    public String toString() {
        return "RobustnessReport[" + "title=" + title + ", " + "derived=" + derived + ", " + "tried=" + tried + ", " + "rejected=" + rejected + ", " + "readBackEqual=" + readBackEqual + ", " + "readBackDifferent=" + readBackDifferent + ", " + "differentSamples=" + differentSamples + ", " + "validNanos=" + validNanos + ", " + "validBytes=" + validBytes + ", " + "timeBoundNanos=" + timeBoundNanos + ", " + "allocationBoundBytes=" + allocationBoundBytes + ", " + "allocationMeasured=" + allocationMeasured + ", " + "slowestNanos=" + slowestNanos + ", " + "slowest=" + slowest + ", " + "mostAllocatedBytes=" + mostAllocatedBytes + ", " + "mostAllocated=" + mostAllocated + ", " + "failures=" + failures + ", " + "reproduce=" + reproduce + ", " + "stopped=" + stopped + ", " + "notChecked=" + notChecked + ", " + "settings=" + settings + "]";
    }
}
