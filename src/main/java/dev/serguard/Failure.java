package dev.serguard;

import dev.serguard.check.Difference;

import java.util.Objects;
import java.util.Optional;

/**
 * Why a codec failed a payload: its round trip came back different, it threw, or it ran past
 * the time limit.
 *
 * @param kind       which of these
 * @param stage      what was running: {@code serialize}, {@code deserialize}, {@code round trip}, …
 * @param detail     the field-path difference, the exception, or the limit, as one line
 * @param difference for a round-trip failure, the first difference
 * @param cause      for a codec that threw, what it threw
 */
public record Failure(Kind kind, String stage, String detail, Optional<Difference> difference, Optional<Throwable> cause) {

    /** The kinds of failure. */
    public enum Kind {
        /** What came back differs from what was written. */
        ROUND_TRIP_MISMATCH,
        /** The codec threw. */
        THREW,
        /** The codec did not finish within the time limit. */
        TIMED_OUT
    }

    public Failure {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(stage, "stage");
        Objects.requireNonNull(detail, "detail");
        Objects.requireNonNull(difference, "difference");
        Objects.requireNonNull(cause, "cause");
    }

    static Failure mismatch(Difference difference) {
        return new Failure(Kind.ROUND_TRIP_MISMATCH, "round trip", difference.toString(), Optional.of(difference), Optional.empty());
    }

    static Failure threw(String stage, Throwable cause) {
        return new Failure(Kind.THREW, stage, cause.toString(), Optional.empty(), Optional.of(cause));
    }

    static Failure timedOut(String stage, long limitMillis) {
        return new Failure(Kind.TIMED_OUT, stage, "no result after " + limitMillis + " ms", Optional.empty(), Optional.empty());
    }
}
