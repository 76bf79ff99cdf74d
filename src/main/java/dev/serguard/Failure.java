package dev.serguard;

import dev.serguard.check.Difference;
import dev.serguard.internal.Guarded;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Why a codec failed a payload: its round trip came back different, it threw, it ran past the
 * time limit, or it changed its input.
 *
 * @param kind       which of these
 * @param stage      what was running: {@code serialize}, {@code deserialize}, {@code round trip}, …
 * @param detail     the field-path difference, the exception, or the limit, as one line
 * @param difference for a round-trip failure, the first difference
 * @param cause      for a codec that threw, what it threw
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Failure(Kind kind, String stage, String detail, Optional<Difference> difference, Optional<Throwable> cause) {

    /** The kinds of failure. */
    public enum Kind {
        /** What came back differs from what was written. */
        ROUND_TRIP_MISMATCH,
        /** The codec threw. */
        THREW,
        /** The codec did not finish within the time limit. */
        TIMED_OUT,
        /** {@code serialize} changed the value it was given. */
        MODIFIED_INPUT,
        /**
         * The child JVM of a forked invocation ended before its work did: {@code System.exit}, an
         * exhausted heap, a crash, or its time limit.
         */
        JVM_ENDED
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

    static Failure timedOut(String stage, Duration limit, String where) {
        return new Failure(Kind.TIMED_OUT, stage, "no result after " + Guarded.describe(limit) + (where.isEmpty() ? "" : ", " + where)
                + "; its thread is left running, as the JDK cannot stop it", Optional.empty(), Optional.empty());
    }

    static Failure modifiedInput(Difference difference) {
        return new Failure(Kind.MODIFIED_INPUT, "serialize", "serialize changed the value it was given: " + difference
                + " (compared with a fresh copy of the payload; a codec must not change what it writes)", Optional.of(difference), Optional.empty());
    }
}
