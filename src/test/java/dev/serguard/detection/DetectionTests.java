package dev.serguard.detection;

import dev.serguard.codec.Codec;
import dev.serguard.detection.Classification.Check;
import dev.serguard.detection.Classification.Invocation;
import dev.serguard.internal.Json;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static dev.serguard.detection.Classification.BASELINE_ALLOCATION;
import static dev.serguard.detection.Classification.BASELINE_TIME;
import static dev.serguard.detection.Classification.FASTER_THAN;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

/**
 * The pure parts of the detection benchmark: the slowed codec's call accounting, the reading of
 * what the JUnit path reports, and the tables' arithmetic. No real timing: the benchmark itself
 * runs only through its command.
 */
class DetectionTests {

    private static final String TITLE = "slowed · SMALL (MediaContent)";
    private static final String TIME_REGRESSION = "serialize              7 211 ns/op → 9 120 ns/op (median of 15 samples, ±2.1 %)   +26.5 %"
            + "   allowed +15.0 %   baseline target/detection/baseline/DetectionCase.json   in two measurements";
    private static final String ALLOCATION_REGRESSION = "serialize allocation   1 728 B/op → 2 160 B/op   +25.0 %   allowed +5.0 %"
            + "   baseline target/detection/baseline/DetectionCase.json   in two measurements";
    private static final String BUDGET_FAILURE = "deserialize            slowed 9 500 ns/op vs plain 7 400 ns/op: 0.78× faster   budget ≥ 1.00× faster"
            + " than plain   -22.1 %   @FasterThan(codec = \"slowed\", than = \"plain\", factor = 1.0, operation = DESERIALIZE) on DetectionCase.media";
    private static final String NOT_CLEARLY_WORSE = "round trip             9 000 ns/op → 10 700 ns/op (median of 15 samples, ±9.0 %)   +18.9 %"
            + "   allowed +15.0 %   baseline target/detection/baseline/DetectionCase.json   but its interval reaches the baseline's, not failed";
    private static final String UNTRUSTED = "deserialize            7 193 ns/op → 31 879 ns/op (median of 15 samples, ±69.0 %)   +343.2 %"
            + "   allowed +15.0 %   baseline target/detection/baseline/DetectionCase.json   not failed, times are not trusted here:"
            + " the machine is overloaded (load average 5.5 on 2 cores)";
    private static final String BUDGET_WITHIN = "serialize              slowed 8 100 ns/op vs plain 7 900 ns/op: 0.98× faster   budget ≥ 1.00× faster"
            + " than plain   -2.4 % but within the intervals, not failed   @FasterThan(codec = \"slowed\", than = \"plain\", factor = 1.0,"
            + " operation = SERIALIZE) on DetectionCase.media";

    // -- SlowedCodec ----------------------------------------------------------------------------------------------------

    private record Counted(Codec<String> codec, AtomicInteger serializes, AtomicInteger deserializes) {
    }

    private static Counted counted() {
        AtomicInteger serializes = new AtomicInteger();
        AtomicInteger deserializes = new AtomicInteger();
        Codec<String> codec = Codec.of("counting", String.class, value -> {
            serializes.incrementAndGet();
            return value.getBytes();
        }, bytes -> {
            deserializes.incrementAndGet();
            return new String(bytes);
        });
        return new Counted(codec, serializes, deserializes);
    }

    private static Counted called(double factor, int calls) throws Exception {
        Counted inner = counted();
        SlowedCodec<String> slowed = new SlowedCodec<>("slowed", inner.codec(), factor);
        for (int i = 0; i < calls; i++) {
            assertThat(slowed.deserialize(slowed.serialize("payload"))).isEqualTo("payload");
        }
        return inner;
    }

    @Test
    void quarterMore_makes500InnerCallsOf400() throws Exception {
        Counted inner = called(1.25, 400);

        assertThat(inner.serializes()).hasValue(500);
        assertThat(inner.deserializes()).hasValue(500);
    }

    @Test
    void tenthMore_makesExactlyOneExtraCallInTen_withoutFloatingPointDrift() throws Exception {
        assertThat(called(1.10, 10).serializes()).hasValue(11);
        assertThat(called(1.10, 1_000).deserializes()).hasValue(1_100);
        assertThat(called(1.30, 10).serializes()).hasValue(13);
    }

