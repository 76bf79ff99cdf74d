package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.check.Worded;
import dev.serguard.fork.ChildJvm;
import dev.serguard.fork.ConfirmingJvms;
import dev.serguard.fork.ForkSettings;
import dev.serguard.fork.InvocationChild;
import dev.serguard.fork.InvocationLauncher;
import dev.serguard.fork.RecordingJvms;
import dev.serguard.fork.Role;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.Confirmation;
import dev.serguard.gate.FreshJvmAnswer;
import dev.serguard.gate.GateFailure;
import dev.serguard.payload.Payload;
import dev.serguard.report.RunParts;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.launcher.core.LauncherFactory;
import org.opentest4j.TestAbortedException;

import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * A test's invocations in child JVMs ({@link Forked}, or fresh JVMs that measure for this one) that
 * run {@link ForkChild}: gives the parent's invocation what the child's had, its report entries and
 * outcome, or the failure that says how the child ended; the child's results join this build's reports.
 */
final class ForkedInvocation {

    private static final InvocationChild.Keys KEYS = new InvocationChild.Keys(ReportEntries.CODEC, ReportEntries.PAYLOAD,
            ReportEntries.OUTCOME, ReportEntries.BASELINE_FIGURE);

    private final InvocationLauncher launcher;
    private final RecordingJvms recording;
    private final ConfirmingJvms confirming;
    private final RunReport report;

    ForkedInvocation(ForkSettings.Limits limits, SerguardConfiguration configuration, RunReport report) {
        this.launcher = new InvocationLauncher(limits, configuration.run().reportDir().resolve("forks"), KEYS, ForkChild.class.getName(),
                () -> ChildJvm.classPathWith(ForkChild.class, LauncherFactory.class));
        this.recording = new RecordingJvms(launcher);
        this.confirming = new ConfirmingJvms(launcher);
        this.report = report;
    }

    /** Runs the invocation of {@code codec} on {@code payload} in a child; throws what it should fail with. */
    <T> void run(ExtensionContext context, String codec, Payload<T> payload) {
        InvocationChild child = launcher.start(test(context), codec, payload.label(), Role.FORKED, "", List.of());
        report.forked(context.getRequiredTestClass(), child.exit().took());
        // What the fork cost, start to end, for each user to see.
        ReportEntries.publish(context, ReportEntries.FORK_SECONDS, child.seconds());
        child.entries().forEach(entry -> ReportEntries.publish(context, entry.key(), entry.value()));
        if (child.finishedNormally().isPresent()) {
            Optional<InvocationChild.Replay> replay = child.replay(payload.title(codec));
            if (replay.filter(InvocationChild.Replay::aborted).isPresent()) {
                throw new TestAbortedException(replay.get().message());
            }
            if (replay.isPresent()) {
                throw SerializationTestInvocationContext.failed(context, replay.get().message(), replay.get().cause());
            }
            return;
        }
        // The child saved nothing: its end goes into this JVM's part of the reports, as any failed codec's.
        SerializationResult<T> ended = child.ended(codec, payload);
        report.add(RunReport.test(context), ended);
        String message = ended.failureMessage().orElseThrow();
        report.decided(RunReport.test(context), ended, GateFailure.of(CheckOutcome.Kind.FORKED_CHILD,
                new Worded(message, ended.failureReason().orElseThrow())).checks(), List.of());
        throw SerializationTestInvocationContext.failed(context, message, null);
    }

    /**
     * Measures the invocation of {@code codec} on {@code payload} again in fresh JVM number {@code jvm}, which runs serguard's checks
     * and not the test method: a time that one JVM's compiled code made slow passes in the next one, a real regression fails in both.
     */
    <T> Confirmation confirm(ExtensionContext context, String codec, Payload<T> payload, int jvm) {
        InvocationChild child;
        try {
            child = launcher.start(test(context), codec, payload.label(), Role.CONFIRMING, jvm == 1 ? ".confirm" : ".confirm" + jvm, List.of());
        } catch (LinkageError e) {
            return Confirmation.unmeasured("the JUnit Platform launcher is not on the test class path (" + e + ")");
        }
        ReportEntries.publish(context, ReportEntries.CONFIRM_SECONDS, child.seconds());
        return FreshJvmAnswer.confirmation(child);
    }

    /**
     * What fresh JVM number {@code jvm} of this test method's votes, which measures every invocation of the method once
     * ({@link ConfirmingJvms}), found of the invocation of {@code codec} on {@code payload}.
     */
    <T> Confirmation confirmAmongEvery(ExtensionContext context, String codec, Payload<T> payload, int jvm) {
        ConfirmingJvms.Answer answer;
        try {
            answer = confirming.measured(test(context), codec, payload, jvm);
        } catch (LinkageError e) {
            return Confirmation.unmeasured("the JUnit Platform launcher is not on the test class path (" + e + ")");
        }
        if (answer.started()) {
            ReportEntries.publish(context, ReportEntries.CONFIRM_SECONDS, answer.child().seconds());
        }
        return FreshJvmAnswer.confirmation(answer.child());
    }

    /**
     * Runs the upgrade duet of the invocation of {@code codec} on {@code payload} again in fresh JVM number {@code jvm},
     * with the duet's {@code settings} ({@code key=value}), for the gate's vote: passed, failed with its outcome, or
     * unmeasured where the child could not tell (it did not finish, or could not judge its times at its speed).
     */
    <T> Confirmation duetConfirmed(ExtensionContext context, String codec, Payload<T> payload, int jvm, List<String> settings) {
        InvocationChild child;
        try {
            child = launcher.start(test(context), codec, payload.label(), Role.DUET, ".duet" + jvm, settings);
        } catch (LinkageError e) {
            return Confirmation.unmeasured("the JUnit Platform launcher is not on the test class path (" + e + ")");
        }
        ReportEntries.publish(context, ReportEntries.DUET_SECONDS, child.seconds());
        return FreshJvmAnswer.duetConfirmation(child);
    }

    /** The figures of the invocation of {@code codec} on {@code payload} from fresh JVMs for a recording ({@link RecordingJvms#record}). */
    RecordingJvms.Recorded record(ExtensionContext context, String codec, Payload<?> payload, int jvms, Predicate<List<List<BaselineEntry>>> enough) {
        return recording.record(test(context), codec, payload, jvms, enough);
    }

    // The test template, not the invocation: the child numbers its one invocation #1.
    private static InvocationLauncher.Test test(ExtensionContext context) {
        return new InvocationLauncher.Test(context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName(),
                UniqueId.parse(context.getUniqueId()).removeLastSegment().toString(), context::getConfigurationParameter, RunParts.currentBuild());
    }
}
