package dev.serguard.junit;

import dev.serguard.internal.Misconfiguration;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

/**
 * Every misconfiguration of the extension as JUnit's configuration error: worded by
 * {@link Misconfiguration} (what is wrong, the bad value, and the fix), and reported by JUnit as
 * the test's (or the container's) configuration error.
 */
final class Misconfigured {

    private Misconfigured() {
    }

    /** {@code misconfiguration} as JUnit's configuration error: the same message and cause. */
    static ExtensionConfigurationException of(Misconfiguration misconfiguration) {
        return new ExtensionConfigurationException(misconfiguration.getMessage(), misconfiguration.getCause());
    }

    /** See {@link Misconfiguration#attribute(String, String, String, Object, String)}. */
    static ExtensionConfigurationException attribute(String annotation, String where, String attribute, Object value, String fix) {
        return of(Misconfiguration.attribute(annotation, where, attribute, value, fix));
    }

    /** See {@link Misconfiguration#attribute(String, String, String, Object, String, String)}. */
    static ExtensionConfigurationException attribute(String annotation, String where, String attribute, Object value, String problem,
                                                     String fix) {
        return of(Misconfiguration.attribute(annotation, where, attribute, value, problem, fix));
    }

    /** See {@link Misconfiguration#setting}. */
    static ExtensionConfigurationException setting(String key, String value, String problem, String fix) {
        return of(Misconfiguration.setting(key, value, problem, fix));
    }

    /** See {@link Misconfiguration#declaration}. */
    static ExtensionConfigurationException declaration(String subject, String problem, String fix) {
        return of(Misconfiguration.declaration(subject, problem, fix));
    }
}
