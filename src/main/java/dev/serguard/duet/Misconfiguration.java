package dev.serguard.duet;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A duet asked for in a way it cannot run: a setting or an annotation's attribute, its bad value
 * and the fix, in one sentence that ends with a full stop. The adapter reports it as the test's
 * configuration error, with this message.
 */
@API(status = INTERNAL, since = "0.4")
public final class Misconfiguration extends IllegalArgumentException {

    private Misconfiguration(String message) {
        super(message);
    }

    /** {@code serguard.against = "x" names no library: name the library and the version to compare with, or leave it out.} */
    static Misconfiguration setting(String key, String value, String problem, String fix) {
        return new Misconfiguration(key + " = \"" + value + "\" " + problem + ": " + fix + ".");
    }

    /** {@code @ComparedWith on OrderTests.orders has factor = 0.5, which is less than 1: give how many times as slow … .} */
    static Misconfiguration attribute(String annotation, String where, String attribute, Object value, String problem, String fix) {
        return new Misconfiguration(annotation + " on " + where + " has " + attribute + " = " + value + ", " + problem + ": " + fix + ".");
    }
}
