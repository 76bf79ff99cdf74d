package dev.serguard.budget;

import dev.serguard.SerializationResult;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Judges a result against every budget that applies to its codec and words the failure.
 *
 * <pre>{@code
 * List<Verdict> verdicts = Budgets.judge(budgets, result, sameRun);
 * Budgets.failureMessage(result, verdicts).ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
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
