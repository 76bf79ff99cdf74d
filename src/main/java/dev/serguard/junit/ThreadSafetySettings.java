package dev.serguard.junit;

import dev.serguard.check.ThreadSafetyPolicy;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads the {@link ThreadSafetyCheck} of one {@link SerializationTest} method, validated once,
 * into the {@link ThreadSafetyPolicy} that runs it per codec × payload.
 */
final class ThreadSafetySettings {

    private ThreadSafetySettings() {
    }

    /** The method's annotation, else the nearest class's (enclosing classes of a {@code @Nested} one included), else the defaults. */
    static ThreadSafetyPolicy read(TestDeclarations declared) {
        Optional<TestDeclarations.Found<ThreadSafetyCheck>> found = declared.find(ThreadSafetyCheck.class);
        if (found.isEmpty()) {
            return ThreadSafetyPolicy.DEFAULT;
        }
        ThreadSafetyCheck a = found.get().annotation();
        String where = declared.at(found.get());
        if (a.threads() != -1 && a.threads() < 2) {
            throw misconfigured(where, "threads", a.threads(), "use 2 or more, or leave it out for at least 8 and at least as many as cores");
        }
        if (a.iterations() != -1 && a.iterations() < 1) {
            throw misconfigured(where, "iterations", a.iterations(), "use 1 or more, or leave it out for the default");
        }
        return new ThreadSafetyPolicy(a.enabled(), a.threads() == -1 ? OptionalInt.empty() : OptionalInt.of(a.threads()),
                a.iterations() == -1 ? OptionalInt.empty() : OptionalInt.of(a.iterations()));
    }

    private static ExtensionConfigurationException misconfigured(String where, String attribute, int value, String fix) {
        return Misconfigured.attribute("@ThreadSafetyCheck", where, attribute, value, fix);
    }
}
