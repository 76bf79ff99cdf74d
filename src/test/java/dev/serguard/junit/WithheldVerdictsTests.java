package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Budget;
import dev.serguard.budget.Budgets;
import dev.serguard.budget.CodecSelector;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.codec.Codec;
import dev.serguard.internal.Json;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Noise;
import dev.serguard.measure.Statistics;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Random;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A verdict withheld (past a budget or a baseline, not failed because the data cannot carry a
 * verdict) reaches every place a build shows: the test's standard output (which Surefire keeps in
 * the test case's {@code <system-out>}), the report entry, the end-of-run summary and
 * results.txt, results.json and report.html. Through the engine, the verdict is forced without
 * judging real time: a baseline whose times were recorded untrusted cannot fail a time. Which
 * budget verdicts are withheld is shown on results of known figures; the consumer-passes IT
 * shows a budget's, under a debugger agent, in Surefire's XML.
 */
@ResourceLock(Resources.SYSTEM_OUT)
class WithheldVerdictsTests {

    @TempDir
    Path reports;

    @TempDir
    Path baselines;

    static class WithinBudgetTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SizeBudget(maxBytes = 8)
        @SpeedBudget(maxSerializeNanos = 1_000_000_000)
        void points() {
        }
    }

    /** What a run printed, and its results. */
    private record Run(EngineExecutionResults results, String out) {

        /** The failures' messages: a test that must pass shows why it did not. */
        List<String> failures() {
            return results.testEvents().failed().stream()
                    .map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().map(String::valueOf).orElse("?")).toList();
        }

        List<String> warnings() {
            return results.allEvents().reportingEntryPublished().stream()
                    .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                    .filter(entry -> entry.containsKey("serguard.warning")).map(entry -> entry.get("serguard.warning")).toList();
        }
    }

    private static Run capturingOut(Supplier<EngineExecutionResults> engine) {
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            EngineExecutionResults results = engine.get();
            return new Run(results, out.toString(StandardCharsets.UTF_8));
        } finally {
            System.setOut(original);
        }
    }

    @SuppressWarnings("unchecked")
    private List<Map<String, Object>> jsonEntries() throws Exception {
        return (List<Map<String, Object>>) Json.parse(Files.readString(reports.resolve("results.json")));
    }

    // Budgets: which verdicts are withheld, and about which metric, without timing anything.

    private static final double[] AROUND_8412 = {8300, 8350, 8390, 8400, 8405, 8410, 8411, 8412, 8413, 8420, 8430, 8440, 8500, 8550, 8600};

    @Test
    void budgetVerdictsWithheld_areTheUntrustedAndTheNotClearlyOver_eachWithItsBudgetsMetric() {
        Measurement underAnAgent = new Measurement(Statistics.of(AROUND_8412), Optional.empty(), 1_000, 10, true, false, Noise.NONE,
                Optional.of("a Java agent is attached (jacocoagent.jar)"));
        SerializationResult<String> result = new SerializationResult<>("kryo", Payload.named("Order", "SMALL", "order"), Optional.empty(),
                OptionalInt.of(300), OptionalInt.of(150), Optional.of(underAnAgent), Optional.of(underAnAgent), Optional.empty());
        List<Budget> budgets = List.of(
                new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.SIZE, 512, "@SizeBudget(maxBytes = 512) on OrderTests.orders"),
                new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.SERIALIZE_TIME, 7_000, "@SpeedBudget(maxSerializeNanos = 7000) on OrderTests.orders"),
                new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.DESERIALIZE_TIME, 8_405, "@SpeedBudget(maxDeserializeNanos = 8405) on OrderTests.orders"),
                new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.DESERIALIZE_TIME, 9_000, "@SpeedBudget(maxDeserializeNanos = 9000) on OrderTests.orders"));

        List<Verdict> withheld = Budgets.judge(budgets, result, name -> Optional.empty()).stream().filter(Verdict::warning).toList();

        assertThat(withheld).extracting(Verdict::metric).containsExactly(Metric.SERIALIZE_TIME, Metric.DESERIALIZE_TIME);
        assertThat(withheld).extracting(Verdict::line).containsExactly(
                "serialize              8 412 ns/op (median of 15 samples, -0.1/+0.3 %)"
                        + "   budget ≤ 7 000 ns/op   +20.2 %   @SpeedBudget(maxSerializeNanos = 7000) on OrderTests.orders"
                        + "   not failed, times are not trusted here: a Java agent is attached (jacocoagent.jar)",
                "deserialize            8 412 ns/op (median of 15 samples, -0.1/+0.3 %)"
                        + "   budget ≤ 8 405 ns/op   +0.1 % but its interval reaches the budget, not failed"
                        + "   @SpeedBudget(maxDeserializeNanos = 8405) on OrderTests.orders");
    }

    @Test
    void codecWithinItsBudgets_withholdsNothing_andNoReportSaysOtherwise() throws Exception {
        Run run = capturingOut(() -> EngineRuns.run(reports, WithinBudgetTestCase.class));

        assertThat(run.failures()).isEmpty();
        run.results().testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
        assertThat(run.warnings()).isEmpty();
        assertThat(run.out()).contains("serguard results (quick mode)\n").doesNotContain("Verdict withheld", "erdicts withheld", "erdict withheld");
        assertThat(reports.resolve("results.txt")).content(StandardCharsets.UTF_8).doesNotContain("erdicts withheld");
        assertThat(jsonEntries()).isNotEmpty().allSatisfy(entry -> assertThat(entry).doesNotContainKey("withheld"));
        assertThat(reports.resolve("report.html")).content(StandardCharsets.UTF_8).doesNotContain("withheld\">", "Verdicts withheld");
    }

    // Baselines: a time far past its baseline, whose baseline times were recorded where they are not to be trusted.

    private Path baselineFile() {
        return baselines.resolve("BaselineTests.TunableTestCase.json");
    }

    private EngineExecutionResults runTunable(String mode) {
        // Allocation and the other two times are not what this is about: generous thresholds keep them out. Measured on
        // the probes TUNABLE costs its time on: whether the time is withheld does not depend on how busy the machine is.
        Map<String, String> parameters = new java.util.HashMap<>(EngineRuns.COSTED);
        parameters.putAll(Map.of("serguard.mode", mode, "serguard.baseline.dir", baselines.toString(),
                "serguard.baseline.timePercent", "1000", "serguard.baseline.allocationPercent", "1000"));
        return EngineRuns.run(reports, parameters, BaselineTests.TunableTestCase.class);
    }

    // BaselineTests' codec as its own tests start it, recorded.
    private void recordTunableAtItsStandardCost() {
        BaselineTests.costNanos = 5_000;
        BaselineTests.garbage = 4_096;
        BaselineTests.padding = 0;
        BaselineTests.withExact = false;
        BaselineTests.nonce = false;
        runTunable("record");
    }

    @Test
    void timeFarPastABaselineRecordedUntrusted_isNotWithheld_theComparisonFailsNamingTheFigure() throws Exception {
        recordTunableAtItsStandardCost();
        // The recorded serialize time made 10 ns, recorded on an overloaded machine: 5 µs now is 500× it. Withheld, it would pass
        // for good; it fails, naming the figure, why it was not trusted, and the command that records it anew.
        Matcher recorded = Pattern.compile("(\"metric\" : \"serializeTime\"), \"value\" : [\\d.]+, \"lower\" : [\\d.]+, \"upper\" : [\\d.]+,"
                + " (\"ratio\" : [\\d.]+)(, \"referenceNanos\" : [\\d.]+, \"speedExponent\" : [\\d.]+)?}")
                .matcher(Files.readString(baselineFile()));
        assertThat(recorded.find()).as("a serialize time in the baseline").isTrue();
        Files.writeString(baselineFile(), recorded.replaceFirst("$1, \"value\" : 10, \"lower\" : 10, \"upper\" : 10, \"ratio\" : 0.001,"
                + " \"untrusted\" : \"the machine is overloaded (load average 9.0 on 2 cores)\"}"));

        Run run = capturingOut(() -> runTunable("quick"));

        assertThat(run.failures()).singleElement().asString().isEqualTo("java.lang.AssertionError: Baseline not trusted for tunable · SMALL (Point)\n"
                + "  Baseline " + baselineFile() + " holds figures recorded as not trusted, which can judge nothing:\n"
                + "    serializeTime: the machine is overloaded (load average 9.0 on 2 cores)\n"
                + "  Record the baseline anew with -Dserguard.mode=record: a recording measures until it can trust each figure, or fails and says why.\n"
                + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=tunable -Dserguard.sizes=SMALL");
        assertThat(run.warnings()).isEmpty();
        assertThat(run.out()).doesNotContain("Verdict withheld");
    }

    /**
     * A JVM that ran the reference workload ten times as fast as the JVMs that recorded the baseline
     * (on some virtual machines, JVMs run at two speeds: docs/detection.md, run N) cannot judge a time,
     * whichever way it reads: withheld and said, neither failed nor passed, nor taken as an improvement.
     */
    @Test
    void timesOfACodecTwiceAsSlow_inAJvmAtAnotherSpeedThanTheRecordings_areWithheld_notPassed() throws Exception {
        recordTunableAtItsStandardCost();
        Files.writeString(baselineFile(), Files.readString(baselineFile()).replace("\"referenceNanos\" : 1000,", "\"referenceNanos\" : 10000,"));
        BaselineTests.costNanos = 10_000;
        Map<String, String> parameters = new java.util.HashMap<>(EngineRuns.COSTED);
        parameters.putAll(Map.of("serguard.baseline.dir", baselines.toString(), "serguard.baseline.allocationPercent", "1000"));

        Run run = capturingOut(() -> EngineRuns.run(reports, parameters, BaselineTests.TunableTestCase.class));

        assertThat(run.failures()).isEmpty();
        assertThat(run.warnings()).hasSize(2).allSatisfy(line -> assertThat(line).endsWith("   not failed, this JVM ran the reference workload"
                + " 10.0× faster than where the baseline was recorded: a codec and the reference do not slow alike that far, so this JVM cannot"
                + " judge times (where its JVMs run at two speeds, -XX:+AlwaysPreTouch in Surefire's argLine steadies them: docs/guide/baselines.md;"
                + " on another kind of machine, record the baseline there)"));
        assertThat(run.results().allEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())).noneMatch(entry -> entry.containsKey("serguard.baseline.improved"));
    }
}
