package dev.serguard.internal;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A test declared or configured in a way serguard cannot run, with the message that says what to
 * fix, worded in one place, as AssertJ's {@code Should*} factories own theirs: what is wrong (an
 * annotation's attribute and where it is declared, a setting, or a declaration of the test), the
 * bad value, and the fix, in one sentence that ends with a full stop. Thrown by the code that
 * knows no test framework; an adapter turns it into its framework's own configuration error
 * with the same message and cause ({@code junit.Misconfigured}).
 */
@API(status = INTERNAL, since = "0.4")
public final class Misconfiguration extends RuntimeException {

    private Misconfiguration(String message, Throwable cause) {
        super(message, cause);
    }

    /** {@code @SizeBudget on OrderTests.orders has maxBytes = -5: set a limit of 0 or more.} */
    public static Misconfiguration attribute(String annotation, String where, String attribute, Object value, String fix) {
        return attribute(annotation, where, attribute, value, "", fix);
    }

    /**
     * {@code @Forked on OrderTests.orders has maxHeap = "lots", which is no heap size: give one as -Xmx takes it.}:
     * as above, with what is wrong with the value.
     */
    public static Misconfiguration attribute(String annotation, String where, String attribute, Object value, String problem, String fix) {
        return new Misconfiguration(annotation + " on " + where + " has " + attribute + " = " + value
                + (problem.isEmpty() ? "" : ", " + problem) + ": " + fix + ".", null);
    }

    /** {@code serguard.sizes = "HUGE" has "HUGE", which is no payload size: name one of SMALL, MEDIUM, LARGE.} */
    public static Misconfiguration setting(String key, String value, String problem, String fix) {
        return new Misconfiguration(key + " = \"" + value + "\" " + problem + ": " + fix + ".", null);
    }

    /**
     * {@code The codec source codecs() of OrderTests.orders threw IllegalStateException: no mapper.}:
     * a method of the test that threw {@code cause} ({@code when}: {@code " for SMALL"}, or empty), chained to it.
     */
    public static Misconfiguration threw(String subject, Throwable cause, String when) {
        return new Misconfiguration(subject + " threw " + cause.getClass().getSimpleName() + when
                + (cause.getMessage() == null ? "." : ": " + cause.getMessage()), cause);
    }

    /**
     * {@code The codec source codecs() of OrderTests.orders was still running after 30 s, at …: make it return, or raise serguard.callTimeout.}:
     * a method of the test that did not return within {@code limit} ({@code when}: {@code " for SMALL"}, or empty; {@code where}:
     * {@code ", at com.example.Codecs.make(Codecs.java:12)"}, or empty).
     */
    public static Misconfiguration stillRunning(String subject, String when, String limit, String where) {
        return declaration(subject, " was still running" + when + " after " + limit + where, "make it return, or raise "
                + Settings.CALL_TIMEOUT.key());
    }

    /** {@code @SerializationTest on OrderTests.orders has no payloads: add a static payload(Size, Random) method.}: a declaration of the test. */
    public static Misconfiguration declaration(String subject, String problem, String fix) {
        return new Misconfiguration(subject + problem + ": " + fix + ".", null);
    }

    /**
     * What a guarded call of a method of the test that did not return says: it {@linkplain #threw threw}, or it was
     * {@linkplain #stillRunning still running} at its limit ({@code when}: {@code " for SMALL"}, or empty).
     *
     * @throws IllegalArgumentException if {@code outcome} is a {@link Guarded.Returned}
     */
    public static Misconfiguration failed(String subject, String when, Guarded.Completion<?> outcome) {
        if (outcome instanceof Guarded.Threw<?> threw) {
            return threw(subject, threw.cause(), when);
        }
        if (outcome instanceof Guarded.TimedOut<?> timedOut) {
            return stillRunning(subject, when, Guarded.describe(timedOut.limit()), timedOut.where().isEmpty() ? "" : ", " + timedOut.where());
        }
        throw new IllegalArgumentException("the call returned: " + outcome);
    }
}
