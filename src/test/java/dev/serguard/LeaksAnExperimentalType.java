package dev.serguard;

import dev.serguard.gate.InvocationOutcome;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

/**
 * Breaks the STABLE-surface rule of {@code ArchitectureTests}: a STABLE type whose public method
 * hands out an EXPERIMENTAL one, inside an {@code Optional}. Never used by serguard's own code.
 */
@API(status = API.Status.STABLE)
public final class LeaksAnExperimentalType {

    private LeaksAnExperimentalType() {
    }

    public static Optional<InvocationOutcome> outcome() {
        return Optional.of(new InvocationOutcome("T.t", "c", "p", "t", List.of()));
    }
}
