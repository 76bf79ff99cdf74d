package dev.serguard.check;

import dev.serguard.internal.Numbers;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * What the thread-safety check found for one codec: how its operations fared while several
 * threads shared one instance, whether it still worked on one thread afterwards, and whether it
 * built a new {@code Kryo} or {@code ObjectMapper} per operation. Immutable.
 *
 * <pre>{@code
 * ThreadSafetyReport report = ThreadSafety.of(codec).check(payloads);
 * report.failureMessage().ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 *
 * @param title               {@code kryo-shared · SMALL (MediaContent)}: codec, payload, model
 * @param threads             how many threads shared the instance
 * @param payloads            how many payloads took part (those that round-trip on one thread)
 * @param distinctPayloads    how many of them serialize differently; with one, a thread that gets
 *                            another thread's value goes unseen
 * @param roundTrips          round trips made by the threads
 * @param operations          serialize and deserialize calls made by the threads
 * @param overlappingCalls    of those, the calls made while another thread was inside the codec too:
 *                            what the verdict rests on
 * @param overlappingNeeded   how many should have: a pass with fewer says so in its {@link #summary()};
 *                            0 when the iterations were asked for
 * @param exceptions          what the calls threw, by exception class name, most frequent first
 * @param wrongBytes          serialize calls whose bytes, read back on one thread afterwards, are not the
 *                            payload (bytes that differ but read back right, as a codec writing the time
 *                            writes, are right); past 256 distinct ones per thread, those of a sample
 * @param wrongValues         deserialize calls that returned another value, without throwing
 * @param stoppedAtTimeLimit  whether the time limit ended the round trips early
 * @param hungThreads         threads still inside the codec long after the time limit
 * @param afterwardsCorrect   single-threaded round trips that were correct after the threads finished
 * @param afterwardsAttempted single-threaded round trips tried then; 0 when threads hung
 * @param churn               objects built per operation, over the threshold of a pool refilling
 * @param notRun              why nothing could be checked: no payload round-trips on one thread
 * @param firstException      the first exception seen, as the cause of a failure
 * @param diagnosis           what to do about a failure under concurrency
 */
public record ThreadSafetyReport(String title, int threads, int payloads, int distinctPayloads, long roundTrips, long operations,
                                 long overlappingCalls, long overlappingNeeded, Map<String, Long> exceptions, long wrongBytes, long wrongValues, boolean stoppedAtTimeLimit,
                                 int hungThreads, int afterwardsCorrect, int afterwardsAttempted, List<InstanceChurn> churn,
                                 Optional<String> notRun, Optional<Throwable> firstException, String diagnosis) {

    public ThreadSafetyReport {
        Objects.requireNonNull(title, "title");
        exceptions = Collections.unmodifiableMap(new LinkedHashMap<>(exceptions));     // keeps the order, by count
        churn = List.copyOf(churn);
        Objects.requireNonNull(notRun, "notRun");
        Objects.requireNonNull(firstException, "firstException");
        Objects.requireNonNull(diagnosis, "diagnosis");
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

    /** One line for a report entry: the verdict and the counts. */
    public String summary() {
        if (notRun.isPresent()) {
            return "not run: " + notRun.get();
        }
        String distinct = distinctPayloads == payloads ? "" : ", " + distinctPayloads + " of them distinct";
        String weak = passed() && overlappingCalls < overlappingNeeded
                ? "; only " + count(overlappingCalls) + " calls overlapped another (of " + count(overlappingNeeded)
                        + " wanted): the machine was too busy for a firm verdict"
                : "";
        return (passed() ? "passed" : "failed") + ": " + overview() + "; " + payloads + (payloads == 1 ? " payload" : " payloads") + distinct
                + weak;
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
