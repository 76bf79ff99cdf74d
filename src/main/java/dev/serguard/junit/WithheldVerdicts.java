package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Budget;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.report.WithheldVerdict;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.ArrayList;
import java.util.List;

/**
 * Announces a verdict withheld (a budget or a baseline verdict that did not fail because the
 * data could not carry one) everywhere a build shows it: as the {@code serguard.warning} report
 * entry (IDEs show it; Surefire's XML does not), as one line on the test's standard output
 * ({@code Verdict withheld for kryo · SMALL (Order) in OrderTests.orders: …}, which Surefire
 * keeps in the test case's {@code <system-out>} and the console shows), and to the run's report,
 * which lists it in the console summary, {@code report.html} and {@code results.json}.
 */
final class WithheldVerdicts {

    private WithheldVerdicts() {
    }

    /** A verdict withheld and the metric it judged. */
    record Withheld(Metric metric, String line) {
    }

    /**
     * The budget verdicts withheld, each with its budget's metric: {@code verdicts} are those of
     * the {@code applied} budgets, in their order (as {@code Budgets.judge} gives them).
     */
    static List<Withheld> ofBudgets(List<Budget> applied, List<Verdict> verdicts) {
        if (applied.size() != verdicts.size()) {
            throw new IllegalArgumentException(applied.size() + " budgets but " + verdicts.size() + " verdicts");
        }
        List<Withheld> withheld = new ArrayList<>();
        for (int i = 0; i < verdicts.size(); i++) {
            if (verdicts.get(i).warning()) {
                withheld.add(new Withheld(metric(applied.get(i)), verdicts.get(i).line()));
            }
        }
        return withheld;
    }

    private static Metric metric(Budget budget) {
        return budget instanceof Budget.Limit limit ? limit.metric() : ((Budget.Relative) budget).metric();
    }

    static void announce(ExtensionContext context, RunReport report, SerializationResult<?> result, Metric metric, String line) {
        context.publishReportEntry("serguard.warning", line);
        // The class the test runs in (a subclass may inherit the method), as budgets name where they were declared.
        String test = context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName();
        WithheldVerdict withheld = new WithheldVerdict(test, result, metric, line);
        // Printed on the test's own thread, while it runs: that is how Surefire knows whose output it is.
        System.out.println(withheld.announcement());
        report.withheld(withheld);
    }
}
