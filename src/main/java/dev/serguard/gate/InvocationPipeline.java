package dev.serguard.gate;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.Recording;
import dev.serguard.budget.Verdict;
import dev.serguard.budget.VerdictFormat;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.ThreadSafetyReport;
import dev.serguard.check.Worded;
import dev.serguard.check.untrusted.UntrustedTypesPolicy;
import dev.serguard.duet.DuetFinding;
import dev.serguard.duet.Figures;
import dev.serguard.fork.Role;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The checks of one invocation, in order, and the decision on them: the round trip first (a codec
 * that cannot read its own bytes is judged on nothing else), then thread safety, untrusted types,
 * the budgets, the baseline, golden bytes, robustness and the upgrade duet, every failure gathered
 * into one decision ({@link Gate#decide}), so that fixing a budget does not reveal a thread-safety
 * bug only on the next run. Knows no test framework: an adapter answers the {@link InvocationChecks},
 * listens as the {@link InvocationReporter}, and turns the {@link InvocationEnd} into a pass, a
 * failure or an aborted test.
 *
 * <pre>{@code
 * InvocationEnd end = InvocationPipeline.run(new InvocationPipeline.Plan(Role.TEST, true, true), checks, reporter);
 * }</pre>
 */
@API(status = INTERNAL, since = "0.4")
public final class InvocationPipeline {

    private InvocationPipeline() {
    }

    /**
     * How this JVM runs the invocation.
     *
     * @param role          what the JVM is: a JVM that only measures for its parent skips thread safety and hands its
     *                      figures over
     * @param judgesTimes   whether times are judged (quick and full mode; not check or record mode)
     * @param withFreshJvms whether fresh JVMs may be asked to measure a failed time again
     * @param baselineTimes whether a baseline judges times too where the pair with the base timed them; else it shows them
     */
    public record Plan(Role role, boolean judgesTimes, boolean withFreshJvms, boolean baselineTimes) {

        /** A plan in which the pair with the base, where there is one, judges the times. */
        public Plan(Role role, boolean judgesTimes, boolean withFreshJvms) {
            this(role, judgesTimes, withFreshJvms, false);
        }

        Gate.Where where() {
            return role.measuresOnly() ? Gate.Where.FOR_PARENT : judgesTimes && withFreshJvms ? Gate.Where.WITH_FRESH_JVMS : Gate.Where.ALONE;
        }
    }

    /** Runs the checks of one invocation and decides it. */
    public static <T> InvocationEnd run(Plan plan, InvocationChecks<T> checks, InvocationReporter reporter) {
        SerializationResult<T> result = checks.result();
        result.notes().forEach(reporter::note);
        // The last line of every failure: how to make the same payload again.
        String reproduce = checks.reproduction().map(line -> "\n  " + line).orElse("");
        Optional<String> roundTrip = result.failureMessage();
        if (roundTrip.isPresent()) {
            reporter.figures(result, Optional.empty(), Optional.empty());
            decided(plan, reporter, result, GateFailure.of(CheckOutcome.Kind.ROUND_TRIP,
                    new Worded(roundTrip.get(), result.failureReason().orElseThrow())).checks(), result.notes(), Optional.empty());
            return new InvocationEnd.Failed(roundTrip.get() + reproduce, result.failure().flatMap(failure -> failure.cause()));
        }
        // After the measurement: a codec broken by concurrent use (a shared Kryo stays broken) must not spoil its figures.
        ThreadSafetyPolicy.Summary safety = plan.role().measuresOnly()
                ? new ThreadSafetyPolicy.Summary("not checked: measured for its parent JVM", Optional.empty()) : checks.threadSafety();
        Optional<UntrustedTypesPolicy.Finding> untrusted = checks.untrustedTypes();
        reporter.figures(result, Optional.of(safety.summary()), untrusted.map(UntrustedTypesPolicy.Finding::summary));
        List<Verdict> verdicts = checks.budgets();
        if (plan.role().measuresOnly()) {
            reporter.readings(verdicts);
        }
        Judged budgets = BudgetGate.judge(result, verdicts, plan.judgesTimes());
        reporter.withheld(result, budgets.withheld());
        String title = result.title();
        List<GateFailure> failures = new ArrayList<>(budgets.failures());
        // The duet first: where it timed both sides in this JVM's rounds, it judges the times, and the baseline shows its own.
        DuetFinding duet = plan.withFreshJvms() && !plan.role().measuresOnly() ? FreshJvmVote.ofDuet(checks.duet(), checks::confirmDuet) : checks.duet();
        Optional<String> timesJudgedBy = duet.timed() && !plan.baselineTimes() ? Optional.of("times judged by the pair with "
                + duet.oldSide().orElseThrow() + " (" + Settings.AGAINST.key() + ")") : Optional.empty();
        List<String> notes = new ArrayList<>(result.notes());
        failures.addAll(baseline(plan, result, checks.baseline(), timesJudgedBy, notes, reporter));
        checks.goldenBytes().map(worded -> GateFailure.of(CheckOutcome.Kind.GOLDEN_BYTES, worded)).ifPresent(failures::add);
        untrusted.flatMap(finding -> finding.failure().map(m -> new Worded(m, finding.failureReason().orElseThrow())))
                .map(worded -> GateFailure.of(CheckOutcome.Kind.UNTRUSTED_TYPES, worded)).ifPresent(failures::add);
        checks.robustness().map(worded -> GateFailure.of(CheckOutcome.Kind.ROBUSTNESS, worded)).ifPresent(failures::add);
        duet.entry().ifPresent(reporter::duet);
        duet.failure().map(worded -> GateFailure.of(CheckOutcome.Kind.UPGRADE_DUET, worded)).ifPresent(failures::add);
        Optional<ThreadSafetyReport> unsafe = safety.report().filter(report -> !report.passed());
        unsafe.flatMap(report -> report.failureMessage().map(m -> new Worded(m, report.failureReason().orElseThrow())))
                .map(worded -> GateFailure.of(CheckOutcome.Kind.THREAD_SAFETY, worded)).ifPresent(failures::add);
        // A JVM at another speed runs every invocation so: the fresh JVMs of the first vote measure all of them, once.
        boolean atAnotherSpeed = failures.stream().anyMatch(failure -> failure.doubt() == GateFailure.Doubt.OTHER_SPEED);
        Gate.Ruling ruling = Gate.decide(title, failures, plan.where(), atAnotherSpeed ? checks::confirmAmongEvery : checks::confirm);
        ruling.withheld().forEach(failure -> reporter.withheld(result, failure.withheld()));
        // Where the fresh JVMs failed the times, the failure's message says so: the line is for the reports, not the console.
        boolean onConsole = ruling.checks().stream().noneMatch(check -> check.failed() && check.freshJvms().isPresent());
        ruling.vote().ifPresent(line -> reporter.vote(line, onConsole));
        // The thread-safety check's notes: in the run notes, and as report entries of their own key.
        List<String> safetyNotes = new ArrayList<>();
        safety.report().filter(ThreadSafetyReport::weak).ifPresent(weak -> safetyNotes.add("thread safety " + safety.summary()));
        safety.report().flatMap(ThreadSafetyReport::keptResult).ifPresent(kept -> safetyNotes.add("thread safety: " + kept));
        safetyNotes.forEach(reporter::threadSafetyNote);
        notes.addAll(safetyNotes);
        duet.note().ifPresent(notes::add);
        decided(plan, reporter, result, ruling.checks(), notes, duet.figures());
        if (ruling.notJudged().isPresent()) {
            return new InvocationEnd.NotJudged(ruling.notJudged().get());
        }
        return ruling.message().<InvocationEnd>map(message -> new InvocationEnd.Failed(message + reproduce,
                unsafe.flatMap(ThreadSafetyReport::firstException))).orElseGet(InvocationEnd.Passed::new);
    }

    // The failures against the baseline, times in doubt for fresh JVMs to decide; in record mode, the figures not recorded.
    private static List<GateFailure> baseline(Plan plan, SerializationResult<?> result, BaselineFinding finding, Optional<String> timesJudgedBy,
                                              List<String> notes, InvocationReporter reporter) {
        if (finding instanceof BaselineFinding.Recorded recorded) {
            Recording.Recorded written = recorded.recorded();
            return written.untrusted().isEmpty() ? List.of()
                    : List.of(BaselineGate.notRecorded(result, written.jvms(), written.untrusted(), Settings.RECORD_JVMS.key()));
        }
        if (!(finding instanceof BaselineFinding.Compared compared)) {
            return List.of();
        }
        if (plan.role().measuresOnly()) {
            reporter.readings(compared.checked().verdicts());
        }
        BaselineRun.Checked checked = timesJudgedBy.map(compared.checked()::withTimesShown).orElse(compared.checked());
        // Which gate judged the times: said of each invocation whose baseline has times, with the baseline's figures.
        List<String> shown = checked.verdicts().stream().filter(v -> v.outcome() == Verdict.Status.SHOWN)
                .map(v -> v.metric().label() + " " + VerdictFormat.percent(v.change())).toList();
        if (!shown.isEmpty()) {
            String note = timesJudgedBy.orElseThrow() + "; the baseline's times shown, not judged: " + String.join(", ", shown);
            reporter.baselineNote(note);
            notes.add(note);
        }
        Judged judged = BaselineGate.judge(result, checked, plan.role().measuresOnly());
        reporter.withheld(result, judged.withheld());
        judged.improved().forEach(verdict -> reporter.improved(verdict.line()));
        checked.notInBaseline().ifPresent(reporter::baselineNote);
        return judged.failures();
    }

    // What was decided of the invocation, for the reports, and for the parent of a JVM that measures for it as data.
    private static void decided(Plan plan, InvocationReporter reporter, SerializationResult<?> result, List<CheckOutcome> checks,
                                List<String> notes, Optional<Figures> upgrade) {
        InvocationOutcome outcome = reporter.decided(result, checks, notes, upgrade);
        if (plan.role().measuresOnly()) {
            reporter.handOver(outcome);
        }
    }
}
