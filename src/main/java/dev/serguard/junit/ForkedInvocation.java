package dev.serguard.junit;

import dev.serguard.Failure;
import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineFile;
import dev.serguard.fork.ChildJvm;
import dev.serguard.fork.ChildRecords;
import dev.serguard.fork.RemoteFailure;
import dev.serguard.fork.Role;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.Confirmation;
import dev.serguard.gate.GateFailure;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.internal.Settings;
import dev.serguard.payload.Payload;
import dev.serguard.report.RunParts;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.engine.UniqueId;
import org.opentest4j.TestAbortedException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Predicate;

/**
 * One invocation run in a child JVM ({@link Forked}): starts the child with the test's unique id
 * and the run's configuration, then gives the parent's invocation what the child's had, its
 * report entries and its outcome, or a failure that says how the child ended: its exit status or
 * signal, who called {@code System.exit}, an exhausted heap, the time limit, and its last output.
 * The child saves its results as a part of this build's reports, which the parent merges.
 */
final class ForkedInvocation {

    // The run's configuration the child must share; system properties and junit-platform.properties reach it anyway.
    private static final List<String> FORWARDED = List.of(Settings.MODE.key(), Settings.REPORT_DIR.key(),
            Settings.TRUST_ENVIRONMENT.key(), Settings.BASELINE_DIR.key(), Settings.BASELINE_SIZE_PERCENT.key(),
            Settings.BASELINE_ALLOCATION_PERCENT.key(), Settings.BASELINE_TIME_PERCENT.key(), Settings.CALL_TIMEOUT.key(),
            Settings.CODECS.key(), Settings.SIZES.key(), Settings.SEED.key(), Settings.PROBES.key(), Settings.RECORD.key(),
            Settings.GOLDEN_DIR.key(), Settings.GOLDEN_MAX_BYTES.key());

    private final ForkSettings.Limits limits;
    private final SerguardConfiguration configuration;
    private final RunReport report;
    // The fresh JVMs of this test method's recording so far, each of which ran every invocation of the method.
    private final List<Child> recordingJvms = new ArrayList<>();

    ForkedInvocation(ForkSettings.Limits limits, SerguardConfiguration configuration, RunReport report) {
        this.limits = limits;
        this.configuration = configuration;
        this.report = report;
    }

    /** Runs the invocation of {@code codec} on {@code payload} in a child; throws what it should fail with. */
    <T> void run(ExtensionContext context, String codec, Payload<T> payload) {
        Child child = start(context, codec, payload.label(), Role.FORKED, "", List.of());
        report.forked(context.getRequiredTestClass(), child.exit().took());
        // What the fork cost, start to end, for each user to see.
        ReportEntries.publish(context, ReportEntries.FORK_SECONDS, seconds(child.exit()));
        child.said().stream().filter(ChildRecords.Entry.class::isInstance).map(ChildRecords.Entry.class::cast)
                .forEach(entry -> ReportEntries.publish(context, entry.key(), entry.value()));
        if (child.finished().isPresent() && child.exit().normal()) {
            replay(context, child.finished().get(), payload.title(codec), child.exit().log());
            return;
        }
        // The child saved nothing: its end goes into this JVM's part of the reports, as any failed codec's.
        SerializationResult<T> ended = new SerializationResult<>(codec, payload, Optional.of(new Failure(Failure.Kind.JVM_ENDED, "its child JVM",
                abnormal(child), Optional.empty(), Optional.empty())), OptionalInt.empty(), OptionalInt.empty(),
                Optional.empty(), Optional.empty(), Optional.empty());
        report.add(RunReport.Test.of(context), ended);
        String message = ended.failureMessage().orElseThrow();
        report.decided(RunReport.Test.of(context), ended, GateFailure.of(CheckOutcome.Kind.FORKED_CHILD,
                new GateFailure.Worded(message, ended.failureReason().orElseThrow())).checks(),
                List.of());
        throw SerializationTestInvocationContext.failed(context, message, null);
    }

