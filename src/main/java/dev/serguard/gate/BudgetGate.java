package dev.serguard.gate;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Budgets;
import dev.serguard.budget.Verdict;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What one invocation's budgets decide: the failures (times apart from the rest, for fresh JVMs
 * to confirm), the times over their budget but not clearly, and the verdicts withheld.
 */
@API(status = INTERNAL, since = "0.3")
public final class BudgetGate {

    private BudgetGate() {
    }

    /**
     * Judges the budgets' {@code verdicts} on {@code result}; {@code timesJudged} where the mode
     * judges times (quick, full): a time over its budget but not clearly is then for fresh JVMs
     * to decide, where there are any (a fresh JVM for its parent is one of them), else withheld.
     */
    public static Judged judge(SerializationResult<?> result, List<Verdict> verdicts, boolean timesJudged) {
        List<Verdict> unclear = timesJudged ? verdicts.stream().filter(v -> v.outcome() == Verdict.Status.NOT_CLEARLY_OVER).toList() : List.of();
        List<Verdict> withheld = verdicts.stream().filter(Verdict::warning).filter(v -> !unclear.contains(v)).toList();
        List<GateFailure> failures = new ArrayList<>(GateFailure.split(judged -> Budgets.failureMessage(result, judged), verdicts));
        if (!unclear.isEmpty()) {
            failures.add(GateFailure.undecided(GateFailure.messageOf("Serialization budget exceeded for " + result.title()
                    + ", over the budget in this JVM but not clearly", unclear), GateFailure.Doubt.NOT_CLEARLY_OVER_BUDGET, unclear, unclear));
        }
        return new Judged(failures, withheld, List.of());
    }
}
