package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineKey;
import dev.serguard.budget.Verdict;
import dev.serguard.baseline.StoredBaseline;
import dev.serguard.baseline.Thresholds;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The baseline side of one test method's invocations: in record mode, keeps each result's figures
 * for the baseline file; otherwise compares each result with the baseline, publishes what is
 * worth knowing (improvements, figures not in the baseline) as report entries, announces each
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
    Optional<String> check(SerializationResult<?> result, Supplier<? extends SerializationResult<?>> again, ExtensionContext context,
                           RunReport report) {
        if (run.recording()) {
            run.record(testClass, test, BaselineEntry.of(test, result));
            context.publishReportEntry("serguard.baseline", "recorded for " + run.file(testClass));
            return Optional.empty();
        }
        StoredBaseline stored = run.stored(testClass);
        if (stored instanceof StoredBaseline.Missing) {
            return Optional.empty();    // said once, for the test method
        }
        if (stored instanceof StoredBaseline.Unreadable) {
            // Failing, not skipping: a baseline broken by a merge would otherwise stop guarding without anyone noticing.
            return Optional.of("Baseline unreadable for " + result.title() + "\n  " + stored.message());
        }
        StoredBaseline.Found found = (StoredBaseline.Found) stored;
        BaselineKey here = run.key();
        String source = found.file().toString();
        List<Verdict> verdicts = BaselineComparison.compare(result, test, found.baseline(), here, source, thresholds);
        if (BaselineComparison.needsConfirmation(verdicts)) {
            SerializationResult<?> second = again.get();
            if (second.passed()) {
                verdicts = BaselineComparison.confirm(verdicts,
                        BaselineComparison.compare(second, test, found.baseline(), here, source, thresholds));
            }
        }
        run.compared(result, verdicts);
        for (Verdict verdict : verdicts) {
            if (verdict.warning() || verdict.outcome() == Verdict.Outcome.NOT_COMPARED) {
                WithheldVerdicts.announce(context, report, result, verdict);
            } else if (verdict.outcome() == Verdict.Outcome.IMPROVED) {
                context.publishReportEntry("serguard.baseline.improved", verdict.line());
                run.note("Improved on the baseline, " + result.title() + ": " + verdict.compactLine());
            }
        }
        verdicts.stream().filter(verdict -> verdict.outcome() == Verdict.Outcome.NOT_COMPARED).findFirst().ifPresent(verdict -> {
            List<BaselineKey> recorded = found.baseline().keys(test, result.codec(), result.payload().label(), verdict.metric());
            run.noteKeyMismatch(testClass, "Times and allocation of " + testClass.getSimpleName() + " not compared with the baseline " + found.file()
                    + ": " + BaselineComparison.notComparedBecause(recorded, here, true) + "; sizes are compared.");
        });
        if (verdicts.stream().anyMatch(verdict -> verdict.outcome() == Verdict.Outcome.NOT_IN_BASELINE)) {
            String note = result.title() + " is not in the baseline " + found.file() + " (or not all its figures): record it anew to compare it.";
            run.note(note);
            context.publishReportEntry("serguard.baseline", note);
        }
        return BaselineComparison.failureMessage(result, verdicts);
    }
}
