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
import dev.serguard.gate.BaselineGate;
import dev.serguard.gate.Judged;
import dev.serguard.gate.GateFailure;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.List;
import java.util.function.Supplier;

/**
 * The baseline side of one test method's invocations, adapted to JUnit: in record mode, hands
 * each result to the run's {@link BaselineRun}, merged with what fresh JVMs measured of the same
 * invocation (in a child that measures for its parent, hands its figures to the parent instead);
 * otherwise has the run compare it, publishes what
 * is worth knowing (improvements, figures not in the baseline) as report entries, announces each
 * verdict withheld ({@link WithheldVerdicts}: a warning, or a figure recorded only under another
 * JDK, garbage collector or mode) and returns the regression's message. A time in doubt (over
 * its threshold not clearly, or not judged at this JVM's speed) is returned for fresh JVMs to
 * decide instead, with its verdicts to announce as withheld if none do.
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
     * The failures of {@code result}, which passed its round trip, against its baseline: the
     * regressions, times apart from the rest, and the times in doubt for fresh JVMs; in record
     * mode, the figures that no JVM measured in a state to judge by. {@code again} measures the
     * same codec and payload once more, to confirm a time or an allocation that looks regressed.
     */
    List<GateFailure> check(SerializationResult<?> result, Supplier<? extends SerializationResult<?>> again,
                                RecordingJvms.Recorder freshJvms, ExtensionContext context, RunReport report) {
        if (run.recording() && role.measuresOnly()) {
            BaselineEntry.of(test, result).forEach(entry -> context.publishReportEntry(ReportEntries.BASELINE_FIGURE, BaselineFile.entryLine(entry)));
            return List.of();
        }
        if (run.recording()) {
            List<BaselineEntry> own = BaselineEntry.of(test, result);
            // More fresh JVMs while too few ran at the fastest speed, or while a figure is not yet one to judge by.
            RecordingJvms.Recorded fresh = freshJvms.record(Recording.enough(run, own));
            Recording.Recorded recorded = Recording.record(run, testClass, test, result, own, fresh.jvms(), fresh.problems());
            ReportEntries.publish(context, ReportEntries.BASELINE, recorded.line());
            System.out.println("serguard record: " + result.title() + ", " + recorded.line());
            return recorded.untrusted().isEmpty() ? List.of()
                    : List.of(BaselineGate.notRecorded(result, recorded.jvms(), recorded.untrusted(), Settings.RECORD_JVMS.key()));
        }
        BaselineRun.Checked checked = run.check(testClass, test, result, again, thresholds);
        if (role.measuresOnly()) {
            handOverReadings(context, checked.verdicts());
        }
        Judged judged = BaselineGate.judge(result, checked, role.measuresOnly());
        WithheldVerdicts.announce(context, report, result, judged.withheld());
        judged.improved().forEach(verdict -> ReportEntries.publish(context, ReportEntries.BASELINE_IMPROVED, verdict.line()));
        checked.notInBaseline().ifPresent(note -> ReportEntries.publish(context, ReportEntries.BASELINE, note));
        return judged.failures();
    }
}
