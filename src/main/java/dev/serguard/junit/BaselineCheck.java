package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.Thresholds;
import dev.serguard.budget.Verdict;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.Optional;
import java.util.function.Supplier;

/**
 * The baseline side of one test method's invocations, adapted to JUnit: in record mode, hands
 * each result to the run's {@link BaselineRun}; otherwise has the run compare it, publishes what
 * is worth knowing (improvements, figures not in the baseline) as report entries, announces each
 * verdict withheld ({@link WithheldVerdicts}: a warning, or a figure recorded only under another
 * JDK, garbage collector or mode) and returns the regression's message.
 */
final class BaselineCheck {

    private final BaselineRun run;
    private final Class<?> testClass;
    private final String test;
    private final Thresholds thresholds;

    BaselineCheck(BaselineRun run, Class<?> testClass, String test, Thresholds thresholds) {
        this.run = run;
        this.testClass = testClass;
        this.test = test;
        this.thresholds = thresholds;
    }

    /**
     * The regression message for {@code result}, which passed its round trip; empty when there is
     * none or in record mode. {@code again} measures the same codec and payload once more, to
     * confirm a time or an allocation that looks regressed.
     */
    Optional<GateFailure> check(SerializationResult<?> result, Supplier<? extends SerializationResult<?>> again, ExtensionContext context,
                           RunReport report) {
        if (run.recording()) {
            run.record(testClass, test, result);
            context.publishReportEntry("serguard.baseline", "recorded for " + run.file(testClass));
            return Optional.empty();
        }
        BaselineRun.Checked checked = run.check(testClass, test, result, again, thresholds);
        for (Verdict verdict : checked.verdicts()) {
            if (verdict.warning() || verdict.outcome() == Verdict.Outcome.NOT_COMPARED) {
                WithheldVerdicts.announce(context, report, result, verdict);
            } else if (verdict.outcome() == Verdict.Outcome.IMPROVED) {
                context.publishReportEntry("serguard.baseline.improved", verdict.line());
            }
        }
        checked.notInBaseline().ifPresent(note -> context.publishReportEntry("serguard.baseline", note));
        return checked.failure().map(message -> GateFailure.of(message, checked.verdicts()));
    }
}
