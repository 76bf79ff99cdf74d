package dev.serguard.check;

import dev.serguard.codec.Codec;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PayloadFactory;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How the thread-safety check of a declared test runs: how many threads, how many round trips,
 * and within what time, per mode. The time policy lives here, apart from how a test declares it.
 *
 * <pre>{@code
 * ThreadSafetyPolicy.Summary outcome = ThreadSafetyPolicy.DEFAULT.check(codec, payload, factory, 42, false, ComparisonOptions.defaults());
 * System.out.println(outcome.summary());
 * }</pre>
 *
 * @param enabled    whether it runs at all
 * @param threads    threads sharing the codec, if set
 * @param iterations most round trips per thread, if set
 * @param offBecause what the report entry says where it does not run ({@code "not checked: "} and this)
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record ThreadSafetyPolicy(boolean enabled, OptionalInt threads, OptionalInt iterations, String offBecause) {

    /** Enabled, threads and round trips left to the check. */
    public static final ThreadSafetyPolicy DEFAULT = new ThreadSafetyPolicy(true, OptionalInt.empty(), OptionalInt.empty());

    // Distinct payloads, one per thread at most: enough for a thread that gets another's value to show.
    private static final int MAX_PAYLOADS = 8;
    private static final Duration EXPLICIT_ITERATIONS_LIMIT = Duration.ofSeconds(30);
    private static final Duration QUICK_TIME_LIMIT = Duration.ofMillis(500);
    private static final Duration FULL_TIME_LIMIT = Duration.ofSeconds(2);

    public ThreadSafetyPolicy {
        Objects.requireNonNull(threads, "threads");
        Objects.requireNonNull(iterations, "iterations");
        Objects.requireNonNull(offBecause, "offBecause");
    }

    /** A policy as {@code @ThreadSafetyCheck} sets it: where disabled, the entry names that annotation. */
    public ThreadSafetyPolicy(boolean enabled, OptionalInt threads, OptionalInt iterations) {
        this(enabled, threads, iterations, "@ThreadSafetyCheck(enabled = false)");
    }

    /** Not run, the report entry saying {@code "not checked: "} and {@code because}. */
    public static ThreadSafetyPolicy off(String because) {
        return new ThreadSafetyPolicy(false, OptionalInt.empty(), OptionalInt.empty(), because);
    }

    /**
     * What the check found for {@code codec} on variants of {@code payload}, as a report-entry
     * line and, when it ran, the report; not run when disabled or when the codec says it is not
     * thread-safe. {@code full}: full mode, which runs the check longer.
     */
    public <T> Summary check(Codec<T> codec, Payload<T> payload, PayloadFactory<T> factory, long seed, boolean full,
                             ComparisonOptions comparison) {
        if (!enabled) {
            return new Summary("not checked: " + offBecause, Optional.empty());
        }
        if (!codec.threadSafe()) {
            return new Summary("not checked: the codec says it is not thread-safe", Optional.empty());
        }
        // Iterations asked for are all made, within a cap; by default the check ends once enough
        // calls overlapped, or at the mode's time limit.
        ThreadSafety<T> check = iterations.isPresent()
                ? ThreadSafety.of(codec).withTimeLimit(EXPLICIT_ITERATIONS_LIMIT).withIterations(iterations.getAsInt())
                : ThreadSafety.of(codec).withTimeLimit(full ? FULL_TIME_LIMIT : QUICK_TIME_LIMIT)
                        .withOverlappingCalls(ThreadSafety.DEFAULT_OVERLAPPING_CALLS * (full ? 10 : 1));
        check = check.withComparison(comparison);
        if (threads.isPresent()) {
            check = check.withThreads(threads.getAsInt());
        }
        ThreadSafetyReport report = check.check(variants(payload, factory, seed, Math.min(check.threads(), MAX_PAYLOADS)));
        return new Summary(report.summary(), Optional.of(report));
    }

    // The payload itself and values of the same size class from the next seeds; the factory of
    // a test may not make every one of them, which only leaves that one out.
    private static <T> List<Payload<T>> variants(Payload<T> payload, PayloadFactory<T> factory, long seed, int count) {
        List<Payload<T>> variants = new ArrayList<>(List.of(payload));
        payload.size().ifPresent(size -> {
            for (int i = 1; i < count; i++) {
                try {
                    variants.add(Payload.of(payload.model(), size, factory, seed + i));
                } catch (RuntimeException e) {
                    // left out
                }
            }
        });
        return variants;
    }

    /**
     * @param summary the {@code serguard.threadSafety} report entry
     * @param report  what the check found, when it ran
     */
    public record Summary(String summary, Optional<ThreadSafetyReport> report) {
    }
}
