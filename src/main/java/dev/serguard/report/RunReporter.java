package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.budget.Budget;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.config.Configuration;
import dev.serguard.duet.Figures;
import dev.serguard.fork.Role;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedDeque;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Everything measured in this JVM's part of the test run, by test class, and the verdicts
 * withheld in it. When the run ends ({@link #end()}): writes the baselines that record mode
 * recorded, prints one table with the verdicts withheld (counted in its first line) and what the
 * baselines had to say, saves a report part per test class and writes the reports merged from
 * every part of the build (see {@link RunParts}: other Surefire forks, a rerun, Failsafe), whatever
 * the verdicts were. Also knows what runs now, so that a JVM that {@code System.exit} ends before
 * the run does can say during what, and write what had finished ({@link #endedEarly}). The test
 * framework's adapter keeps it for the whole run and ends it.
 */
@API(status = INTERNAL, since = "0.4")
public class RunReporter {

    /** The test that measured a result: its class and {@code OrderTests.orders}. */
    public record Test(Class<?> testClass, String name) {
    }

    /**
     * In a child JVM, the invocation it runs ({@code codec}, {@code payload}) and its parent's
     * {@code build} (see {@link RunParts#currentBuild}), whose reports its results join as a part of their own.
     */
    public record Child(String codec, String payload, String build) {
    }

    /**
     * What serguard runs of a test: its {@code codecs} on {@code payload}, measured together, or
     * one codec's invocation (its checks and the test method), from the thread named {@code thread}.
     */
    public record Running(Test test, Payload<?> payload, List<String> codecs, String thread) {
    }

    private final Configuration configuration;
    private final Role role;
    private final Optional<Child> child;
    private final MeasureSettings settings;
    private final BaselineRun baselines;
    // By test, codec and payload: a rerun of a test replaces its first attempt's results.
    private final Map<String, Measured> results = new LinkedHashMap<>();
    private final Map<Class<?>, Set<SkippedCodec>> skipped = new LinkedHashMap<>();
    // By test, codec, payload and metric: a rerun's verdict replaces the first attempt's.
    private final Map<String, Withheld> withheld = new LinkedHashMap<>();
    // By test, codec and payload: what the gate decided of each invocation, a rerun's replacing the first attempt's.
    private final Map<String, Decided> outcomes = new LinkedHashMap<>();
    private final Set<String> notJudged = new LinkedHashSet<>();     // budgets on what check mode does not measure
    private final Set<Class<?>> forked = new LinkedHashSet<>();      // classes with invocations run in child JVMs
    private final List<Duration> forkTimes = new ArrayList<>();       // each child's wall time, start to end
    private final List<String> confirmations = new ArrayList<>();     // failed times measured again in a fresh JVM
    private final Set<String> runNotes = new LinkedHashSet<>();     // said once per run
    // What runs now, newest first; not under the report's lock, which a JVM's shutdown hook must not wait for to read it.
    private final Deque<Underway> underway = new ConcurrentLinkedDeque<>();
    private boolean closed;

    private record Measured(Test test, SerializationResult<?> result) {
    }

    private record Withheld(Class<?> testClass, WithheldVerdict verdict) {
    }

    private record Decided(Class<?> testClass, InvocationOutcome outcome) {
    }

    private static String key(Class<?> testClass, String test, SerializationResult<?> result) {
        return testClass.getName() + "\n" + test + "\n" + result.codec() + "\n" + result.payload().label();
    }

    /**
     * The report of a run configured so, in a JVM that is {@code role} in it ({@code child}: the
     * invocation a child JVM runs, if this is one), with the run's {@code baselines}.
     */
    public RunReporter(Configuration configuration, Role role, Optional<Child> child, BaselineRun baselines) {
        this.configuration = configuration;
        this.role = role;
        this.child = child;
        this.settings = configuration.settings();
        this.baselines = baselines;
    }

    /**
     * Marks {@code codecs} of {@code test} on {@code payload} as running until the returned handle
     * is closed: {@code try (RunReporter.Underway running = report.running(…)) { … }}, or when the
     * invocation it belongs to ends.
     */
    public Underway running(Test test, Payload<?> payload, List<String> codecs) {
        Underway running = new Underway(new Running(test, payload, List.copyOf(codecs), Thread.currentThread().getName()));
        underway.addFirst(running);
        return running;
    }

    /** What runs now, newest first. */
    public List<Running> running() {
        return underway.stream().map(Underway::running).toList();
    }

    /** Something running, until closed; each handle is its own, however alike two runnings are. */
    public final class Underway implements AutoCloseable {
        private final Running running;

        private Underway(Running running) {
            this.running = running;
        }

        /** What runs. */
        public Running running() {
            return running;
        }

        @Override
        public void close() {
            underway.remove(this);
        }
    }

    /** A result measured in {@code test}; a rerun's replaces the first attempt's. */
    public synchronized void add(Test test, SerializationResult<?> result) {
        String key = key(test.testClass(), test.name(), result);
        results.remove(key);
        results.put(key, new Measured(test, result));
    }

    /** A verdict withheld, for the summary, report.html and results.json. */
    public synchronized void withheld(Class<?> testClass, WithheldVerdict verdict) {
        String key = key(testClass, verdict.test(), verdict.result()) + "\n" + verdict.metricKey();
        withheld.remove(key);
        withheld.put(key, new Withheld(testClass, verdict));
    }

    /**
     * What the gate decided of the invocation of {@code result} in {@code test}: its {@code checks},
     * each verdict withheld on it so far, and its {@code notes}, as one {@link InvocationOutcome}, which the reports render.
     */
    public synchronized InvocationOutcome decided(Test test, SerializationResult<?> result, List<CheckOutcome> checks, List<String> notes) {
        return decided(test, result, checks, notes, Optional.empty());
    }

    /** As above, with what the upgrade duet measured of the invocation. */
    public synchronized InvocationOutcome decided(Test test, SerializationResult<?> result, List<CheckOutcome> checks, List<String> notes,
                                                  Optional<Figures> upgrade) {
        String key = key(test.testClass(), test.name(), result);
        List<CheckOutcome> all = new ArrayList<>(checks);
        withheld.forEach((withheldKey, w) -> {
            if (withheldKey.startsWith(key + "\n")) {
                all.add(CheckOutcome.of(w.verdict().verdict(), CheckOutcome.Decision.WITHHELD));
            }
        });
        InvocationOutcome outcome = new InvocationOutcome(test.name(), result.codec(), result.payload().label(), result.title(), all, notes, upgrade);
        outcomes.remove(key);
        outcomes.put(key, new Decided(test.testClass(), outcome));
        return outcome;
    }

    /** A built-in codec that {@code testClass} could not be offered, for the reports to list. */
    public synchronized void skipped(Class<?> testClass, SkippedCodec codec) {
        skipped.computeIfAbsent(testClass, key -> new LinkedHashSet<>()).add(codec);
    }

    /**
     * An invocation of {@code testClass} run in a child JVM for {@code took}; the child saves its
     * results as a part of their own.
     */
    public synchronized void forked(Class<?> testClass, Duration took) {
        forked.add(testClass);
        forkTimes.add(took);
    }

    /** A line of the run notes, said once however often it is given: what the duet swapped. */
    public synchronized void runNote(String line) {
        runNotes.add(line);
    }

    /** A failed time measured again in a fresh JVM, and what came of it: a line of the run notes. */
    public synchronized void confirmed(String line) {
        confirmations.add(line);
    }

    /** Budgets on times or allocation that check mode left unjudged, said once at the end of the run. */
    public synchronized void notJudged(List<Budget> budgets) {
        budgets.forEach(budget -> notJudged.add(budget.metric() + " " + budget.declaredBy()));
    }

    /** The run ended: writes its reports, and the baselines record mode recorded. */
    public void end() {
        write(Optional.empty());
    }

    /**
     * Writes the reports of what had finished when the JVM began to end before the run did, with
     * {@code exit}, the line that says how, first among the run notes; records no baseline. False
     * where the run had ended already, and wrote its reports.
     */
    public boolean endedEarly(String exit) {
        return write(Optional.of(exit));
    }

    private synchronized boolean write(Optional<String> exit) {
        if (closed || exit.isEmpty() && results.isEmpty() && skipped.isEmpty() && forked.isEmpty()) {
            return false;
        }
        closed = true;
        // Half a recording must not replace a whole one: a run cut short records nothing.
        List<String> notes = new ArrayList<>(exit.isPresent() ? baselines.notes() : baselines.finish());
        if (exit.isPresent() && baselines.recording()) {
            notes.add("Record mode: no baseline written, as the run did not end.");
        }
        notes.addAll(runNotes);
        notes.addAll(confirmations);
        // Each invocation's notes (bytes that vary, fields left out of the comparison, a weak thread-safety verdict), with its test.
        outcomes.values().forEach(d -> d.outcome().notes().forEach(note -> notes.add(d.outcome().title() + " in " + d.outcome().test() + ": " + note)));
        List<SerializationResult<?>> all = results.values().stream().<SerializationResult<?>>map(Measured::result).toList();
        Map<SerializationResult<?>, Test> tests = new IdentityHashMap<>();
        results.values().forEach(measured -> tests.put(measured.result(), measured.test()));
        List<WithheldVerdict> kept = withheld.values().stream().map(Withheld::verdict).toList();
        Set<SkippedCodec> allSkipped = new LinkedHashSet<>();
        skipped.values().forEach(allSkipped::addAll);
        List<InvocationOutcome> decided = outcomes.values().stream().map(Decided::outcome).toList();
        // This JVM's whole run as one part, shown here and saved by no one: the parts below are saved, a test class each.
        RunPart everything = RunPart.of("", "test run", all, result -> tests.get(result).name(), List.copyOf(allSkipped), kept, decided, List.of(),
                baselines::verdicts, settings);
        // The console counts the weak thread-safety verdicts in one line, and leaves out the fresh JVMs' lines, which each test
        // printed or its failure says; the reports keep each.
        List<String> console = ConsoleNotes.of(notes.stream().filter(note -> !confirmations.contains(note)).toList());
        String table = ConsoleTable.forConsole(everything) + (console.isEmpty() ? "" : "Run notes:\n  " + String.join("\n  ", console) + "\n");
        String counted = kept.isEmpty() ? "" : ": " + kept.size() + (kept.size() == 1 ? " verdict" : " verdicts") + " withheld";
        String untimed = configuration.mode().timed() ? "" : "Check mode: nothing timed, no allocation measured; "
                + (notJudged.isEmpty() ? "no" : Integer.toString(notJudged.size())) + " time or allocation " + (notJudged.size() == 1 ? "budget" : "budgets")
                + " and the baselines' times and allocation not judged (run quick or full mode for them).\n";
        if (exit.isEmpty()) {
            // A JVM on its way out says one line on stderr (UnforkedExit) rather than a table that may not get out whole.
            System.out.println("serguard results (" + configuration.mode().name().toLowerCase(Locale.ROOT) + " mode)" + counted + "\n" + untimed + table);
        }
        List<String> partNotes = new ArrayList<>();
        exit.ifPresent(partNotes::add);
        if (!untimed.isEmpty()) {
            partNotes.add(untimed.strip());
        }
        partNotes.addAll(notes);
        Path folder = configuration.reportDir();
        if (role.measuresOnly()) {
            return true;     // a child that measured a failed time again: the parent's invocation has the results
        }
        try {
            // A child's results join its parent's build, as a part of their own beside the test class's.
            String build = child.map(Child::build).orElseGet(RunParts::currentBuild);
            String partSuffix = child.map(target -> " (forked: " + target.codec() + " · " + target.payload() + ")").orElse("");
            Set<Class<?>> testClasses = new LinkedHashSet<>();
            results.values().forEach(measured -> testClasses.add(measured.test().testClass()));
            testClasses.addAll(skipped.keySet());
            // Where the run ended early: the classes that were running have a part, with the line that says how, results or not.
            exit.ifPresent(line -> running().forEach(running -> testClasses.add(running.test().testClass())));
            for (Class<?> testClass : testClasses) {
                List<SerializationResult<?>> mine = results.values().stream().filter(m -> m.test().testClass() == testClass)
                        .<SerializationResult<?>>map(Measured::result).toList();
                List<WithheldVerdict> itsWithheld = withheld.values().stream().filter(w -> w.testClass() == testClass).map(Withheld::verdict).toList();
                List<InvocationOutcome> itsOutcomes = outcomes.values().stream().filter(d -> d.testClass() == testClass).map(Decided::outcome).toList();
                RunParts.save(folder, RunPart.of(build, testClass.getName() + partSuffix, mine, r -> tests.get(r).name(),
                        List.copyOf(skipped.getOrDefault(testClass, Set.of())), itsWithheld, itsOutcomes, partNotes, baselines::verdicts, settings));
            }
            if (child.isPresent()) {
                return true;     // the parent writes the reports, with this part
            }
            List<RunPart> parts = RunParts.load(folder, build);
            RunParts.writeReports(folder, "test run", parts, Clock.systemDefaultZone());
            if (exit.isPresent()) {
                return true;
            }
            // What the child JVMs measured, after this JVM's own table: the console should not show less than results.txt.
            parts.stream().filter(part -> forked.stream().anyMatch(type -> part.testClass().startsWith(type.getName() + " (forked: ")))
                    .forEach(part -> System.out.println("== " + part.testClass() + "\n" + part.text()));
            if (!forkTimes.isEmpty()) {
                List<Duration> sorted = forkTimes.stream().sorted().toList();
                System.out.printf(Locale.ROOT, sorted.size() == 1 ? "Forked: 1 invocation, in a child JVM of its own: %2$.1f s.%n"
                                : "Forked: %d invocations, each in a child JVM of its own: %.1f s each (median), %.1f s the longest.%n",
                        sorted.size(), sorted.get(sorted.size() / 2).toMillis() / 1e3, sorted.get(sorted.size() - 1).toMillis() / 1e3);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write serguard's reports to " + folder.toAbsolutePath(), e);
        }
        return true;
    }
}
