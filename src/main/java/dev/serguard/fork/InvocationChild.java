package dev.serguard.fork;

import dev.serguard.Failure;
import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineFile;
import dev.serguard.internal.Settings;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A child JVM that ran a test's invocations, as its parent sees it once it has ended: how it
 * ended, what it said, and the failure text of a child that ended abnormally (its exit status or
 * signal, who called {@code System.exit}, an exhausted heap, a crash, the time limit, its last
 * output).
 *
 * @param exit    how it ended
 * @param said    what it said, in order
 * @param keys    the keys of the report entries its parent reads
 * @param maxHeap the heap limit of a forked invocation, which a message about an exhausted heap names
 */
@API(status = INTERNAL, since = "0.4")
public record InvocationChild(ChildJvm.Exit exit, List<ChildRecords.Record> said, Keys keys, String maxHeap) {

    public InvocationChild {
        said = List.copyOf(said);
    }

    /**
     * The keys of the report entries a child publishes and its parent reads.
     *
     * @param codec   the codec of an invocation
     * @param payload the payload of an invocation ({@link Payload#toString()})
     * @param outcome what the child decided of its invocation, as the gate's outcome in JSON
     * @param figure  one figure it measured, as a baseline's entry line
     */
    public record Keys(String codec, String payload, String outcome, String figure) {
    }

    /** The report entries it published, in order. */
    public List<ChildRecords.Entry> entries() {
        return said.stream().filter(ChildRecords.Entry.class::isInstance).map(ChildRecords.Entry.class::cast).toList();
    }

    /** What the child decided of its invocation, where it said so: the gate's outcome, in JSON. */
    public Optional<String> outcome() {
        return entries().stream().filter(entry -> entry.key().equals(keys.outcome())).map(ChildRecords.Entry::value)
                .reduce((first, last) -> last);
    }

    /** How its first invocation ended, where it did. */
    public Optional<ChildRecords.Finished> finished() {
        return said.stream().filter(ChildRecords.Finished.class::isInstance).map(ChildRecords.Finished.class::cast).findFirst();
    }

    /** How its first invocation ended, where it did and the child then ended normally. */
    public Optional<ChildRecords.Finished> finishedNormally() {
        return finished().filter(f -> exit.normal());
    }

    /** How many invocations it finished. */
    long invocations() {
        return said.stream().filter(ChildRecords.Finished.class::isInstance).count();
    }

    /** The figures it measured of the invocation of {@code codec} on {@code payload}, as a baseline's entries. */
    List<BaselineEntry> figures(String codec, Payload<?> payload) {
        return entries().stream().filter(entry -> entry.key().equals(keys.figure())).map(entry -> BaselineFile.parseEntryLine(entry.value()))
                .filter(entry -> entry.codec().equals(codec) && entry.payload().equals(payload.label())).toList();
    }

    /**
     * What a child that ran every invocation of its test said of the one of {@code codec} on
     * {@code payload}, as a child of that invocation alone would have: the records from the end of
     * the invocation before it to its own end (all it said, where that invocation never ended), and
     * how the child exited.
     */
    InvocationChild of(String codec, Payload<?> payload) {
        List<ChildRecords.Record> invocation = new ArrayList<>();
        boolean codecSeen = false;
        boolean payloadSeen = false;
        for (ChildRecords.Record record : said) {
            if (record instanceof ChildRecords.Finished && !(codecSeen && payloadSeen)) {
                invocation.clear();
                codecSeen = false;
                payloadSeen = false;
                continue;
            }
            invocation.add(record);
            if (record instanceof ChildRecords.Entry entry) {
                codecSeen |= entry.key().equals(keys.codec()) && entry.value().equals(codec);
                payloadSeen |= entry.key().equals(keys.payload()) && entry.value().equals(payload.toString());
            } else if (record instanceof ChildRecords.Finished) {
                break;
            }
        }
        said.stream().filter(ChildRecords.Exit.class::isInstance).filter(exit -> !invocation.contains(exit)).forEach(invocation::add);
        return new InvocationChild(exit, invocation, keys, maxHeap);
    }

