package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** Each budget annotation passing and failing, through the Jupiter engine. */
class BudgetAnnotationsTests {

    @TempDir
    Path reports;

    /** Base of the fixtures: point payloads at SMALL. */
    abstract static class PointTestCase {

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }
    }

    static class SizeTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.PADDED);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SizeBudget(codec = "exact", maxBytes = 8)
        @SizeBudget(codec = "padded", maxBytes = 32, maxDeflatedBytes = 100)
        void points() {
        }
    }

    @Test
    void sizeBudget_passesWithinAndFailsOverWithItsMessage() {
        EngineExecutionResults results = EngineRuns.run(reports, SizeTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · SMALL (Point, 64 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("""
                        Serialization budget exceeded for padded · SMALL (Point)
                          size                   64 B   budget ≤ 32 B   +100.0 %   @SizeBudget(codec = "padded", maxBytes = 32) on SizeTestCase.points
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=padded -Dserguard.sizes=SMALL"""))));
    }

    static class PerSizeTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.PADDED);
        }

        @SerializationTest
        @PayloadSizes({Size.TINY, Size.SMALL})
        @SizeBudget(payload = Size.TINY, maxBytes = 32)
        void points() {
        }
    }

    @Test
    void budgetForOnePayloadSize_judgesThatSizeOnly() {
        EngineExecutionResults results = EngineRuns.run(reports, PerSizeTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · TINY (Point, 64 B)"),
                finishedWithFailure(message("""
                        Serialization budget exceeded for padded · TINY (Point)
                          size                   64 B   budget ≤ 32 B   +100.0 %   @SizeBudget(payload = TINY, maxBytes = 32) on PerSizeTestCase.points
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=padded -Dserguard.sizes=TINY"""))));
    }

    static class SmallerTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.PADDED);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SmallerThan(codec = "exact", than = "padded", factor = 4)
        @SmallerThan(codec = "padded", than = "exact", factor = 1.5)
        void points() {
        }
    }

    @Test
    void smallerThan_comparesSizesInTheSameRun() {
        EngineExecutionResults results = EngineRuns.run(reports, SmallerTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · SMALL (Point, 64 B)"),
                finishedWithFailure(message("""
                        Serialization budget exceeded for padded · SMALL (Point)
                          size                   padded 64 B vs exact 8 B: 0.13× smaller   budget ≥ 1.50× smaller than exact   -91.7 %\
                           @SmallerThan on SmallerTestCase.points
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=exact,padded -Dserguard.sizes=SMALL"""))));
    }

    /**
     * A codec left out by serguard.codecs leaves idle the budgets that compare with it, as a size
     * left out does: never failed for want of its figures. The printed reproduction names both
     * codecs, and fails the same way.
     */
    @Test
    void smallerThan_withItsReferenceLeftOutBySelection_isIdle_andTheReproductionNamesBoth() {
        EngineExecutionResults paddedAlone = EngineRuns.run(reports, Map.of("serguard.codecs", "padded"), SmallerTestCase.class);
        EngineExecutionResults reproduced = EngineRuns.run(reports, Map.of("serguard.codecs", "exact,padded", "serguard.seed", "20130609",
                "serguard.sizes", "SMALL"), SmallerTestCase.class);

        paddedAlone.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1).failed(0));
        reproduced.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        reproduced.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · SMALL (Point, 64 B)"),
                finishedWithFailure(message(text -> text.startsWith("Serialization budget exceeded for padded · SMALL (Point)\n"
                        + "  size                   padded 64 B vs exact 8 B: 0.13× smaller")))));
    }

    static class SpeedTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.COSTED_EXACT, Fixtures.COSTED_SLOW);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SpeedBudget(maxSerializeNanos = 50_000)
        @FasterThan(codec = "exact", than = "slow", factor = 10)
        @FasterThan(codec = "slow", than = "exact", factor = 1.5, operation = FasterThan.Operation.DESERIALIZE)
        void points() {
        }
    }

    @Test
    void speedBudgets_failOnlyTheCodecThatIsClearlyOver() {
        EngineExecutionResults results = EngineRuns.run(reports, EngineRuns.COSTED, SpeedTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("slow · SMALL (Point, 8 B)"),
                finishedWithFailure(message("""
                        Serialization budget exceeded for slow · SMALL (Point)
                          serialize              200 000 ns/op (median of 61 samples, ±0.0 %)   budget ≤ 50 000 ns/op   +300.0 %\
                           @SpeedBudget(maxSerializeNanos = 50000) on SpeedTestCase.points   in two measurements
                          deserialize            slow 200 000 ns/op vs exact 1 000 ns/op: 0.01× faster (0.01× to 0.01×)\
                           budget ≥ 1.50× faster than exact   -99.7 %   @FasterThan on SpeedTestCase.points   in two measurements
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=exact,slow -Dserguard.sizes=SMALL"""))));
    }

    static class AllocationTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.COSTED_EXACT, Fixtures.COSTED_HUNGRY);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @AllocationBudget(maxSerializeBytes = 10_000)
        void points() {
        }
    }

    @Test
    void allocationBudget_failsTheCodecThatAllocatesAMegabytePerOp() {
        EngineExecutionResults results = EngineRuns.run(reports, EngineRuns.COSTED, AllocationTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("hungry · SMALL (Point, 8 B)"),
                finishedWithFailure(message("""
                        Serialization budget exceeded for hungry · SMALL (Point)
                          serialize allocation   1 048 576 B/op (median of 61 samples, ±0.0 %)   budget ≤ 10 000 B/op   +10385.8 %\
                           @AllocationBudget(maxSerializeBytes = 10000) on AllocationTestCase.points
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=hungry -Dserguard.sizes=SMALL"""))));
    }
}
