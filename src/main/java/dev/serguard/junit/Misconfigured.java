package dev.serguard.junit;

import dev.serguard.internal.SettingException;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Every misconfiguration message of the extension, worded in one place, as AssertJ's
 * {@code Should*} factories own theirs: what is wrong (an annotation's attribute and where it is
 * declared, a configuration parameter, or a declaration of the test), the bad value, and the fix,
 * in one sentence that ends with a full stop. JUnit reports it as the test's (or the container's)
 * configuration error.
 */
final class Misconfigured {

    private Misconfigured() {
    }

    /** {@code @SizeBudget on OrderTests.orders has maxBytes = -5: set a limit of 0 or more.} */
    static ExtensionConfigurationException attribute(String annotation, String where, String attribute, Object value, String fix) {
        return attribute(annotation, where, attribute, value, "", fix);
    }

    /**
     * {@code @Forked on OrderTests.orders has maxHeap = "lots", which is no heap size: give one as -Xmx takes it.}:
     * as above, with what is wrong with the value.
     */
    static ExtensionConfigurationException attribute(String annotation, String where, String attribute, Object value, String problem,
                                                     String fix) {
        return new ExtensionConfigurationException(annotation + " on " + where + " has " + attribute + " = " + value
                + (problem.isEmpty() ? "" : ", " + problem) + ": " + fix + ".");
    }

    /** {@code serguard.sizes = "HUGE" has "HUGE", which is no payload size: name one of SMALL, MEDIUM, LARGE.} */
    static ExtensionConfigurationException setting(String key, String value, String problem, String fix) {
        return of(new SettingException(key, value, problem, fix));
    }

    /** A setting serguard could not take, as JUnit's configuration error: its message, its cause. */
    static ExtensionConfigurationException of(SettingException e) {
        return new ExtensionConfigurationException(e.getMessage(), e.getCause());
    }

    /**
     * {@code The codec source codecs() of OrderTests.orders threw IllegalStateException: no mapper.}:
     * a method of the test that threw {@code cause} ({@code when}: {@code " for SMALL"}, or empty), chained to it.
     */
    static ExtensionConfigurationException threw(String subject, Throwable cause, String when) {
        return new ExtensionConfigurationException(subject + " threw " + cause.getClass().getSimpleName() + when
                + (cause.getMessage() == null ? "." : ": " + cause.getMessage()), cause);
    }

    /**
     * {@code The codec source codecs() of OrderTests.orders was still running after 30 s, at …: make it return, or raise serguard.callTimeout.}:
     * a method of the test that did not return within {@code limit} ({@code when}: {@code " for SMALL"}, or empty; {@code where}:
     * {@code ", at com.example.Codecs.make(Codecs.java:12)"}, or empty).
     */
    static ExtensionConfigurationException stillRunning(String subject, String when, String limit, String where) {
        return declaration(subject, " was still running" + when + " after " + limit + where, "make it return, or raise "
                + Settings.CALL_TIMEOUT.key());
    }

    /** {@code @SerializationTest on OrderTests.orders has no payloads: add a static payload(Size, Random) method.}: a declaration of the test. */
    static ExtensionConfigurationException declaration(String subject, String problem, String fix) {
        return new ExtensionConfigurationException(subject + problem + ": " + fix + ".");
    }
}
