package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.gate.Outcome;
import dev.serguard.internal.Json;
import dev.serguard.measure.MeasureSettings;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One test class's share of a build's reports, rendered in the JVM that ran it: its console
 * table, its JMH entries, its HTML sections, failures, verdicts withheld and notes. Parts are
 * kept as files (see {@link RunParts}) and merged into one report, so that Surefire forks, a
 * rerun in a fresh JVM and Failsafe next to Surefire all end in the same {@code report.html}.
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

    private RunPart(Map<String, Object> tree) {
        this.tree = tree;
    }

    /**
     * Renders the part of {@code testClass}.
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
        Function<SerializationResult<?>, String> heading = result -> test.apply(result) + " · " + result.payload();
        String packageName = testClass.contains(".") ? testClass.substring(0, testClass.lastIndexOf('.') + 1) : "";
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("build", build);
        tree.put("testClass", testClass);
        tree.put("results", results.size());
        tree.put("text", ConsoleTable.format(results, heading, skipped, withheld, outcomes));
        tree.put("jmh", JmhJsonReport.entries(results, withheld, outcomes, settings, result -> packageName + test.apply(result)));
        List<Object> sections = new ArrayList<>();
        HtmlReport.sections(results, heading, baselines).forEach(section -> sections.add(List.of(section.heading(), section.html())));
        tree.put("sections", sections);
        tree.put("problems", List.copyOf(HtmlReport.problems(results, outcomes)));
        tree.put("outcomes", outcomes.stream().map(Outcome::toJson).toList());
        List<Object> changes = new ArrayList<>();
        results.forEach(result -> baselines.apply(result).stream().filter(v -> v.failed() || v.outcome() == Verdict.Outcome.IMPROVED)
                .forEach(v -> changes.add(List.of(result.title(), test.apply(result), v.outcome().name(), v.compactLine()))));
        tree.put("changes", changes);
        List<Object> items = new ArrayList<>();
        withheld.forEach(w -> items.add(List.of(w.result().title(), w.test(), w.line())));
        tree.put("withheld", items);
        tree.put("notes", List.copyOf(notes));
        return new RunPart(tree);
    }

    /** A part standing for a file in {@code parts/} that could not be read: a report failure that names it. */
    static RunPart unreadable(String build, String fileName, Exception cause) {
        String line = "The report part parts/" + fileName + " could not be read (" + cause.getMessage()
                + "): its results are missing from this report. Delete it (or run mvn clean) and run the tests again.";
        Map<String, Object> tree = new LinkedHashMap<>();
        tree.put("build", build);
        tree.put("testClass", fileName.replaceFirst("\\.json$", ""));
        tree.put("results", 0);
        tree.put("text", line + "\n");
        tree.put("problems", List.of(line));
        return new RunPart(tree);
    }

    /** Reads a part written by {@link #toJson()}. */
    @SuppressWarnings("unchecked")
    public static RunPart fromJson(String json) {
        if (!(Json.parse(json) instanceof Map<?, ?> map) || !(map.get("build") instanceof String) || !(map.get("testClass") instanceof String)) {
            throw new IllegalArgumentException("not a serguard report part: no build and testClass");
        }
        RunPart part = new RunPart((Map<String, Object>) map);
        part.outcomes();        // read now: a damaged part stands as one that says so, not as a failure of the reports
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

    int results() {
        return ((Number) tree.get("results")).intValue();
    }

    /** The part's table, as the console shows it. */
    public String text() {
        return (String) tree.get("text");
    }

    List<Object> jmh() {
        return list("jmh");
    }

    List<HtmlReport.Section> sections() {
        return list("sections").stream().map(item -> (List<?>) item)
                .map(pair -> new HtmlReport.Section((String) pair.get(0), (String) pair.get(1))).toList();
    }

    List<String> problems() {
        return list("problems").stream().map(String.class::cast).toList();
    }

    List<HtmlReport.WithheldItem> withheld() {
        return list("withheld").stream().map(item -> (List<?>) item)
                .map(item -> new HtmlReport.WithheldItem((String) item.get(0), (String) item.get(1), (String) item.get(2))).toList();
    }

    /** What the gate decided of each invocation of the part. */
    List<Outcome> outcomes() {
        return list("outcomes").stream().map(String.class::cast).map(Outcome::fromJson).toList();
    }

    /** The figures that changed against their baseline, failed or improved: title, test, outcome and line. */
    List<List<String>> changes() {
        return list("changes").stream().map(item -> ((List<?>) item).stream().map(String.class::cast).toList()).toList();
    }

    List<String> notes() {
        return list("notes").stream().map(String.class::cast).toList();
    }

    @SuppressWarnings("unchecked")
    private List<Object> list(String key) {
        return (List<Object>) tree.getOrDefault(key, List.of());
    }
}
