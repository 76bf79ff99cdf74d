package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.Baseline;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineKey;
import dev.serguard.baseline.Thresholds;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.measure.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

class HtmlReportTests {

    @TempDir
    Path folder;

    private static final SerializationResult<String> KRYO_SMALL = Results.result("kryo", Results.SMALL, 312, 1_000, 656);
    private static final SerializationResult<String> JSON_SMALL = Results.result("json <fast>", Results.SMALL, 1_001, 2_500, 2_048);
    private static final SerializationResult<String> KRYO_LARGE = Results.result("kryo", Results.LARGE, 30_112, 90_000, 65_000);

    // kryo · SMALL was recorded at half its size: a regression the report must show.
    private static final BaselineKey KEY = BaselineKey.of(17, "G1", BaselineKey.Mode.QUICK);
    private static final Baseline BASELINE = Baseline.of("OrderTests", KEY, "test", List.of(
            BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 156),
            BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SERIALIZE_ALLOCATION, 656)));

    private static List<Verdict> verdicts(SerializationResult<?> result) {
        return result == KRYO_SMALL
                ? BaselineComparison.compare(result, "orders", BASELINE, KEY, "OrderTests.json", Thresholds.DEFAULTS)
                : List.of();
    }

    private final String html = HtmlReport.format("test run", List.of(KRYO_SMALL, JSON_SMALL, KRYO_LARGE), HtmlReportTests::verdicts,
            List.of("Recorded 7 figures of OrderTests (orders) to OrderTests.json: commit it."));

    private static int count(String text, String what) {
        return (int) Pattern.compile(Pattern.quote(what)).matcher(text).results().count();
    }

    @Test
    void page_isSelfContained() {
        assertThat(html).startsWith("<!DOCTYPE html>").contains("<style>").doesNotContain("<script", "<link", "src=", "@import", "url(");
        assertThat(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "")).doesNotContain("http:", "https:");
    }

    @Test
    void everyPayload_hasItsSectionWithTimeSizeAndAllocationCharts() {
        assertThat(html).contains("<h2>Order · SMALL</h2>", "<h2>Order · LARGE</h2>", "<a href=\"#payload-1\">Order · SMALL</a>");
        assertThat(count(html, "<svg class=\"chart\"")).isEqualTo(6);
        assertThat(count(html, "<figcaption>Time per operation")).isEqualTo(2);
        assertThat(count(html, "<figcaption>Size")).isEqualTo(2);
        assertThat(count(html, "<figcaption>Allocation per operation")).isEqualTo(2);
        // 3 codec rows × 2 series × 3 charts
        assertThat(count(html, "<rect class=\"bar\"")).isEqualTo(18);
        assertThat(count(html, "<path class=\"error\"")).isGreaterThanOrEqualTo(6);
    }

    @Test
    void comparedBaseline_showsAsTicksAndAsAChangeChart() {
        assertThat(count(html, "<svg class=\"chart change\"")).isEqualTo(1);
        assertThat(html).contains("<rect class=\"bar regressed\"", "<rect class=\"bar unchanged\"", "<line class=\"threshold\"",
                ">+100.0 %</text>", "<td>1 regressed, 4 not in baseline</td>");
        assertThat(count(html, "<line class=\"baseline\" x1")).isEqualTo(2 + 2);   // two ticks, two legends
        assertThat(html).contains("<pre class=\"failure\">Baseline regression for kryo · SMALL (Order)\n"
                + "  size                   156 B → 312 B   +100.0 %   allowed +0.0 %   baseline OrderTests.json</pre>");
    }

    @Test
    void baselineOfAnotherJdk_countsWhatWasNotComparedAndChartsOnlyTheSizes() {
        Baseline otherJdk = Baseline.of("OrderTests", BaselineKey.of(25, "G1", BaselineKey.Mode.QUICK), "test", BASELINE.entries());
        String page = HtmlReport.format("test run", List.of(KRYO_SMALL), result -> BaselineComparison.compare(result, "orders", otherJdk, KEY,
                "OrderTests.json", Thresholds.DEFAULTS), List.of());

        assertThat(page).contains("<td>1 regressed, 4 not in baseline, 1 not compared (another JDK, GC or mode)</td>");
        assertThat(count(page, "<rect class=\"bar regressed\"")).isEqualTo(1);
    }

    /** A section compared with no baseline has no baseline column; one compared has it. */
    @Test
    void aSectionWithoutBaseline_hasNoBaselineColumn() {
        String large = html.substring(html.indexOf("<h2>Order · LARGE</h2>"));
        String small = html.substring(html.indexOf("<h2>Order · SMALL</h2>"), html.indexOf("<h2>Order · LARGE</h2>"));

        assertThat(large).contains("<th>deser B/op</th></tr>").doesNotContain("<th>baseline</th>");
        assertThat(small).contains("<th>deser B/op</th><th>baseline</th></tr>");
    }

    /**
     * Where one codec's time is 20 times another's or more, the time axis is logarithmic, with a
     * tick at each power of ten, so that the slow bar does not flatten the others; otherwise linear from 0.
     */
    @Test
    void timesFarApart_getALogarithmicAxis() {
        BarChart far = new BarChart("ns/op", List.of(new BarChart.Series("serialize", "#4e79a7")))
                .row("kryo", List.of(BarChart.Bar.exact(700, Double.NaN))).row("java", List.of(BarChart.Bar.exact(42_000, Double.NaN)));
        BarChart near = new BarChart("ns/op", List.of(new BarChart.Series("serialize", "#4e79a7")))
                .row("kryo", List.of(BarChart.Bar.exact(700, Double.NaN))).row("json", List.of(BarChart.Bar.exact(2_100, Double.NaN)));

        assertThat(far.logarithmic()).isTrue();
        assertThat(far.svg()).contains("ns/op, log scale", ">100</text>", ">1 000</text>", ">10 000</text>", ">100 000</text>")
                .doesNotContain(">0</text>");
        // kryo's bar ends 0.85 of a decade into three: at 120 + 370 × 0.2817 px.
        assertThat(far.svg()).containsPattern("<rect class=\"bar\" x=\"120.0\" y=\"\\d+\" width=\"104.2\"");
        assertThat(near.logarithmic()).isFalse();
        assertThat(near.svg()).contains(">0</text>").doesNotContain("log scale");
    }

    @Test
    void names_areEscaped() {
        assertThat(html).contains(">json &lt;fast&gt;</text>", "<td>json &lt;fast&gt;</td>").doesNotContain("<fast>");
    }

    @Test
    void notes_areListed() {
        assertThat(html).contains("<li>Recorded 7 figures of OrderTests (orders) to OrderTests.json: commit it.</li>");
    }

    @Test
    void withheldVerdicts_haveABadgeAtTheTopAndAnOpenSectionAfterTheFailures() {
        WithheldVerdict escaped = new WithheldVerdict("OrderTests.orders", JSON_SMALL, Results.untrusted(Metric.SERIALIZE_TIME,
                Statistics.of(2_500), 2_000, "@SpeedBudget(codec = \"json <fast>\", maxSerializeNanos = 2000) on OrderTests.orders",
                "a Java agent is attached (jacocoagent.jar)"));
        String page = HtmlReport.format("test run", List.of(KRYO_SMALL, JSON_SMALL, KRYO_LARGE), HtmlReportTests::verdicts,
                List.of("a note"), List.of(ConsoleTableTests.OVERLOADED, escaped));

        assertThat(page).contains("<a class=\"badge withheld\" href=\"#withheld\">2 verdicts withheld</a></p></header>\n",
                "<section class=\"withheld\" id=\"withheld\"><h2>Verdicts withheld <span class=\"badge withheld\">2</span></h2>\n"
                        + "<p>Past a budget or a baseline, not failed: the data could not carry a verdict; each line says why.</p>\n<ul>\n"
                        + "<li><strong>kryo · SMALL (Order)</strong> in OrderTests.orders: <code>serialize  1 000 ns/op (median of 7 samples, ±5.0 %)"
                        + "  budget ≤ 500 ns/op  +100.0 %  @SpeedBudget(maxSerializeNanos = 500) on OrderTests.orders"
                        + "  not failed, times are not trusted here: the machine is overloaded (load average 7.9 on 2 cores)</code></li>\n"
                        + "<li><strong>json &lt;fast&gt; · SMALL (Order)</strong> in OrderTests.orders: <code>serialize  2 500 ns/op"
                        + "  budget ≤ 2 000 ns/op  +25.0 %  @SpeedBudget(codec = &quot;json &lt;fast&gt;&quot;, maxSerializeNanos = 2000) on OrderTests.orders"
                        + "  not failed, times are not trusted here: a Java agent is attached (jacocoagent.jar)</code></li>\n</ul></section>\n");
        // Open, never behind a toggle; after the failures, before the notes.
        assertThat(page).doesNotContain("<details");
        assertThat(page.indexOf("<section class=\"problems\">")).isLessThan(page.indexOf("<section class=\"withheld\""));
        assertThat(page.indexOf("<section class=\"withheld\"")).isLessThan(page.indexOf("<section class=\"notes\">"));
        assertThat(HtmlReport.format("test run", List.of(KRYO_SMALL), result -> List.of(), List.of(), List.of(ConsoleTableTests.OVERLOADED)))
                .contains("1 verdict withheld</a>");
    }

    @Test
    void noVerdictWithheld_noBadgeNorSection() {
        assertThat(html).doesNotContain("class=\"badge withheld\"", "<section class=\"withheld\"", "Verdicts withheld");
    }

    @Test
    void write_createsTheFolder() throws Exception {
        Path file = folder.resolve("serguard/report.html");

        HtmlReport.write("shootout", List.of(KRYO_SMALL), result -> List.of(), List.of(), file);

        assertThat(file).content().contains("<title>serguard · shootout</title>", "<h2>Order · SMALL</h2>")
                .doesNotContain("Baseline vs now", "<section class=\"notes\">");
    }

    @Test
    void sameResultsAndClock_writeByteIdenticalPages() throws Exception {
        Clock clock = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneId.of("UTC"));
        Path first = folder.resolve("first/report.html");
        Path second = folder.resolve("second/report.html");

        HtmlReport.write("test run", List.of(KRYO_SMALL, JSON_SMALL, KRYO_LARGE), HtmlReportTests::verdicts, List.of(), List.of(), clock, first);
        HtmlReport.write("test run", List.of(KRYO_SMALL, JSON_SMALL, KRYO_LARGE), HtmlReportTests::verdicts, List.of(), List.of(), clock, second);

        assertThat(Files.readAllBytes(second)).isEqualTo(Files.readAllBytes(first));
        assertThat(first).content().contains(" · 2026-11-23 12:00 UTC</p></header>");
    }

    @Test
    void anotherMinute_isTheOnlyDifference() {
        Instant noon = Instant.parse("2026-11-23T12:00:00Z");
        String atNoon = HtmlReport.format("test run", List.of(KRYO_SMALL), result -> List.of(), List.of(), List.of(),
                Clock.fixed(noon, ZoneId.of("UTC")));
        String later = HtmlReport.format("test run", List.of(KRYO_SMALL), result -> List.of(), List.of(), List.of(),
                Clock.fixed(noon.plusSeconds(60), ZoneId.of("UTC")));

        assertThat(later).isNotEqualTo(atNoon).isEqualTo(atNoon.replace("2026-11-23 12:00 UTC", "2026-11-23 12:01 UTC"));
    }

    @Test
    void style_isTheStylesheetResource() {
        assertThat(html).contains("<style>\nbody { font: 14px/1.45 system-ui,", "section.withheld code { white-space: pre-wrap; }\n</style>");
    }
}
