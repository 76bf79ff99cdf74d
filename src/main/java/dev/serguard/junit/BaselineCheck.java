package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineFile;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.SpeedScaling;
import dev.serguard.baseline.Thresholds;
import dev.serguard.budget.Verdict;
import dev.serguard.gate.BaselineGate;
import dev.serguard.gate.Judged;
import dev.serguard.gate.GateFailure;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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
    private final boolean forParent;


    /** In a child that measures for its parent: hands over what it read of each time ({@link ReportEntries#READING}), passed or not. */
    static void handOverReadings(ExtensionContext context, List<Verdict> verdicts) {
        verdicts.stream().filter(v -> v.metric().timed()).forEach(v -> context.publishReportEntry(ReportEntries.READING, v.compactLine()));
    }

    /** @param forParent in a child that measures for its parent: record nothing, hand the figures over */
    BaselineCheck(BaselineRun run, Class<?> testClass, String test, Thresholds thresholds, boolean forParent) {
        this.run = run;
        this.testClass = testClass;
        this.test = test;
        this.thresholds = thresholds;
        this.forParent = forParent;
    }

    /**
     * The failures of {@code result}, which passed its round trip, against its baseline: the
     * regressions, times apart from the rest, and the times in doubt for fresh JVMs; in record
     * mode, the figures that no JVM measured in a state to judge by. {@code again} measures the
     * same codec and payload once more, to confirm a time or an allocation that looks regressed.
     */
    List<GateFailure> check(SerializationResult<?> result, Supplier<? extends SerializationResult<?>> again,
                                ForkedInvocation.Recorder freshJvms, ExtensionContext context, RunReport report) {
        if (run.recording() && forParent) {
            BaselineEntry.of(test, result).forEach(entry -> context.publishReportEntry(ReportEntries.BASELINE_FIGURE, BaselineFile.entryLine(entry)));
            return List.of();
        }
        if (run.recording()) {
            List<BaselineEntry> own = BaselineEntry.of(test, result);
            double fastestElsewhere = run.fastestRecorded();
            // More fresh JVMs while too few ran at the fastest speed, or while a figure is not yet one to judge by.
            ForkedInvocation.Recorded fresh = freshJvms.record(children -> {
                List<List<BaselineEntry>> jvms = Stream.concat(Stream.of(own), children.stream()).toList();
                return atFastest(jvms, fastestElsewhere)
                        && merged(jvms).stream().allMatch(entry -> entry.untrusted().isEmpty() && entry.ratioError().isEmpty()
                                || !run.records(entry.metric()));
            });
            List<List<BaselineEntry>> jvms = new ArrayList<>(List.of(own));
            jvms.addAll(fresh.jvms());
            jvms.forEach(jvm -> BaselineEntry.referenceNanos(jvm).ifPresent(run::recordedAt));
            List<BaselineEntry> merged = merged(jvms).stream().filter(entry -> run.records(entry.metric())).toList();
            List<BaselineEntry> untrusted = merged.stream().filter(entry -> entry.untrusted().isPresent()).toList();
            // A figure not to be trusted is not written: it would switch its verdict off for good.
            run.record(testClass, test, merged.stream().filter(entry -> entry.untrusted().isEmpty()).toList());
            String recorded = "recorded for " + run.file(testClass) + (jvms.size() == 1 ? "" : ", times the median of " + jvms.size() + " JVMs"
                    + widestError(jvms).stream().mapToObj(error -> String.format(Locale.ROOT, ", known to ±%.1f %%", 100 * error))
                            .collect(Collectors.joining()))
                    + widened(merged)
                    + (untrusted.isEmpty() ? "" : ", but for " + (untrusted.size() == 1 ? "one figure" : untrusted.size() + " figures")
                    + " not to be trusted");
            ReportEntries.publish(context, ReportEntries.BASELINE, recorded);
            System.out.println("serguard record: " + result.title() + ", " + recorded);
            fresh.problems().forEach(problem -> run.note("Recorded " + result.title() + " from fewer JVMs than asked, as one could not measure it: "
                    + problem));
            leftOutForTheirSpeed(jvms).filter(count -> untrusted.isEmpty()).ifPresent(count -> run.note("Recorded the times of "
                    + result.title() + " from " + (jvms.size() - count) + " of " + jvms.size() + " JVMs: " + count + " ran serguard's"
                    + " reference workload over " + BaselineComparison.MACHINE_LIMIT + "× slower than the fastest, where a codec and the"
                    + " reference no longer slow alike"));
            return untrusted.isEmpty() ? List.of() : List.of(BaselineGate.notRecorded(result, jvms.size(), untrusted, Settings.RECORD_JVMS.key()));
        }
        BaselineRun.Checked checked = run.check(testClass, test, result, again, thresholds);
        if (forParent) {
            handOverReadings(context, checked.verdicts());
        }
        Judged judged = BaselineGate.judge(result, checked, forParent);
        WithheldVerdicts.announce(context, report, result, judged.withheld());
        judged.improved().forEach(verdict -> ReportEntries.publish(context, ReportEntries.BASELINE_IMPROVED, verdict.line()));
        checked.notInBaseline().ifPresent(note -> ReportEntries.publish(context, ReportEntries.BASELINE, note));
        return judged.failures();
    }

    // Whether the JVMs so far are enough to record at the fastest speed (any that does not know its speed: they are).
    private static boolean atFastest(List<List<BaselineEntry>> jvms, double fastestElsewhere) {
        List<OptionalDouble> speeds = jvms.stream().map(BaselineEntry::referenceNanos).toList();
        return speeds.stream().anyMatch(OptionalDouble::isEmpty)
                || SpeedScaling.enoughAtFastest(speeds.stream().mapToDouble(OptionalDouble::getAsDouble).toArray(), fastestElsewhere);
    }

    // How many JVMs' times the recording left out for their speed (BaselineEntry.atMachineSpeed), if any.
    private static Optional<Integer> leftOutForTheirSpeed(List<List<BaselineEntry>> jvms) {
        return jvms.get(0).stream().filter(entry -> entry.metric().timed()).findFirst().map(time -> acrossJvms(jvms, time))
                .map(all -> all.size() - BaselineEntry.atMachineSpeed(all).size()).filter(count -> count > 0);
    }

    // What times known less well than a threshold needs do to their comparisons: they widen the threshold (BaselineEntry.widening).
    private static String widened(List<BaselineEntry> recorded) {
        List<BaselineEntry> wide = recorded.stream().filter(entry -> entry.untrusted().isEmpty() && entry.widening() > 1).toList();
        double widest = wide.stream().mapToDouble(BaselineEntry::widening).max().orElse(1);
        return wide.isEmpty() ? "" : String.format(Locale.ROOT, ", judged with %s %.2f times as wide, as more JVMs did not know %s to ±%.1f %%",
                wide.size() == 1 ? "a threshold" : "thresholds up to", widest, wide.size() == 1 ? "one time" : wide.size() + " times",
                100 * SpeedScaling.RECORDED_ERROR);
    }

    // How far the least well known of the recorded times may lie from its codec's (BaselineEntry.ratioError).
    private OptionalDouble widestError(List<List<BaselineEntry>> jvms) {
        return jvms.get(0).stream().filter(entry -> entry.metric().timed() && run.records(entry.metric()))
                .map(entry -> BaselineEntry.ratioError(acrossJvms(jvms, entry)))
                .filter(OptionalDouble::isPresent).mapToDouble(OptionalDouble::getAsDouble).max();
    }

    // The figure that entry is, as each of the JVMs measured it.
    private static List<BaselineEntry> acrossJvms(List<List<BaselineEntry>> jvms, BaselineEntry entry) {
        return jvms.stream().flatMap(List::stream).filter(other -> other.isFor(entry.test(), entry.codec(), entry.payload(), entry.metric())).toList();
    }

    // Each figure across the JVMs that measured it, in the first JVM's order.
    private static List<BaselineEntry> merged(List<List<BaselineEntry>> jvms) {
        List<BaselineEntry> merged = new ArrayList<>();
        for (BaselineEntry entry : jvms.get(0)) {
            merged.add(BaselineEntry.across(acrossJvms(jvms, entry)));
        }
        return merged;
    }
}
