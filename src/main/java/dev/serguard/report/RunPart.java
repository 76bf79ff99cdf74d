package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.internal.Json;
import dev.serguard.measure.MeasureSettings;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One test class's share of a build's reports, as typed data: each {@link Invocation} (its test,
 * figures and verdicts against its baseline), the codecs skipped, the verdicts withheld, what the
 * gate decided of each invocation ({@link InvocationOutcome}), the run's notes, and the JVM that measured,
 * as JMH's entries name it. Every report renders parts: the console table, {@code results.txt},
 * {@code results.json}, {@code report.html} and {@code summary.md}. Parts are kept as files (see
 * {@link RunParts}) and merged into one report, so that Surefire forks, a rerun in a fresh JVM and
 * Failsafe next to Surefire all end in the same {@code report.html}; the shootout renders a part
 * of its own.
 *
 * <pre>{@code
 * RunPart part = RunPart.of(build, "com.example.OrderTests", invocations, skipped, withheld, outcomes, notes, settings);
 * RunParts.save(folder, part);
 * RunParts.writeReports(folder, "test run", RunParts.load(folder, build), Clock.systemDefaultZone());
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class RunPart {

    private final String build;
    private final String testClass;
    private final List<Invocation> invocations;
    private final List<SkippedCodec> skipped;
    private final List<WithheldVerdict> withheld;
    private final List<InvocationOutcome> outcomes;
    private final List<String> notes;
    private final Optional<BenchmarkParams> benchmark;
    private final Optional<String> unreadable;

    private RunPart(String build, String testClass, List<Invocation> invocations, List<SkippedCodec> skipped, List<WithheldVerdict> withheld,
                    List<InvocationOutcome> outcomes, List<String> notes, Optional<BenchmarkParams> benchmark, Optional<String> unreadable) {
        this.build = Objects.requireNonNull(build, "build");
        this.testClass = Objects.requireNonNull(testClass, "testClass");
        this.invocations = List.copyOf(invocations);
        this.skipped = List.copyOf(skipped);
        this.withheld = List.copyOf(withheld);
        this.outcomes = List.copyOf(outcomes);
        this.notes = List.copyOf(notes);
        this.benchmark = benchmark;
        this.unreadable = unreadable;
    }

    /**
     * The part of {@code testClass}.
     *
     * @param build       which build the part belongs to (see {@link RunParts#currentBuild()})
     * @param invocations what was measured, in order: in its headings and benchmark names
     * @param withheld    the verdicts withheld on those invocations' results; one on another result is not saved
     * @param outcomes    what the gate decided of each invocation: every failed check is listed, with its reason
     * @param notes       the run's notes (baselines recorded, stale entries, fresh JVMs' confirmations)
     * @param settings    what the invocations were measured with, named in JMH's entries with this JVM
     */
    public static RunPart of(String build, String testClass, List<Invocation> invocations, List<SkippedCodec> skipped,
                             List<WithheldVerdict> withheld, List<InvocationOutcome> outcomes, List<String> notes, MeasureSettings settings) {
        return new RunPart(build, testClass, invocations, skipped, withheld, outcomes, notes, Optional.of(BenchmarkParams.current(settings)),
                Optional.empty());
    }

    /**
     * The part of {@code testClass}, each result's test and verdicts against its baseline given as functions.
     *
     * @param test      the test method of each result, {@code OrderTests.orders}
     * @param baselines each result's verdicts against its baseline
     */
    public static RunPart of(String build, String testClass, List<? extends SerializationResult<?>> results,
                             Function<SerializationResult<?>, String> test, List<SkippedCodec> skipped, List<WithheldVerdict> withheld,
                             List<InvocationOutcome> outcomes, List<String> notes, Function<SerializationResult<?>, List<Verdict>> baselines,
                             MeasureSettings settings) {
        List<Invocation> invocations = results.stream().map(result -> Invocation.of(test.apply(result), result, baselines.apply(result))).toList();
        return of(build, testClass, invocations, skipped, withheld, outcomes, notes, settings);
    }

    /** What a run measured outside a test, to be rendered where it ran and not saved: the shootout's. */
    public static RunPart of(String name, List<? extends SerializationResult<?>> results, List<SkippedCodec> skipped, MeasureSettings settings) {
        return of("", name, results.stream().map(Invocation::of).toList(), skipped, List.of(), List.of(), List.of(), settings);
    }

    /** A part rendered as a table or a page only, which names no JVM: it has no JMH entries. */
    static RunPart unmeasured(List<Invocation> invocations, List<SkippedCodec> skipped, List<WithheldVerdict> withheld, List<InvocationOutcome> outcomes,
                              List<String> notes) {
        return new RunPart("", "", invocations, skipped, withheld, outcomes, notes, Optional.empty(), Optional.empty());
    }

    /** A part standing for a file in {@code parts/} that could not be read: a report failure that names it. */
    static RunPart unreadable(String build, String fileName, Exception cause) {
        String line = "The report part parts/" + fileName + " could not be read (" + cause.getMessage()
                + "): its results are missing from this report. Delete it (or run mvn clean) and run the tests again.";
        return new RunPart(build, fileName.replaceFirst("\\.json$", ""), List.of(), List.of(), List.of(), List.of(), List.of(), Optional.empty(),
                Optional.of(line));
    }

    /** Reads a part written by {@link #toJson()}. */
    public static RunPart fromJson(String json) {
        if (!(Json.parse(json) instanceof Map<?, ?> tree) || !(tree.get("build") instanceof String build)
                || !(tree.get("testClass") instanceof String testClass)) {
            throw new IllegalArgumentException("not a serguard report part: no build and testClass");
        }
        try {
            if (tree.get("unreadable") instanceof String line) {
                return new RunPart(build, testClass, List.of(), List.of(), List.of(), List.of(), List.of(), Optional.empty(), Optional.of(line));
            }
            // Read whole now: a damaged part stands as one that says so, not as a failure of the reports.
            List<Invocation> invocations = RunJson.list(tree, "invocations").stream().map(item -> RunJson.invocation((Map<?, ?>) item)).toList();
            List<WithheldVerdict> withheld = RunJson.list(tree, "withheld").stream()
                    .map(item -> RunJson.withheld((Map<?, ?>) item, invocations)).toList();
            return new RunPart(build, testClass, invocations,
                    RunJson.list(tree, "skipped").stream().map(item -> RunJson.skipped((Map<?, ?>) item)).toList(), withheld,
                    RunJson.list(tree, "outcomes").stream().map(item -> RunJson.outcome((Map<?, ?>) item)).toList(),
                    RunJson.strings(RunJson.list(tree, "notes")), RunJson.map(tree, "benchmark").map(RunJson::benchmark), Optional.empty());
        } catch (RuntimeException damaged) {
            throw new IllegalArgumentException("not a serguard report part of this version: " + damaged, damaged);
        }
    }

    /** The part as JSON, each entry a nested object: what {@link #fromJson(String)} reads back. */
    public String toJson() {
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("build", build);
        tree.put("testClass", testClass);
        if (unreadable.isPresent()) {
            tree.put("unreadable", unreadable.get());
            return Json.write(tree);
        }
        benchmark.ifPresent(params -> tree.put("benchmark", RunJson.benchmark(params)));
        tree.put("invocations", invocations.stream().map(RunJson::invocation).toList());
        tree.put("skipped", skipped.stream().map(RunJson::skipped).toList());
        List<Object> held = new ArrayList<>();
        for (WithheldVerdict verdict : withheld) {
            // One withheld on a result that is no longer the part's (a rerun replaced it) has no invocation to stand with.
            int index = indexOf(invocations, verdict.result());
            if (index >= 0) {
                held.add(RunJson.withheld(verdict, index));
            }
        }
        tree.put("withheld", held);
        tree.put("outcomes", outcomes.stream().map(RunJson::outcome).toList());
        tree.put("notes", notes);
        return Json.write(tree);
    }

    // The very result: two tests may measure codecs of one name on payloads of one label.
    private static int indexOf(List<Invocation> invocations, SerializationResult<?> result) {
        for (int i = 0; i < invocations.size(); i++) {
            if (invocations.get(i).result() == result) {
                return i;
            }
        }
        return -1;
    }

    /** Which build the part belongs to; empty for a part rendered where it was made. */
    public String build() {
        return build;
    }

    public String testClass() {
        return testClass;
    }

    /** What was measured, in order. */
    public List<Invocation> invocations() {
        return invocations;
    }

    public List<SkippedCodec> skipped() {
        return skipped;
    }

    /** The verdicts withheld, each on the result of one of {@link #invocations()}. */
    public List<WithheldVerdict> withheld() {
        return withheld;
    }

    /** What the gate decided of each invocation, in the order it decided. */
    public List<InvocationOutcome> outcomes() {
        return outcomes;
    }

    /** The run's notes: baselines recorded, stale entries, fresh JVMs' confirmations, each invocation's notes. */
    public List<String> notes() {
        return notes;
    }

    /** Why the file of this part could not be read, as the reports say it; empty for a part that was read. */
    public Optional<String> unreadable() {
        return unreadable;
    }

    Optional<BenchmarkParams> benchmark() {
        return benchmark;
    }

    /** The results, in order. */
    List<SerializationResult<?>> results() {
        return invocations.stream().<SerializationResult<?>>map(Invocation::result).toList();
    }

    /** The part's table, as the console shows it: a block per test and payload, then failed checks, failures, verdicts withheld, notes. */
    public String text() {
        return unreadable.map(line -> line + "\n").orElseGet(() -> ConsoleTable.format(this));
    }
}
