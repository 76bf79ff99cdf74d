package dev.serguard.check;

import dev.serguard.internal.Numbers;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What the thread-safety check found for one codec: how its operations fared while several
 * threads shared one instance, whether it still worked on one thread afterwards, and whether it
 * built a new {@code Kryo} or {@code ObjectMapper} per operation. Immutable.
 *
 * <pre>{@code
 * ThreadSafetyReport report = ThreadSafety.of(codec).check(payloads);
 * report.failureMessage().ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class ThreadSafetyReport {

    private final String title;
    private final int threads;
    private final int payloads;
    private final int distinctPayloads;
    private final long roundTrips;
    private final long operations;
    private final long overlappingCalls;
    private final long overlappingNeeded;
    private final Map<String, Long> exceptions;
    private final long wrongBytes;
    private final long wrongValues;
    private final boolean stoppedAtTimeLimit;
    private final int hungThreads;
    private final int afterwardsCorrect;
    private final int afterwardsAttempted;
    private final List<InstanceChurn> churn;
    private final Optional<String> keptResult;
    private final Optional<String> notRun;
    private final Optional<Throwable> firstException;
    private final String diagnosis;

    // Built by ThreadSafety only: users read a report, so a finding added later breaks none of them.
    ThreadSafetyReport(String title, int threads, int payloads, int distinctPayloads, long roundTrips, long operations,
                       long overlappingCalls, long overlappingNeeded, Map<String, Long> exceptions, long wrongBytes, long wrongValues, boolean stoppedAtTimeLimit,
                       int hungThreads, int afterwardsCorrect, int afterwardsAttempted, List<InstanceChurn> churn, Optional<String> keptResult,
                       Optional<String> notRun, Optional<Throwable> firstException, String diagnosis) {
        this.title = Objects.requireNonNull(title, "title");
        this.threads = threads;
        this.payloads = payloads;
        this.distinctPayloads = distinctPayloads;
        this.roundTrips = roundTrips;
        this.operations = operations;
        this.overlappingCalls = overlappingCalls;
        this.overlappingNeeded = overlappingNeeded;
        this.exceptions = Collections.unmodifiableMap(new LinkedHashMap<>(exceptions));     // keeps the order, by count
        this.wrongBytes = wrongBytes;
        this.wrongValues = wrongValues;
        this.stoppedAtTimeLimit = stoppedAtTimeLimit;
        this.hungThreads = hungThreads;
        this.afterwardsCorrect = afterwardsCorrect;
        this.afterwardsAttempted = afterwardsAttempted;
        this.churn = List.copyOf(churn);
        this.keptResult = Objects.requireNonNull(keptResult, "keptResult");
        this.notRun = Objects.requireNonNull(notRun, "notRun");
        this.firstException = Objects.requireNonNull(firstException, "firstException");
        this.diagnosis = Objects.requireNonNull(diagnosis, "diagnosis");
    }

    /** {@code kryo-shared · SMALL (MediaContent)}: codec, payload, model */
    public String title() {
        return title;
    }

    /** how many threads shared the instance */
    public int threads() {
        return threads;
    }

    /** how many payloads took part (those that round-trip on one thread) */
    public int payloads() {
        return payloads;
    }

    /** how many of them serialize differently; with one, a thread that gets another thread's value goes unseen */
    public int distinctPayloads() {
        return distinctPayloads;
    }

    /** round trips made by the threads */
    public long roundTrips() {
        return roundTrips;
    }

    /** serialize and deserialize calls made by the threads */
    public long operations() {
        return operations;
    }

    /** of those, the calls made while another thread was inside the codec too: what the verdict rests on */
    public long overlappingCalls() {
        return overlappingCalls;
    }

    /** how many should have: a pass with fewer says so in its {@link #summary()}; 0 when the iterations were asked for */
    public long overlappingNeeded() {
        return overlappingNeeded;
    }

    /** what the calls threw, by exception class name, most frequent first */
    public Map<String, Long> exceptions() {
        return exceptions;
    }

    /** serialize calls whose bytes, read back on one thread afterwards, are not the payload (bytes that differ but read back right, as a codec writing the time writes, are right); past 256 distinct ones per thread, those of a sample */
    public long wrongBytes() {
        return wrongBytes;
    }

    /** deserialize calls that returned another value, without throwing */
    public long wrongValues() {
        return wrongValues;
    }

    /** whether the time limit ended the round trips early */
    public boolean stoppedAtTimeLimit() {
        return stoppedAtTimeLimit;
    }

    /** threads still inside the codec long after the time limit */
    public int hungThreads() {
        return hungThreads;
    }

    /** single-threaded round trips that were correct after the threads finished */
    public int afterwardsCorrect() {
        return afterwardsCorrect;
    }

    /** single-threaded round trips tried then; 0 when threads hung */
    public int afterwardsAttempted() {
        return afterwardsAttempted;
    }

    /** objects built per operation, over the threshold of a pool refilling */
    public List<InstanceChurn> churn() {
        return churn;
    }

    /** why nothing could be checked: no payload round-trips on one thread */
    public Optional<String> notRun() {
        return notRun;
    }

    /** the first exception seen, as the cause of a failure */
    public Optional<Throwable> firstException() {
        return firstException;
    }

    /** what to do about a failure under concurrency */
    /**
     * Where the codec keeps what a call returned in a field every thread shares, which the threads'
     * calls may not show ({@code serialize returns the byte[] it keeps in its field Cache.last, …}); a note, as a lock may guard it.
     */
    public Optional<String> keptResult() {
        return keptResult;
    }

    public String diagnosis() {
        return diagnosis;
    }

    /** Calls that threw, of every type. */
    public long exceptionCount() {
        return exceptions.values().stream().mapToLong(Long::longValue).sum();
    }

    /** Calls that returned a wrong result without throwing. */
    public long silentCorruptions() {
        return wrongBytes + wrongValues;
    }

    /** Whether the codec still round-trips correctly on one thread after the concurrent use. */
    public boolean stillWorksAfterwards() {
        return afterwardsAttempted > 0 && afterwardsCorrect == afterwardsAttempted;
    }

    /** Whether every concurrent call was right, the codec still works, and it builds nothing per operation. */
    public boolean passed() {
        return notRun.isEmpty() && !brokeUnderConcurrency() && churn.isEmpty();
    }

    private boolean brokeUnderConcurrency() {
        return exceptionCount() > 0 || silentCorruptions() > 0 || hungThreads > 0 || !stillWorksAfterwards();
    }

    /**
     * The failure's one-line reason, as the reports show it beside the test: {@code Thread-safety
     * check failed: } and the overview of the counts, or why it did not run; empty when it passed.
     */
    public Optional<String> failureReason() {
        if (passed()) {
            return Optional.empty();
        }
        return Optional.of("Thread-safety check failed: " + notRun.orElseGet(this::overview).lines().map(String::strip)
                .filter(line -> !line.isEmpty()).findFirst().orElse(""));
    }

    /**
     * {@code Thread-safety check failed for kryo-shared · SMALL (MediaContent)}, then the counts
     * and what to do; empty when it passed.
     */
    public Optional<String> failureMessage() {
        if (passed()) {
            return Optional.empty();
        }
        List<String> lines = new ArrayList<>();
        lines.add("Thread-safety check failed for " + title);
        if (notRun.isPresent()) {
            lines.add(notRun.get());
            return Optional.of(String.join("\n  ", lines));
        }
        lines.add(overview());
        if (exceptionCount() > 0) {
            lines.add(String.format(Locale.ROOT, "%-16s %s   %s", "threw", count(exceptionCount()), byType()));
        }
        if (silentCorruptions() > 0) {
            lines.add(String.format(Locale.ROOT, "%-16s %s   serialize %s, deserialize %s", "silently wrong", count(silentCorruptions()),
                    count(wrongBytes), count(wrongValues)));
        }
        if (hungThreads > 0) {
            lines.add(String.format(Locale.ROOT, "%-16s %d of %d threads never returned from the codec", "hung", hungThreads, threads));
        }
        if (afterwardsAttempted > 0) {
            lines.add(String.format(Locale.ROOT, "%-16s %s: %d of %d single-threaded round trips correct", "afterwards",
                    stillWorksAfterwards() ? "still works" : "broken", afterwardsCorrect, afterwardsAttempted));
        }
        churn.forEach(c -> lines.add(c.line()));
        if (brokeUnderConcurrency()) {
            lines.add(diagnosis);
        }
        return Optional.of(String.join("\n  ", lines));
    }

    /** What a weak verdict's summary ends with: why a pass on too few overlapping calls is no firm verdict. */
    public static final String TOO_BUSY = "the machine was too busy for a firm verdict";

    /** Whether it passed on too few overlapping calls for a firm verdict: the machine was too busy. */
    public boolean weak() {
        return passed() && notRun.isEmpty() && overlappingCalls < overlappingNeeded;
    }

    /** One line for a report entry: the verdict and the counts. */
    public String summary() {
        if (notRun.isPresent()) {
            return "not run: " + notRun.get();
        }
        String distinct = distinctPayloads == payloads ? "" : ", " + distinctPayloads + " of them distinct";
        String weak = weak()
                ? "; only " + count(overlappingCalls) + " calls overlapped another (of " + count(overlappingNeeded)
                        + " wanted): " + TOO_BUSY
                : "";
        // What a pass could see: how many calls another thread's call overlapped.
        String overlapped = passed() && !weak() ? "; " + count(overlappingCalls) + (overlappingCalls == 1 ? " call" : " calls")
                + " overlapped another" : "";
        return (passed() ? "passed" : "failed") + ": " + overview() + overlapped + "; " + payloads + (payloads == 1 ? " payload" : " payloads")
                + distinct + weak;
    }

    private String overview() {
        long failed = exceptionCount() + silentCorruptions();
        String stopped = stoppedAtTimeLimit ? " (stopped at the time limit)" : "";
        return threads + " threads on one codec instance, " + count(roundTrips) + " round trips" + stopped + ": "
                + (operations == 0 ? "none finished"
                : failed == 0 ? "all " + count(operations) + " operations correct"
                : count(failed) + " of " + count(operations) + " operations failed");
    }

    private String byType() {
        List<String> parts = new ArrayList<>();
        long others = 0;
        int shown = 0;
        for (Map.Entry<String, Long> entry : exceptions.entrySet()) {
            if (shown++ < 5) {
                parts.add(simpleName(entry.getKey()) + " " + count(entry.getValue()));
            } else {
                others += entry.getValue();
            }
        }
        if (others > 0) {
            parts.add((exceptions.size() - 5) + " other types " + count(others));
        }
        return String.join(", ", parts);
    }

    private static String simpleName(String className) {
        return className.substring(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
    }

    static String count(long value) {
        return Numbers.grouped(value);
    }
}
