package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineFile;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.Recording;
import dev.serguard.baseline.Thresholds;
import dev.serguard.budget.Verdict;
import dev.serguard.fork.RecordingJvms;
import dev.serguard.fork.Role;
import dev.serguard.gate.BaselineFinding;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;
import java.util.function.Supplier;

/**
 * The baseline side of one test method's invocations, adapted to JUnit: in record mode, hands
 * each result to the run's {@link BaselineRun}, merged with what fresh JVMs measured of the same
 * invocation (in a child that measures for its parent, hands its figures to the parent instead),
 * and says what it recorded; otherwise has the run compare it. The pipeline judges what it finds
 * ({@link BaselineFinding}).
 */
final class BaselineCheck {

    private final BaselineRun run;
    private final Class<?> testClass;
    private final String test;
    private final Thresholds thresholds;
    private final Role role;


    /** In a child that measures for its parent: hands over what it read of each time ({@link ReportEntries#READING}), passed or not. */
    static void handOverReadings(ExtensionContext context, List<Verdict> verdicts) {
        verdicts.stream().filter(v -> v.metric().timed()).forEach(v -> context.publishReportEntry(ReportEntries.READING, v.compactLine()));
    }

    /** @param role where a JVM only measures for its parent: record nothing, hand the figures over */
    BaselineCheck(BaselineRun run, Class<?> testClass, String test, Thresholds thresholds, Role role) {
        this.run = run;
        this.testClass = testClass;
        this.test = test;
        this.thresholds = thresholds;
        this.role = role;
    }

    /**
     * What the baseline side found of {@code result}, which passed its round trip: its comparison
     * with the baseline; in record mode, what was recorded of it. {@code again} measures the
     * same codec and payload once more, to confirm a time or an allocation that looks regressed.
     */
    BaselineFinding check(SerializationResult<?> result, Supplier<? extends SerializationResult<?>> again,
                          RecordingJvms.Recorder freshJvms, ExtensionContext context) {
        if (run.recording() && role.measuresOnly()) {
            BaselineEntry.of(test, result).forEach(entry -> context.publishReportEntry(ReportEntries.BASELINE_FIGURE, BaselineFile.entryLine(entry)));
            return BaselineFinding.NONE;
        }
        if (run.recording()) {
            List<BaselineEntry> own = BaselineEntry.of(test, result);
            // More fresh JVMs while too few ran at the fastest speed, or while a figure is not yet one to judge by.
            RecordingJvms.Recorded fresh = freshJvms.record(Recording.enough(run, own));
            Recording.Recorded recorded = Recording.record(run, testClass, test, result, own, fresh.jvms(), fresh.problems());
            ReportEntries.publish(context, ReportEntries.BASELINE, recorded.line());
            System.out.println("serguard record: " + result.title() + ", " + recorded.line());
            return new BaselineFinding.Recorded(recorded);
        }
        return new BaselineFinding.Compared(run.check(testClass, test, result, again, thresholds));
    }
}
