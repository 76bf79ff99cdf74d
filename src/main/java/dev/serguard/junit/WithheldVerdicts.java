package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.report.WithheldVerdict;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;


/**
 * Announces a verdict withheld (a budget or a baseline verdict that did not fail because the
 * data could not carry one) everywhere a build shows it: as the {@code serguard.warning} report
 * entry (IDEs show it; Surefire's XML only where {@code serguard.printReportEntries} prints it),
 * as one line on the test's standard output
 * ({@code Verdict withheld for kryo · SMALL (Order) in OrderTests.orders: …}, which Surefire
 * keeps in the test case's {@code <system-out>} and the console shows), and to the run's report,
 * which lists it in the console summary, {@code report.html} and {@code results.json}.
 */
final class WithheldVerdicts {

    private WithheldVerdicts() {
    }

    /** Announces each of {@code verdicts}, verdicts withheld on {@code result}. */
    static void announce(ExtensionContext context, RunReport report, SerializationResult<?> result, List<Verdict> verdicts) {
        verdicts.forEach(verdict -> announce(context, report, result, verdict));
    }

    /** Announces {@code verdict}, a verdict withheld on {@code result}. */
    static void announce(ExtensionContext context, RunReport report, SerializationResult<?> result, Verdict verdict) {
        ReportEntries.publish(context, ReportEntries.WARNING, verdict.line());
        RunReport.Test test = RunReport.test(context);
        WithheldVerdict withheld = new WithheldVerdict(test.name(), result, verdict);
        // Printed on the test's own thread, while it runs: that is how Surefire knows whose output it is.
        System.out.println(withheld.announcement());
        report.withheld(test.testClass(), withheld);
    }
}
