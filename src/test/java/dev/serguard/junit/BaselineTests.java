package dev.serguard.junit;

import dev.serguard.baseline.BaselineFile;
import dev.serguard.baseline.BaselineKey;
import dev.serguard.baseline.SpeedScaling;
import dev.serguard.baseline.StoredBaseline;
import dev.serguard.codec.Codec;
import dev.serguard.internal.Settings;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.measure.CostedProbes;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junitpioneer.jupiter.cartesian.CartesianTest;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EventType;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * Record a baseline, then compare with it, through the Jupiter engine. The codec's size,
 * allocation and time are set by each test between recording and comparing: a regression of
 * known size, never a guess about the machine.
 */
class BaselineTests {

    @TempDir
    Path baselines;

    @TempDir
    Path reports;

    /** What {@link #TUNABLE} costs. */
    static volatile int padding;
    static volatile int garbage;
    static volatile long costNanos;
    static volatile boolean withExact;
    static volatile boolean nonce;
    private static final java.util.concurrent.atomic.AtomicInteger CALLS = new java.util.concurrent.atomic.AtomicInteger();

    /**
     * Exact, with a cost the test sets, measured on {@link CostedProbes}: {@code 8 + padding} bytes;
     * {@code garbage} bytes allocated per serialize and {@code costNanos} per operation, on those
     * probes' counter and clock, so that its figures are the same on any machine, however busy.
     */
    static final Codec<Point> TUNABLE = Codec.of("tunable", Point.class, point -> {
        CostedProbes.spend(costNanos);
        CostedProbes.allocate(garbage);
        byte[] bytes = ByteBuffer.allocate(8 + padding + (nonce ? 16 : 0)).put(Fixtures.write(point)).array();
        if (nonce) {
            // A nonce of 0 to 14 bytes that no two calls in a row share, zeros after it: the size is fixed, the deflated size
            // varies. Its length goes round 0, 2, ... 14, so that any eight calls in a row (what a size range is taken from)
            // see the same smallest and largest deflated size: not a random one, which two calls could share.
            int length = 2 * (CALLS.getAndIncrement() % 8);
            for (int i = 0; i < length; i++) {
                bytes[8 + padding + i] = (byte) (37 * i + 11);
            }
        }
        return bytes;
    }, bytes -> {
        CostedProbes.spend(costNanos);
        CostedProbes.allocate(64);
        return Fixtures.read(bytes);
    });

    @BeforeEach
    void standardCost() {
        padding = 0;
        garbage = 4_096;
        costNanos = 5_000;
        withExact = false;
        nonce = false;
    }

    static class TunableTestCase {

        static Stream<Codec<Point>> codecs() {
            return withExact ? Stream.of(TUNABLE, Fixtures.COSTED_EXACT) : Stream.of(TUNABLE);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    private Path file() {
        return baselines.resolve("BaselineTests.TunableTestCase.json");
    }

    private EngineExecutionResults run(Class<?> testCase, String... parameters) {
        Map<String, String> configuration = new HashMap<>(EngineRuns.COSTED);
        configuration.put("serguard.baseline.dir", baselines.toString());
        for (int i = 0; i < parameters.length; i += 2) {
            configuration.put(parameters[i], parameters[i + 1]);
        }
        return EngineRuns.run(reports, configuration, testCase);
    }

    private EngineExecutionResults record(Class<?> testCase) {
        return run(testCase, "serguard.mode", "record");
    }

    // Times are not what the size and allocation tests are about: a generous time threshold keeps machine noise out of their messages.
    private EngineExecutionResults compareIgnoringTime(Class<?> testCase) {
        return run(testCase, "serguard.baseline.timePercent", "1000");
    }

    private static List<Map<String, String>> entries(EngineExecutionResults results) {
        return results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs()).toList();
    }

