package dev.serguard;

import dev.serguard.check.Difference;
import dev.serguard.internal.Guarded;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.STABLE;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Why a codec failed a payload: its round trip came back different, it threw, it ran past the
 * time limit, or it changed its input.
 *
 * <pre>{@code
 * SerializationResult<Order> result = Serguard.check(codec, payload);
 * result.failure().ifPresent(failure -> {
 *     failure.kind();                                          // ROUND_TRIP
 *     failure.difference().map(Difference::path);              // Order.items[2].price
 * });
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public final class Failure {

    private final Kind kind;
    private final String stage;
    private final String detail;
    private final Optional<Difference> difference;
    private final Optional<Throwable> cause;

    /** Built by serguard; a class, not a record, so that a component added later breaks no user. */
    @API(status = INTERNAL, since = "0.3")
    public Failure(Kind kind, String stage, String detail, Optional<Difference> difference, Optional<Throwable> cause) {
        this.kind = Objects.requireNonNull(kind, "kind");
        this.stage = Objects.requireNonNull(stage, "stage");
        this.detail = Objects.requireNonNull(detail, "detail");
        this.difference = Objects.requireNonNull(difference, "difference");
        this.cause = Objects.requireNonNull(cause, "cause");
    }

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

    /** Which kind of failure it is. */
    public Kind kind() {
        return kind;
    }

    /** what was running: {@code serialize}, {@code deserialize}, {@code round trip}, … */
    public String stage() {
        return stage;
    }

    /** the field-path difference, the exception, or the limit, as one line */
    public String detail() {
        return detail;
    }

    /** for a round-trip failure, the first difference */
    public Optional<Difference> difference() {
        return difference;
    }

    /** for a codec that threw, what it threw */
    public Optional<Throwable> cause() {
        return cause;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Failure that && kind.equals(that.kind)
                && stage.equals(that.stage)
                && detail.equals(that.detail)
                && difference.equals(that.difference)
                && cause.equals(that.cause);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, stage, detail, difference, cause);
    }

    @Override
    public String toString() {
        return "Failure[" + "kind=" + kind + ", " + "stage=" + stage + ", " + "detail=" + detail + ", " + "difference=" + difference + ", " + "cause=" + cause + "]";
    }
}