    /**
     * Measures the invocation of {@code codec} on {@code payload} again in a fresh JVM, which runs
     * serguard's checks and not the test method, and says what it found: a time that one JVM's
     * compiled code made slow passes in the next one, a real regression fails in both.
     */
    <T> Confirmation confirm(ExtensionContext context, String codec, Payload<T> payload, int jvm) {
        Child child;
        try {
            child = start(context, codec, payload.label(), Role.CONFIRMING, jvm == 1 ? ".confirm" : ".confirm" + jvm, List.of());
        } catch (LinkageError e) {
            return Confirmation.unmeasured("the JUnit Platform launcher is not on the test class path (" + e + ")");
        }
        ReportEntries.publish(context, ReportEntries.CONFIRM_SECONDS, seconds(child.exit()));
        Optional<ChildRecords.Finished> finished = child.finished().filter(f -> child.exit().normal());
        Optional<InvocationOutcome> outcome = child.outcome();
        if (finished.isPresent() && finished.get().status().equals("SUCCESSFUL")) {
            return Confirmation.passed();
        }
        if (finished.isPresent() && finished.get().status().equals("FAILED") && outcome.filter(InvocationOutcome::failed).isPresent()) {
            return Confirmation.failed(outcome.get(), finished.get().thrown().map(RemoteFailure::getMessage).orElse("failed without a message"));
        }
        String why = finished.isPresent() ? "its invocation was " + finished.get().status().toLowerCase(java.util.Locale.ROOT)
                + finished.get().thrown().map(t -> " (" + t.getMessage() + ")").orElse("") : abnormal(child);
        // A child that could not judge the baseline's times at its speed says so in its outcome, and aborts.
        Optional<InvocationOutcome> otherSpeed = outcome.filter(o -> !o.decided(CheckOutcome.Decision.NOT_JUDGED).isEmpty()
                || !o.decided(CheckOutcome.Decision.OVER_NOT_JUDGED).isEmpty());
        return otherSpeed.map(o -> Confirmation.atAnotherSpeed(o, why)).orElseGet(() -> Confirmation.unmeasured(why));
    }

    /**
     * Runs the upgrade duet of the invocation of {@code codec} on {@code payload} again in fresh JVM number {@code jvm},
     * with the duet's {@code settings} ({@code key=value}), for the gate's vote: passed, failed with its outcome, or
     * unmeasured where the child could not tell (it did not finish, or could not judge its times at its speed).
     */
    <T> Confirmation duetConfirmed(ExtensionContext context, String codec, Payload<T> payload, int jvm, List<String> settings) {
        Child child;
        try {
            child = start(context, codec, payload.label(), Role.DUET, ".duet" + jvm, settings);
        } catch (LinkageError e) {
            return Confirmation.unmeasured("the JUnit Platform launcher is not on the test class path (" + e + ")");
        }
        ReportEntries.publish(context, ReportEntries.DUET_SECONDS, seconds(child.exit()));
        Optional<ChildRecords.Finished> finished = child.finished().filter(f -> child.exit().normal());
        if (finished.isPresent() && finished.get().status().equals("SUCCESSFUL")) {
            return Confirmation.passed();
        }
        return child.outcome().filter(o -> finished.isPresent() && o.decided(CheckOutcome.Decision.NOT_JUDGED).isEmpty()
                        && o.decided(CheckOutcome.Decision.OVER_NOT_JUDGED).isEmpty())
                .map(o -> Confirmation.failed(o, finished.get().thrown().map(RemoteFailure::getMessage).orElse("failed without a message")))
                .orElseGet(() -> Confirmation.unmeasured(finished.isPresent() ? "its invocation was " + finished.get().status()
                        .toLowerCase(Locale.ROOT) : abnormal(child)));
    }

    private record Child(ChildJvm.Exit exit, List<ChildRecords.Record> said) {

