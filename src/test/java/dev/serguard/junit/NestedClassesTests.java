package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.uniqueIdSubstring;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * A {@code @Nested} class runs under its enclosing classes' configuration, as JUnit's own
 * annotations do: their budgets hold, their {@code @PayloadSizes}, sources and checks apply
 * unless the nested class or method says otherwise, nearest first; a base class's too.
 */
class NestedClassesTests {

    @TempDir
    Path reports;

    @PayloadSizes(Size.TINY)
    @SizeBudget(maxBytes = 10)
    @ThreadSafetyCheck(enabled = false)
    static class OuterTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }

        @Nested
        class InnerTestCase {

            @SerializationTest
            void points() {
            }
        }
    }

    @Test
    void nestedTest_isHeldToTheEnclosingClassesConfiguration() {
        EngineExecutionResults results = EngineRuns.run(reports, OuterTestCase.class);

        String overBudget = """
                Serialization budget exceeded for padded · TINY (Point)
                  size                   64 B   budget ≤ 10 B   +540.0 %   @SizeBudget(maxBytes = 10) on OuterTestCase
                  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=padded -Dserguard.sizes=TINY""";
        results.testEvents().assertStatistics(stats -> stats.started(2).failed(2));
        results.testEvents().assertThatEvents()
                .haveExactly(1, event(uniqueIdSubstring("InnerTestCase"), displayName("padded · TINY (Point, 64 B)"), finishedWithFailure(message(overBudget))))
                .haveExactly(2, event(displayName("padded · TINY (Point, 64 B)"), finishedWithFailure(message(overBudget))));
        List<Map<String, String>> entries = results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs()).toList();
        assertThat(entries).filteredOn(entry -> entry.containsKey("serguard.threadSafety")).hasSize(2)
                .allSatisfy(entry -> assertThat(entry.get("serguard.threadSafety")).startsWith("not checked"));
    }

    @PayloadSizes(Size.TINY)
    @SizeBudget(maxBytes = 100)
    static class NearestFirstTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @Nested
        @PayloadSizes(Size.SMALL)
        @SizeBudget(maxDeflatedBytes = 5)
        class InnerTestCase {

            @SerializationTest
            @SizeBudget(maxBytes = 32)
            void points() {
            }
        }
    }

    @Test
    void nearestSizesWin_andEveryBudgetHolds() {
        EngineExecutionResults results = EngineRuns.run(reports, NearestFirstTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · SMALL (Point, 64 B)"), finishedWithFailure(message("""
                Serialization budget exceeded for padded · SMALL (Point)
                  deflated size          19 B   budget ≤ 5 B   +280.0 %   @SizeBudget(maxDeflatedBytes = 5) on InnerTestCase
                  size                   64 B   budget ≤ 32 B   +100.0 %   @SizeBudget(maxBytes = 32) on InnerTestCase.points
                  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=padded -Dserguard.sizes=SMALL"""))));
    }

    @CodecSource("mine")
    @PayloadSource("made")
    static class SourcesTestCase {

        static Stream<Codec<Point>> mine() {
            return Stream.of(Fixtures.EXACT);
        }

        static Point made(Size size, Random random) {
            return new Point(size.ordinal(), 42);
        }

        @Nested
        class InnerTestCase {

            @SerializationTest
            @PayloadSizes(Size.SMALL)
            void points(SerializationResult<Point> result) {
                assertThat(result.codec()).isEqualTo("exact");
                assertThat(result.payload().value()).isEqualTo(new Point(Size.SMALL.ordinal(), 42));
            }
        }
    }

    @Test
    void enclosingSources_makeTheNestedTestsPayloadsAndCodecs() {
        EngineRuns.run(reports, SourcesTestCase.class).testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    }

    static class OwnCodecsTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @Nested
        class InnerTestCase {

            static Stream<Codec<Point>> codecs() {
                return Stream.of(Fixtures.EXACT);
            }

            @SerializationTest
            @PayloadSizes(Size.SMALL)
            void points(SerializationResult<Point> result) {
                assertThat(result.codec()).isEqualTo("exact");
            }
        }
    }

    @Test
    void nestedConventionMethod_winsOverTheEnclosingOne() {
        EngineRuns.run(reports, OwnCodecsTestCase.class).testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    }

    @SizeBudget(codec = "kryo", maxBytes = 1)
    static class MisconfiguredOuterTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @Nested
        class InnerTestCase {

            @SerializationTest
            void points() {
            }
        }
    }

    @Test
    void misconfiguredEnclosingClass_isNamedWithTheTestItWasReadFor() {
        EngineRuns.run(reports, MisconfiguredOuterTestCase.class).containerEvents().assertThatEvents().haveExactly(1,
                event(container(), finishedWithFailure(instanceOf(ExtensionConfigurationException.class), message("@SizeBudget on"
                        + " MisconfiguredOuterTestCase (for InnerTestCase.points) has codec = \"kryo\": name one of the test's codecs: exact, or \"*\"."))));
    }

    @PayloadSizes(Size.TINY)
    @SizeBudget(maxBytes = 10)
    abstract static class BaseTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }
    }

    static class InheritingTestCase extends BaseTestCase {

        @SerializationTest
        void points() {
        }
    }

    @Test
    void baseClassConfiguration_holdsForItsSubclasses() {
        EngineExecutionResults results = EngineRuns.run(reports, InheritingTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("padded · TINY (Point, 64 B)"), finishedWithFailure(message("""
                Serialization budget exceeded for padded · TINY (Point)
                  size                   64 B   budget ≤ 10 B   +540.0 %   @SizeBudget(maxBytes = 10) on BaseTestCase
                  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=padded -Dserguard.sizes=TINY"""))));
    }
}
