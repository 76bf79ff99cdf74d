package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.check.ThreadSafetyPolicy;
import dev.serguard.check.Worded;
import dev.serguard.check.untrusted.UntrustedTypesPolicy;
import dev.serguard.codec.Codec;
import dev.serguard.config.Mode;
import dev.serguard.duet.DuetFinding;
import dev.serguard.duet.Figures;
import dev.serguard.fork.RecordingJvms;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.Confirmation;
import dev.serguard.gate.BaselineFinding;
import dev.serguard.gate.GateFailure;
import dev.serguard.gate.InvocationChecks;
import dev.serguard.gate.InvocationReporter;
import dev.serguard.measure.Measurement;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.payload.Payload;
import dev.serguard.report.ConsoleLines;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The invocation pipeline's ports, answered from JUnit: the checks from the test's setup and its
 * extension context, the reporter as report entries, standard output and the run's report.
 */
final class PipelinePorts {

    private PipelinePorts() {
    }

    /** What the checks of the invocation of {@code codec} on {@code payload} find. */
    record Checks<T>(SerializationTestExtension.Invocations<T> invocations, Codec<T> codec, Payload<T> payload, ExtensionContext context)
            implements InvocationChecks<T> {

        @Override
        public SerializationResult<T> result() {
            return invocations.run().result(codec, payload);
        }

        @Override
        public Optional<String> reproduction() {
            return invocations.run().setup().reproduction(codec, payload).map(line -> line + UpgradeDuetCheck.reproduction(context,
                    invocations.duet()));
        }

        @Override
        public ThreadSafetyPolicy.Summary threadSafety() {
            TestSetup<T> setup = invocations.run().setup();
            return setup.threadSafety().check(codec, payload, setup.factory(), seed(), invocations.mode() == Mode.FULL,
                    invocations.run().checkSettings().comparison());
        }

        @Override
        public Optional<UntrustedTypesPolicy.Finding> untrustedTypes() {
            return invocations.run().setup().untrustedTypes().check(codec, payload, invocations.run().checkSettings().callLimit());
        }

        @Override
        public List<Verdict> budgets() {
            return invocations.run().judgeBudgets(codec, payload);
        }

        @Override
        public BaselineFinding baseline() {
            return invocations.run().checkBaseline(codec, payload, enough -> invocations.freshJvm().map(fresh -> fresh.record(context,
                    codec.name(), payload, invocations.recordJvms() - 1, enough)).orElse(new RecordingJvms.Recorded(List.of(), List.of())),
                    context);
        }

        @Override
        public Optional<Worded> goldenBytes() {
            return invocations.golden().check(codec, payload, context);
        }

        @Override
        public Optional<Worded> robustness() {
            return invocations.robustness().check(codec, payload, seed(), context);
        }

        @Override
        public DuetFinding duet() {
            return invocations.duet().check(codec.name(), payload.title(codec.name()), payload.label());
        }

        @Override
        public Confirmation confirm(int jvm) {
            return invocations.freshJvm().orElseThrow().confirm(context, codec.name(), payload, jvm);
        }

        @Override
        public Confirmation confirmAmongEvery(int jvm) {
            return invocations.freshJvm().orElseThrow().confirmAmongEvery(context, codec.name(), payload, jvm);
        }

        @Override
        public Confirmation confirmDuet(int jvm) {
            return invocations.freshJvm().orElseThrow().duetConfirmed(context, codec.name(), payload, jvm, UpgradeDuetCheck.forwarded(context));
        }

        private long seed() {
            return invocations.run().setup().seed(payload).orElse(Payload.DEFAULT_SEED);
        }
    }

    /** Where the pipeline's findings on an invocation go: report entries, the test's output and the run's report. */
    record Reporter(RunReport report, ExtensionContext context) implements InvocationReporter {

        @Override
        public void note(String note) {
            ReportEntries.publish(context, ReportEntries.NOTE, note);
        }

        @Override
        public void figures(SerializationResult<?> result, Optional<String> threadSafety, Optional<String> untrustedTypes) {
            Map<String, String> entries = new LinkedHashMap<>();
            entries.put(ReportEntries.CODEC, result.codec());
            entries.put(ReportEntries.PAYLOAD, result.payload().toString());
            result.serializedBytes().ifPresent(bytes -> entries.put(ReportEntries.SIZE_BYTES, Integer.toString(bytes)));
            result.deflatedBytes().ifPresent(bytes -> entries.put(ReportEntries.DEFLATED_SIZE_BYTES, Integer.toString(bytes)));
            put(entries, "serialize", result.serialize());
            put(entries, "deserialize", result.deserialize());
            put(entries, "roundTrip", result.roundTrip());
            threadSafety.ifPresent(summary -> entries.put(ReportEntries.THREAD_SAFETY, summary));
            untrustedTypes.ifPresent(summary -> entries.put(ReportEntries.UNTRUSTED_TYPES, summary));
            ReportEntries.publish(context, entries);
        }

        private static void put(Map<String, String> entries, String operation, Optional<Measurement> measurement) {
            measurement.ifPresent(m -> {
                entries.put(ReportEntries.nanosPerOp(operation), m.nanosPerOp().toString());
                m.allocatedBytesPerOp().ifPresent(bytes -> entries.put(ReportEntries.allocatedBytesPerOp(operation),
                        String.format(Locale.ROOT, "%.1f", bytes.median())));
            });
        }

        @Override
        public void threadSafetyNote(String note) {
            ReportEntries.publish(context, ReportEntries.THREAD_SAFETY_NOTE, note);
        }

        @Override
        public void withheld(SerializationResult<?> result, List<Verdict> verdicts) {
            WithheldVerdicts.announce(context, report, result, verdicts);
        }

        @Override
        public void improved(String line) {
            ReportEntries.publish(context, ReportEntries.BASELINE_IMPROVED, line);
        }

        @Override
        public void baselineNote(String note) {
            ReportEntries.publish(context, ReportEntries.BASELINE, note);
        }

        @Override
        public void duet(String figures) {
            ReportEntries.publish(context, ReportEntries.DUET, figures);
        }

        @Override
        public void vote(String line, boolean onConsole) {
            ReportEntries.publish(context, ReportEntries.CONFIRMATION, line);
            if (onConsole) {
                System.out.println(ConsoleLines.fit(line));       // on the test's thread: Surefire keeps it in the test case's <system-out>
            }
            report.confirmed(line);
        }

        @Override
        public InvocationOutcome decided(SerializationResult<?> result, List<CheckOutcome> checks, List<String> notes, Optional<Figures> upgrade) {
            return report.decided(RunReport.test(context), result, checks, notes, upgrade);
        }

        @Override
        public void readings(List<Verdict> verdicts) {
            BaselineCheck.handOverReadings(context, verdicts);
        }

        @Override
        public void handOver(InvocationOutcome outcome) {
            context.publishReportEntry(ReportEntries.OUTCOME, outcome.toJson());
        }
    }
}
