package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.gate.BudgetGate;
import org.apiguardian.api.API;

import java.util.List;

/**
 * Breaks the adapter's rules of {@code ArchitectureTests}: a class of the JUnit adapter that reads a
 * verdict's outcome to decide, and judges budgets itself instead of leaving it to the invocation
 * pipeline. Never used by serguard's own code.
 */
@API(status = API.Status.INTERNAL)
public final class DecidesInTheAdapter {

    private DecidesInTheAdapter() {
    }

    static boolean fails(Verdict verdict) {
        return verdict.outcome() == Verdict.Status.FAILED;
    }

    static boolean failsBudgets(SerializationResult<?> result, List<Verdict> verdicts) {
        return !BudgetGate.judge(result, verdicts, true).failures().isEmpty();
    }
}
