package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.internal.Settings;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.measure.CostedProbes;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junitpioneer.jupiter.SetSystemProperty;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Fresh JVMs, for what one JVM cannot tell (one JVM's compiled code can be slower than the next
 * one's: docs/detection.md). A time that fails is measured again in a fresh JVM before it fails
 * the build: a codec slow only in the test's own JVM passes, with a line that says so; one slow in
 * every JVM fails, with both JVMs' messages; a failure that is not a time never starts a JVM; a
 * baseline's time is decided by the median of three fresh JVMs, and one that this JVM could not
 * judge at its speed by fresh ones too. Record
 * mode measures in several JVMs and records each time's median across them. All on
 * {@link CostedProbes}: the codecs cost what they declare, in either JVM.
 */
class FreshJvmTests {

    // The child JVM runs ForkChild as its main class.
    private static final boolean IN_CHILD = System.getProperty("sun.java.command", "").startsWith(ForkChild.class.getName());

    @TempDir
    Path reports;

    static Point payload(Size size, Random random) {
        return Fixtures.point(size, random);
    }

    // Slow here, as fast as exact in a fresh JVM: one JVM's compiled code, not the codec.
    static final Codec<Point> SLOW_HERE = costing("slow-here", IN_CHILD ? 1_000 : 3_000);

    static final Codec<Point> SLOW_EVERYWHERE = costing("slow-everywhere", 3_000);

    private static Codec<Point> costing(String name, long nanos) {
        return CostedProbes.costing(Codec.of(name, Point.class, Fixtures::write, Fixtures::read), nanos, 48, 32);
    }

    static class SlowTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.COSTED_EXACT, SLOW_HERE, SLOW_EVERYWHERE);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @FasterThan(codec = "slow-here", than = "exact", factor = 1.0, operation = FasterThan.Operation.SERIALIZE)
        @FasterThan(codec = "slow-everywhere", than = "exact", factor = 1.0, operation = FasterThan.Operation.SERIALIZE)
        @SizeBudget(codec = "exact", maxBytes = 4)
        void points() {
            if (IN_CHILD) {
                throw new AssertionError("the test method ran in the JVM that only measures again");
            }
        }
    }

    @Test
    void aTimeSlowOnlyInThisJvm_passes_oneSlowInBoth_fails_andOtherFailuresStartNoJvm() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of(CostedProbes.PARAMETER, CostedProbes.NAME,
                Settings.CONFIRM_FORK.key(), "true"), SlowTestCase.class);

        Map<String, String> outcomes = new HashMap<>();
        results.testEvents().finished().stream().forEach(event -> outcomes.put(event.getTestDescriptor().getDisplayName(),
                event.getPayload(TestExecutionResult.class).orElseThrow().getStatus().name()));
        assertThat(outcomes).containsOnly(Map.entry("exact · SMALL (Point, 8 B)", "FAILED"),
                Map.entry("slow-here · SMALL (Point, 8 B)", "SUCCESSFUL"), Map.entry("slow-everywhere · SMALL (Point, 8 B)", "FAILED"));

        assertThat(entries(results, "slow-here · SMALL (Point, 8 B)")).contains(Map.entry("serguard.confirmation",
                "Times of slow-here · SMALL (Point) [@FasterThan: serialize 0.33× against 1.00×] failed in this JVM and passed in a fresh one: not failed (one JVM's compiled code"
                        + " can run slower than the next one's: docs/guide/baselines.md)."));

        String slow = message(results, "slow-everywhere · SMALL (Point, 8 B)");
        assertThat(slow).startsWith("Serialization budget exceeded for slow-everywhere · SMALL (Point)\n  serialize ")
                .contains("   @FasterThan on SlowTestCase.points   in two measurements\n"
                        + "  failed again in a fresh JVM; the first read serialize 0.33× against 1.00×\n")
                .endsWith("to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=exact,slow-everywhere -Dserguard.sizes=SMALL");
        assertThat(entries(results, "slow-everywhere · SMALL (Point, 8 B)")).contains(Map.entry("serguard.confirmation",
                "Times of slow-everywhere · SMALL (Point) [@FasterThan: serialize 0.33× against 1.00×] failed in this JVM and failed again in a fresh one: failed."));

        // A size is exact: its failure is not measured again.
        assertThat(message(results, "exact · SMALL (Point, 8 B)")).doesNotContain("fresh JVM");
        assertThat(entries(results, "exact · SMALL (Point, 8 B)")).extracting(Map.Entry::getKey).doesNotContain("serguard.confirmation");
        assertThat(forkLogs()).containsExactlyInAnyOrder("SlowTestCase.points.slow-here.SMALL.confirm.log",
                "SlowTestCase.points.slow-everywhere.SMALL.confirm.log");
        // Each fresh JVM hands over what it read, passed or not (the detection benchmark keeps it): here @FasterThan's serialize.
        assertThat(Files.readString(reports.resolve("forks").resolve("SlowTestCase.points.slow-here.SMALL.confirm.records")))
                .containsPattern("\"key\" : \"" + ReportEntries.READING.replace(".", "\\.") + "\",\\s+\"value\" : \"serialize\\s+slow-here 1 000 ns/op vs exact");
        // The run notes say it; the children leave the reports to this JVM.
        assertThat(Files.readString(reports.resolve("results.txt"))).contains("Run notes:")
                .contains("Times of slow-here · SMALL (Point) [@FasterThan: serialize 0.33× against 1.00×] failed in this JVM and passed in a fresh one")
                .doesNotContain("(forked:");
    }

    static class SizeAndSlowHereTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.COSTED_EXACT, SLOW_HERE);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @FasterThan(codec = "slow-here", than = "exact", factor = 1.0, operation = FasterThan.Operation.SERIALIZE)
        @SizeBudget(codec = "slow-here", maxBytes = 4)
        void points() {
        }
    }

    @Test
    void aSizeThatFails_stillSendsItsTimesToFreshJvms_andCarriesNoTimeTheyPassed() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of(CostedProbes.PARAMETER, CostedProbes.NAME,
                Settings.CONFIRM_FORK.key(), "true"), SizeAndSlowHereTestCase.class);

        String failure = message(results, "slow-here · SMALL (Point, 8 B)");
        assertThat(failure).startsWith("Serialization budget exceeded for slow-here · SMALL (Point)\n  size ")
                .doesNotContain("serialize").doesNotContain("fresh JVM")
                .endsWith("to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=exact,slow-here -Dserguard.sizes=SMALL");
        assertThat(failure.lines().filter(line -> line.startsWith("Serialization budget exceeded"))).hasSize(1);
        assertThat(entries(results, "slow-here · SMALL (Point, 8 B)")).contains(Map.entry("serguard.confirmation",
                "Times of slow-here · SMALL (Point) [@FasterThan: serialize 0.33× against 1.00×] failed in this JVM and passed in a fresh one: not failed (one JVM's compiled code"
                        + " can run slower than the next one's: docs/guide/baselines.md)."));
        assertThat(forkLogs()).containsExactly("SizeAndSlowHereTestCase.points.slow-here.SMALL.confirm.log");
    }

    static class RecordTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        // One JVM, the test's own, runs it three times slower than the fresh ones: the recording must not take its figure.
        static Stream<Codec<Point>> codecs() {
            return Stream.of(SLOW_HERE, Codec.of("breaks-elsewhere", Point.class, point -> {
                if (IN_CHILD) {
                    throw new IllegalStateException("not in this JVM");
                }
                CostedProbes.spend(1_000);
                return Fixtures.write(point);
            }, bytes -> {
                CostedProbes.spend(1_000);
                return Fixtures.read(bytes);
            }));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
            if (IN_CHILD) {
                throw new AssertionError("the test method ran in a JVM that only measures");
            }
        }
    }

    @Test
    void record_takesEachTimesMedianOverThisJvmAndFreshOnes_andSaysWhenOneCouldNotMeasure(@TempDir Path baselines) throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of(CostedProbes.PARAMETER, CostedProbes.NAME, "serguard.mode", "record",
                "serguard.baseline.dir", baselines.toString(), Settings.RECORD_JVMS.key(), "3"), RecordTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2));
        Path file = baselines.resolve("FreshJvmTests.RecordTestCase.json");
        assertThat(entries(results, "slow-here · SMALL (Point, 8 B)")).contains(Map.entry("serguard.baseline",
                "recorded for " + file + ", times the median of 3 JVMs, known to ±3.6 %"));
        // 3 000 ns here, 1 000 ns in each fresh JVM, on a reference of 1 000 ns: the median is a fresh JVM's, the range spans all three.
        assertThat(Files.readString(file)).contains("\"codec\" : \"slow-here\", \"payload\" : \"SMALL\", \"metric\" : \"serializeTime\","
                + " \"value\" : 1000, \"lower\" : 1000, \"upper\" : 3000, \"ratio\" : 1, \"referenceNanos\" : 1000, \"speedExponent\" : 0.29}");
        // The codec that cannot serialize elsewhere is recorded from this JVM alone, and the run says why.
        assertThat(entries(results, "breaks-elsewhere · SMALL (Point, 8 B)")).contains(Map.entry("serguard.baseline", "recorded for " + file));
        assertThat(Files.readString(reports.resolve("results.txt")))
                .contains("Recorded breaks-elsewhere · SMALL (Point) from fewer JVMs than asked, as one could not measure it: JVM 2: its invocation failed"
                        + " without figures (Codec threw for breaks-elsewhere · SMALL (Point)");
        // Two fresh JVMs for the method, each of which measured both invocations.
        assertThat(forkLogs()).containsExactlyInAnyOrder("RecordTestCase.points.record2.log", "RecordTestCase.points.record3.log");
        // The fresh JVMs wrote no baseline of their own.
        try (Stream<Path> files = Files.list(baselines)) {
            assertThat(files.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(".json"))).containsExactly("FreshJvmTests.RecordTestCase.json");
        }
    }

    static class CompilingHereTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        static Stream<Codec<Point>> codecs() {
            return Stream.of(costing("plain", 1_000));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @Test
    void record_whereThisJvmsFiguresCannotBeTrusted_takesThemFromFreshJvmsWhoseCan(@TempDir Path baselines) throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of(CostedProbes.PARAMETER, CostedProbes.Compiling.Here.NAME,
                "serguard.mode", "record", "serguard.baseline.dir", baselines.toString(), Settings.RECORD_JVMS.key(), "2"), CompilingHereTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        String recorded = Files.readString(baselines.resolve("FreshJvmTests.CompilingHereTestCase.json"));
        assertThat(recorded).contains("\"codec\" : \"plain\", \"payload\" : \"SMALL\", \"metric\" : \"serializeTime\", \"value\" : 1000,")
                .contains("\"metric\" : \"serializeAllocation\", \"value\" : 48").doesNotContain("untrusted");
        assertThat(forkLogs()).containsExactly("CompilingHereTestCase.points.record2.log");
    }

    static class TwoSpeedsTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        static Stream<Codec<Point>> codecs() {
            return Stream.of(CostedProbes.costing(Codec.of("two-speeds", Point.class, Fixtures::write, Fixtures::read),
                    CostedProbes.TwoSpeeds.slowed(1_000), 48, 32));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    // Records TwoSpeedsTestCase in this JVM and jvms - 1 fresh ones, and says how many JVMs the recording took.
    private String recordTwoSpeeds(Path baselines, String jvms) {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of(CostedProbes.PARAMETER, CostedProbes.TwoSpeeds.NAME, "serguard.mode", "record",
                "serguard.baseline.dir", baselines.toString(), Settings.RECORD_JVMS.key(), jvms), TwoSpeedsTestCase.class);
        results.testEvents().assertStatistics(stats -> stats.succeeded(1));
        return entries(results, "two-speeds · SMALL (Point, 8 B)").stream().filter(entry -> entry.getKey().equals("serguard.baseline"))
                .map(Map.Entry::getValue).findFirst().orElseThrow();
    }

    // The logs of the fresh JVMs the run started, by file name.
    private List<String> forkLogs() throws IOException {
        try (Stream<Path> forks = Files.list(reports.resolve("forks"))) {
            return forks.map(path -> path.getFileName().toString()).filter(name -> name.endsWith(".log")).toList();
        }
    }

    @Test
    void record_asksMoreFreshJvmsUntilThreeRanAtTheFastestSpeed_andRecordsTheirFigures(@TempDir Path baselines) throws Exception {
        // This JVM is fast; the first two fresh JVMs run 1.5× slower, with a ratio 1.2× as high; the next ones are fast again.
        String recorded = recordTwoSpeeds(baselines, "4");

        Path file = baselines.resolve("FreshJvmTests.TwoSpeedsTestCase.json");
        // One more than asked, until three ran at the fastest speed (of up to three more): the figures are those three's.
        // Known as well as three JVMs on a quiet machine know it: the two slow ones do not count.
        assertThat(recorded).isEqualTo("recorded for " + file + ", times the median of 5 JVMs, known to ±3.6 %");
        assertThat(forkLogs()).containsExactlyInAnyOrder("TwoSpeedsTestCase.points.record2.log",
                "TwoSpeedsTestCase.points.record3.log", "TwoSpeedsTestCase.points.record4.log",
                "TwoSpeedsTestCase.points.record5.log");
        assertThat(Files.readString(file)).contains("\"codec\" : \"two-speeds\", \"payload\" : \"SMALL\", \"metric\" : \"serializeTime\","
                + " \"value\" : 1000, \"lower\" : 1000, \"upper\" : 1800, \"ratio\" : 1, \"referenceNanos\" : 1000,");
    }

    @Test
    void record_asksAtMostHalfAsManyMoreFreshJvmsAsAsked_andKeepsHowWellTheirSpreadKnowsATime_whichWidensItsThreshold(@TempDir Path baselines)
            throws Exception {
        // Asked for this JVM and two fresh ones: both fresh ones are slow, so one more is asked, a fast one, and no other.
        String recorded = recordTwoSpeeds(baselines, "3");

        assertThat(forkLogs()).containsExactlyInAnyOrder("TwoSpeedsTestCase.points.record2.log",
                "TwoSpeedsTestCase.points.record3.log", "TwoSpeedsTestCase.points.record4.log");
        // Two at each speed, whose ratios 1.2× apart the exponent takes out only in part: their median is known to ±3.5 %, not ±3.0 %.
        Path file = baselines.resolve("FreshJvmTests.TwoSpeedsTestCase.json");
        assertThat(recorded).isEqualTo("recorded for " + file + ", times the median of 4 JVMs, known to ±3.5 %, judged with thresholds up"
                + " to 1.05 times as wide, as more JVMs did not know 2 times to ±3.0 %");
        String written = Files.readString(file);
        assertThat(written.lines().filter(line -> line.contains("Time\"") && line.matches(".*, \"ratioError\" : 0\\.035\\d},?"))).hasSize(2);
        assertThat(written).doesNotContain("untrusted");
    }

    static class UnclearTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        // Recorded at 1 000 ns on a reference of 1 000 ns. Compared here at 1 250 ns on a reference that takes 1 400 ns
        // every third round: a ratio of 1.25 in two rounds of three, 0.81 in the third at the recorded speed, over 15 % but not clearly.
        // In the fresh JVMs, whose reference is steady, one is as fast as recorded in each; the other is clearly slower
        // in the first and third and as fast as recorded in the second.
        static Stream<Codec<Point>> codecs() {
            return Stream.of(costing("unclear-then-fine", () -> IN_CHILD ? 1_000 : CostedProbes.wobbling() ? 1_250 : 1_000),
                    costing("unclear-then-split", () -> IN_CHILD ? (freshJvm() == 2 ? 1_000 : 1_400) : CostedProbes.wobbling() ? 1_250 : 1_000));
        }

        // Which fresh JVM of a vote this is: the child's records file, on its command line, is named after it.
        private static int freshJvm() {
            String command = System.getProperty("sun.java.command", "");
            return command.contains(".confirm3.") ? 3 : command.contains(".confirm2.") ? 2 : 1;
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @Test
    void aBaselineTimeOverItsThreshold_isDecidedByTheMedianOfThreeFreshJvms_andStaysAWarningWithoutThem(@TempDir Path baselines) throws Exception {
        Map<String, String> settings = Map.of(CostedProbes.PARAMETER, CostedProbes.Wobbly.NAME, "serguard.baseline.dir", baselines.toString());
        record(settings, UnclearTestCase.class, 2);
        CostedProbes.wobbling(true);
        try {
            EngineExecutionResults results = EngineRuns.run(reports, confirming(settings), UnclearTestCase.class);

            results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
            // Two fresh JVMs that pass it end the vote; decided, it is not withheld.
            assertThat(entries(results, "unclear-then-fine · SMALL (Point, 8 B)")).contains(passedInTwoFresh("unclear-then-fine · SMALL (Point)", "baseline: serialize +25.0 %, deserialize +25.0 %",
                    "were over their baseline's threshold in this JVM, not clearly,"))
                    .filteredOn(entry -> entry.getKey().equals("serguard.confirm.seconds")).hasSize(2);
            assertThat(entries(results, "unclear-then-fine · SMALL (Point, 8 B)")).extracting(Map.Entry::getKey).doesNotContain("serguard.warning");
            // Failed in the first, passed in the second: the third decides.
            assertThat(message(results, "unclear-then-split · SMALL (Point, 8 B)"))
                    .as("the figures a fresh JVM failed, never this JVM's in doubt, and no 'not failed'")
                    .isEqualTo("Baseline regression for unclear-then-split · SMALL (Point), in 2 of 3 fresh JVMs (over the threshold in this JVM but not clearly);"
                            + " the first read:\n"
                            + "  serialize              1 000 → 1 400 ns/op, 1.000 → 1.400 of the reference (1.400 to 1.400)   +40.0 %   allowed +15.0 %   in two measurements\n"
                            + "  deserialize            1 000 → 1 400 ns/op, 1.000 → 1.400 of the reference (1.400 to 1.400)   +40.0 %   allowed +15.0 %   in two measurements\n"
                            + "  baseline " + baselines.resolve("FreshJvmTests.UnclearTestCase.json") + "\n"
                            + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=unclear-then-split -Dserguard.sizes=SMALL");
            // The failed checks of every report are the figures that failed: +40.0 %, in 2 of 3 fresh JVMs; not this JVM's +25.0 %.
            assertThat(reports.resolve("summary.md")).content().contains("| baseline | serialize  1 000 ns/op → 1 400 ns/op, 1.000 → 1.400 of the reference")
                    .contains("in two measurements (failed in 2 of 3 fresh JVMs) |").doesNotContain("1.250 of the reference");
            assertThat(entries(results, "unclear-then-split · SMALL (Point, 8 B)")).contains(Map.entry("serguard.confirmation",
                    "Times of unclear-then-split · SMALL (Point) [baseline: serialize +25.0 %, deserialize +25.0 %] were over their baseline's threshold in this JVM, not clearly, and failed in"
                            + " 2 of 3 fresh ones: failed.")).filteredOn(entry -> entry.getKey().equals("serguard.confirm.seconds")).hasSize(3);
            assertThat(entries(results, "unclear-then-split · SMALL (Point, 8 B)")).extracting(Map.Entry::getKey).doesNotContain("serguard.warning");

            // Without fresh JVMs, nothing decides them: warnings, as before (at the same threshold; by default it is 25 % there).
            Map<String, String> oneJvm = new HashMap<>(settings);
            oneJvm.put("serguard.baseline.timePercent", "20");
            EngineExecutionResults alone = EngineRuns.run(reports, oneJvm, UnclearTestCase.class);

            alone.testEvents().assertStatistics(stats -> stats.succeeded(2));
            assertThat(entries(alone, "unclear-then-split · SMALL (Point, 8 B)")).extracting(Map.Entry::getKey).contains("serguard.warning")
                    .doesNotContain("serguard.confirmation");
        } finally {
            CostedProbes.wobbling(false);
        }
    }

    // Compared here (wobbling), 4 KB more per serialize, and in every JVM with -Dfreshjvm.allocating=everywhere; the serialize
    // time as recorded, or, where slower in fresh JVMs, 1.25× here and 1.4× in every fresh JVM.
    private static Stream<Codec<Point>> allocating(String name, boolean slowerInFreshJvms) {
        boolean everywhere = "everywhere".equals(System.getProperty("freshjvm.allocating"));
        return Stream.of(Codec.of(name, Point.class, point -> {
            CostedProbes.spend(!slowerInFreshJvms ? 1_000 : IN_CHILD ? 1_400 : CostedProbes.wobbling() ? 1_250 : 1_000);
            CostedProbes.allocate(CostedProbes.wobbling() || everywhere && IN_CHILD ? 4_096 : 48);
            return Fixtures.write(point);
        }, bytes -> {
            CostedProbes.spend(1_000);
            return Fixtures.read(bytes);
        }));
    }

    // Recorded in this JVM alone, then compared here while wobbling (which fresh JVMs never do), with fresh JVMs to confirm.
    private EngineExecutionResults comparedHere(Path baselines, Class<?> testCase) throws Exception {
        Map<String, String> settings = Map.of(CostedProbes.PARAMETER, CostedProbes.Wobbly.NAME, "serguard.baseline.dir", baselines.toString());
        record(settings, testCase, 1);
        CostedProbes.wobbling(true);
        try {
            return EngineRuns.run(reports, confirming(settings), testCase);
        } finally {
            CostedProbes.wobbling(false);
        }
    }

    static class UnclearAndAllocatingTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        // As unclear-then-split's first fresh JVM, 1.4× slower in every fresh JVM; allocating as allocating() says.
        static Stream<Codec<Point>> codecs() {
            return allocating("unclear-and-allocating", true);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @Test
    void anAllocationOnlyThisJvmMakes_isPassedByFreshJvms_asTheTimeInDoubtIsDecided(@TempDir Path baselines) throws Exception {
        EngineExecutionResults results = comparedHere(baselines, UnclearAndAllocatingTestCase.class);

        String name = "unclear-and-allocating · SMALL (Point, 8 B)";
        assertThat(message(results, name)).startsWith("Baseline regression for unclear-and-allocating · SMALL (Point), in 2 of 2 fresh JVMs (over the"
                        + " threshold in this JVM but not clearly); the first read:\n  serialize              1 000 → 1 400 ns/op")
                .as("the allocation the fresh JVMs passed is not in the failure").doesNotContain("allocation");
        assertThat(entries(results, name)).contains(Map.entry("serguard.confirmation", "Times and allocation of unclear-and-allocating · SMALL"
                + " (Point) [baseline: serialize allocation +8433.3 %; baseline: serialize +25.0 %] failed in this JVM or were in doubt there, and"
                + " were decided one by one in 2 fresh ones: failed (Baseline regression (allocation): failed in 0 of 2, not failed; Baseline regression: failed in 2 of 2,"
                + " failed)."));
        assertThat(entries(results, name)).extracting(Map.Entry::getKey).doesNotContain("serguard.warning");
    }

    @Test
    @SetSystemProperty(key = "freshjvm.allocating", value = "everywhere")
    void anAllocationEveryJvmMakes_failsAgainInFreshJvms(@TempDir Path baselines) throws Exception {
        EngineExecutionResults results = comparedHere(baselines, UnclearAndAllocatingTestCase.class);

        String name = "unclear-and-allocating · SMALL (Point, 8 B)";
        assertThat(message(results, name)).startsWith("Baseline regression for unclear-and-allocating · SMALL (Point)\n"
                + "  serialize allocation   48 B/op → 4 096 B/op ").contains("   in two measurements\n"
                + "  failed again in 2 of 2 fresh JVMs; the first read serialize allocation +8433.3 %\n\n"
                + "Baseline regression for unclear-and-allocating · SMALL (Point), in 2 of 2 fresh JVMs (over the threshold in this JVM but not"
                + " clearly); the first read:\n  serialize              1 000 → 1 400 ns/op");
        assertThat(entries(results, name)).contains(Map.entry("serguard.confirmation", "Times and allocation of unclear-and-allocating · SMALL"
                + " (Point) [baseline: serialize allocation +8433.3 %; baseline: serialize +25.0 %] failed in this JVM or were in doubt there, and"
                + " failed again in 2 of 2 fresh ones: failed (Baseline regression (allocation): failed in 2 of 2, failed; Baseline regression: failed in 2 of 2,"
                + " failed)."));
        // Every report's failed checks say who failed each figure: the fresh JVMs, which measured it again.
        String allocation = "unclear-and-allocating · SMALL (Point) in UnclearAndAllocatingTestCase.points: baseline: serialize allocation  48 B/op"
                + " → 4 096 B/op  +8433.3 %  allowed +5.0 %  baseline ";
        for (String report : List.of("results.txt", "report.html")) {
            assertThat(Files.readString(reports.resolve(report))).as(report).containsPattern(java.util.regex.Pattern.quote(allocation)
                    + "\\S+  in two measurements \\(failed in 2 of 2 fresh JVMs\\)");
        }
        assertThat(reports.resolve("summary.md")).content().containsPattern("\\| baseline \\| serialize allocation  48 B/op → 4 096 B/op"
                + ".*in two measurements \\(failed in 2 of 2 fresh JVMs\\) \\|");
        assertThat(reports.resolve("results.json")).content().containsPattern("\"metric\" : \"serializeAllocation\",\\s+\"line\" : \"[^\"]+\",\\s+"
                + "\"freshJvms\" : \\{\\s+\"measured\" : 2,\\s+\"failed\" : 2");
    }

    static class AllocatingHereTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        // Its time as recorded everywhere; compared here, 4 KB more per serialize, as a JVM whose compiled code escapes less.
        static Stream<Codec<Point>> codecs() {
            return allocating("allocating-here", false);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @Test
    void anAllocationOnlyThisJvmMakes_passesWhereFreshJvmsPassIt(@TempDir Path baselines) throws Exception {
        EngineExecutionResults results = comparedHere(baselines, AllocatingHereTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results, "allocating-here · SMALL (Point, 8 B)")).contains(Map.entry("serguard.confirmation", "Allocation of"
                + " allocating-here · SMALL (Point) [baseline: serialize allocation +8433.3 %] failed in this JVM and passed in 2 of 2 fresh ones:"
                + " not failed (one JVM's compiled code can allocate more than the next one's: docs/guide/baselines.md)."));
    }

    static class OtherSpeedTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        // Recorded at 1 000 ns on a reference of 1 000 ns. Compared here where the reference and the codec both run 3× slower, past
        // the 2.5× that one JVM can judge at; in fresh JVMs, at the recorded speed, as fast as recorded or 1.4× slower.
        static Stream<Codec<Point>> codecs() {
            return Stream.of(costing("other-speed-then-fine", () -> 1_000 * CostedProbes.referenceSlowdown()),
                    costing("other-speed-then-slow", () -> IN_CHILD ? 1_400 : 1_000 * CostedProbes.referenceSlowdown()));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @Test
    void aBaselineTimeNotJudgedAtThisJvmsSpeed_isDecidedByFreshJvms_andStaysAWarningWithoutThem(@TempDir Path baselines) throws Exception {
        Map<String, String> settings = Map.of(CostedProbes.PARAMETER, CostedProbes.NAME, "serguard.baseline.dir", baselines.toString());
        record(settings, OtherSpeedTestCase.class, 2);
        CostedProbes.slowReference(3);
        try {
            EngineExecutionResults results = EngineRuns.run(reports, confirming(settings), OtherSpeedTestCase.class);

            results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
            assertThat(entries(results, "other-speed-then-fine · SMALL (Point, 8 B)")).contains(passedInTwoFresh(
                    "other-speed-then-fine · SMALL (Point)", "baseline", dev.serguard.gate.GateFailure.Doubt.OTHER_SPEED.inThisJvm()));
            assertThat(message(results, "other-speed-then-slow · SMALL (Point, 8 B)"))
                    .startsWith("Baseline regression for other-speed-then-slow · SMALL (Point), in 2 of 2 fresh JVMs (not judged in this JVM, which ran at another"
                            + " speed than the recording's); the first read:\n"
                            + "  serialize              1 000 → 1 400 ns/op, 1.000 → 1.400 of the reference (1.400 to 1.400)   +40.0 %")
                    .doesNotContain("this JVM ran the reference workload 3.0× slower", "not failed");
            // Decided by the fresh JVMs, neither is withheld.
            for (String name : List.of("other-speed-then-fine · SMALL (Point, 8 B)", "other-speed-then-slow · SMALL (Point, 8 B)")) {
                assertThat(entries(results, name)).extracting(Map.Entry::getKey).doesNotContain("serguard.warning");
            }
            // Two fresh JVMs for both invocations: each measured every invocation once, for both votes.
            assertThat(forkLogs()).filteredOn(log -> log.contains("confirm")).containsExactlyInAnyOrder("OtherSpeedTestCase.points.confirm.log",
                    "OtherSpeedTestCase.points.confirm2.log");

            // Without fresh JVMs, nothing decides them: passed, with a warning per time that says why.
            EngineExecutionResults alone = EngineRuns.run(reports, settings, OtherSpeedTestCase.class);

            alone.testEvents().assertStatistics(stats -> stats.succeeded(2));
            assertThat(entries(alone, "other-speed-then-slow · SMALL (Point, 8 B)")).filteredOn(entry -> entry.getKey().equals("serguard.warning"))
                    .extracting(Map.Entry::getValue).hasSize(2)
                    .allSatisfy(warning -> assertThat(warning).contains("not failed, this JVM ran the reference workload 3.0× slower"));
        } finally {
            CostedProbes.slowReference(1);
        }
    }

    static class UnevenTestCase {

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        // Here 1.25× slower than exact in three rounds of five and as fast in the rest, while the reference wobbles: a paired
        // ratio of 0.80 in 60 % of the rounds, under @FasterThan's 0.95 at the median, not clearly (the interval reaches 1.00).
        // In fresh JVMs, as fast as exact or 1.4× slower, steadily.
        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.COSTED_EXACT, costing("uneven-then-fine", () -> IN_CHILD ? 1_000 : uneven()),
                    costing("uneven-then-slow", () -> IN_CHILD ? 1_400 : uneven()));
        }

        private static long uneven() {
            return CostedProbes.wobblyRounds() % 5 < 3 ? 1_250 : 1_000;
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @FasterThan(codec = "uneven-then-fine", than = "exact", factor = 1.0, operation = FasterThan.Operation.SERIALIZE)
        @FasterThan(codec = "uneven-then-slow", than = "exact", factor = 1.0, operation = FasterThan.Operation.SERIALIZE)
        void points() {
        }
    }

    @Test
    void fasterThanNotClearlyMet_isDecidedByTheMedianOfThreeFreshJvms_andStaysAWarningWithoutThem() throws Exception {
        CostedProbes.wobbling(true);
        try {
            Map<String, String> settings = Map.of(CostedProbes.PARAMETER, CostedProbes.Wobbly.NAME);
            EngineExecutionResults results = EngineRuns.run(reports, confirming(settings), UnevenTestCase.class);

            results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(1));
            assertThat(entries(results, "uneven-then-fine · SMALL (Point, 8 B)")).contains(passedInTwoFresh("uneven-then-fine · SMALL (Point)", "@FasterThan: serialize 0.80× against 1.00×",
                    "were over their budget in this JVM, not clearly,"))
                    .extracting(Map.Entry::getKey).doesNotContain("serguard.warning");
            assertThat(message(results, "uneven-then-slow · SMALL (Point, 8 B)"))
                    .isEqualTo("Serialization budget exceeded for uneven-then-slow · SMALL (Point), in 2 of 2 fresh JVMs (over the budget in this JVM but not"
                            + " clearly); the first read:\n"
                            + "  serialize              uneven-then-slow 1 400 ns/op vs exact 1 000 ns/op: 0.71× faster (0.71× to 0.71×)   budget ≥ 1.00× faster"
                            + " than exact   -28.6 %   @FasterThan on UnevenTestCase.points   in two measurements\n"
                            + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=exact,uneven-then-slow -Dserguard.sizes=SMALL");
            assertThat(entries(results, "uneven-then-slow · SMALL (Point, 8 B)")).contains(Map.entry("serguard.confirmation",
                    "Times of uneven-then-slow · SMALL (Point) [@FasterThan: serialize 0.80× against 1.00×] were over their budget in this JVM, not clearly, and failed in"
                            + " 2 of 2 fresh ones: failed.")).filteredOn(entry -> entry.getKey().equals("serguard.confirm.seconds")).hasSize(2);

            // Without fresh JVMs, nothing decides them: withheld, and said so.
            EngineExecutionResults alone = EngineRuns.run(reports, settings, UnevenTestCase.class);
            alone.testEvents().assertStatistics(stats -> stats.succeeded(3));
            assertThat(entries(alone, "uneven-then-slow · SMALL (Point, 8 B)")).extracting(Map.Entry::getKey).contains("serguard.warning")
                    .doesNotContain("serguard.confirmation");
        } finally {
            CostedProbes.wobbling(false);
        }
    }

    static class NearTestCase {

        // Recorded at 1 000 ns; compared here at 1 100 ns (+10 %: under 15 %, past half of it) or 1 050 ns (+5 %).
        // In the fresh JVMs, one is as fast as recorded; the other is 1 300 ns there too, a regression this JVM read low.
        static volatile boolean comparing;

        static Point payload(Size size, Random random) {
            return FreshJvmTests.payload(size, random);
        }

        static Stream<Codec<Point>> codecs() {
            return Stream.of(costing("near-then-fine", IN_CHILD ? 1_000 : comparing ? 1_100 : 1_000),
                    costing("near-everywhere", IN_CHILD ? 1_300 : comparing ? 1_100 : 1_000),
                    costing("within", comparing && !IN_CHILD ? 1_050 : 1_000));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @Test
    void aBaselineTimeNearItsThreshold_isDecidedByFreshJvmsAtTheThresholdItself_andPassesWithoutThem(@TempDir Path baselines) throws Exception {
        Map<String, String> settings = Map.of(CostedProbes.PARAMETER, CostedProbes.NAME, "serguard.baseline.dir", baselines.toString());
        record(settings, NearTestCase.class, 3);
        NearTestCase.comparing = true;
        try {
            EngineExecutionResults results = EngineRuns.run(reports, confirming(settings), NearTestCase.class);

            results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(1));
            assertThat(entries(results, "near-then-fine · SMALL (Point, 8 B)")).contains(passedInTwoFresh("near-then-fine · SMALL (Point)", "baseline: serialize +10.0 %, deserialize +10.0 %",
                    "were within their baseline's threshold in this JVM, but near it,"))
                    .extracting(Map.Entry::getKey).doesNotContain("serguard.warning");
            assertThat(message(results, "near-everywhere · SMALL (Point, 8 B)"))
                    .startsWith("Baseline regression for near-everywhere · SMALL (Point), in 2 of 2 fresh JVMs (within the threshold in this JVM but near it);"
                            + " the first read:\n"
                            + "  serialize              1 000 → 1 300 ns/op, 1.000 → 1.300 of the reference (1.300 to 1.300)   +30.0 %   allowed +15.0 %");
            // +5 %: not near enough to ask.
            assertThat(entries(results, "within · SMALL (Point, 8 B)")).extracting(Map.Entry::getKey).doesNotContain("serguard.confirmation");

            // Without fresh JVMs, a time near its threshold is a pass, and says nothing.
            EngineExecutionResults alone = EngineRuns.run(reports, settings, NearTestCase.class);
            alone.testEvents().assertStatistics(stats -> stats.succeeded(3));
            assertThat(entries(alone, "near-everywhere · SMALL (Point, 8 B)")).extracting(Map.Entry::getKey)
                    .doesNotContain("serguard.warning", "serguard.confirmation");
        } finally {
            NearTestCase.comparing = false;
        }
    }

    // A codec that costs what nanos says now, per serialize and per deserialize.
    static Codec<Point> costing(String name, java.util.function.LongSupplier nanos) {
        return Codec.of(name, Point.class, point -> {
            CostedProbes.spend(nanos.getAsLong());
            return Fixtures.write(point);
        }, bytes -> {
            CostedProbes.spend(nanos.getAsLong());
            return Fixtures.read(bytes);
        });
    }

    // Records testCase's baseline with these settings: every one of its invocations passes.
    private void record(Map<String, String> settings, Class<?> testCase, int invocations) {
        Map<String, String> recording = new HashMap<>(settings);
        recording.put("serguard.mode", "record");
        EngineRuns.run(reports, recording, testCase).testEvents().assertStatistics(stats -> stats.succeeded(invocations));
    }

    static Map<String, String> confirming(Map<String, String> settings) {
        Map<String, String> confirming = new HashMap<>(settings);
        confirming.put(Settings.CONFIRM_FORK.key(), "true");
        return confirming;
    }

    // The line of times in doubt in this JVM ("were … in this JVM, …,") that two fresh JVMs passed.
    private static Map.Entry<String, String> passedInTwoFresh(String title, String gate, String doubt) {
        return Map.entry("serguard.confirmation", "Times of " + title + " [" + gate + "] " + doubt + " and passed in 2 of 2 fresh ones: not failed"
                + " (one JVM's compiled code can run slower than the next one's: docs/guide/baselines.md).");
    }

    static String message(EngineExecutionResults results, String name) {
        return results.testEvents().failed().filter(event -> event.getTestDescriptor().getDisplayName().equals(name))
                .map(event -> event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow().getMessage())
                .findFirst().orElseThrow(() -> new AssertionError("no failure of " + name));
    }

    static List<Map.Entry<String, String>> entries(EngineExecutionResults results, String name) {
        return results.allEvents().reportingEntryPublished().filter(event -> event.getTestDescriptor().getDisplayName().equals(name))
                .flatMap(event -> event.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().entrySet().stream()).toList();
    }
}
