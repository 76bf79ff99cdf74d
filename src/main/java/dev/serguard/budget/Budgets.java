package dev.serguard.budget;

import dev.serguard.SerializationResult;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Judges a result against every budget that applies to its codec and words the failure.
 *
 * <pre>{@code
 * List<Verdict> verdicts = Budgets.judge(budgets, result, sameRun);
 * Budgets.failureMessage(result, verdicts).ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 */
public final class Budgets {

    private Budgets() {
    }

    /** The verdict of every budget that applies to the result's codec and payload, in order. */
    public static List<Verdict> judge(List<? extends Budget> budgets, SerializationResult<?> result,
                                      Function<String, Optional<? extends SerializationResult<?>>> sameRun) {
        return budgets.stream().filter(budget -> budget.appliesTo(result))
                .map(budget -> budget.judge(result, sameRun)).toList();
    }

    /**
     * {@code Serialization budget exceeded for kryo · LARGE (Order)} and a line per failed
     * budget; empty when none failed.
     */
    public static Optional<String> failureMessage(SerializationResult<?> result, List<Verdict> verdicts) {
        return VerdictFormat.failureMessage("Serialization budget exceeded for", result.title(), verdicts);
    }
}