    @Test
    void unchangedAndDouble_makeOneAndTwoInnerCallsPerCall() throws Exception {
        assertThat(called(1.00, 400).serializes()).hasValue(400);
        assertThat(called(2.00, 400).deserializes()).hasValue(800);
    }

    @Test
    void extraResults_areFoldedIntoAFieldThatIsRead() throws Exception {
        SlowedCodec<String> slowed = new SlowedCodec<>("slowed", counted().codec(), 2.0);
        slowed.deserialize(slowed.serialize("12345"));

        assertThat(slowed.folded()).isEqualTo(5 + 1);
        assertThat(slowed.name()).isEqualTo("slowed");
        assertThat(slowed.type()).isEqualTo(String.class);
        assertThat(slowed).hasToString("slowed (counting × 2.00)");
    }

    @Test
    void factorBelowOneOrNotANumber_isRefused() {
        assertThatThrownBy(() -> new SlowedCodec<>("slowed", counted().codec(), 0.9)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("SlowedCodec factor must be between 1 and 100 (1.25 = a quarter more work), but was 0.9");
        assertThatThrownBy(() -> new SlowedCodec<>("slowed", counted().codec(), Double.NaN)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void factorProperty_isOneWhenAbsent_andRefusesWhatIsNoNumber() {
        assertThat(SlowedCodec.factorProperty(null)).isEqualTo(1.0);
        assertThat(SlowedCodec.factorProperty(" 1.25 ")).isEqualTo(1.25);
        assertThatThrownBy(() -> SlowedCodec.factorProperty("fast")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("detection.factor = \"fast\" is not a number such as 1.25");
    }

    // -- Classification -------------------------------------------------------------------------------------------------

    private static Map<String, Check> failed(String message, String... warnings) {
        return Classification.classify(new Invocation("FAILED", message, List.of(warnings), List.of()), true);
    }

    @Test
    void baselineTimeRegression_isDetectedForTimeOnly() {
        Map<String, Check> checks = failed("Baseline regression for " + TITLE + "\n  " + TIME_REGRESSION);

        assertThat(checks).containsExactly(entry(BASELINE_TIME, new Check("detected", TIME_REGRESSION)),
                entry(FASTER_THAN, Check.passed()), entry(BASELINE_ALLOCATION, Check.passed()));
    }

    @Test
    void budgetAndBaselineFailuresInOneMessage_areEachDetected() {
        Map<String, Check> checks = failed("Serialization budget exceeded for " + TITLE + "\n  " + BUDGET_FAILURE
                + "\n\nBaseline regression for " + TITLE + "\n  " + ALLOCATION_REGRESSION + "\n  " + TIME_REGRESSION
                + "\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=slowed -Dserguard.sizes=SMALL");

        assertThat(checks).containsExactly(entry(BASELINE_TIME, new Check("detected", TIME_REGRESSION)),
                entry(FASTER_THAN, new Check("detected", BUDGET_FAILURE)), entry(BASELINE_ALLOCATION, new Check("detected", ALLOCATION_REGRESSION)));
    }

    @Test
    void aBudgetOverNotClearlyHere_thatFreshJvmsFailed_isDetected() {
        String unclear = BUDGET_FAILURE + " but the rounds reach the budget, not failed";
        Map<String, Check> checks = failed("Serialization budget exceeded for " + TITLE + ", over the budget in this JVM but not clearly:\n  "
                + unclear + "\n\nMeasured again in 2 fresh JVMs, it failed in 2 of them; in the first:\n  Serialization budget exceeded for "
                + TITLE + "\n    " + BUDGET_FAILURE);

        assertThat(checks).containsExactly(entry(BASELINE_TIME, Check.passed()), entry(FASTER_THAN, new Check("detected", unclear)),
                entry(BASELINE_ALLOCATION, Check.passed()));
    }

    @Test
    void aFreshJvmsWordOnTheFailures_isNotReadAsMoreFailures() {
        Map<String, Check> checks = failed("Serialization budget exceeded for " + TITLE + "\n  " + BUDGET_FAILURE
                + "\n\nMeasured again in a fresh JVM, it failed there too:\n  Serialization budget exceeded for " + TITLE + "\n    " + BUDGET_FAILURE
                + "\n  \n  Codec threw for slowed · SMALL (MediaContent)\n  to reproduce: -Dserguard.seed=1");

        assertThat(checks).containsExactly(entry(BASELINE_TIME, Check.passed()), entry(FASTER_THAN, new Check("detected", BUDGET_FAILURE)),
                entry(BASELINE_ALLOCATION, Check.passed()));
    }

    @Test
    void aFreshJvmLine_isReadAsFailedOrPassed_withWhatItSaysOfEachHeadingToo() {
        assertThat(DetectionRun.Events.confirmationOf("Times of slowed · SMALL (MediaContent) failed in this JVM and failed again in 2 of 2"
                + " fresh ones: failed.")).isEqualTo("failed");
        assertThat(DetectionRun.Events.confirmationOf("Times of slowed · SMALL (MediaContent) failed in this JVM and failed again in 2 of 2"
                + " fresh ones: failed (Serialization budget exceeded: failed in 2 of 2, failed; Baseline regression: failed in 2 of 2, failed)."))
                .isEqualTo("failed");
        assertThat(DetectionRun.Events.confirmationOf("Times of slowed · SMALL (MediaContent) were within their baseline's threshold in this"
                + " JVM, but near it, and passed in 2 of 2 fresh ones: not failed (one JVM's compiled code can run slower than the next one's:"
                + " docs/guide/baselines.md).")).isEqualTo("passed");
        assertThat(DetectionRun.Events.confirmationOf("Times of slowed · SMALL (MediaContent) failed in this JVM and could not be measured in"
                + " a fresh one: failed.")).isEqualTo("unmeasured");
        assertThat(DetectionRun.Events.confirmationOf("Times of slowed · SMALL (MediaContent) [baseline] were not judged in this JVM, which ran"
                + " the reference workload at another speed than the recording's, and were left open by 8 fresh ones (over their threshold not"
                + " clearly in 8, failed in 0, passed in 0): not judged.")).isEqualTo("open");
    }

    /** The message names the figures that failed, from this JVM or a fresh one, and says what the fresh JVMs read: both are detections. */
    @Test
    void aTimeFailedByFreshJvms_isDetected_whetherThisJvmFailedItOrOnlyDoubtedIt() {
        String here = "Baseline regression for " + TITLE + "\n  serialize              7 211 → 9 120 ns/op, 1.000 → 1.265 of the reference (1.240 to 1.290)"
                + "   +26.5 %   allowed +15.0 %   in two measurements\n  baseline target/detection/baseline/DetectionCase.json\n"
                + "  failed again in 2 of 2 fresh JVMs; the first read serialize +24.0 %";
        String fresh = "Baseline regression for " + TITLE + ", in 2 of 3 fresh JVMs (over the threshold in this JVM but not clearly); the first read:\n"
                + "  serialize              7 211 → 9 120 ns/op, 1.000 → 1.265 of the reference (1.240 to 1.290)   +26.5 %   allowed +15.0 %"
                + "   in two measurements\n  baseline target/detection/baseline/DetectionCase.json";
        for (String message : List.of(here, fresh)) {
            assertThat(failed(message).get(BASELINE_TIME).outcome()).as(message).isEqualTo("detected");
        }
    }

    @Test
    void confirmations_areCountedPerFactor() {
        List<Map<String, Object>> lines = new java.util.ArrayList<>();
        for (String confirmation : List.of("none", "passed", "failed", "failed", "open", "unmeasured")) {
            Map<String, Object> line = line("idle", confirmation.equals("none") ? 1.0 : 1.25, "passed", "", 1_000);
            line.put("confirmation", confirmation);
            line.put("freshJvms", confirmation.equals("none") ? 0 : confirmation.equals("unmeasured") ? 1 : 2);
            line.put("plain", Map.of("baselineTime", "passed", "freshJvms", confirmation.equals("none") ? 3 : 0));
            lines.add(line);
        }

        assertThat(Tables.confirmations(roundTripped(lines))).isEqualTo("""
                | factor | runs | measured again | passed there: not failed | failed there too | left open | could not measure | fresh JVMs, slowed | fresh JVMs, plain |
                |---|---:|---:|---:|---:|---:|---:|---:|---:|
                | 1.00 (unchanged) | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 3 |
                | 1.25 | 5 | 5 | 1 | 2 | 1 | 1 | 9 | 0 |
                """);
    }

    @Test
    void aBaselineTimeWithheld_isCountedWithheld_whateverTheInvocationsFreshJvmsSaid() {
        String unclear = "but its rounds reach the threshold, not failed";
        List<Map<String, Object>> lines = new ArrayList<>();
        for (String confirmation : List.of("passed", "failed", "unmeasured")) {
            Map<String, Object> line = line("idle", 1.25, "withheld", unclear, 1_000);
            line.put("confirmation", confirmation);
            lines.add(line);
        }
        Map<String, Object> untrusted = line("idle", 1.25, "withheld", "times are not trusted here: the machine is overloaded", 1_000);
        untrusted.put("confirmation", "passed");
        lines.add(untrusted);

        assertThat(Tables.rows(roundTripped(lines), BASELINE_TIME)).singleElement().satisfies(row -> {
            assertThat(row.withheld()).isEqualTo(4);
            assertThat(row.reasons()).containsOnlyKeys(unclear, "times are not trusted here: the machine is overloaded");
            assertThat(row.detected()).isZero();
        });
    }

    @Test
    void warnings_areWithheldWithTheirReasonWithoutFigures() {
        Map<String, Check> checks = Classification.classify(new Invocation("SUCCESSFUL", "", List.of(UNTRUSTED, NOT_CLEARLY_WORSE, BUDGET_WITHIN),
                List.of()), true);

        assertThat(checks).containsExactly(
                entry(BASELINE_TIME, new Check("withheld", "times are not trusted here: the machine is overloaded (load average # on # cores)")),
                entry(FASTER_THAN, new Check("withheld", "but within the intervals, not failed")),
                entry(BASELINE_ALLOCATION, Check.passed()));
        assertThat(Classification.reason(NOT_CLEARLY_WORSE)).isEqualTo("but its interval reaches the baseline's, not failed");
    }

    @Test
    void aRegressionBesideAWarning_isDetected() {
        Map<String, Check> checks = failed("Baseline regression for " + TITLE + "\n  " + TIME_REGRESSION, NOT_CLEARLY_WORSE);

        assertThat(checks.get(BASELINE_TIME)).isEqualTo(new Check("detected", TIME_REGRESSION));
    }

    @Test
    void passingInvocation_passesEveryGate() {
        Map<String, Check> checks = Classification.classify(new Invocation("SUCCESSFUL", "", List.of(), List.of()), true);

        assertThat(checks.values()).containsOnly(Check.passed());
    }

    @Test
    void codecThatThrew_isAnErrorOfEveryGate_neverADetection() {
        Map<String, Check> checks = failed("Codec threw for " + TITLE + "\n  serialize threw java.lang.IllegalStateException: boom\n"
                + "    at somewhere");

        assertThat(checks.values()).containsOnly(new Check("error",
                "Codec threw for " + TITLE + " / serialize threw java.lang.IllegalStateException: boom"));
    }

    @Test
    void threadSafetyFailureAfterARegression_isAnError() {
        Map<String, Check> checks = failed("Baseline regression for " + TITLE + "\n  " + TIME_REGRESSION
                + "\n\nThread-safety check failed for slowed · SMALL (MediaContent)\n  3 of 800 round trips differ");

        assertThat(checks.values()).containsOnly(new Check("error",
                "Thread-safety check failed for slowed · SMALL (MediaContent) / 3 of 800 round trips differ"));
    }

    @Test
    void budgetWithNothingToCompare_isAnError() {
        String line = "serialize              plain has no serialize figure to compare (it failed, was skipped or was not timed)"
                + "   budget ≥ 1.00× faster than plain   @FasterThan(codec = \"slowed\", than = \"plain\", factor = 1.0) on DetectionCase.media";

        assertThat(failed("Serialization budget exceeded for " + TITLE + "\n  " + line).values()).containsOnly(new Check("error", line));
    }

    @Test
    void sizeRegression_isAnError() {
        String line = "size                   924 B → 930 B   +0.6 %   allowed +0.0 %   baseline target/detection/baseline/DetectionCase.json";

        assertThat(failed("Baseline regression for " + TITLE + "\n  " + line).values()).containsOnly(new Check("error", line));
    }

    @Test
    void missingBaseline_isAnErrorOfTheBaselineGates_notAPass() {
        String missing = "No baseline at target/detection/baseline/DetectionCase.json, nothing compared: record one with -Dserguard.mode=record"
                + " and commit it.";
        Map<String, Check> checks = Classification.classify(new Invocation("SUCCESSFUL", "", List.of(), List.of(missing)), true);

        assertThat(checks).containsExactly(entry(BASELINE_TIME, new Check("error", "baseline not compared: " + missing)),
                entry(FASTER_THAN, Check.passed()), entry(BASELINE_ALLOCATION, new Check("error", "baseline not compared: " + missing)));
    }

    @Test
    void recordedEntry_isNoErrorWhenRecording() {
        Map<String, Check> checks = Classification.classify(new Invocation("SUCCESSFUL", "", List.of(),
                List.of("recorded for target/detection/baseline/DetectionCase.json")), false);

        assertThat(checks.values()).containsOnly(Check.passed());
    }

    @Test
    void skippedOrMissingInvocation_isAnError() {
        assertThat(Classification.classify(new Invocation("SKIPPED", "serguard.mode = off", List.of(), List.of()), true).values())
                .containsOnly(new Check("error", "skipped: serguard.mode = off"));
        assertThat(Classification.classify(Invocation.missing(), true).values()).containsOnly(new Check("error", "missing: the invocation never ran"));
    }

    @Test
    void failureWithoutMessage_isAnError() {
        assertThat(failed("").values()).containsOnly(new Check("error", "failed without a message"));
    }

    // -- Tables ---------------------------------------------------------------------------------------------------------

    private static Map<String, Object> line(String condition, double factor, String time, String detail, double wallMillis) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("condition", condition);
        line.put("factor", factor);
        line.put(BASELINE_TIME, new Check(time, detail).toMap());
        line.put(FASTER_THAN, Check.passed().toMap());
        line.put(BASELINE_ALLOCATION, new Check("detected", ALLOCATION_REGRESSION).toMap());
        line.put("wallMillisPerCase", wallMillis);
        return line;
    }

    /** The lines as the command reads them back: written by JsonLine, parsed by serguard's reader. */
    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> roundTripped(List<Map<String, Object>> lines) {
        List<Map<String, Object>> read = new ArrayList<>();
        lines.forEach(line -> read.add((Map<String, Object>) Json.parse(JsonLine.write(line))));
        return read;
    }

    @Test
    void rows_countEachOutcomeAndReason_perFactor() {
        List<Map<String, Object>> lines = roundTripped(List.of(
                line("idle", 1.0, "passed", "", 1_000),
                line("idle", 1.0, "detected", TIME_REGRESSION, 3_000),
                line("idle", 1.0, "withheld", "but its interval reaches the baseline's, not failed", 2_000),
                line("idle", 1.25, "detected", TIME_REGRESSION, 1_500),
                line("idle", 1.25, "withheld", "times are not trusted here: the machine is overloaded", 1_200),
                line("idle", 1.25, "withheld", "times are not trusted here: the machine is overloaded", 1_100),
                line("idle", 1.25, "withheld", "but its interval reaches the baseline's, not failed", 900),
                line("idle", 1.25, "error", "Codec threw for slowed", 1_000)));

        List<Tables.Row> rows = Tables.rows(lines, BASELINE_TIME);

        assertThat(rows).containsExactly(
                new Tables.Row("1.00", 3, 1, 1, Map.of("but its interval reaches the baseline's, not failed", 1), 0, 2.0, 3.0),
                new Tables.Row("1.25", 5, 1, 3, Map.of("times are not trusted here: the machine is overloaded", 2,
                        "but its interval reaches the baseline's, not failed", 1), 1, 1.1, 1.5));
        assertThat(rows.get(1).reasons().keySet()).first().isEqualTo("times are not trusted here: the machine is overloaded");
        assertThat(Tables.rows(lines, BASELINE_ALLOCATION)).extracting(Tables.Row::detected).containsExactly(3, 5);
    }

    @Test
    void table_putsDetectionsAtOneInTheFalseFailureColumn() {
        List<Map<String, Object>> lines = roundTripped(List.of(
                line("idle", 1.0, "passed", "", 1_000),
                line("idle", 1.0, "detected", TIME_REGRESSION, 1_000),
                line("idle", 2.0, "detected", TIME_REGRESSION, 1_000),
                line("idle", 2.0, "withheld", "a | b", 1_000)));

        assertThat(Tables.table(Tables.rows(lines, BASELINE_TIME))).isEqualTo("""
                | factor | runs | detected | false failures | withheld | reasons withheld | errors | wall per case, median | max |
                |---|---:|---:|---:|---:|---|---:|---:|---:|
                | 1.00 (unchanged) | 2 | – | 1 (50 %) | 0 (0 %) |  | 0 | 1.00 s | 1.00 s |
                | 2.00 | 2 | 1 (50 %) | – | 1 (50 %) | 1× a \\| b | 0 | 1.00 s | 1.00 s |
                """);
    }

    @Test
    void markdown_hasThreeTablesPerCondition_andSaysWhenAConditionDidNotRun() {
        String markdown = Tables.markdown(roundTripped(List.of(line("idle", 1.1, "passed", "", 800))), List.of("idle", "loaded"));

        assertThat(markdown).contains("### Baseline, time, idle", "### @FasterThan (slowed against plain × 1.0, serialize and deserialize), idle",
                "### Baseline, allocation, idle", "| 1.10 | 1 | 0 (0 %) | – | 0 (0 %) |  | 0 | 0.80 s | 0.80 s |");
        assertThat(markdown).endsWith("## loaded\n\nNo comparison ran.\n\n");
    }

    @Test
    void lineWithoutAGate_countsAsAnError() {
        assertThat(Tables.rows(List.of(Detection.errorLine("compare", 1.5, "idle", 1, "the comparison's JVM exited with 1")), FASTER_THAN))
                .containsExactly(new Tables.Row("1.50", 1, 0, 0, Map.of(), 1, Double.NaN, Double.NaN));
        Map<String, Object> bare = new LinkedHashMap<>(Map.of("condition", "idle", "factor", 1.5));
        assertThat(Tables.rows(List.of(bare), FASTER_THAN).get(0).errors()).isEqualTo(1);
    }

    @Test
    void jsonLine_escapesTextAndWritesNoNaN() {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("detail", "a \"quoted\"\nline\\ with\ttab");
        line.put("wall", Double.NaN);
        line.put("list", List.of(1, true));

        assertThat(JsonLine.write(line)).isEqualTo("{\"detail\":\"a \\\"quoted\\\"\\nline\\\\ with\\ttab\",\"wall\":null,\"list\":[1,true]}");
        Map<String, Object> read = new LinkedHashMap<>(line);
        read.put("wall", null);
        read.put("list", List.of(1L, true));
        assertThat(Json.parse(JsonLine.write(line))).isEqualTo(read);
    }

    // -- The command's arguments ----------------------------------------------------------------------------------------

    @Test
    void smoke_overridesTheCounts_andLaterArgumentsOverrideSmoke() {
        assertThat(Detection.options("smoke,conditions=idle,perFactor=1,serguard.trustEnvironment=true")).containsExactly(
                entry("unchanged", "3"), entry("perFactor", "1"), entry("conditions", "idle"),
                entry("factors", "1.10+1.25+1.30+1.50+2.00"), entry("seed", "1"), entry("serguard.trustEnvironment", "true"));
        assertThatThrownBy(() -> Detection.options("quick")).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("detection argument \"quick\" is neither smoke nor name=value; for example -Ddetection=smoke,conditions=idle");
    }

    @Test
    void jvm_givesEveryComparisonsJvmItsOptions_inTheirOrder() {
        assertThat(Detection.jvmOptions(Detection.options("smoke,jvm=-XX:+AlwaysPreTouch|-Xms512m"))).containsExactly("-XX:+AlwaysPreTouch", "-Xms512m");
        assertThat(Detection.jvmOptions(Detection.options("smoke"))).isEmpty();
    }

    @Test
    void schedule_hasEveryRunOnce_inAnOrderTheSeedRepeats() {
        List<Double> runs = Detection.schedule(5, 2, List.of(1.25, 2.0), new Random(1));

        assertThat(runs).hasSize(9).containsOnly(1.0, 1.25, 2.0);
        assertThat(runs.stream().filter(f -> f == 1.0)).hasSize(5);
        assertThat(runs.stream().filter(f -> f == 2.0)).hasSize(2);
        assertThat(runs).isEqualTo(Detection.schedule(5, 2, List.of(1.25, 2.0), new Random(1)))
                .isNotEqualTo(Detection.schedule(5, 2, List.of(1.25, 2.0), new Random(2)));
    }
}
