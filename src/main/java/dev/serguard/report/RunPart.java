package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.gate.Outcome;
import dev.serguard.internal.Json;
import dev.serguard.measure.MeasureSettings;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One test class's share of a build's reports, as data: its results (every figure the reports
 * show), each result's test and verdicts against its baseline, the codecs skipped, the verdicts
 * withheld, what the gate decided of each invocation ({@link Outcome}) and the run's notes. Parts
 * are kept as files (see {@link RunParts}) and merged into one report, so that Surefire forks, a
 * rerun in a fresh JVM and Failsafe next to Surefire all end in the same {@code report.html};
 * every format is rendered from the merged parts. Only the JMH entries are made in the JVM that
 * ran the tests, whose JVM, arguments and settings they name.
 *
 * <pre>{@code
 * RunPart part = RunPart.of(build, "com.example.OrderTests", results, test, skipped, withheld, outcomes, notes, verdicts, settings);
 * RunParts.save(folder, part);
 * RunParts.writeReports(folder, "test run", RunParts.load(folder, build), Clock.systemDefaultZone());
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class RunPart {

    private final Map<String, Object> tree;
    // Read back from the tree once, in order; the same instances key the tests, verdicts and verdicts withheld.
    private List<SerializationResult<?>> results;

    private RunPart(Map<String, Object> tree) {
        this.tree = tree;
    }

    /**
     * The part of {@code testClass}.
     *
     * @param build     which build the part belongs to (see {@link RunParts#currentBuild()})
     * @param test      the test method of each result, {@code OrderTests.orders}: in its headings and benchmark names
     * @param outcomes  what the gate decided of each invocation: every failed check is listed, with its reason
     * @param baselines each result's verdicts against its baseline
     * @param notes     the run's notes (baselines recorded, stale entries)
     */
    public static RunPart of(String build, String testClass, List<? extends SerializationResult<?>> results,
                             Function<SerializationResult<?>, String> test, List<SkippedCodec> skipped, List<WithheldVerdict> withheld,
                             List<Outcome> outcomes, List<String> notes, Function<SerializationResult<?>, List<Verdict>> baselines,
                             MeasureSettings settings) {
        String packageName = testClass.contains(".") ? testClass.substring(0, testClass.lastIndexOf('.') + 1) : "";
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("build", build);
        tree.put("testClass", testClass);
        tree.put("results", results.stream().map(RunJson::result).toList());
        tree.put("tests", results.stream().map(test).toList());
        tree.put("verdicts", results.stream().map(result -> baselines.apply(result).stream().map(RunJson::verdict).toList()).toList());
        tree.put("skipped", skipped.stream().map(codec -> List.of(codec.name(), codec.reason())).toList());
        List<Object> held = new ArrayList<>();
        for (WithheldVerdict verdict : withheld) {
            int index = indexOf(results, verdict.result());
            if (index >= 0) {
                held.add(List.of(index, verdict.test(), RunJson.verdict(verdict.verdict())));
            }
        }
        tree.put("withheld", held);
        tree.put("outcomes", outcomes.stream().map(Outcome::toJson).toList());
        tree.put("notes", List.copyOf(notes));
        tree.put("jmh", JmhJsonReport.entries(results, withheld, outcomes, settings, result -> packageName + test.apply(result)));
        return new RunPart(tree);
    }

    private static int indexOf(List<? extends SerializationResult<?>> results, SerializationResult<?> result) {
        for (int i = 0; i < results.size(); i++) {
            if (results.get(i) == result) {
                return i;
            }
        }
        return -1;
    }

    /** A part standing for a file in {@code parts/} that could not be read: a report failure that names it. */
    static RunPart unreadable(String build, String fileName, Exception cause) {
        String line = "The report part parts/" + fileName + " could not be read (" + cause.getMessage()
                + "): its results are missing from this report. Delete it (or run mvn clean) and run the tests again.";
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("build", build);
        tree.put("testClass", fileName.replaceFirst("\\.json$", ""));
        tree.put("unreadable", line);
        return new RunPart(tree);
    }

    /** Reads a part written by {@link #toJson()}. */
    @SuppressWarnings("unchecked")
    public static RunPart fromJson(String json) {
        if (!(Json.parse(json) instanceof Map<?, ?> map) || !(map.get("build") instanceof String) || !(map.get("testClass") instanceof String)) {
            throw new IllegalArgumentException("not a serguard report part: no build and testClass");
        }
        RunPart part = new RunPart((Map<String, Object>) map);
        try {
            // Read now: a damaged part stands as one that says so, not as a failure of the reports.
            part.results();
            part.outcomes();
            part.withheld();
            part.verdicts();
        } catch (RuntimeException damaged) {
            throw new IllegalArgumentException("not a serguard report part of this version: " + damaged, damaged);
        }
        return part;
    }

    public String toJson() {
        return Json.write(tree);
    }

    public String build() {
        return (String) tree.get("build");
    }

    public String testClass() {
        return (String) tree.get("testClass");
    }

    /** The results, read back: their figures, sizes, failures and notes; a payload holds its model and label only. */
    synchronized List<SerializationResult<?>> results() {
        if (results == null) {
            results = list("results").stream().<SerializationResult<?>>map(item -> RunJson.result((Map<?, ?>) item)).toList();
        }
        return results;
    }

    private String test(SerializationResult<?> result) {
        return (String) list("tests").get(indexOf(results(), result));
    }

    private Map<SerializationResult<?>, List<Verdict>> verdicts() {
        Map<SerializationResult<?>, List<Verdict>> verdicts = new IdentityHashMap<>();
        List<Object> trees = list("verdicts");
        for (int i = 0; i < results().size(); i++) {
            verdicts.put(results().get(i), ((List<?>) trees.get(i)).stream().map(item -> RunJson.verdict((Map<?, ?>) item)).toList());
        }
        return verdicts;
    }

    private String heading(SerializationResult<?> result) {
        return test(result) + " · " + result.payload();
    }

    private List<SkippedCodec> skipped() {
        return list("skipped").stream().map(item -> (List<?>) item).map(pair -> new SkippedCodec((String) pair.get(0), (String) pair.get(1)))
                .toList();
    }

    private List<WithheldVerdict> withheldVerdicts() {
        return list("withheld").stream().map(item -> (List<?>) item).map(item -> new WithheldVerdict((String) item.get(1),
                results().get(((Number) item.get(0)).intValue()), RunJson.verdict((Map<?, ?>) item.get(2)))).toList();
    }

    int resultCount() {
        return tree.containsKey("unreadable") ? 0 : results().size();
    }

    /** The part's table, as the console shows it: a block per test and payload, then failed checks, failures, verdicts withheld, notes. */
    public String text() {
        if (tree.containsKey("unreadable")) {
            return tree.get("unreadable") + "\n";
        }
        return ConsoleTable.format(results(), this::heading, skipped(), withheldVerdicts(), outcomes());
    }

    List<Object> jmh() {
        return list("jmh");
    }

    List<HtmlReport.Section> sections() {
        if (tree.containsKey("unreadable")) {
            return List.of();
        }
        Map<SerializationResult<?>, List<Verdict>> verdicts = verdicts();
        return HtmlReport.sections(results(), this::heading, result -> verdicts.getOrDefault(result, List.of()));
    }

    List<String> problems() {
        if (tree.containsKey("unreadable")) {
            return List.of((String) tree.get("unreadable"));
        }
        return HtmlReport.problems(results(), outcomes());
    }

    List<HtmlReport.WithheldItem> withheld() {
        return withheldVerdicts().stream().map(w -> new HtmlReport.WithheldItem(w.result().title(), w.test(), w.line())).toList();
    }

    /** What the gate decided of each invocation of the part. */
    List<Outcome> outcomes() {
        return list("outcomes").stream().map(String.class::cast).map(Outcome::fromJson).toList();
    }

    /** The figures that changed against their baseline, failed or improved: title, test, outcome and line. */
    List<List<String>> changes() {
        if (tree.containsKey("unreadable")) {
            return List.of();
        }
        List<List<String>> changes = new ArrayList<>();
        Map<SerializationResult<?>, List<Verdict>> verdicts = verdicts();
        for (SerializationResult<?> result : results()) {
            verdicts.get(result).stream().filter(v -> v.failed() || v.outcome() == Verdict.Outcome.IMPROVED)
                    .forEach(v -> changes.add(List.of(result.title(), test(result), v.outcome().name(), v.compactLine())));
        }
        return changes;
    }

    List<String> notes() {
        return list("notes").stream().map(String.class::cast).toList();
    }

    @SuppressWarnings("unchecked")
    private List<Object> list(String key) {
        return (List<Object>) tree.getOrDefault(key, List.of());
    }
}
