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

    /**
     * The method's annotation, else the nearest class's (enclosing classes of a {@code @Nested} one
     * included), else the defaults; off by default on an {@link EveryFormat} test, a comparison of
     * formats whose own codecs are thread-safe by construction, at the cost per codec and size
     * of the shootout's.
     */
    static ThreadSafetyPolicy read(TestDeclarations declared) {
        Optional<TestDeclarations.Found<ThreadSafetyCheck>> found = declared.find(ThreadSafetyCheck.class);
        if (found.isEmpty()) {
            return declared.find(EveryFormat.class).isPresent()
                    ? ThreadSafetyPolicy.off("@EveryFormat checks thread safety only where @ThreadSafetyCheck asks for it")
                    : ThreadSafetyPolicy.DEFAULT;
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
