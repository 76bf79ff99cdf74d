package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.Codecs;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.skippedWithReason;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * serguard.mode=check, the selection on the command line (codecs, sizes, seed), samples per size
 * and named fixtures. The keys are given as configuration parameters: EngineTestKit reads no
 * system properties, and JUnit reads {@code -Dserguard.codecs=…} as the same parameter.
 */
class CheckModeAndSelectionTests {

    @TempDir
    Path reports;

    // What the fixtures' test methods were handed: the results and their payload values.
    static final List<SerializationResult<Point>> SEEN = new CopyOnWriteArrayList<>();

    @BeforeEach
    void clear() {
        SEEN.clear();
    }

    private static final Map<String, String> CHECK = Map.of("serguard.mode", "check");

    /** A payload that depends on the seed, so that the seed a test ran with shows in it. */
    static Point seeded(Size size, Random random) {
        return new Point(size.ordinal(), random.nextInt(1_000_000));
    }

    // -- check mode -------------------------------------------------------------------------------------------------

    static class SlowWithBudgetsTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.SLOW);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SpeedBudget(maxSerializeNanos = 1)
        @AllocationBudget(maxSerializeBytes = 1)
        void points(SerializationResult<Point> result) {
            SEEN.add(result);
        }
    }

    @Test
    void checkMode_timesNothingAndLeavesTimedBudgetsUnjudged() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, SlowWithBudgetsTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
        assertThat(SEEN).singleElement().satisfies(result -> {
            assertThat(result.serializedBytes()).hasValue(8);
            assertThat(result.serialize()).isEmpty();
            assertThat(result.deserialize()).isEmpty();
            assertThat(result.roundTrip()).isEmpty();
        });
        assertThat(results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(org.junit.platform.engine.reporting.ReportEntry.class).orElseThrow().getKeyValuePairs()))
                .allSatisfy(entries -> assertThat(entries.keySet()).noneMatch(key -> key.contains("nsPerOp") || key.contains("allocated")));
        assertThat(Files.readString(reports.resolve("results.txt"))).contains("\n  Check mode: nothing timed, no allocation measured;"
                + " 2 time or allocation budgets and the baselines' times and allocation not judged (run quick or full mode for them).\n");
    }

    @Test
    void quickMode_judgesTheSameTimedBudgets() {
        EngineExecutionResults results = EngineRuns.run(reports, SlowWithBudgetsTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        assertThat(SEEN).isEmpty();
    }

    static class LossyTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.LOSSY);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void checkMode_stillFailsARoundTripLoss_sayingHowToReproduceIt() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, LossyTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("lossy · SMALL (Point, 8 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("Round trip failed for lossy · SMALL (Point)\n"
                        + "  Point.y: expected 7 but was 0\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=lossy -Dserguard.sizes=SMALL"))));
    }

    static class SizeBudgetTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SizeBudget(maxBytes = 16)
        void points() {
        }
    }

    @Test
    void checkMode_stillFailsASizeBudget() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, SizeBudgetTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · SMALL (Point, 64 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("""
                        Serialization budget exceeded for padded · SMALL (Point)
                          size                   64 B   budget ≤ 16 B   +300.0 %   @SizeBudget(maxBytes = 16) on SizeBudgetTestCase.points
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=padded -Dserguard.sizes=SMALL"""))));
    }

    // -- selection --------------------------------------------------------------------------------------------------

    static class SelectableTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return seeded(size, random);
        }

        @SerializationTest
        @PayloadSizes({Size.TINY, Size.SMALL, Size.LARGE})
        void points(SerializationResult<Point> result) {
            SEEN.add(result);
        }
    }

    @Test
    void codecsAndSizes_selectFromTheCommandLine() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.codecs", "padded", "serguard.sizes", "large, tiny"), SelectableTestCase.class);

        assertThat(results.testEvents().started().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .containsExactly("padded · TINY (Point, 64 B)", "padded · LARGE (Point, 64 B)");
    }

    /** {@link SelectableTestCase}'s codecs and payloads, one of them declared smaller than the other. */
    static class RelatedTestCase {

        static Stream<Codec<Point>> codecs() {
            return SelectableTestCase.codecs();
        }

        static Point payload(Size size, Random random) {
            return SelectableTestCase.payload(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SmallerThan(codec = "exact", than = "padded", factor = 1.0)
        void points() {
        }
    }

    @Test
    void aRelationWhoseOtherCodecIsNotSelected_isNamedInTheRunNotes_notPassedInSilence() throws Exception {
        EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.codecs", "exact"), RelatedTestCase.class)
                .testEvents().assertStatistics(stats -> stats.succeeded(1));
        assertThat(Files.readString(reports.resolve("results.txt"))).containsPattern("\n  @SmallerThan\\(codec = \"exact\", than = \"padded\"[^\n]*"
                + " not judged: serguard\\.codecs = exact leaves out padded; add it to judge the relation\n");

        EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.codecs", "exact,padded"), RelatedTestCase.class)
                .testEvents().assertStatistics(stats -> stats.succeeded(2));
        assertThat(Files.readString(reports.resolve("results.txt"))).doesNotContain("not judged: serguard.codecs");
    }

    @Test
    void codecName_thatMatchesNothing_isAConfigurationError() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.codecs", "exact,exakt"), SelectableTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("serguard.codecs = \"exact,exakt\" has \"exakt\", which is no codec of"
                        + " SelectableTestCase.points: name one of exact, padded (this test's) or one of serguard's (json, json-afterburner,"
                        + " json-blackbird, smile, smile-blackbird, json3, smile3, kryo, kryo-unregistered, protobuf, java, "
                        + String.join(", ", CodecFamily.everyCodecName().subList(11, CodecFamily.everyCodecName().size())) + "), or fix the name."))));
        results.testEvents().assertStatistics(stats -> stats.started(0));
    }

    @Test
    void builtInCodecName_thatATestLacks_leavesItsInvocationsDisabled() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.codecs", "kryo"), SelectableTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("not selected"),
                skippedWithReason("serguard.codecs = kryo selects none of the codecs of SelectableTestCase.points (exact, padded)")));
        results.testEvents().assertStatistics(stats -> stats.started(0).skipped(1));
    }

    @Test
    void sizeName_thatMatchesNothing_isAConfigurationError() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.sizes", "SMALL,GIANT"), SelectableTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("serguard.sizes = \"SMALL,GIANT\" has \"GIANT\", which is no payload size:"
                        + " name one of TINY, SMALL, MEDIUM, LARGE, HUGE."))));
    }

    @Test
    void sizeThatATestDoesNotDeclare_leavesItsInvocationsDisabled() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.sizes", "HUGE"), SelectableTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("not selected"),
                skippedWithReason("serguard.sizes = HUGE selects none of the sizes of SelectableTestCase.points (TINY, SMALL, LARGE)")));
    }

    @Test
    void seed_overridesThePayloadSeed() {
        EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.seed", "42", "serguard.sizes", "SMALL", "serguard.codecs", "exact"), SelectableTestCase.class);

        assertThat(SEEN).singleElement().satisfies(result ->
                assertThat(result.payload().value()).isEqualTo(seeded(Size.SMALL, new Random(42 ^ Size.SMALL.ordinal()))));
    }

    @Test
    void seed_thatIsNoNumber_isAConfigurationError() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.seed", "forty-two"), SelectableTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("serguard.seed = \"forty-two\" is not a whole number:"
                        + " give the seed that a failure message printed, such as serguard.seed=20130609."))));
    }

    static class SeededLossyTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.LOSSY);
        }

        static Point payload(Size size, Random random) {
            return seeded(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.MEDIUM)
        void points() {
        }
    }

    @Test
    void failure_printsTheSeedItRanWith() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.seed", "-7"), SeededLossyTestCase.class);

        int y = seeded(Size.MEDIUM, new Random(-7 ^ Size.MEDIUM.ordinal())).y();
        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message("Round trip failed for lossy · MEDIUM (Point)\n"
                + "  Point.y: expected " + y + " but was 0\n"
                + "  to reproduce: -Dserguard.seed=-7 -Dserguard.codecs=lossy -Dserguard.sizes=MEDIUM"))));
    }

    // -- samples ----------------------------------------------------------------------------------------------------

    static class SamplesTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return seeded(size, random);
        }

        @SerializationTest
        @PayloadSizes(value = {Size.SMALL, Size.LARGE}, samples = 3)
        @SizeBudget(payload = Size.SMALL, maxBytes = 16)
        void points(SerializationResult<Point> result) {
            SEEN.add(result);
        }
    }

    @Test
    void samples_givesEachSizeSeveralPayloadsFromTheirOwnSeeds() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, SamplesTestCase.class);

        assertThat(results.testEvents().started().stream().map(e -> e.getTestDescriptor().getDisplayName())).containsExactly(
                "padded · SMALL (Point, 64 B)", "padded · SMALL#2 (Point, 64 B)", "padded · SMALL#3 (Point, 64 B)",
                "padded · LARGE (Point, 64 B)", "padded · LARGE#2 (Point, 64 B)", "padded · LARGE#3 (Point, 64 B)");
        // The budget on SMALL holds for its every sample, and only for them.
        results.testEvents().assertStatistics(stats -> stats.started(6).failed(3).succeeded(3));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · SMALL#2 (Point, 64 B)"), finishedWithFailure(message("""
                Serialization budget exceeded for padded · SMALL#2 (Point)
                  size                   64 B   budget ≤ 16 B   +300.0 %   @SizeBudget(payload = SMALL, maxBytes = 16) on SamplesTestCase.points
                  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=padded -Dserguard.sizes=SMALL"""))));
        assertThat(SEEN).extracting(result -> result.payload().value()).doesNotHaveDuplicates();
        assertThat(SEEN).filteredOn(result -> result.payload().label().equals("LARGE")).singleElement()
                .satisfies(result -> assertThat(result.payload().value()).isEqualTo(seeded(Size.LARGE, new Random(20_130_609L ^ Size.LARGE.ordinal()))));
    }

    static class NoSamplesTestCase {

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        @SerializationTest
        @PayloadSizes(value = Size.SMALL, samples = 0)
        void points() {
        }
    }

    @Test
    void samples_belowOne_isAConfigurationError() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, NoSamplesTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("@PayloadSizes on NoSamplesTestCase.points has samples = 0: use 1 or more."))));
    }

    // -- named fixtures ---------------------------------------------------------------------------------------------

    static class NamedFixturesTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.LOSSY);
        }

        static Map<String, Point> edgeCases() {
            return Map.of("origin", new Point(0, 0), "negative", new Point(-1, Integer.MIN_VALUE));
        }

        @SerializationTest
        @PayloadSource("edgeCases")
        void points(SerializationResult<Point> result) {
            SEEN.add(result);
        }
    }

    @Test
    void namedFixtures_areOnePayloadPerEntry_namedByItsKey() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, NamedFixturesTestCase.class);

        assertThat(results.testEvents().started().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .containsExactlyInAnyOrder("exact · origin (Point, 8 B)", "lossy · origin (Point, 8 B)",
                        "exact · negative (Point, 8 B)", "lossy · negative (Point, 8 B)");
        // The zero that lossy writes for y is right for the origin only; a named payload has no seed to print.
        results.testEvents().assertStatistics(stats -> stats.started(4).succeeded(3).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("lossy · negative (Point, 8 B)"),
                finishedWithFailure(message("Round trip failed for lossy · negative (Point)\n  Point.y: expected -2147483648 but was 0"))));
    }

    static class NamedFixturesWithSizesTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        static Map<String, Point> edgeCases() {
            return Map.of("origin", new Point(0, 0));
        }

        @SerializationTest
        @PayloadSource("edgeCases")
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void namedFixtures_withSizes_isAConfigurationError() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, NamedFixturesWithSizesTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("@PayloadSizes on NamedFixturesWithSizesTestCase.points has no effect:"
                        + " the payloads of NamedFixturesWithSizesTestCase.edgeCases() are named, not sized; remove one of the two."))));
    }

    // -- configuration ----------------------------------------------------------------------------------------------

    @Test
    void builtInCodecNames_areTheNamesOfEveryFormatCodecsGives() {
        var everyFormat = Codecs.everyFormat(Point.class, List.of(new Point(1, 2)));
        var builtIns = Codecs.builtIns(Point.class, List.of(new Point(1, 2)));

        assertThat(Stream.concat(everyFormat.available().stream().map(Codec::name), everyFormat.skipped().stream().map(skipped -> skipped.name())))
                .containsExactlyInAnyOrderElementsOf(CodecFamily.everyCodecName());
        assertThat(Stream.concat(builtIns.available().stream().map(Codec::name), builtIns.skipped().stream().map(skipped -> skipped.name())))
                .allMatch(CodecFamily.everyCodecName()::contains);
    }
}
