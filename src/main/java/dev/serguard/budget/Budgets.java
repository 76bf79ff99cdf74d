package dev.serguard.budget;

import dev.serguard.SerializationResult;
import org.apiguardian.api.API;

import java.util.ArrayList;
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
     * As {@link #judge}, but a timed budget that fails is judged once more on a fresh measurement
     * and fails only if it fails again, as "in two measurements": a neighbour's burst of work can
     * spoil one measurement, not two. {@code measureAgain} measures the named codecs on the
     * result's payload together (the result's codec first, then the one a relative budget
     * compares it with) and returns their results in that order.
     *
     * <pre>{@code
     * List<Verdict> verdicts = Budgets.judgeConfirmed(budgets, result, sameRun,
     *         names -> Serguard.compare(codecsNamed(names), payload, settings, check));
     * }</pre>
     */
    public static List<Verdict> judgeConfirmed(List<? extends Budget> budgets, SerializationResult<?> result,
                                               Function<String, Optional<? extends SerializationResult<?>>> sameRun,
                                               Function<List<String>, List<? extends SerializationResult<?>>> measureAgain) {
        List<Verdict> verdicts = new ArrayList<>();
        for (Budget budget : budgets) {
            if (!budget.appliesTo(result)) {
                continue;
            }
            Verdict verdict = budget.judge(result, sameRun);
            if (verdict.failed() && budget.metric().timed()) {
                List<String> together = new ArrayList<>(List.of(result.codec()));
                if (budget instanceof Budget.Relative relative && !relative.than().equals(result.codec())) {
                    together.add(relative.than());
                }
                List<? extends SerializationResult<?>> again = measureAgain.apply(together);
                Verdict second = budget.judge(again.get(0), name -> again.stream().filter(r -> r.codec().equals(name)).findFirst());
                verdict = second.failed() ? second.inTwoMeasurements() : second;
            }
            verdicts.add(verdict);
        }
        return verdicts;
    }

    /**
     * {@code Serialization budget exceeded for kryo · LARGE (Order)} and a line per failed
     * budget; empty when none failed.
     */
    public static Optional<String> failureMessage(SerializationResult<?> result, List<Verdict> verdicts) {
        return VerdictFormat.failureMessage("Serialization budget exceeded for", result.title(), verdicts);
    }
}
