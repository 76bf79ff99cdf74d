package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The first place where a value read back differs from the one written.
 *
 * @param path     where, from the root: {@code MediaContent.images[1].title}
 * @param expected what was written there
 * @param actual   what came back
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Difference(String path, String expected, String actual) {

    public Difference {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(actual, "actual");
    }

    /** {@code MediaContent.images[1].title: expected "Javaone Keynote" but was null}. */
    @Override
    public String toString() {
        return path + ": expected " + expected + " but was " + actual;
    }
}
