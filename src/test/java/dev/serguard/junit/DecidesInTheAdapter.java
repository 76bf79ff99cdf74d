package dev.serguard.junit;

import dev.serguard.budget.Verdict;
import org.apiguardian.api.API;

/**
 * Breaks the adapter's rule of {@code ArchitectureTests}: a class of the JUnit adapter that reads a
 * verdict's outcome to decide. Never used by serguard's own code.
 */
@API(status = API.Status.INTERNAL)
public final class DecidesInTheAdapter {

    private DecidesInTheAdapter() {
    }

    static boolean fails(Verdict verdict) {
        return verdict.outcome() == Verdict.Outcome.FAILED;
    }
}
