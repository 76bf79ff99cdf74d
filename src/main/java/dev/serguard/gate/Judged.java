package dev.serguard.gate;

import dev.serguard.budget.Verdict;
import org.apiguardian.api.API;

import java.util.List;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What one gate (the budgets, the baseline) decided of an invocation, before fresh JVMs are asked.
 *
 * @param failures the failures, times apart from the rest, and the times in doubt
 * @param withheld the verdicts withheld that no fresh JVM is to decide
 * @param improved the figures better than recorded (a baseline's only)
 */
@API(status = INTERNAL, since = "0.3")
public record Judged(List<GateFailure> failures, List<Verdict> withheld, List<Verdict> improved) {

    public Judged {
        failures = List.copyOf(failures);
        withheld = List.copyOf(withheld);
        improved = List.copyOf(improved);
    }
}
