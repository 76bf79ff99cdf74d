package dev.serguard.gate;

import org.apiguardian.api.API;

import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * How an invocation ends, as {@link InvocationPipeline} decided it: the adapter turns it into a
 * pass, an {@code AssertionError} or an aborted test.
 */
@API(status = INTERNAL, since = "0.4")
public sealed interface InvocationEnd {

    /** Every check passed, or none that failed stood. */
    record Passed() implements InvocationEnd {
    }

    /**
     * The invocation fails.
     *
     * @param message what it fails with, the reproduction line last
     * @param cause   what the codec threw, where that is the failure's cause
     */
    record Failed(String message, Optional<Throwable> cause) implements InvocationEnd {
    }

    /**
     * A fresh JVM for its parent could not judge the baseline's times at its speed: its parent asks another one.
     *
     * @param reason why, as the parent reads it
     */
    record NotJudged(String reason) implements InvocationEnd {
    }
}
