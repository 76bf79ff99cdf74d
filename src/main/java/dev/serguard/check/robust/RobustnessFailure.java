package dev.serguard.check.robust;

import org.apiguardian.api.API;

import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One corrupted input that the codec did not handle safely.
 *
 * <pre>{@code
 * failure.line();   // "truncated input (offset 17 of 92): still running after 1 s, at com.example.Wire.read(Wire.java:40)"
 * }</pre>
 *
 * @param kind       how it failed
 * @param corruption the input
 * @param what       what happened, for a message: {@code allocated 67.1 MB, over its 16.0 MB bound}
 * @param cause      the {@code Error} it threw, for {@link Kind#ERROR}
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record RobustnessFailure(Kind kind, Corruption corruption, String what, Optional<Throwable> cause) {

    public RobustnessFailure {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(corruption, "corruption");
        Objects.requireNonNull(what, "what");
        Objects.requireNonNull(cause, "cause");
    }

    /** How an input failed. */
    public enum Kind {
        /** It returned or threw, twice over its time bound. */
        SLOW,
        /** It was still running at its hang limit, and was abandoned. */
        HUNG,
        /** It returned or threw, twice over its allocation bound. */
        ALLOCATED,
        /** It was still running at its hang limit, having allocated past its allocation bound; abandoned. */
        ALLOCATING,
        /** It threw an {@code Error} the codec does not document. */
        ERROR
    }

    /** {@code <corruption>: <what>}. */
    public String line() {
        return corruption.description() + ": " + what;
    }
}
