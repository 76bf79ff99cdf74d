package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineFile;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.SpeedScaling;
import dev.serguard.baseline.Thresholds;
import dev.serguard.budget.Verdict;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.opentest4j.TestAbortedException;

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

    /** The report entry of one figure that a child measured for its parent's recording, as a line of a baseline file. */
    static final String FIGURE = "serguard.internal.baselineFigure";

    /**
     * The report entry of one time that a child judged for its parent, against the baseline or a
     * budget, passed or not: what a fresh JVM read, in its own records.
     */
    static final String READING = "serguard.internal.reading";

    /** In a child that measures for its parent: hands over what it read of each time ({@link #READING}), passed or not. */
    static void handOverReadings(ExtensionContext context, List<Verdict> verdicts) {
        verdicts.stream().filter(v -> v.metric().timed()).forEach(v -> context.publishReportEntry(READING, v.compactLine()));
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
            BaselineEntry.of(test, result).forEach(entry -> context.publishReportEntry(FIGURE, BaselineFile.entryLine(entry)));
            return List.of();
        }
        if (run.recording()) {
            List<BaselineEntry> own = BaselineEntry.of(test, result);
            double fastestElsewhere = run.fastestRecorded();
            // More fresh JVMs while too few ran at the fastest speed, or while a figure is not yet one to judge by.
            ForkedInvocation.Recorded fresh = freshJvms.record(children -> {
                List<List<BaselineEntry>> jvms = Stream.concat(Stream.of(own), children.stream()).toList();
                return atFastest(jvms, fastestElsewhere)
                        && merged(jvms).stream().allMatch(entry -> entry.untrusted().isEmpty() || !run.records(entry.metric()));
            });
            List<List<BaselineEntry>> jvms = new ArrayList<>(List.of(own));
            jvms.addAll(fresh.jvms());
            jvms.forEach(jvm -> BaselineEntry.referenceNanos(jvm).ifPresent(run::recordedAt));
            List<BaselineEntry> merged = merged(jvms).stream().filter(entry -> run.records(entry.metric())).toList();
            List<BaselineEntry> untrusted = merged.stream().filter(entry -> entry.untrusted().isPresent()).toList();
            // A figure not to be trusted is not written: it would switch its verdict off for good.
            run.record(testClass, test, merged.stream().filter(entry -> entry.untrusted().isEmpty()).toList());
            String recorded = "recorded for " + run.file(testClass) + (jvms.size() == 1 ? "" : ", times the median of " + jvms.size() + " JVMs")
                    + (untrusted.isEmpty() ? "" : ", but for " + untrusted.size() + " figures not to be trusted");
            context.publishReportEntry("serguard.baseline", recorded);
            System.out.println("serguard record: " + result.title() + ", " + recorded);
            fresh.problems().forEach(problem -> run.note("Recorded " + result.title() + " from fewer JVMs than asked, as one could not measure it: "
                    + problem));
            leftOutForTheirSpeed(jvms).filter(count -> untrusted.isEmpty()).ifPresent(count -> run.note("Recorded the times of "
                    + result.title() + " from " + (jvms.size() - count) + " of " + jvms.size() + " JVMs: " + count + " ran serguard's"
                    + " reference workload over " + BaselineComparison.MACHINE_LIMIT + "× slower than the fastest, where a codec and the"
                    + " reference no longer slow alike"));
            return untrusted.isEmpty() ? List.of() : List.of(GateFailure.of(notRecorded(result, jvms.size(), untrusted)));
        }
        BaselineRun.Checked checked = run.check(testClass, test, result, again, thresholds);
        if (forParent) {
            handOverReadings(context, checked.verdicts());
        }
        List<GateFailure> failures = failure(result, checked);
        // A verdict in doubt that fresh JVMs are to decide is announced withheld only if none do (SerializationTestInvocationContext).
        List<Verdict> inDoubt = failures.stream().flatMap(failure -> failure.withheld().stream()).toList();
        for (Verdict verdict : checked.verdicts()) {
            if ((verdict.warning() || verdict.outcome() == Verdict.Outcome.NOT_COMPARED) && !inDoubt.contains(verdict)) {
                WithheldVerdicts.announce(context, report, result, verdict);
            } else if (verdict.outcome() == Verdict.Outcome.IMPROVED) {
                context.publishReportEntry("serguard.baseline.improved", verdict.line());
            }
        }
        checked.notInBaseline().ifPresent(note -> context.publishReportEntry("serguard.baseline", note));
        return failures;
    }

    private List<GateFailure> failure(SerializationResult<?> result, BaselineRun.Checked checked) {
        List<GateFailure> failures = new ArrayList<>();
        if (checked.failure().isPresent()) {
            // A baseline's time is compared with other JVMs' figures: the median of three fresh JVMs decides it. A failure with no
            // failed figure (a baseline that cannot be read) fails as it is.
            List<GateFailure> split = GateFailure.split(verdicts -> BaselineComparison.failureMessage(result, verdicts), checked.verdicts());
            if (split.isEmpty()) {
                return List.of(GateFailure.of(checked.failure().get()));
            }
            split.forEach(failure -> failures.add(failure.decidedBy(GateFailure.BASELINE_JVMS)));
        }
        // The times in doubt, whatever else failed: an allocation that fails does not decide a time.
        // Judged in a JVM that ran the reference workload at another speed than the recording's: it cannot judge them, other JVMs can.
        List<Verdict> otherSpeed = BaselineComparison.atAnotherSpeed(checked.verdicts());
        if (!otherSpeed.isEmpty() && forParent) {
            // A fresh JVM that cannot judge them says so, and its parent asks another one: neither a pass nor a failure.
            throw new TestAbortedException(otherSpeed.get(0).reason().orElseThrow());
        }
        if (!otherSpeed.isEmpty()) {
            failures.add(GateFailure.undecided(regression(result, "not judged in this JVM, which ran at another speed than the recording's",
                    otherSpeed), GateFailure.Doubt.OTHER_SPEED, otherSpeed));
            return failures;
        }
        // Over the threshold, but this JVM's rounds reach below it: one JVM cannot tell, fresh ones decide.
        List<Verdict> unclear = checked.verdicts().stream().filter(v -> v.metric().timed() && v.outcome() == Verdict.Outcome.NOT_CLEARLY_OVER).toList();
        if (!unclear.isEmpty()) {
            failures.add(GateFailure.undecided(regression(result, "over the threshold in this JVM but not clearly", unclear),
                    GateFailure.Doubt.NOT_CLEARLY_OVER, unclear));
            return failures;
        }
        if (failures.stream().anyMatch(GateFailure::timesOnly)) {
            return failures;
        }
        // Within the threshold, but near it, or over it as measured: a regression that this JVM reads low, or that its reference
        // workload's own slowness hides; fresh ones decide at the threshold itself.
        // A child that measures for its parent is one of them: it judges at the threshold only.
        List<Verdict> near = forParent ? List.of() : BaselineComparison.nearThreshold(result, checked.verdicts());
        if (!near.isEmpty()) {
            failures.add(GateFailure.undecided(regression(result, String.format(Locale.ROOT,
                    "within the threshold in this JVM but near it (past %.0f %% of it, or over it before the machine's speed was taken out)",
                    BaselineComparison.NEAR * 100), near), GateFailure.Doubt.NEAR_THRESHOLD));
        }
        return failures;
    }

    // Whether the JVMs so far are enough to record at the fastest speed (any that does not know its speed: they are).
    private static boolean atFastest(List<List<BaselineEntry>> jvms, double fastestElsewhere) {
        List<OptionalDouble> speeds = jvms.stream().map(BaselineEntry::referenceNanos).toList();
        return speeds.stream().anyMatch(OptionalDouble::isEmpty)
                || SpeedScaling.enoughAtFastest(speeds.stream().mapToDouble(OptionalDouble::getAsDouble).toArray(), fastestElsewhere);
    }

    // How many JVMs' times the recording left out for their speed (BaselineEntry.atMachineSpeed), if any.
    private static Optional<Integer> leftOutForTheirSpeed(List<List<BaselineEntry>> jvms) {
        return jvms.get(0).stream().filter(entry -> entry.metric().timed()).findFirst().map(time -> jvms.stream().flatMap(List::stream)
                        .filter(other -> other.isFor(time.test(), time.codec(), time.payload(), time.metric())).toList())
                .map(all -> all.size() - BaselineEntry.atMachineSpeed(all).size()).filter(count -> count > 0);
    }

    /**
     * {@code Not recorded for kryo · SMALL (Order)}: each figure that no JVM of the recording
     * measured in a state to judge by, why, and what to do.
     */
    static String notRecorded(SerializationResult<?> result, int jvms, List<BaselineEntry> untrusted) {
        return "Not recorded for " + result.title() + ": " + (untrusted.size() == 1 ? "one figure" : untrusted.size() + " figures")
                + " could not be measured in a state to judge by, in " + (jvms == 1 ? "this JVM" : jvms + " JVMs") + ":\n"
                + untrusted.stream().map(entry -> "  " + BaselineEntry.key(entry.metric()) + ": " + entry.untrusted().orElseThrow() + "\n")
                        .collect(Collectors.joining())
                + "  The other figures are recorded. Record again on a quieter machine, or with more JVMs (" + ForkSettings.RECORD_JVMS
                + "); a run under an agent (JaCoCo) or a debugger cannot record times.";
    }

    private static String regression(SerializationResult<?> result, String how, List<Verdict> verdicts) {
        return GateFailure.messageOf("Baseline regression for " + result.title() + ", " + how, verdicts);
    }

    // Each figure across the JVMs that measured it, in the first JVM's order.
    private static List<BaselineEntry> merged(List<List<BaselineEntry>> jvms) {
        List<BaselineEntry> merged = new ArrayList<>();
        for (BaselineEntry entry : jvms.get(0)) {
            merged.add(BaselineEntry.across(jvms.stream().flatMap(List::stream)
                    .filter(other -> other.isFor(entry.test(), entry.codec(), entry.payload(), entry.metric())).toList()));
        }
        return merged;
    }
}
