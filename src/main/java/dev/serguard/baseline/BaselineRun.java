package dev.serguard.baseline;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The baselines of one test run: each test class's file, read once; each result compared with
 * it (a time or an allocation that looks regressed measured again); in record mode the figures to
 * write, merged with each file's other entries and written when the run ends; and the notes the
 * end-of-run report gives about them. Thread-safe: tests may run in parallel.
 *
 * <pre>{@code
 * BaselineRun run = new BaselineRun(Path.of("src/test/resources/serguard"), BaselineKey.current(BaselineKey.Mode.QUICK), false);
 * BaselineRun.Checked checked = run.check(OrderTests.class, "orders", result, () -> Serguard.measure(codec, payload), Thresholds.ONE_JVM);
 * checked.failure().ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 *
 * <p>Record mode must not pass without recording: {@link #close} fails when a file could not be
 * written, and {@link #problemWriting} lets a caller find out before anything is measured.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class BaselineRun implements AutoCloseable {

    private final Path folder;
    private final BaselineKey key;
    private final boolean recording;
    private final boolean partial;
    private final Set<Metric> recordedMetrics;
    private final Map<Class<?>, StoredBaseline> stored = new HashMap<>();
    private final Map<Class<?>, Map<String, List<BaselineEntry>>> recorded = new LinkedHashMap<>();
    private final Map<SerializationResult<?>, List<Verdict>> compared = new IdentityHashMap<>();
    private final Set<String> notes = new LinkedHashSet<>();
    private final List<String> unwritten = new ArrayList<>();
    private final List<IOException> writeFailures = new ArrayList<>();
    private final Set<Class<?>> keyMismatchNoted = new HashSet<>();
    private double fastestRecorded = Double.POSITIVE_INFINITY;
    private boolean closed;

    /**
     * @param folder    where baseline files are read and written
     * @param key       this run's JDK, garbage collector and mode: figures are recorded under it and compared with it
     * @param recording whether this run records instead of comparing
     */
    public BaselineRun(Path folder, BaselineKey key, boolean recording) {
        this(folder, key, recording, false);
    }

    /**
     * @param partial whether this run records only some invocations of its tests (a forked
     *                invocation's child JVM): it replaces the figures of the codecs and payloads it
     *                ran, not whole tests
     */
    public BaselineRun(Path folder, BaselineKey key, boolean recording, boolean partial) {
        this(folder, key, recording, partial, EnumSet.allOf(Metric.class));
    }

    /**
     * @param recordedMetrics the metrics a recording writes: the file's figures of the others stay
     *                        as they are (sizes recorded anew after a model changed, times kept);
     *                        none where only golden bytes are recorded
     */
    public BaselineRun(Path folder, BaselineKey key, boolean recording, boolean partial, Set<Metric> recordedMetrics) {
        this.folder = folder;
        this.key = key;
        this.recording = recording;
        this.partial = partial;
        this.recordedMetrics = Set.copyOf(recordedMetrics);
    }

    /** Whether a recording writes {@code metric}'s figures. */
    public boolean records(Metric metric) {
        return recordedMetrics.contains(metric);
    }

    /** This run's JDK, garbage collector and mode: the key figures are recorded under and compared with. */
    public BaselineKey key() {
        return key;
    }

    public boolean recording() {
        return recording;
    }

    /** Where the baseline of {@code testClass} lives: {@code OrderTests.json}, {@code OuterTests.Nested.json} for a nested class. */
    public Path file(Class<?> testClass) {
        String name = testClass.getName().substring(testClass.getPackageName().isEmpty() ? 0 : testClass.getPackageName().length() + 1);
        return folder.resolve(name.replace('$', '.') + ".json");
    }

    /** The baseline of {@code testClass}, read once. */
    public synchronized StoredBaseline stored(Class<?> testClass) {
        return stored.computeIfAbsent(testClass, type -> {
            StoredBaseline loaded = BaselineFile.load(file(type));
            // Files are named without the package: two test classes of one name must not judge each other.
            if (loaded instanceof StoredBaseline.Found found && !found.baseline().testClass().equals(type.getName())) {
                return new StoredBaseline.Unreadable(found.file(), "it is the baseline of " + found.baseline().testClass() + ", not of "
                        + type.getName() + " (baseline files are named without the package): rename one of the two");
            }
            return loaded;
        });
    }

    /** Why the baseline folder cannot be written, tried as recording will: a read-only mount or a file in the folder's place shows now. */
    public Optional<String> problemWriting() {
        try {
            Files.createDirectories(folder);
            Files.delete(Files.createTempFile(folder, ".serguard-", ".probe"));
            return Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.of(e.toString());
        }
    }

    /**
     * Notes on the entries of {@code test} in its class's baseline that the test no longer has
     * codecs or payloads for, one per codec and payload; {@code where} names the test method.
     */
    public List<String> staleNotes(Class<?> testClass, String test, String where, Collection<String> codecs, List<String> payloads) {
        if (!(stored(testClass) instanceof StoredBaseline.Found found)) {
            return List.of();
        }
        // A set: the same figure may be recorded under several keys.
        Map<String, Set<String>> stale = new LinkedHashMap<>();
        found.baseline().stale(test, codecs, payloads).forEach(entry ->
                stale.computeIfAbsent(entry.codec() + " · " + entry.payload(), what -> new LinkedHashSet<>()).add(BaselineEntry.key(entry.metric())));
        List<String> staleNotes = new ArrayList<>();
        stale.forEach((what, metrics) -> staleNotes.add("Stale baseline entries for " + what + " (" + String.join(", ", metrics) + ") of " + where
                + " in " + found.file() + ": the test has no such codec or payload any more; record the baseline anew to drop them."));
        staleNotes.forEach(this::note);
        return staleNotes;
    }

    /**
     * What comparing {@code result} with its baseline found.
     *
     * @param verdicts      one per metric measured, after confirmation
     * @param failure       the regression's message, or the baseline's being unreadable; empty when none
     * @param notInBaseline the note that the result is not (wholly) in the baseline, when so
     * @param refusal       where the baseline can judge nothing (unreadable, or holding figures not trusted): the
     *                      failure's one-line reason, as the reports show it beside the test
     */
    public record Checked(List<Verdict> verdicts, Optional<String> failure, Optional<String> notInBaseline, Optional<String> refusal) {

        static final Checked NOTHING = new Checked(List.of(), Optional.empty(), Optional.empty());

        /** The comparison of figures with the baseline: {@code failure} is that of the failed verdicts, if any. */
        public Checked(List<Verdict> verdicts, Optional<String> failure, Optional<String> notInBaseline) {
            this(verdicts, failure, notInBaseline, Optional.empty());
        }

        /**
         * As judged where another gate judged the times ({@code why} names it): each time verdict
         * shown, not judged; sizes and allocation judged as they were. The failure stays only where
         * a figure still fails.
         */
        public Checked withTimesShown(String why) {
            if (refusal.isPresent()) {
                return this;
            }
            List<Verdict> shown = verdicts.stream().map(v -> v.metric().timed() && v.outcome() != Verdict.Status.NOT_IN_BASELINE
                    && v.outcome() != Verdict.Status.NOT_COMPARED ? v.shown(why) : v).toList();
            return new Checked(shown, failure.filter(message -> shown.stream().anyMatch(Verdict::failed)), notInBaseline, refusal);
        }

        // A baseline that can judge nothing fails as it is: its message and one-line reason.
        static Checked refused(String message, String reason) {
            return new Checked(List.of(), Optional.of(message), Optional.empty(), Optional.of(reason));
        }
    }

    /**
     * Compares {@code result}, which passed its round trip, with the baseline of {@code test} in
     * {@code testClass}'s file; {@code again} measures the same codec and payload once more, to
     * confirm a time or an allocation that looks regressed. Nothing is compared in record mode, or
     * when the class has no baseline (which {@link StoredBaseline#message} says once per test).
     */
    public Checked check(Class<?> testClass, String test, SerializationResult<?> result, Supplier<? extends SerializationResult<?>> again,
                         Thresholds thresholds) {
        StoredBaseline stored = stored(testClass);
        if (recording || stored instanceof StoredBaseline.Missing) {
            return Checked.NOTHING;
        }
        if (stored instanceof StoredBaseline.Unreadable) {
            // Failing, not skipping: a baseline broken by a merge would otherwise stop guarding without anyone noticing.
            return Checked.refused("Baseline unreadable for " + result.title() + "\n  " + stored.message(),
                    "Baseline unreadable: " + stored.message().lines().findFirst().orElse("").strip());
        }
        StoredBaseline.Found found = (StoredBaseline.Found) stored;
        // Failing, not withholding: a figure recorded as not trusted would switch its verdict off for good without anyone noticing.
        List<BaselineEntry> untrusted = untrusted(found.baseline(), test, result);
        if (!untrusted.isEmpty()) {
            return Checked.refused(notTrusted(result.title(), found.file(), untrusted), "Baseline not trusted: " + found.file()
                    + " holds figures recorded as not trusted (" + untrusted.stream().map(entry -> BaselineEntry.key(entry.metric()))
                    .collect(Collectors.joining(", ")) + ")");
        }
        String source = found.file().toString();
        List<Verdict> verdicts = BaselineComparison.compare(result, test, found.baseline(), key, source, thresholds);
        if (BaselineComparison.needsConfirmation(verdicts)) {
            SerializationResult<?> second = again.get();
            if (second.passed()) {
                verdicts = BaselineComparison.confirm(verdicts, BaselineComparison.compare(second, test, found.baseline(), key, source, thresholds));
            }
        }
        synchronized (this) {
            compared.put(result, List.copyOf(verdicts));
        }
        for (Verdict verdict : verdicts) {
            if (verdict.outcome() == Verdict.Status.IMPROVED) {
                note("Improved on the baseline, " + result.title() + ": " + verdict.compactLine());
            }
        }
        verdicts.stream().filter(verdict -> verdict.outcome() == Verdict.Status.NOT_COMPARED).findFirst().ifPresent(verdict -> {
            List<BaselineKey> recordedUnder = found.baseline().keys(test, result.codec(), result.payload().label(), verdict.metric());
            noteKeyMismatch(testClass, "Times and allocation of " + testClass.getSimpleName() + " not compared with the baseline " + found.file()
                    + ": " + BaselineComparison.notComparedBecause(recordedUnder, key, true) + "; sizes are compared.");
        });
        Optional<String> notInBaseline = Optional.empty();
        if (verdicts.stream().anyMatch(verdict -> verdict.outcome() == Verdict.Status.NOT_IN_BASELINE)) {
            notInBaseline = Optional.of(result.title() + " is not in the baseline " + found.file() + " (or not all its figures): record it anew to compare it.");
            note(notInBaseline.get());
        }
        return new Checked(List.copyOf(verdicts), BaselineComparison.failureMessage(result, verdicts), notInBaseline);
    }

    // The recorded figures that this run would compare result's with, and that were not trusted when recorded.
    private List<BaselineEntry> untrusted(Baseline baseline, String test, SerializationResult<?> result) {
        return Arrays.stream(Metric.values()).filter(metric -> (metric.timed() || metric.allocation()) && BaselineEntry.kept(metric))
                .filter(metric -> metric.read(result).isPresent())
                .flatMap(metric -> baseline.entry(test, result.codec(), result.payload().label(), metric, key).stream())
                .filter(entry -> entry.untrusted().isPresent()).toList();
    }

    /**
     * {@code Baseline not trusted for kryo · SMALL (Order)}: the figures of {@code file} that
     * were recorded as not trusted, one line each with why, and the fix.
     */
    static String notTrusted(String title, Path file, List<BaselineEntry> untrusted) {
        return "Baseline not trusted for " + title + "\n  Baseline " + file + " holds figures recorded as not trusted, which can judge nothing:\n"
                + untrusted.stream().map(entry -> "    " + BaselineEntry.key(entry.metric()) + ": " + entry.untrusted().orElseThrow() + "\n")
                        .collect(Collectors.joining())
                + "  Record the baseline anew with -Dserguard.mode=record: a recording measures until it can trust each figure, or fails and says why.";
    }

    /** Keeps the figures of {@code result} for {@code test}'s baseline, written when the run ends. */
    public synchronized void record(Class<?> testClass, String test, SerializationResult<?> result) {
        record(testClass, test, BaselineEntry.of(test, result));
    }

    /** Keeps {@code entries} for {@code test}'s baseline, written when the run ends: figures measured in several JVMs, merged. */
    public synchronized void record(Class<?> testClass, String test, List<BaselineEntry> entries) {
        recorded.computeIfAbsent(testClass, type -> new LinkedHashMap<>()).computeIfAbsent(test, name -> new ArrayList<>())
                .addAll(entries.stream().filter(entry -> records(entry.metric())).toList());
    }

    /** Notes that a JVM this run records in ran the reference workload at {@code referenceNanos} per operation. */
    public synchronized void recordedAt(double referenceNanos) {
        fastestRecorded = Math.min(fastestRecorded, referenceNanos);
    }

    /** The fastest that any JVM this run recorded in so far ran the reference workload, per operation; infinite before the first. */
    public synchronized double fastestRecorded() {
        return fastestRecorded;
    }

    /** The verdicts of {@code result} (this very instance) against its baseline; empty if it was not compared. */
    public synchronized List<Verdict> verdicts(SerializationResult<?> result) {
        return compared.getOrDefault(result, List.of());
    }

    /** A note for the end-of-run report, once however often it is given. */
    public synchronized void note(String note) {
        notes.add(note);
    }

    /** The notes so far, for a run that ends before {@link #finish}: nothing is written. */
    public synchronized List<String> notes() {
        return List.copyOf(notes);
    }

    // Once per class: every test of it would say the same.
    private synchronized void noteKeyMismatch(Class<?> testClass, String note) {
        if (keyMismatchNoted.add(testClass)) {
            notes.add(note);
        }
    }

    /**
     * Writes what record mode recorded, each test class's file merged with the entries of its
     * tests that did not run; returns every note of the run, for the end-of-run report.
     */
    public synchronized List<String> finish() {
        if (recordedMetrics.isEmpty()) {
            recorded.clear();       // golden bytes only: no baseline file is touched
            return List.copyOf(notes);
        }
        String recordedWith = String.format(Locale.ROOT, "serguard record mode (quick timing), JDK %s, %s %s, %d cores",
                Runtime.version(), System.getProperty("os.name"), System.getProperty("os.arch"), Runtime.getRuntime().availableProcessors());
        recorded.forEach((testClass, tests) -> {
            List<BaselineEntry> entries = tests.values().stream().flatMap(List::stream).toList();
            // Other keys' figures stay: a library tested on JDK 17 and 25 keeps both in one file.
            Set<String> ran = new HashSet<>();
            entries.forEach(entry -> ran.add(entry.test() + "\n" + entry.codec() + "\n" + entry.payload()));
            Predicate<BaselineEntry> ofRun = partial ? entry -> ran.contains(entry.test() + "\n" + entry.codec() + "\n" + entry.payload())
                    : entry -> tests.containsKey(entry.test());
            // Only the metrics recorded: a file's times stay where only sizes were recorded anew.
            Predicate<BaselineEntry> replaced = ofRun.and(entry -> records(entry.metric()));
            // Read again: a forked invocation's child may have recorded into the file since it was first read.
            stored.remove(testClass);
            StoredBaseline before = stored(testClass);
            Baseline baseline = before instanceof StoredBaseline.Found found
                    ? found.baseline().replacing(replaced, key, recordedWith, entries)
                    : Baseline.of(testClass.getName(), key, recordedWith, entries);
            Path file = file(testClass);
            if (before instanceof StoredBaseline.Unreadable unreadable) {
                // Recording is the remedy the comparison's message gives: it must not drop the other tests' figures unsaid.
                notes.add("Baseline " + file + " was unreadable (" + unreadable.reason() + "): written anew with this run's figures only;"
                        + " the figures of tests that did not run are not in it: record them too, or take them from version control.");
            }
            try {
                BaselineFile.write(baseline, file);
                notes.add("Recorded " + entries.size() + " figures of " + testClass.getSimpleName() + " (" + String.join(", ", tests.keySet())
                        + ") under " + key.describe() + " to " + file + ": commit it.");
            } catch (IOException e) {
                notes.add("Could not record the baseline " + file + ": " + e);
                unwritten.add(file + " (" + e + ")");
                writeFailures.add(e);
            }
        });
        recorded.clear();
        return List.copyOf(notes);
    }

    /**
     * Writes what is left to write and fails if a baseline could not be written: a record run
     * that recorded nothing must not end in success.
     */
    @Override
    public synchronized void close() {
        finish();
        if (closed || unwritten.isEmpty()) {
            return;
        }
        closed = true;
        UncheckedIOException failure = new UncheckedIOException("serguard record mode could not write "
                + (unwritten.size() == 1 ? "the baseline " : unwritten.size() + " baselines: ") + String.join(", ", unwritten)
                + ": nothing of " + (unwritten.size() == 1 ? "it" : "them") + " was recorded; point " + Settings.BASELINE_DIR.key()
                + " at a folder that can be written and record again.", writeFailures.get(0));
        writeFailures.stream().skip(1).forEach(failure::addSuppressed);
        throw failure;
    }
}