    // Without the last line, which says how to reproduce the payload (CheckModeAndSelectionTests asserts it): these are about the figures.
    private static List<String> failures(EngineExecutionResults results) {
        return results.testEvents().failed().stream()
                .map(e -> e.getPayload(org.junit.platform.engine.TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow().getMessage())
                .map(message -> message.replaceFirst("\n  to reproduce: -Dserguard\\.seed=[^\n]*$", ""))
                .toList();
    }

    @Test
    void record_writesOneLinePerCodecPayloadAndMetric() throws Exception {
        EngineExecutionResults results = record(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        assertThat(entries(results)).contains(Map.of("serguard.baseline", "recorded for " + file()));
        assertThat(reports.resolve("results.txt")).content().contains("Run notes:\n"
                + "  Recorded 6 figures of TunableTestCase (points) under " + BaselineKey.current(BaselineKey.Mode.QUICK).describe() + " to " + file()
                + ": commit it.\n");
        List<String> lines = Files.readAllLines(file());
        assertThat(lines.subList(0, 8)).containsExactly("{",
                "  \"format\" : \"serguard baseline 2\",",
                "  \"testClass\" : \"dev.serguard.junit.BaselineTests$TunableTestCase\",",
                "  \"recordings\" : [",
                "    {",
                "      \"jdk\" : " + Runtime.version().feature() + ", \"gc\" : \"" + BaselineKey.current(BaselineKey.Mode.QUICK).gc().orElseThrow()
                        + "\", \"mode\" : \"quick\", \"reference\" : 2,",
                "      \"recordedWith\" : \"serguard record mode (quick timing), JDK " + Runtime.version() + ", " + System.getProperty("os.name")
                        + " " + System.getProperty("os.arch") + ", " + Runtime.getRuntime().availableProcessors() + " cores\",",
                "      \"entries\" : [");
        assertThat(lines.get(8)).isEqualTo("        {\"test\" : \"points\", \"codec\" : \"tunable\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : 8},");
        assertThat(lines.get(9)).isEqualTo("        {\"test\" : \"points\", \"codec\" : \"tunable\", \"payload\" : \"SMALL\", \"metric\" : \"deflatedSize\", \"value\" : 16},");
        // Serialize and deserialize times; not the round trip's (BaselineEntry.kept).
        assertThat(lines.subList(10, 12)).allSatisfy(line -> assertThat(line).matches(" {8}\\{\"test\" : \"points\", \"codec\" : \"tunable\","
                + " \"payload\" : \"SMALL\", \"metric\" : \"(serialize|deserialize)Time\", \"value\" : [\\d.]+,"
                + " \"lower\" : [\\d.]+, \"upper\" : [\\d.]+, \"ratio\" : [\\d.]+, \"referenceNanos\" : [\\d.]+, \"speedExponent\" : 0.29},"));
        assertThat(lines.subList(12, 14)).allSatisfy(line -> assertThat(line).matches(" {8}\\{\"test\" : \"points\", \"codec\" : \"tunable\","
                + " \"payload\" : \"SMALL\", \"metric\" : \"(serialize|deserialize)Allocation\", \"value\" : [\\d.]+"
                + "(, \"lower\" : [\\d.]+, \"upper\" : [\\d.]+)?},?"));
        assertThat(lines.subList(14, lines.size())).containsExactly("      ]", "    }", "  ]", "}");
    }

    // The figure of one metric in the baseline file, as written: "value" : 8.
    private String recorded(String metric) throws Exception {
        return Files.readAllLines(file()).stream().filter(line -> line.contains("\"metric\" : \"" + metric + "\""))
                .map(line -> line.replaceFirst(".*\"value\" : ([\\d.]+).*", "$1")).findFirst().orElse("none");
    }

    @Test
    void recordSizesOnly_writesSizesAnewAndKeepsTheRecordedTimesAndAllocation_timingNothing() throws Exception {
        record(TunableTestCase.class);
        padding = 8;
        costNanos = 10_000;
        garbage = 8_192;

        EngineExecutionResults results = run(TunableTestCase.class, "serguard.mode", "record", "serguard.record", "sizes,golden");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        assertThat(recorded("size")).isEqualTo("16");
        assertThat(recorded("serializeTime")).isEqualTo("5000");
        assertThat(recorded("serializeAllocation")).isEqualTo("4096");
        assertThat(entries(results)).noneMatch(entry -> entry.containsKey("serguard.serialize.nsPerOp"));
    }

    @Test
    void recordingWithACodecSelected_replacesThatCodecsEntries_andKeepsTheOthers() throws Exception {
        withExact = true;
        record(TunableTestCase.class);
        List<String> exact = Files.readAllLines(file()).stream().filter(line -> line.contains("\"codec\" : \"" + Fixtures.COSTED_EXACT.name() + "\"")).toList();
        assertThat(exact).isNotEmpty();
        padding = 8;

        run(TunableTestCase.class, "serguard.mode", "record", "serguard.codecs", "tunable").testEvents().assertStatistics(stats -> stats.succeeded(1));

        assertThat(Files.readString(file())).contains("\"codec\" : \"tunable\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : 16}");
        assertThat(Files.readAllLines(file())).containsAll(exact);
        // Without a selection, a recording replaces the whole test: the codec that did not run goes.
        withExact = false;
        record(TunableTestCase.class);
        assertThat(Files.readString(file())).doesNotContain("\"codec\" : \"" + Fixtures.COSTED_EXACT.name() + "\"");
    }

    @Test
    void recordTimesOnly_writesTimesAnewAndKeepsTheRecordedSizes() throws Exception {
        record(TunableTestCase.class);
        padding = 8;
        costNanos = 10_000;

        run(TunableTestCase.class, "serguard.mode", "record", "serguard.record", "times").testEvents().assertStatistics(stats -> stats.succeeded(1));

        assertThat(recorded("size")).isEqualTo("8");
        assertThat(recorded("serializeTime")).isEqualTo("10000");
    }

    @Test
    void recordOfAnUnknownPart_failsNamingTheKeyTheValueAndThePartsThereAre() {
        EngineExecutionResults results = run(TunableTestCase.class, "serguard.mode", "record", "serguard.record", "sizes,glden");

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("serguard.record = \"sizes,glden\" names \"glden\", which is not one"
                        + " of sizes, allocation, times, golden: give those to record, comma-separated (sizes,golden records sizes and golden"
                        + " bytes anew and keeps the recorded times), or leave it out to record all."))));
        assertThat(file()).doesNotExist();
    }

