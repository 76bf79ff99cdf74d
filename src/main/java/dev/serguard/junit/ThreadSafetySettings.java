package dev.serguard.junit;

import dev.serguard.check.ComparisonOptions;
import dev.serguard.check.ThreadSafety;
import dev.serguard.check.ThreadSafetyReport;
import dev.serguard.codec.Codec;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PayloadFactory;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The thread-safety check of one {@link SerializationTest} method: its {@link ThreadSafetyCheck}
 * read and validated once, then run per codec × payload.
 *
 * @param enabled    whether it runs at all
 * @param threads    threads sharing the codec, if set
 * @param iterations most round trips per thread, if set
 */
record ThreadSafetySettings(boolean enabled, OptionalInt threads, OptionalInt iterations) {

    // Distinct payloads, one per thread at most: enough for a thread that gets another's value to show.
    private static final int MAX_PAYLOADS = 8;
    private static final Duration EXPLICIT_ITERATIONS_LIMIT = Duration.ofSeconds(30);
    private static final Duration QUICK_TIME_LIMIT = Duration.ofMillis(500);
    private static final Duration FULL_TIME_LIMIT = Duration.ofSeconds(2);

    /** The method's annotation, else the nearest class's (enclosing classes of a {@code @Nested} one included), else the defaults. */
    static ThreadSafetySettings read(TestDeclarations declared) {
        Optional<TestDeclarations.Found<ThreadSafetyCheck>> found = declared.find(ThreadSafetyCheck.class);
        if (found.isEmpty()) {
            return new ThreadSafetySettings(true, OptionalInt.empty(), OptionalInt.empty());
        }
        ThreadSafetyCheck a = found.get().annotation();
        String where = declared.at(found.get());
        if (a.threads() != -1 && a.threads() < 2) {
            throw misconfigured(where, "threads", a.threads(), "use 2 or more, or leave it out for at least 8 and at least as many as cores");
        }
        if (a.iterations() != -1 && a.iterations() < 1) {
            throw misconfigured(where, "iterations", a.iterations(), "use 1 or more, or leave it out for the default");
        }
        return new ThreadSafetySettings(a.enabled(), a.threads() == -1 ? OptionalInt.empty() : OptionalInt.of(a.threads()),
                a.iterations() == -1 ? OptionalInt.empty() : OptionalInt.of(a.iterations()));
    }

    private static ExtensionConfigurationException misconfigured(String where, String attribute, int value, String fix) {
        return new ExtensionConfigurationException("@ThreadSafetyCheck on " + where + " has " + attribute + " = " + value + ": " + fix + ".");
    }

    /**
     * What the check found for {@code codec} on variants of {@code payload}, as a report-entry
     * line and, when it ran, the report; not run when disabled or when the codec says it is not
     * thread-safe.
     */
    <T> Outcome check(Codec<T> codec, Payload<T> payload, PayloadFactory<T> factory, long seed, SerguardConfiguration.Mode mode,
                      ComparisonOptions comparison) {
        if (!enabled) {
            return new Outcome("not checked: @ThreadSafetyCheck(enabled = false)", Optional.empty());
        }
        if (!codec.threadSafe()) {
            return new Outcome("not checked: the codec says it is not thread-safe", Optional.empty());
        }
        boolean full = mode == SerguardConfiguration.Mode.FULL;
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
        return new Outcome(report.summary(), Optional.of(report));
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
    record Outcome(String summary, Optional<ThreadSafetyReport> report) {
    }
}