        /** What the child decided of its invocation, where it said so. */
        Optional<InvocationOutcome> outcome() {
            return said.stream().filter(ChildRecords.Entry.class::isInstance).map(ChildRecords.Entry.class::cast)
                    .filter(entry -> entry.key().equals(ReportEntries.OUTCOME)).map(entry -> InvocationOutcome.fromJson(entry.value())).reduce((first, last) -> last);
        }

        Optional<ChildRecords.Finished> finished() {
            return said.stream().filter(ChildRecords.Finished.class::isInstance).map(ChildRecords.Finished.class::cast).findFirst();
        }

        /**
         * How the invocation of {@code codec} on {@code payload} ended in a child that ran several:
         * the outcome that closes the records in which its codec and payload were published.
         */
        Optional<ChildRecords.Finished> outcome(String codec, Payload<?> payload) {
            boolean codecSeen = false;
            boolean payloadSeen = false;
            for (ChildRecords.Record record : said) {
                if (record instanceof ChildRecords.Entry entry) {
                    codecSeen |= entry.key().equals(ReportEntries.CODEC) && entry.value().equals(codec);
                    payloadSeen |= entry.key().equals(ReportEntries.PAYLOAD) && entry.value().equals(payload.toString());
                } else if (record instanceof ChildRecords.Finished finished) {
                    if (codecSeen && payloadSeen) {
                        return Optional.of(finished);
                    }
                    codecSeen = false;
                    payloadSeen = false;
                }
            }
            return Optional.empty();
        }
    }

    // Up to this many times the JVMs asked, while the figures so far are not enough: JVMs beside a busy neighbour spread widely.
    private static final int MORE_JVMS = 3;

    /**
     * The figures of the invocation of {@code codec} on {@code payload} from {@code jvms} fresh
     * JVMs, then from up to twice as many more, one at a time, until the figures so far are
     * {@code enough}, where all JVMs so far measured it. Each fresh JVM runs serguard's checks on
     * every invocation of the test method, not the test method itself, records nothing and hands
     * its figures back; the method's other invocations take theirs from the same JVMs, so that a
     * JVM starts once per method rather than once per invocation.
     */
    synchronized <T> Recorded record(ExtensionContext context, String codec, Payload<T> payload, int jvms,
                                     Predicate<List<List<BaselineEntry>>> enough) {
        List<List<BaselineEntry>> figures = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        // More only while every JVM so far measured it: one that cannot would not in the next JVM either.
        for (int i = 0; i < jvms || (i < MORE_JVMS * jvms && problems.isEmpty() && !enough.test(figures)); i++) {
            if (i == recordingJvms.size()) {
                Optional<Child> started = startRecording(context, i + 2);
                if (started.isEmpty()) {
                    problems.add("the JUnit Platform launcher is not on the test class path");
                    break;
                }
                recordingJvms.add(started.get());
            }
            Child child = recordingJvms.get(i);
            List<BaselineEntry> entries = child.said().stream().filter(ChildRecords.Entry.class::isInstance).map(ChildRecords.Entry.class::cast)
                    .filter(entry -> entry.key().equals(ReportEntries.BASELINE_FIGURE)).map(entry -> BaselineFile.parseEntryLine(entry.value()))
                    .filter(entry -> entry.codec().equals(codec) && entry.payload().equals(payload.label())).toList();
            // Its figures count even where a budget failed there: they were measured all the same.
            if (child.exit().normal() && !entries.isEmpty()) {
                figures.add(entries);
            } else {
                problems.add("JVM " + (i + 2) + ": " + (!child.exit().normal() ? abnormal(child) : child.outcome(codec, payload)
                        .map(finished -> "its invocation " + finished.status().toLowerCase(Locale.ROOT) + " without figures"
                                + finished.thrown().map(t -> " (" + t.getMessage() + ")").orElse(""))
                        .orElse("it did not run the invocation (does it see the same codecs and payloads?)")));
            }
        }
        return new Recorded(figures, problems);
    }

