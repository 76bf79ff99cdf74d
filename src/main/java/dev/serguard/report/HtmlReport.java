package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.budget.Verdict;
import dev.serguard.budget.Metric;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Statistics;
import org.apiguardian.api.API;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The results as one self-contained HTML page to open in a browser: inline CSS and inline SVG
 * charts, no script, nothing fetched from the network. At the top, the failures and the verdicts
 * withheld (counted in a badge, listed open, never behind a toggle). One section per payload
 * with bar charts of time per operation (serialize and deserialize, with their confidence
 * intervals), size (raw and deflated) and allocation per operation, per codec; where a baseline
 * was compared, its figures as ticks on those bars and a chart of the change from it; then the
 * figures as a table.
 *
 * <pre>{@code
 * HtmlReport.write("shootout", results, result -> List.of(), List.of(), Path.of("target/serguard/report.html"));
 * HtmlReport.write("test run", parts, Clock.systemDefaultZone(), Path.of("target/serguard/report.html"));   // RunParts: tests, outcomes
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class HtmlReport {

    // A file of its own, so that it reads and diffs as CSS; loaded once, with the class.
    private static final String CSS = css("report.css");

    private HtmlReport() {
    }

    /** Writes the page to {@code file}, creating its folder. */
    public static void write(String title, List<? extends SerializationResult<?>> results,
                             Function<SerializationResult<?>, List<Verdict>> baselines, List<String> notes, Path file) throws IOException {
        write(title, results, baselines, notes, List.of(), file);
    }

    /** Writes the page, with the verdicts withheld in a test run, to {@code file}, creating its folder. */
    public static void write(String title, List<? extends SerializationResult<?>> results,
                             Function<SerializationResult<?>, List<Verdict>> baselines, List<String> notes,
                             List<WithheldVerdict> withheld, Path file) throws IOException {
        write(title, results, baselines, notes, withheld, Clock.systemDefaultZone(), file);
    }

    /**
     * Writes the page to {@code file}, creating its folder, stamped with the time of {@code clock}:
     * the same results at the same time make the same bytes.
     */
    public static void write(String title, List<? extends SerializationResult<?>> results,
                             Function<SerializationResult<?>, List<Verdict>> baselines, List<String> notes,
                             List<WithheldVerdict> withheld, Clock clock, Path file) throws IOException {
        write(file, format(title, results, baselines, notes, withheld, clock));
    }

    /** Writes the page of {@code parts} to {@code file}, creating its folder, stamped with the time of {@code clock}. */
    public static void write(String title, List<RunPart> parts, Clock clock, Path file) throws IOException {
        write(file, format(title, parts, clock));
    }

    private static void write(Path file, String page) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, page, StandardCharsets.UTF_8);
    }

    /**
     * The page.
     *
     * @param title     what was run, e.g. {@code test run} or {@code shootout}
     * @param baselines each result's verdicts against its baseline (empty where none was compared)
     * @param notes     what the run wants the reader to know: baselines recorded, stale entries, …
     */
    public static String format(String title, List<? extends SerializationResult<?>> results,
                                Function<SerializationResult<?>, List<Verdict>> baselines, List<String> notes) {
        return format(title, results, baselines, notes, List.of());
    }

    /**
     * The page, with a section listing the verdicts withheld (and their count at the top), shown
     * open, right after the failures: a slowdown that did not fail must not hide.
     *
     * @param withheld the verdicts withheld in the run, in the order they were reached
     */
    public static String format(String title, List<? extends SerializationResult<?>> results,
                                Function<SerializationResult<?>, List<Verdict>> baselines, List<String> notes,
                                List<WithheldVerdict> withheld) {
        return format(title, results, baselines, notes, withheld, Clock.systemDefaultZone());
    }

    /**
     * The page, stamped with the time of {@code clock} (minutes and zone), and nothing else that
     * differs from run to run: the same results and the same clock make the same bytes.
     *
     * <pre>{@code
     * Clock noon = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);
     * String page = HtmlReport.format("test run", results, result -> List.of(), List.of(), List.of(), noon);
     * }</pre>
     */
    public static String format(String title, List<? extends SerializationResult<?>> results,
                                Function<SerializationResult<?>, List<Verdict>> baselines, List<String> notes,
                                List<WithheldVerdict> withheld, Clock clock) {
        List<Invocation> invocations = results.stream().map(result -> new Invocation(Optional.empty(), result, baselines.apply(result))).toList();
        return page(title, List.of(RunPart.unmeasured(invocations, List.of(), withheld, List.of(), notes)), notes, clock);
    }

    /**
     * The page of {@code parts}, possibly saved by other JVMs (see {@link RunParts}): a section per
     * heading of each part, their failed checks, verdicts withheld and upgrade duets, the notes of
     * them all once; stamped with the time of {@code clock}.
     */
    public static String format(String title, List<RunPart> parts, Clock clock) {
        Set<String> notes = new LinkedHashSet<>();
        parts.forEach(part -> notes.addAll(part.notes()));
        return page(title, parts, List.copyOf(notes), clock);
    }

    /** A payload's part of the page: its heading and, as HTML, its charts and table. */
    private record Section(String heading, String html) {
    }

    private static String page(String title, List<RunPart> parts, List<String> notes, Clock clock) {
        List<Section> sections = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        List<WithheldVerdict> withheld = new ArrayList<>();
        List<InvocationOutcome> outcomes = new ArrayList<>();
        int resultCount = 0;
        for (RunPart part : parts) {
            sections.addAll(sections(part.invocations()));
            problems.addAll(problems(part));
            withheld.addAll(part.withheld());
            outcomes.addAll(part.outcomes());
            resultCount += part.invocations().size();
        }
        StringBuilder html = new StringBuilder();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>serguard · ")
                .append(Html.escape(title)).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
        html.append("<header><h1>serguard · ").append(Html.escape(title)).append("</h1>\n<p class=\"meta\">")
                .append(resultCount).append(" results over ").append(sections.size()).append(" payloads · JDK ")
                .append(Html.escape(Runtime.version().toString())).append(" · ")
                .append(ZonedDateTime.now(clock).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z", Locale.ROOT)));
        if (!withheld.isEmpty()) {
            html.append(" · <a class=\"badge withheld\" href=\"#withheld\">").append(count(withheld.size())).append("</a>");
        }
        html.append("</p></header>\n");
        summary(html, problems, withheld, notes);
        upgrade(html, outcomes);
        html.append("<nav>");
        for (int index = 0; index < sections.size(); index++) {
            html.append(index == 0 ? "" : " · ").append("<a href=\"#payload-").append(index + 1).append("\">")
                    .append(Html.escape(sections.get(index).heading())).append("</a>");
        }
        html.append("</nav>\n");
        for (int index = 0; index < sections.size(); index++) {
            html.append("<section class=\"payload\" id=\"payload-").append(index + 1).append("\">\n<h2>")
                    .append(Html.escape(sections.get(index).heading())).append("</h2>\n").append(sections.get(index).html()).append("</section>\n");
        }
        return html.append("</body>\n</html>\n").toString();
    }

    // One section per heading, in the order of the invocations.
    private static List<Section> sections(List<Invocation> invocations) {
        Map<String, List<Invocation>> byHeading = new LinkedHashMap<>();
        for (Invocation invocation : invocations) {
            byHeading.computeIfAbsent(invocation.heading(), key -> new ArrayList<>()).add(invocation);
        }
        List<Section> sections = new ArrayList<>();
        byHeading.forEach((name, rows) -> {
            StringBuilder html = new StringBuilder();
            section(html, rows);
            sections.add(new Section(name, html.toString()));
        });
        return sections;
    }

    /**
     * What failed in {@code part}: one problem per failed check of its outcomes, of any kind
     * ({@code kryo · SMALL (Order) in OrderTests.orders: size budget: size 813 B …}, with the whole
     * message where one line cannot say it); and for an invocation the gate decided nothing of, the
     * failure message of its result and of its baseline. A part that could not be read says so.
     */
    static List<String> problems(RunPart part) {
        if (part.unreadable().isPresent()) {
            return List.of(part.unreadable().get());
        }
        List<String> problems = new ArrayList<>();
        for (InvocationOutcome outcome : part.outcomes()) {
            outcome.failures().forEach(check -> problems.add(failedCheck(outcome, check) + check.detail().map(d -> "\n\n" + d).orElse("")));
        }
        for (Invocation invocation : part.invocations()) {
            SerializationResult<?> result = invocation.result();
            if (part.outcomes().stream().noneMatch(o -> o.codec().equals(result.codec()) && o.payload().equals(result.payload().label()))) {
                result.failureMessage().ifPresent(problems::add);
                BaselineComparison.failureMessage(result, invocation.baseline()).ifPresent(problems::add);
            }
        }
        return problems;
    }

    /** {@code kryo · SMALL (Order) in OrderTests.orders: size budget: size 813 B …}: a failed check on one line, as every report says it. */
    public static String failedCheck(InvocationOutcome outcome, CheckOutcome check) {
        return outcome.title() + " in " + outcome.test() + ": " + check.labelled() + whoFailed(check);
    }

    /** {@code  (failed in 2 of 3 fresh JVMs)} where fresh JVMs decided the failed check; empty where this JVM failed it. */
    static String whoFailed(CheckOutcome check) {
        return check.freshJvms().map(jvms -> " (failed " + jvms.failedIn() + ")").orElse("");
    }

    private static void summary(StringBuilder html, List<String> problems, List<WithheldVerdict> withheld, List<String> notes) {
        if (!problems.isEmpty()) {
            html.append("<section class=\"problems\"><h2>Failures</h2>\n");
            problems.forEach(p -> html.append("<pre class=\"failure\">").append(Html.escape(p)).append("</pre>\n"));
            html.append("</section>\n");
        }
        if (!withheld.isEmpty()) {
            html.append("<section class=\"withheld\" id=\"withheld\"><h2>Verdicts withheld <span class=\"badge withheld\">")
                    .append(withheld.size()).append("</span></h2>\n<p>Past a budget or a baseline, not failed: the data could not carry a verdict;"
                            + " each line says why.</p>\n<ul>\n");
            withheld.forEach(w -> html.append("<li><strong>").append(Html.escape(w.result().title())).append("</strong> in ")
                    .append(Html.escape(w.test())).append(": <code>").append(Html.escape(w.line())).append("</code></li>\n"));
            html.append("</ul></section>\n");
        }
        if (!notes.isEmpty()) {
            html.append("<section class=\"notes\"><h2>Notes</h2>\n<ul>\n");
            notes.forEach(n -> html.append("<li>").append(Html.escape(n)).append("</li>\n"));
            html.append("</ul></section>\n");
        }
    }

    // The upgrade duet's columns, a table per pair of versions, where it ran.
    private static void upgrade(StringBuilder html, List<InvocationOutcome> outcomes) {
        UpgradeColumns.rows(outcomes).forEach((versions, rows) -> {
            html.append("<section class=\"upgrade\"><h2>Upgrade duet ").append(Html.escape(versions))
                    .append("</h2>\n<p>Times are medians; each ratio is new ÷ old, round by round, with its 99.9 % interval.</p>\n<table>\n<thead><tr>");
            UpgradeColumns.HEADER.forEach(column -> html.append("<th>").append(Html.escape(column)).append("</th>"));
            html.append("</tr></thead>\n<tbody>\n");
            for (UpgradeColumns.Row row : rows) {
                html.append("<tr>");
                List<String> cells = row.cells();
                for (int i = 0; i < cells.size(); i++) {
                    // The verdict's cell of a regression is marked: the last.
                    boolean marked = row.regressed() && i == cells.size() - 1;
                    html.append(marked ? "<td class=\"failed\">" : "<td>").append(Html.escape(cells.get(i))).append("</td>");
                }
                html.append("</tr>\n");
            }
            html.append("</tbody>\n</table></section>\n");
        });
    }

    private static String count(int withheld) {
        return withheld + (withheld == 1 ? " verdict withheld" : " verdicts withheld");
    }

    private static void section(StringBuilder html, List<Invocation> rows) {
        BarChart time = new BarChart("ns/op", List.of(new BarChart.Series("serialize", "#4e79a7"), new BarChart.Series("deserialize", "#f28e2b")));
        BarChart size = new BarChart("bytes", List.of(new BarChart.Series("serialized", "#59a14f"), new BarChart.Series("deflated", "#9c755f")));
        BarChart allocation = new BarChart("B/op", List.of(new BarChart.Series("serialize", "#76b7b2"), new BarChart.Series("deserialize", "#edc948")));
        ChangeChart change = new ChangeChart();
        for (Invocation invocation : rows) {
            SerializationResult<?> result = invocation.result();
            if (!result.passed()) {
                continue;
            }
            Map<Metric, Double> expected = new LinkedHashMap<>();
            for (Verdict verdict : invocation.baseline()) {
                change.row(result.codec(), verdict);
                if (verdict.compared()) {
                    expected.put(verdict.metric(), verdict.expected());
                }
            }
            time.row(result.codec(), List.of(timed(result.serialize(), expected.get(Metric.SERIALIZE_TIME)),
                    timed(result.deserialize(), expected.get(Metric.DESERIALIZE_TIME))));
            size.row(result.codec(), List.of(exact(Metric.SIZE.read(result), expected.get(Metric.SIZE)),
                    exact(Metric.DEFLATED_SIZE.read(result), expected.get(Metric.DEFLATED_SIZE))));
            allocation.row(result.codec(), List.of(
                    allocated(result.serialize(), expected.get(Metric.SERIALIZE_ALLOCATION)),
                    allocated(result.deserialize(), expected.get(Metric.DESERIALIZE_ALLOCATION))));
        }
        html.append("<div class=\"charts\">\n");
        figure(html, "Time per operation", "median with its 95 % confidence interval, ns/op; shorter is better", time);
        figure(html, "Size", "bytes, before and after deflate", size);
        figure(html, "Allocation per operation", "bytes allocated per operation", allocation);
        if (!change.isEmpty()) {
            html.append("<figure><figcaption>Baseline vs now<span>change from the baseline (times as ratios to the reference workload);"
                    + " the dashed tick is the threshold</span></figcaption>\n").append(change.svg()).append("\n</figure>\n");
        }
        html.append("</div>\n");
        table(html, rows);
    }

    private static void figure(StringBuilder html, String caption, String detail, BarChart chart) {
        if (chart.isEmpty()) {
            return;
        }
        html.append("<figure><figcaption>").append(caption).append("<span>").append(detail).append("</span></figcaption>\n")
                .append(chart.svg()).append("\n</figure>\n");
    }

    // A baseline column only where a row of the section was compared with one: no empty column.
    private static void table(StringBuilder html, List<Invocation> rows) {
        boolean compared = rows.stream().anyMatch(invocation -> !invocation.baseline().isEmpty());
        html.append("<table>\n<thead><tr><th>codec</th><th>ser ns/op</th><th>deser ns/op</th><th>size B</th><th>deflated B</th>"
                + "<th>ser B/op</th><th>deser B/op</th>" + (compared ? "<th>baseline</th>" : "") + "</tr></thead>\n<tbody>\n");
        for (Invocation invocation : rows) {
            SerializationResult<?> result = invocation.result();
            html.append("<tr><td>").append(Html.escape(result.codec())).append("</td>");
            if (!result.passed()) {
                String kind = result.failure().orElseThrow().kind().name().toLowerCase(Locale.ROOT).replace('_', ' ');
                html.append("<td colspan=\"").append(compared ? 7 : 6).append("\" class=\"failed\">failed: ").append(kind).append("</td></tr>\n");
                continue;
            }
            timeCell(html, result.serialize());
            timeCell(html, result.deserialize());
            cell(html, Metric.SIZE.read(result), false);
            cell(html, Metric.DEFLATED_SIZE.read(result), false);
            cell(html, result.serialize().flatMap(Measurement::allocatedBytesPerOp), false);
            cell(html, result.deserialize().flatMap(Measurement::allocatedBytesPerOp), false);
            if (compared) {
                html.append("<td>").append(Html.escape(baselineSummary(invocation.baseline()))).append("</td>");
            }
            html.append("</tr>\n");
        }
        html.append("</tbody>\n</table>\n");
    }

    // A time with its spread; one not to be trusted is marked, with why in its title.
    private static void timeCell(StringBuilder html, Optional<Measurement> measurement) {
        Optional<String> distrust = measurement.flatMap(Measurement::distrust);
        if (distrust.isEmpty()) {
            cell(html, measurement.map(Measurement::nanosPerOp), true);
            return;
        }
        Statistics time = measurement.orElseThrow().nanosPerOp();
        html.append("<td class=\"num untrusted\" title=\"").append(Html.escape("not trusted: " + distrust.get())).append("\">")
                .append(Html.number(time.median())).append(" ").append(time.relativeInterval())
                .append(" ").append(Html.escape(ConsoleTable.MARK)).append("</td>");
    }

    private static void cell(StringBuilder html, Optional<Statistics> figure, boolean spread) {
        html.append("<td class=\"num\">").append(figure.map(s -> Html.number(s.median())
                + (spread ? " " + s.relativeInterval() : "")).orElse("–")).append("</td>");
    }

    private static String baselineSummary(List<Verdict> verdicts) {
        if (verdicts.isEmpty()) {
            return "–";
        }
        long regressed = verdicts.stream().filter(Verdict::failed).count();
        long warned = verdicts.stream().filter(Verdict::warning).count();
        long improved = verdicts.stream().filter(v -> v.outcome() == Verdict.Status.IMPROVED).count();
        long missing = verdicts.stream().filter(v -> v.outcome() == Verdict.Status.NOT_IN_BASELINE).count();
        long otherKey = verdicts.stream().filter(v -> v.outcome() == Verdict.Status.NOT_COMPARED).count();
        List<String> parts = new ArrayList<>();
        if (regressed > 0) {
            parts.add(regressed + " regressed");
        }
        if (warned > 0) {
            parts.add(warned + " worse, not failed");
        }
        if (improved > 0) {
            parts.add(improved + " improved");
        }
        if (missing > 0) {
            parts.add(missing + " not in baseline");
        }
        if (otherKey > 0) {
            parts.add(otherKey + " not compared (another JDK, GC or mode)");
        }
        return parts.isEmpty() ? "unchanged" : String.join(", ", parts);
    }

    private static BarChart.Bar timed(Optional<Measurement> measurement, Double baseline) {
        return measurement.map(m -> BarChart.Bar.of(m.nanosPerOp().median(), m.nanosPerOp().lower(), m.nanosPerOp().upper(), orNaN(baseline)))
                .orElse(BarChart.Bar.absent());
    }

    private static BarChart.Bar allocated(Optional<Measurement> measurement, Double baseline) {
        return measurement.flatMap(Measurement::allocatedBytesPerOp).map(s -> BarChart.Bar.of(s.median(), s.lower(), s.upper(), orNaN(baseline)))
                .orElse(BarChart.Bar.absent());
    }

    private static BarChart.Bar exact(Optional<Statistics> figure, Double baseline) {
        return figure.map(s -> BarChart.Bar.exact(s.median(), orNaN(baseline))).orElse(BarChart.Bar.absent());
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }

    private static String css(String name) {
        try (InputStream in = HtmlReport.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("serguard's jar lacks dev/serguard/report/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
