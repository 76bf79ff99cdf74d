package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.STABLE;
import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The first place where a value read back differs from the one written.
 *
 * <pre>{@code
 * Difference difference = result.failure().flatMap(Failure::difference).orElseThrow();
 * difference.path();        // Order.items[2].price
 * difference.expected();    // 3
 * difference.actual();      // 4
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public final class Difference {

    private final String path;
    private final String expected;
    private final String actual;

    /** Built by serguard; a class, not a record, so that a component added later breaks no user. */
    @API(status = INTERNAL, since = "0.3")
    public Difference(String path, String expected, String actual) {
        this.path = Objects.requireNonNull(path, "path");
        this.expected = Objects.requireNonNull(expected, "expected");
        this.actual = Objects.requireNonNull(actual, "actual");
    }

    /** {@code MediaContent.images[1].title: expected "Javaone Keynote" but was null}. */
    @Override
    public String toString() {
        return path + ": expected " + expected + " but was " + actual;
    }

    /** where, from the root: {@code MediaContent.images[1].title} */
    public String path() {
        return path;
    }

    /** what was written there */
    public String expected() {
        return expected;
    }

    /** what came back */
    public String actual() {
        return actual;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Difference that && path.equals(that.path)
                && expected.equals(that.expected)
                && actual.equals(that.actual);
    }

    @Override
    public int hashCode() {
        return Objects.hash(path, expected, actual);
    }
}