    @Test
    void recordThenCompare_passes() {
        record(TunableTestCase.class);

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
    }

    @Test
    void sizeDoubled_failsWithBaselineToNowAndTheChange() {
        record(TunableTestCase.class);
        padding = 8;

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("tunable · SMALL (Point, 16 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("Baseline regression for tunable · SMALL (Point)\n"
                        + "  size                   8 B → 16 B   +100.0 %   allowed +0.0 %   baseline " + file() + "\n"
                        + "  deflated size          16 B → 18 B   +12.5 %   allowed +0.0 %   baseline " + file() + "\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=tunable -Dserguard.sizes=SMALL"))));
    }

    // Sizes only: the nonce is about sizes, and times and allocation have their own tests.
    private EngineExecutionResults compareSizesOnly(Class<?> testCase) {
        return run(testCase, "serguard.baseline.timePercent", "1000", "serguard.baseline.allocationPercent", "1000");
    }

    @Test
    void codecWithANonce_passesTenOfTenComparisons_becauseItsSizeRangeIsRecorded() throws Exception {
        nonce = true;
        record(TunableTestCase.class);

        assertThat(Files.readString(file())).containsPattern("\"metric\" : \"deflatedSize\", \"value\" : \\d+, \"lower\" : \\d+, \"upper\" : \\d+");
        for (int run = 0; run < 10; run++) {
            assertThat(failures(compareSizesOnly(TunableTestCase.class))).as("comparison %d", run).isEmpty();
        }
    }

    @Test
    void codecWithANonceThatGrew_fails_whileItsDeflatedSizeStaysWithinTheRecordedRange() {
        nonce = true;
        record(TunableTestCase.class);
        padding = 100;      // zeros: the size grows, the deflated size hardly

        EngineExecutionResults results = compareSizesOnly(TunableTestCase.class);

        assertThat(failures(results)).containsExactly("Baseline regression for tunable · SMALL (Point)\n"
                + "  size                   24 B → 124 B   +416.7 %   allowed +0.0 %   baseline " + file());
    }

    @Test
    void allocationUpByAThird_failsWithBaselineToNowAndTheChange() {
        record(TunableTestCase.class);
        garbage = 5_600;

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        assertThat(failures(results)).containsExactly("Baseline regression for tunable · SMALL (Point)\n"
                + "  serialize allocation   4 096 B/op → 5 600 B/op   +36.7 %   allowed +5.0 %   baseline " + file() + "   in two measurements");
    }

    @Test
    void clearlySlowerCodec_failsWithTimesRelativeToTheReference() {
        record(TunableTestCase.class);
        costNanos = 15_000;

        EngineExecutionResults results = run(TunableTestCase.class);

        // Both times are three times as long, against a reference that costs the same in both runs. Judged in
        // this JVM alone (these runs start no fresh JVM), the threshold is 25 %. The round trip's time is not in a baseline.
        // The message names the figures, their rounds' interval and the threshold; the baseline file once, on its last line.
        assertThat(failures(results)).containsExactly("Baseline regression for tunable · SMALL (Point)\n"
                + "  serialize              5 000 → 15 000 ns/op, 5.000 → 15.000 of the reference (15.000 to 15.000)   +200.0 %   allowed +25.0 %   in two measurements\n"
                + "  deserialize            5 000 → 15 000 ns/op, 5.000 → 15.000 of the reference (15.000 to 15.000)   +200.0 %   allowed +25.0 %   in two measurements\n"
                + "  baseline " + file());
        // The reports keep what the message leaves out: the rounds, and the file on each line.
        assertThat(reports.resolve("results.txt")).content().contains("5 000 ns/op → 15 000 ns/op, 5.000 → 15.000 of the reference"
                + " (median of 61 rounds, 15.000 to 15.000)  +200.0 %  allowed +25.0 %  baseline " + file());
    }

    /** A time whose recording JVMs knew it only to ±10 % is judged with its threshold widened, and every report says so. */
    @Test
    void slowerAgainstATimeRecordedToATenth_failsWithTheWidenedThreshold_namedInEveryReport() throws Exception {
        record(TunableTestCase.class);
        // What record mode writes for a time more JVMs read far apart (BaselineEntry.across).
        Files.writeString(file(), Files.readString(file()).replaceFirst("(\"metric\" : \"serializeTime\"[^}]*)}", "$1, \"ratioError\" : 0.1}"));
        costNanos = 15_000;

        EngineExecutionResults results = run(TunableTestCase.class);

        // Judged in this JVM alone: 25 %, widened as SpeedScaling.widening says.
        String widened = String.format(java.util.Locale.ROOT, "allowed +%.1f %% (widened: recorded to ±10.0 %%)", 25 * SpeedScaling.widening(0.1));
        assertThat(failures(results)).singleElement().asString().contains("+200.0 %   " + widened + "   in two measurements\n")
                .contains("+200.0 %   allowed +25.0 %   in two measurements\n");
        for (String report : List.of("results.txt", "results.json", "report.html", "summary.md")) {
            assertThat(reports.resolve(report)).content().as(report).contains(widened);
        }
    }

    /** The same codec compared with its baseline, times included at their default threshold: nothing fails, nothing is withheld. */
    @Test
    void unchangedCodec_passesWithEveryFigureCompared() {
        record(TunableTestCase.class);

        EngineExecutionResults results = run(TunableTestCase.class);

        assertThat(failures(results)).isEmpty();
        assertThat(entries(results)).noneSatisfy(entry -> assertThat(entry).containsKey("serguard.warning"));
    }

    /** This JVM's feature version, and one that is not: what the tests below record their other JDK's figures as. */
    private static final int JDK = Runtime.version().feature();
    private static final int OTHER_JDK = JDK + 8;

    // Records under this JVM's key, then moves the recording to OTHER_JDK: a baseline recorded on another JDK.
    private void recordOnAnotherJdk(Class<?> testCase, Path file) throws Exception {
        record(testCase);
        Files.writeString(file, Files.readString(file).replace("\"jdk\" : " + JDK + ",", "\"jdk\" : " + OTHER_JDK + ","));
    }

    private static String here(String mode) {
        BaselineKey key = BaselineKey.current(BaselineKey.Mode.QUICK);
        return "JDK " + JDK + ", " + key.gc().orElseThrow() + ", " + mode;
    }

    private String other() {
        return "JDK " + OTHER_JDK + ", " + BaselineKey.current(BaselineKey.Mode.QUICK).gc().orElseThrow() + ", quick";
    }

    @Test
    void recordedOnAnotherJdk_timesAndAllocationAreNotCompared_saidPerInvocationAndOncePerClass() throws Exception {
        withExact = true;
        recordOnAnotherJdk(TunableTestCase.class, file());
        garbage = 40_000;     // ten times the allocation: compared, it would fail

        EngineExecutionResults results = run(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.warning", "serialize allocation   not compared: the baseline has it for " + other()
                + " only; this run is " + here("quick") + ": record under this JDK (-Dserguard.mode=record) to compare it   baseline " + file()));
        assertThat(entries(results)).filteredOn(entry -> entry.containsKey("serguard.warning")).hasSize(8);
        String note = "Times and allocation of TunableTestCase not compared with the baseline " + file() + ": the baseline has them for "
                + other() + " only; this run is " + here("quick") + ": record under this JDK (-Dserguard.mode=record) to compare them; sizes are compared.";
        assertThat(reports.resolve("results.txt")).content().containsOnlyOnce(note);
    }

    @Test
    void recordedOnAnotherJdk_aGrownSizeStillFails() throws Exception {
        recordOnAnotherJdk(TunableTestCase.class, file());
        padding = 8;

        EngineExecutionResults results = run(TunableTestCase.class);

        assertThat(failures(results)).containsExactly("Baseline regression for tunable · SMALL (Point)\n"
                + "  size                   8 B → 16 B   +100.0 %   allowed +0.0 %   baseline " + file() + " (" + other() + ")\n"
                + "  deflated size          16 B → 18 B   +12.5 %   allowed +0.0 %   baseline " + file() + " (" + other() + ")");
    }

    @Test
    void recordingOnThisJdk_intoAFileOfAnotherJdk_keepsItsFiguresAndAddsThisJdks() throws Exception {
        recordOnAnotherJdk(TunableTestCase.class, file());
        String otherJdks = Files.readString(file());
        String otherBlock = otherJdks.substring(otherJdks.indexOf("    {"), otherJdks.lastIndexOf("    }") + 5);

        record(TunableTestCase.class);

        String both = Files.readString(file());
        assertThat(both).contains(otherBlock).contains("\"jdk\" : " + JDK + ",");
        assertThat(BaselineFile.load(file())).isInstanceOfSatisfying(StoredBaseline.Found.class, found -> assertThat(found.baseline().recordings())
                .extracting(recording -> recording.key().jdk().orElseThrow(), recording -> recording.entries().size())
                .containsExactly(tuple(JDK, 6), tuple(OTHER_JDK, 6)));
        // and this JDK's figures are compared again: ten times the allocation fails
        garbage = 40_000;
        assertThat(failures(compareIgnoringTime(TunableTestCase.class))).singleElement().asString()
                .startsWith("Baseline regression for tunable · SMALL (Point)\n  serialize allocation ");
    }

    @Test
    void baselineOfAnOlderSerguard_comparesSizesOnlyAndSaysToRecordItAnew() throws Exception {
        Files.writeString(file(), """
                {
                  "format" : "serguard baseline 1",
                  "testClass" : "dev.serguard.junit.BaselineTests$TunableTestCase",
                  "recordedWith" : "serguard record mode (quick timing), JDK %d.0.1+1, Linux amd64, 2 cores",
                  "entries" : [
                    {"test" : "points", "codec" : "tunable", "payload" : "SMALL", "metric" : "size", "value" : 8},
                    {"test" : "points", "codec" : "tunable", "payload" : "SMALL", "metric" : "serializeAllocation", "value" : 10}
                  ]
                }
                """.formatted(JDK));

        EngineExecutionResults results = run(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.warning", "serialize allocation   not compared: the baseline has it for JDK " + JDK
                + ", GC unknown, quick only; this run is " + here("quick") + ": record it anew (-Dserguard.mode=record) to compare it,"
                + " the baseline predates keys   baseline " + file()));

        padding = 8;
        assertThat(failures(run(TunableTestCase.class))).singleElement().asString().startsWith("Baseline regression for tunable · SMALL (Point)\n"
                + "  size                   8 B → 16 B   +100.0 %");
    }

    @Test
    void fullModeAgainstAQuickBaseline_comparesSizesOnlyAndSaysSo() {
        record(TunableTestCase.class);
        garbage = 40_000;

        EngineExecutionResults results = run(TunableTestCase.class, "serguard.mode", "full");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.warning", "serialize allocation   not compared: the baseline has it for "
                + here("quick") + " only; this run is " + here("full") + ": run in quick mode (-Dserguard.mode=quick), as record mode measures,"
                + " to compare it   baseline " + file()));
        assertThat(reports.resolve("results.txt")).content().contains("Times and allocation of TunableTestCase not compared");
    }

    @Test
    void smallerPayload_isReportedAsAnImprovementToRecord() {
        padding = 8;
        record(TunableTestCase.class);
        padding = 0;

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        assertThat(entries(results)).contains(Map.of("serguard.baseline.improved", "size                   16 B → 8 B   -50.0 %   allowed +0.0 %"
                + "   baseline " + file() + "   improved: record the baseline anew (-Dserguard.mode=record) to keep the gain"));
    }

    @Test
    void noBaseline_isANoteNotAFailure() {
        EngineExecutionResults results = run(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        assertThat(entries(results)).contains(Map.of("serguard.baseline",
                "No baseline at " + file() + ", nothing compared: record one with -Dserguard.mode=record and commit it."));
    }

    @Test
    void unreadableBaseline_failsWithTheReasonAndTheFix() throws Exception {
        record(TunableTestCase.class);
        String merged = Files.readString(file()).replace("\"entries\" : [", "<<<<<<< HEAD\n  \"entries\" : [");
        Files.writeString(file(), merged);

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message("Baseline unreadable for tunable · SMALL (Point)\n"
                + "  Baseline " + file() + " is unreadable (malformed JSON at offset " + merged.indexOf('<') + ": expected a string as object key):"
                + " fix it, or record it anew with -Dserguard.mode=record.\n"
                + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=tunable -Dserguard.sizes=SMALL"))));
    }

    /** Four ways a committed baseline gets damaged, each as the change it makes to a file just recorded. */
    enum Damage {
        MERGE_CONFLICT(text -> text.replace("\"entries\" : [", "<<<<<<< HEAD\n  \"entries\" : [")),
        DUPLICATE_ENTRY(text -> text.lines().flatMap(line -> line.contains("\"metric\" : \"size\"") ? Stream.of(line, line) : Stream.of(line))
                .collect(java.util.stream.Collectors.joining("\n"))),
        UNKNOWN_FORMAT(text -> text.replace(BaselineFile.FORMAT, "serguard baseline 99")),
        ENTRY_WITHOUT_VALUE(text -> text.replaceFirst("(\"metric\" : \"size\"), \"value\" : 8", "$1"));

        final java.util.function.UnaryOperator<String> change;

        Damage(java.util.function.UnaryOperator<String> change) {
            this.change = change;
        }
    }

    // A baseline that cannot be read is no time in doubt: it fails in every mode, and no fresh JVM is asked about it.
    @CartesianTest
    void damagedBaseline_failsUnreadableInEveryMode_andStartsNoFreshJvm(@CartesianTest.Enum Damage damage,
                                                                         @CartesianTest.Values(strings = {"check", "quick"}) String mode) throws Exception {
        record(TunableTestCase.class);
        String damaged = damage.change.apply(Files.readString(file()));
        assertThat(damaged).isNotEqualTo(Files.readString(file()));
        Files.writeString(file(), damaged);

        EngineExecutionResults results = run(TunableTestCase.class, "serguard.mode", mode, Settings.CONFIRM_FORK.key(), "true");

        assertThat(failures(results)).singleElement().asString().startsWith("Baseline unreadable for tunable · SMALL (Point)\n  Baseline "
                + file() + " is unreadable (").endsWith("fix it, or record it anew with -Dserguard.mode=record.");
        assertThat(entries(results)).noneMatch(entry -> entry.containsKey("serguard.confirmation"));
        assertThat(reports.resolve("forks")).doesNotExist();
    }

    // Recording is the remedy the unreadable message gives; it must say that the figures of tests that did not run are gone.
    @Test
    void recordingOverAnUnreadableBaseline_writesItAnew_andSaysWhatItLeftOut() throws Exception {
        record(TunableTestCase.class);
        String damaged = Damage.MERGE_CONFLICT.change.apply(Files.readString(file()));
        Files.writeString(file(), damaged);

        record(TunableTestCase.class).testEvents().assertStatistics(stats -> stats.failed(0));

        assertThat(Files.readString(file())).doesNotContain("<<<<<<<");
        assertThat(reports.resolve("results.txt")).content().contains("Baseline " + file() + " was unreadable (malformed JSON at offset "
                + damaged.indexOf('<') + ": expected a string as object key): written anew with this run's figures only; the figures of tests"
                + " that did not run are not in it: record them too, or take them from version control.");
    }

    @Test
    void baselineWithFiguresRecordedAsNotTrusted_failsNamingThemAndTheFix_andStartsNoFreshJvm() throws Exception {
        record(TunableTestCase.class);
        String why = "the time per operation was still changing after 1.1 s of warm-up";
        Files.writeString(file(), Files.readString(file()).lines().map(line -> line.contains("\"serializeTime\"") || line.contains("\"serializeAllocation\"")
                ? line.replaceFirst("}(,?)$", ", \"untrusted\" : \"" + why + "\"}$1") : line).collect(java.util.stream.Collectors.joining("\n")));

        EngineExecutionResults quick = run(TunableTestCase.class, Settings.CONFIRM_FORK.key(), "true");

        assertThat(failures(quick)).containsExactly("Baseline not trusted for tunable · SMALL (Point)\n"
                + "  Baseline " + file() + " holds figures recorded as not trusted, which can judge nothing:\n"
                + "    serializeTime: " + why + "\n"
                + "    serializeAllocation: " + why + "\n"
                + "  Record the baseline anew with -Dserguard.mode=record: a recording measures until it can trust each figure, or fails and says why.");
        assertThat(reports.resolve("results.txt")).as("its reason in the reports names the figures, not cut at a colon").content()
                .contains("Baseline not trusted: " + file() + " holds figures recorded as not trusted (serializeTime, serializeAllocation)");
        assertThat(reports.resolve("forks")).doesNotExist();
        // Check mode times nothing, so it compares none of them: sizes pass.
        run(TunableTestCase.class, "serguard.mode", "check").testEvents().assertStatistics(stats -> stats.succeeded(1));
    }

    @Test
    void recordWhereTheCompilersNeverFinish_failsNamingEachFigure_andWritesNoneOfThem() throws Exception {
        EngineExecutionResults results = run(TunableTestCase.class, "serguard.mode", "record", CostedProbes.PARAMETER, CostedProbes.Compiling.NAME);

        String compiling = "the JIT was still compiling after 60.0 s of warm-up (1 methods queued): the machine's cores were too busy";
        String notCompiled = "warm-up did not reach the compiled state within its limit (the JIT was still compiling)";
        assertThat(failures(results)).containsExactly("Not recorded for tunable · SMALL (Point): 4 figures could not be measured in a state"
                + " to judge by, in this JVM:\n"
                + "  serializeTime: " + compiling + "\n"
                + "  deserializeTime: " + compiling + "\n"
                + "  serializeAllocation: " + notCompiled + "\n"
                + "  deserializeAllocation: " + notCompiled + "\n"
                + "  The other figures are recorded. Record again on a quieter machine, or with more JVMs (serguard.record.jvms); a run under"
                + " an agent (JaCoCo) or a debugger cannot record times.");
        assertThat(Files.readString(file())).contains("\"metric\" : \"size\"").doesNotContain("Time\"").doesNotContain("Allocation\"")
                .doesNotContain("untrusted");
    }

    @Test
    void removedCodec_isReportedStale() {
        withExact = true;
        record(TunableTestCase.class);
        withExact = false;

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        assertThat(entries(results)).contains(Map.of("serguard.baseline.stale", "Stale baseline entries for exact · SMALL (size, deflatedSize,"
                + " serializeTime, deserializeTime, serializeAllocation, deserializeAllocation) of TunableTestCase.points in " + file()
                + ": the test has no such codec or payload any more; record the baseline anew to drop them."));

        // A run that selects some codecs, as the failure's reproduce line does, cannot tell: it says nothing of the others.
        EngineExecutionResults selected = run(TunableTestCase.class, "serguard.baseline.timePercent", "1000", Settings.CODECS.key(), "tunable");
        selected.testEvents().assertStatistics(stats -> stats.succeeded(1));
        assertThat(entries(selected)).noneMatch(entry -> entry.containsKey("serguard.baseline.stale"));
    }

    @Test
    void newCodec_isReportedNotInTheBaselineAndPasses() {
        record(TunableTestCase.class);
        withExact = true;

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2));
        assertThat(entries(results)).contains(Map.of("serguard.baseline", "exact · SMALL (Point) is not in the baseline " + file()
                + " (or not all its figures): record it anew to compare it."));
    }

    @Test
    void baselineOfAnotherClassOfTheSameName_failsUnreadable() throws Exception {
        record(TunableTestCase.class);
        Files.writeString(file(), Files.readString(file()).replace("dev.serguard.junit.BaselineTests$TunableTestCase", "com.other.TunableTestCase"));

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        assertThat(failures(results)).containsExactly("Baseline unreadable for tunable · SMALL (Point)\n  Baseline " + file()
                + " is unreadable (it is the baseline of com.other.TunableTestCase, not of dev.serguard.junit.BaselineTests$TunableTestCase"
                + " (baseline files are named without the package): rename one of the two): fix it, or record it anew with -Dserguard.mode=record.");
    }

    @Test
    void recordIntoAFolderThatCannotBeWritten_failsTheTestBeforeMeasuring() throws Exception {
        Path notAFolder = Files.writeString(baselines.resolve("not-a-folder"), "");

        EngineExecutionResults results = run(TunableTestCase.class, "serguard.mode", "record", "serguard.baseline.dir", notAFolder.toString());

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("serguard.baseline.dir = \"" + notAFolder + "\" cannot be written"
                        + " (java.nio.file.FileAlreadyExistsException: " + notAFolder + "): point serguard.baseline.dir at a folder that can be"
                        + " written, or make that one writable, and record again."))));
        results.testEvents().assertStatistics(stats -> stats.started(0));
    }

    /** The folder {@link FolderVanishesTestCase} turns into a file while it runs: writable when the test is set up, no longer at the end. */
    static volatile Path folderToBreak;

    static class FolderVanishesTestCase extends TunableTestCase {

        @Override
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
            try {
                Files.delete(folderToBreak);
                Files.writeString(folderToBreak, "");
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }
    }

    @Test
    void recordThatCannotWriteAtTheEnd_failsTheRun() {
        folderToBreak = baselines.resolve("vanishing");
        Path file = folderToBreak.resolve("BaselineTests.FolderVanishesTestCase.json");

        // Golden bytes elsewhere: in the baseline folder they would keep it from being deleted.
        EngineExecutionResults results = run(FolderVanishesTestCase.class, "serguard.mode", "record", "serguard.baseline.dir", folderToBreak.toString(),
                "serguard.golden.dir", baselines.resolve("golden").toString());

        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        Throwable failure = results.containerEvents().filter(e -> e.getTestDescriptor().getParent().isEmpty()).filter(e -> e.getType() == EventType.FINISHED)
                .map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow()).findFirst().orElseThrow();
        // JUnit 5.13 on wraps it ("Failed to close extension context"), JUnit 5.10 reports it as is: Maven's build fails either way.
        assertThat(Stream.iterate(failure, Objects::nonNull, Throwable::getCause).map(Throwable::getMessage)).contains("serguard record mode"
                + " could not write the baseline " + file + " (java.nio.file.FileAlreadyExistsException: " + folderToBreak + "): nothing of it"
                + " was recorded; point serguard.baseline.dir at a folder that can be written and record again.");
        assertThat(reports.resolve("results.txt")).content().contains("  Could not record the baseline " + file
                + ": java.nio.file.FileAlreadyExistsException: " + folderToBreak + "\n");
    }

    @Test
    void duplicateEntry_failsAsUnreadableNamingBoth() throws Exception {
        record(TunableTestCase.class);
        String sizeLine = Files.readAllLines(file()).get(8);
        Files.writeString(file(), Files.readString(file()).replace(sizeLine, sizeLine + "\n" + sizeLine.replace("\"value\" : 8}", "\"value\" : 16}")));

        EngineExecutionResults results = compareIgnoringTime(TunableTestCase.class);

        assertThat(failures(results)).containsExactly("Baseline unreadable for tunable · SMALL (Point)\n  Baseline " + file()
                + " is unreadable (recording 1, entries 1 and 2 are both points · tunable · SMALL · size, 8 and 16; a figure is recorded once):"
                + " fix it, or record it anew with -Dserguard.mode=record.");
    }

    static class GenerousTestCase extends TunableTestCase {

        @Override
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @BaselineThresholds(sizePercent = 100)
        void points() {
        }
    }

    @Test
    void thresholdOnTheMethod_allowsTheGrowthItNames() {
        record(GenerousTestCase.class);
        padding = 8;

        EngineExecutionResults results = compareIgnoringTime(GenerousTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
    }

    static class NegativeThresholdTestCase extends TunableTestCase {

        @Override
        @SerializationTest
        @BaselineThresholds(timePercent = -3)
        void points() {
        }
    }

    @Test
    void negativeThreshold_failsWithOneSentence() {
        EngineExecutionResults results = run(NegativeThresholdTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("@BaselineThresholds on NegativeThresholdTestCase.points"
                        + " has timePercent = -3.0: set it to 0 or more, or leave it out for the run's serguard.baseline.timePercent."))));
    }

    /** Codecs and payloads of {@link TunableTestCase}, no test of its own: its nested class has the test and its thresholds. */
    @BaselineThresholds(sizePercent = 100)
    static class NestedThresholdTestCase {

        static Stream<Codec<Point>> codecs() {
            return TunableTestCase.codecs();
        }

        static Point payload(Size size, Random random) {
            return TunableTestCase.payload(size, random);
        }

        @Nested
        class InnerTestCase {

            @SerializationTest
            @PayloadSizes(Size.SMALL)
            void points() {
            }
        }
    }

    @Test
    void thresholdOnTheEnclosingClass_holdsForTheNestedTest() {
        record(NestedThresholdTestCase.class);
        padding = 8;

        EngineExecutionResults results = compareIgnoringTime(NestedThresholdTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(baselines.resolve("BaselineTests.NestedThresholdTestCase.InnerTestCase.json")).exists();
    }

    @BaselineThresholds(timePercent = -3)
    static class NegativeOuterThresholdTestCase extends NestedThresholdTestCase {

        @Nested
        class InnerTestCase {

            @SerializationTest
            void points() {
            }
        }
    }

    @Test
    void negativeThresholdOnTheEnclosingClass_failsNamingWhereItIs() {
        EngineExecutionResults results = run(NegativeOuterThresholdTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("@BaselineThresholds on NegativeOuterThresholdTestCase"
                        + " (for InnerTestCase.points) has timePercent = -3.0: set it to 0 or more, or leave it out for the run's"
                        + " serguard.baseline.timePercent."))));
    }

    @Test
    void htmlReport_showsBaselineVsNow() throws Exception {
        record(TunableTestCase.class);
        padding = 8;

        compareIgnoringTime(TunableTestCase.class);

        assertThat(reports.resolve("report.html")).content()
                .contains("<h2>TunableTestCase.points · Point · SMALL</h2>", "Baseline vs now", "<rect class=\"bar regressed\"", "<line class=\"baseline\"");
    }
}
