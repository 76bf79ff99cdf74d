package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import dev.serguard.samples.employee.Employee;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.skippedWithReason;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

class SerializationTestExtensionTests {

    @TempDir
    Path reports;

    static class TwoCodecsTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes({Size.TINY, Size.SMALL})
        void points(SerializationResult<Point> result) {
            assertThat(result.passed()).isTrue();
            assertThat(result.serialize()).isPresent();
        }
    }

    @Test
    void oneInvocationPerCodecAndSize_namedByCodecSizeModelAndBytes() {
        EngineExecutionResults results = EngineRuns.run(reports, TwoCodecsTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(4).succeeded(4));
        assertThat(results.testEvents().started().stream().map(e -> e.getTestDescriptor().getDisplayName()))
                .containsExactly("exact · TINY (Point, 8 B)", "padded · TINY (Point, 64 B)", "exact · SMALL (Point, 8 B)", "padded · SMALL (Point, 64 B)");
    }

    @Test
    void everyInvocation_publishesItsFiguresAsReportEntries() {
        EngineExecutionResults results = EngineRuns.run(reports, TwoCodecsTestCase.class);

        assertThat(results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(org.junit.platform.engine.reporting.ReportEntry.class).orElseThrow().getKeyValuePairs())
                // a note (a thread-safety pass on few overlapping calls, on a busy machine) is an entry of its own
                .filter(entries -> entries.containsKey("serguard.codec")))
                .hasSize(4)
                .allSatisfy(entries -> assertThat(entries).containsKeys("serguard.codec", "serguard.payload", "serguard.size.bytes",
                        "serguard.serialize.nsPerOp", "serguard.serialize.allocatedBytesPerOp", "serguard.deserialize.nsPerOp",
                        "serguard.roundTrip.nsPerOp"))
                .anySatisfy(entries -> assertThat(entries).containsEntry("serguard.size.bytes", "64"));
    }

    @Test
    void endOfRun_writesOneTableOfEverythingMeasured() throws Exception {
        EngineRuns.run(reports, TwoCodecsTestCase.class);

        String table = Files.readString(reports.resolve("results.txt"));
        assertThat(table).startsWith("== " + TwoCodecsTestCase.class.getName() + "\n")
                .contains("TwoCodecsTestCase.points · Point · TINY\ncodec ", "TwoCodecsTestCase.points · Point · SMALL\ncodec ")
                .containsPattern("\npadded +\\d+ ");
        assertThat(reports.resolve("results.json")).content()
                .contains("\"benchmark\" : \"dev.serguard.junit.TwoCodecsTestCase.points.serialize\"");
    }

    static class LossyTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.LOSSY);
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
    void lossyCodec_failsWithTheFieldPath() {
        EngineExecutionResults results = EngineRuns.run(reports, LossyTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("lossy · SMALL (Point, 8 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("Round trip failed for lossy · SMALL (Point)\n  Point.y: expected 7 but was 0\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=lossy -Dserguard.sizes=SMALL"))));
    }

    static class SkippedCodecTestCase {

        static CodecSet<Point> codecs() {
            return new CodecSet<>(List.of(Fixtures.EXACT), List.of(new SkippedCodec("kryo",
                    "com.esotericsoftware.kryo.Kryo is not on the class path (add com.esotericsoftware:kryo)")));
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
    void codecWithoutItsLibrary_isReportedSkippedByNameAndReason() {
        EngineExecutionResults results = EngineRuns.run(reports, SkippedCodecTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).skipped(1).failed(0));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("kryo · SMALL (Point)"),
                skippedWithReason("kryo skipped: com.esotericsoftware.kryo.Kryo is not on the class path (add com.esotericsoftware:kryo)")));
    }

    @Test
    void modeOff_skipsEveryInvocation() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "off"), TwoCodecsTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.skipped(4).started(0));
        results.testEvents().assertThatEvents().haveExactly(4, event(skippedWithReason("serguard.mode = off")));
    }

    static class BuiltInModelTestCase {

        @SerializationTest
        @CodecSource("json")
        @PayloadSizes(Size.TINY)
        void employees(SerializationResult<Employee> result) {
            assertThat(result.payload().value()).isInstanceOf(Employee.class);
        }

        static Stream<Codec<Employee>> json() {
            return dev.serguard.codec.Codecs.builtIns(Employee.class, List.of()).named("json").stream();
        }
    }

    @Test
    void builtInModel_needsNoPayloadSource() {
        EngineExecutionResults results = EngineRuns.run(reports, BuiltInModelTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        results.testEvents().started().assertThatEvents().haveExactly(1, event(displayName("json · TINY (Employee, 93 B)")));
    }
}
