package dev.serguard.junit;

import dev.serguard.CheckSettings;
import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.budget.Budget;
import dev.serguard.budget.Budgets;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.codec.Codec;
import dev.serguard.fork.RecordingJvms;
import dev.serguard.gate.BaselineFinding;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The results of one test method: each payload's codecs are checked together when JUnit names
 * their invocations (a name shows the size), and the first invocation of a payload to run measures
 * every codec of the test that passed, their timed samples interleaved (so that relative budgets
 * compare codecs measured under the same conditions); the other invocations of that payload reuse
 * the results. In check mode nothing is timed: the codecs are only checked (round trip, sizes),
 * and the budgets on times and allocation are left unjudged, which the run's report says once.
 */
final class MeasuredRun<T> {

    private final TestSetup<T> setup;
    private final RunReport.Test test;
    private final MeasureSettings settings;
    private final RunReport report;
    private final BaselineCheck baseline;
    private final CheckSettings check;
    private final boolean timed;
    private final Map<String, SerializationResult<T>> checked = new HashMap<>();
    private final Map<String, SerializationResult<T>> results = new HashMap<>();

    MeasuredRun(TestSetup<T> setup, RunReport.Test test, MeasureSettings settings, RunReport report, BaselineCheck baseline, CheckSettings check,
                boolean timed) {
        this.test = test;
        this.check = check;
        this.timed = timed;
        this.setup = setup;
        this.settings = settings;
        this.report = report;
        this.baseline = baseline;
    }

    TestSetup<T> setup() {
        return setup;
    }

    /** The test method this run belongs to. */
    RunReport.Test test() {
        return test;
    }

    /** The run's report, to which each verdict withheld is handed. */
    RunReport report() {
        return report;
    }

    /** The call limit and the comparison of this test method. */
    CheckSettings checkSettings() {
        return check;
    }

    /**
     * The result of {@code codec} on {@code payload} against the test method's baseline: the
     * regression's failures, if any; in record mode, the result recorded.
     */
    BaselineFinding checkBaseline(Codec<T> codec, Payload<T> payload, RecordingJvms.Recorder freshJvms, ExtensionContext context) {
        // A time or allocation that looks regressed is measured once more, alone: only a regression seen twice fails.
        return baseline.check(result(codec, payload), () -> evaluate(List.of(codec), payload).get(0), freshJvms, context);
    }

    /**
     * The verdicts of the test's budgets on {@code codec} and {@code payload}; a time that fails
     * its budget is measured again before it fails (see {@link Budgets#judgeConfirmed}).
     */
    List<Verdict> judgeBudgets(Codec<T> codec, Payload<T> payload) {
        List<Budget> judged = setup.budgets();
        if (!timed) {
            // Never a pass: a budget on a figure that was not measured is only counted, for the report to say so.
            List<Budget> unmeasured = judged.stream().filter(budget -> measured(budget.metric())).toList();
            report.notJudged(unmeasured);
            judged = judged.stream().filter(budget -> !measured(budget.metric())).toList();
        }
        return Budgets.judgeConfirmed(judged, result(codec, payload), name -> result(name, payload),
                names -> evaluate(setup.codecs().stream().filter(c -> names.contains(c.name()))
                        .sorted(Comparator.comparingInt(c -> names.indexOf(c.name()))).toList(), payload));
    }

    private static boolean measured(Metric metric) {
        return metric.timed() || metric.allocation();
    }

    // Checked and timed, or in check mode only checked.
    private List<SerializationResult<T>> evaluate(List<Codec<T>> codecs, Payload<T> payload) {
        return timed ? Serguard.compare(codecs, payload, settings, check) : Serguard.check(codecs, payload, check);
    }

    /**
     * The check of {@code codec} on {@code payload} (round trip and sizes, nothing timed), checking
     * the payload's codecs now if not yet done: what an invocation's name shows, before it runs.
     */
    synchronized SerializationResult<T> checked(Codec<T> codec, Payload<T> payload) {
        if (!checked.containsKey(key(codec, payload))) {
            List<SerializationResult<T>> found;
            try (RunReport.Underway running = report.running(test, payload, setup.codecs().stream().map(Codec::name).toList())) {
                found = Serguard.check(setup.codecs(), payload, check);
            }
            for (int i = 0; i < found.size(); i++) {
                checked.put(key(setup.codecs().get(i), payload), found.get(i));
            }
        }
        return checked.get(key(codec, payload));
    }

    /**
     * The result of {@code codec} on {@code payload}, measuring the payload's codecs now if not yet
     * done: in the first of its invocations to run, so that the time it takes is that invocation's
     * in the test reports. A codec that failed its check is not checked or timed again.
     */
    synchronized SerializationResult<T> result(Codec<T> codec, Payload<T> payload) {
        if (!results.containsKey(key(codec, payload))) {
            List<Codec<T>> passed = setup.codecs().stream().filter(c -> checked(c, payload).passed()).toList();
            List<SerializationResult<T>> measured;
            try (RunReport.Underway running = report.running(test, payload, passed.stream().map(Codec::name).toList())) {
                measured = !timed || passed.isEmpty() ? List.of() : evaluate(passed, payload);
            }
            for (Codec<T> each : setup.codecs()) {
                int at = passed.indexOf(each);
                SerializationResult<T> result = at >= 0 && timed ? measured.get(at) : checked(each, payload);
                results.put(key(each, payload), result);
                report.add(test, result);
            }
        }
        return results.get(key(codec, payload));
    }

    private static String key(Codec<?> codec, Payload<?> payload) {
        return codec.name() + "\n" + payload.label();
    }

    /** The result of the codec named {@code name} on {@code payload}, if the test has that codec. */
    Optional<SerializationResult<T>> result(String name, Payload<T> payload) {
        List<Codec<T>> codecs = setup.codecs();
        return codecs.stream().filter(codec -> codec.name().equals(name)).findFirst().map(codec -> result(codec, payload));
    }
}