    // A fresh JVM that runs every invocation of the test method for a recording; empty where no JVM can be started.
    private Optional<Child> startRecording(ExtensionContext context, int jvm) {
        long began = System.nanoTime();
        Child child;
        try {
            child = start(context, ForkSettings.Target.EVERY, ForkSettings.Target.EVERY, Role.RECORDING, ".record" + jvm, List.of());
        } catch (LinkageError e) {
            return Optional.empty();
        }
        // A recording takes seconds per JVM: the console says how it goes, one line per JVM as it finishes.
        long invocations = child.said().stream().filter(ChildRecords.Finished.class::isInstance).count();
        System.out.printf(Locale.ROOT, "serguard record: %s.%s, JVM %d %s (%d invocations, %.1f s)%n", context.getRequiredTestClass().getSimpleName(),
                context.getRequiredTestMethod().getName(), jvm, child.exit().normal() ? "measured" : "ended abnormally", invocations,
                (System.nanoTime() - began) / 1e9);
        return Optional.of(child);
    }

    /**
     * What fresh JVMs measured for a recording.
     *
     * @param jvms     each JVM's figures, of those that measured
     * @param problems why the others did not
     */
    record Recorded(List<List<BaselineEntry>> jvms, List<String> problems) {
    }

    /** Measures an invocation in fresh JVMs for a recording, until the figures so far are enough (see {@link #record}). */
    @FunctionalInterface
    interface Recorder {
        Recorded record(Predicate<List<List<BaselineEntry>>> enough);
    }