    /**
     * How the invocation of {@code codec} on {@code payload} ended in a child that ran several:
     * the outcome that closes the records in which its codec and payload were published.
     */
    Optional<ChildRecords.Finished> finished(String codec, Payload<?> payload) {
        return of(codec, payload).finished();
    }

    /**
     * What its invocation did, to be done again in the parent, where it finished and the child
     * ended normally ({@link #finishedNormally}): empty where it passed, else an abort or a failure
     * of the invocation {@code title}, with what the test threw in the child.
     */
    public Optional<Replay> replay(String title) {
        ChildRecords.Finished finished = finishedNormally().orElseThrow();
        Optional<RemoteFailure> thrown = finished.thrown();
        return switch (finished.status()) {
            case "SUCCESSFUL" -> Optional.empty();
            case "SKIPPED", "ABORTED" -> Optional.of(new Replay(true, thrown.map(RemoteFailure::getMessage).orElse("aborted in its child JVM"), null));
            default -> {
                RemoteFailure failure = thrown.orElse(new RemoteFailure("unknown", "no exception", List.of(), null));
                boolean assertion = failure.className().equals(AssertionError.class.getName()) || failure.className().startsWith("org.opentest4j.");
                String message = assertion && failure.getMessage() != null ? failure.getMessage()
                        : "Forked run failed for " + title + ": its test threw " + failure;
                yield Optional.of(new Replay(false, message + "\n  (run in a child JVM; its output: " + exit.log() + ")",
                        failure.getCause() == null ? failure : failure.getCause()));
            }
        };
    }

    /**
     * An invocation to end in the parent as it ended in the child.
     *
     * @param aborted whether it was skipped or aborted there; else it failed
     * @param message what it ended with
     * @param cause   what the test threw there, for a failure
     */
    public record Replay(boolean aborted, String message, Throwable cause) {
    }

    /** The result of the invocation of {@code codec} on {@code payload} in a child that ended before it finished: {@link #abnormal}. */
    public <T> SerializationResult<T> ended(String codec, Payload<T> payload) {
        return new SerializationResult<>(codec, payload, Optional.of(new Failure(Failure.Kind.JVM_ENDED, "its child JVM", abnormal(),
                Optional.empty(), Optional.empty())), OptionalInt.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty(), Optional.empty());
    }

    /** How long it ran, in seconds: {@code 4.27}. */
    public String seconds() {
        return String.format(Locale.ROOT, "%.2f", exit.took().toNanos() / 1e9);
    }

    /** {@code its invocation was aborted (…)}, or how the child ended where it did not end normally after finishing. */
    public String whyNotFinished() {
        Optional<ChildRecords.Finished> finished = finishedNormally();
        return finished.isPresent() ? "its invocation was " + finished.get().status().toLowerCase(Locale.ROOT)
                + finished.get().thrown().map(t -> " (" + t.getMessage() + ")").orElse("") : abnormal();
    }

    /**
     * {@code its child JVM exited with status 3; System.exit was called at …}: how the child ended,
     * what it ended by where that is known, the advice, and its last output.
     */
    public String abnormal() {
        Optional<Path> crash = CrashReport.of(exit);
        StringBuilder message = new StringBuilder("its child JVM ");
        crash.flatMap(CrashReport::summary).ifPresent(summary -> message.append("crashed: ").append(summary).append(", and "));
        message.append(exit.describe());
        said.stream().filter(ChildRecords.Exit.class::isInstance).map(ChildRecords.Exit.class::cast).findFirst()
                .flatMap(ChildRecords.Exit::caller).ifPresent(caller -> message.append("; System.exit was called ").append(caller));
        Optional<ChildRecords.Finished> finished = finished();
        if (finished.isPresent()) {
            message.append(", after its test ").append(finished.get().status().equals("SUCCESSFUL") ? "passed" : "failed");
        } else if (exit.normal()) {
            message.append(" without running the invocation (does the child see the same codecs and payloads?)");
        }
        if (exit.lastLines().stream().anyMatch(line -> line.contains("OutOfMemoryError"))) {
            message.append("\n  it ran out of heap (its limit: -Xmx").append(maxHeap)
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
}
