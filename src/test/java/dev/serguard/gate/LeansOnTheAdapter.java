package dev.serguard.gate;

import org.apiguardian.api.API;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Breaks the gate's rule of {@code ArchitectureTests}: a class of the gate that leans on JUnit.
 * Never used by serguard's own code.
 */
@API(status = API.Status.INTERNAL)
public final class LeansOnTheAdapter {

    static final Class<?> JUNIT = ExtensionContext.class;

    private LeansOnTheAdapter() {
    }
}