    // A child of the given role; suffix tells its files apart from those of the method's other children.
    private Child start(ExtensionContext context, String codec, String payload, Role role, String suffix, List<String> settings) {
        String test = context.getRequiredTestClass().getSimpleName() + "." + context.getRequiredTestMethod().getName();
        Path folder = configuration.reportDir().resolve("forks");
        String name = (test + (codec.equals(ForkSettings.Target.EVERY) ? "" : "." + codec + "." + payload) + suffix)
                .replaceAll("[^A-Za-z0-9._#-]", "_");
        Path records = folder.resolve(name + ".records");
        Path log = folder.resolve(name + ".log");
        try {
            Files.createDirectories(folder);
            Files.deleteIfExists(records);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + folder + " for a forked invocation", e);
        }
        List<String> args = new ArrayList<>();
        args.add(records.toAbsolutePath().toString());
        // The test template, not the invocation: the child numbers its one invocation #1.
        args.add(UniqueId.parse(context.getUniqueId()).removeLastSegment().toString());
        for (String key : FORWARDED) {
            context.getConfigurationParameter(key).ifPresent(value -> args.add(key + "=" + value));
        }
        args.add(Settings.FORK_CODEC.key() + "=" + codec);
        args.add(Settings.FORK_PAYLOAD.key() + "=" + payload);
        args.add(Settings.FORK_BUILD.key() + "=" + RunParts.currentBuild());
        args.add(Settings.FORK_ROLE.key() + "=" + role.name());
        args.addAll(settings);
        // A child that measures for its parent runs as the parent does: its times are compared with the parent's.
        ChildJvm child = ChildJvm.like(ChildJvm.classPathWith(ForkChild.class, org.junit.platform.launcher.core.LauncherFactory.class),
                role.measuresOnly() ? Optional.empty() : Optional.of(limits.maxHeap()), limits.jvmArgs(), limits.timeout(), folder);
        ChildJvm.Exit exit = child.run(ForkChild.class.getName(), args, log);
        return new Child(exit, ChildRecords.read(records));
    }

    private static String seconds(ChildJvm.Exit exit) {
        return String.format(java.util.Locale.ROOT, "%.2f", exit.took().toNanos() / 1e9);
    }

    // What the child's invocation did, done again here.
    private static void replay(ExtensionContext context, ChildRecords.Finished finished, String title, Path log) {
        Optional<RemoteFailure> thrown = finished.thrown();
        switch (finished.status()) {
            case "SUCCESSFUL" -> {
            }
            case "SKIPPED", "ABORTED" -> throw new TestAbortedException(thrown.map(RemoteFailure::getMessage).orElse("aborted in its child JVM"));
            default -> {
                RemoteFailure failure = thrown.orElse(new RemoteFailure("unknown", "no exception", List.of(), null));
                boolean assertion = failure.className().equals(AssertionError.class.getName()) || failure.className().startsWith("org.opentest4j.");
                String message = assertion && failure.getMessage() != null ? failure.getMessage()
                        : "Forked run failed for " + title + ": its test threw " + failure;
                throw SerializationTestInvocationContext.failed(context, message + "\n  (run in a child JVM; its output: " + log + ")",
                        failure.getCause() == null ? failure : failure.getCause());
            }
        }
    }

    private String abnormal(Child child) {
        ChildJvm.Exit exit = child.exit();
        Optional<ChildRecords.Finished> finished = child.finished();
        List<ChildRecords.Record> said = child.said();
        Optional<Path> crash = crashReport(exit);
        StringBuilder message = new StringBuilder("its child JVM ");
        crash.flatMap(ForkedInvocation::crashSummary).ifPresent(summary -> message.append("crashed: ").append(summary).append(", and "));
        message.append(exit.describe());
        said.stream().filter(ChildRecords.Exit.class::isInstance).map(ChildRecords.Exit.class::cast).findFirst()
                .flatMap(ChildRecords.Exit::caller).ifPresent(caller -> message.append("; System.exit was called ").append(caller));
        if (finished.isPresent()) {
            message.append(", after its test ").append(finished.get().status().equals("SUCCESSFUL") ? "passed" : "failed");
        } else if (exit.normal()) {
            message.append(" without running the invocation (does the child see the same codecs and payloads?)");
        }
        if (exit.lastLines().stream().anyMatch(line -> line.contains("OutOfMemoryError"))) {
            message.append("\n  it ran out of heap (its limit: -Xmx").append(limits.maxHeap())
                    .append("); a codec that needs more: @Forked(maxHeap = \"…\") or ").append(Settings.FORK_MAX_HEAP.key());
        } else if (exit.status().isEmpty()) {
            message.append("\n  a longer limit: @Forked(timeout = \"…\") or ").append(Settings.FORK_TIMEOUT.key());
        }
        crash.ifPresent(file -> message.append("\n  the JVM's crash report: ").append(file));
        message.append("\n  its last output:");
        exit.lastLines().forEach(line -> message.append("\n    ").append(line));
        if (exit.lastLines().isEmpty()) {
            message.append(" (none)");
        }
        return message.append("\n  all of it: ").append(exit.log()).toString();
    }

    // The head of a crash report: "SIGSEGV (0xb) at pc=0x…, pid=…, tid=… in V  [libjvm.so+0xed2f94]  Unsafe_PutLong+0x124".
    private static Optional<String> crashSummary(Path report) {
        try {
            List<String> lines = Files.readAllLines(report, java.nio.charset.StandardCharsets.UTF_8);
            Optional<String> error = lines.stream().limit(20).map(line -> line.replaceFirst("^#\\s*", "").strip())
                    .filter(line -> line.matches("(SIG\\w+|EXCEPTION_\\w+) .*") || line.startsWith("Internal Error")
                            || line.startsWith("Out of Memory Error")).findFirst();
            int frame = lines.indexOf("# Problematic frame:");
            Optional<String> where = frame >= 0 && frame + 1 < lines.size() ? Optional.of(lines.get(frame + 1).replaceFirst("^#\\s*", "").strip())
                    : Optional.empty();
            return error.map(e -> e + where.map(w -> " in " + w).orElse(""));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    // The hs_err file a crashed child left beside its log, the newest.
    private static Optional<Path> crashReport(ChildJvm.Exit exit) {
        try (var files = Files.list(exit.log().toAbsolutePath().getParent())) {
            return files.filter(file -> file.getFileName().toString().startsWith("hs_err_pid"))
                    .filter(file -> file.toFile().lastModified() >= System.currentTimeMillis() - exit.took().toMillis() - 1_000)
                    .max(java.util.Comparator.comparingLong(file -> file.toFile().lastModified()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
