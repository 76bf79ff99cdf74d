package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.Baseline;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineFile;
import dev.serguard.baseline.StoredBaseline;
import dev.serguard.codec.Codec;
import dev.serguard.junit.HostileCodecsExtensionTests.Box;
import dev.serguard.measure.CostedProbes;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.condition.DisabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * {@code @Forked}: each invocation runs in a child JVM; a codec that calls {@code System.exit},
 * exhausts the heap or hangs past the child's time limit fails its own invocation with the
 * child's exit and last output, and the others pass and keep their results in the reports.
 */
class ForkedModeTests {

    private static final Map<String, String> CHECK_MODE = Map.of("serguard.mode", "check");

    @TempDir
    Path reports;

    static Box payload(Size size, Random random) {
        return new Box(3, 4);
    }

    // Keeps what it takes: the child's heap runs out for good, as with a codec that leaks.
    static final List<long[]> HOARD = new ArrayList<>();

    static class HostileTestCase {
        static Box payload(Size size, Random random) {
            return ForkedModeTests.payload(size, random);
        }

        static Stream<Codec<Box>> codecs() {
            return Stream.of(HostileCodecsExtensionTests.EXACT,
                    Codec.of("picky", Box.class, HostileCodecsExtensionTests::write, HostileCodecsExtensionTests::read),
                    Codec.of("lossy", Box.class, HostileCodecsExtensionTests::write, bytes -> new Box(HostileCodecsExtensionTests.read(bytes).width, 0)),
                    Codec.of("exits", Box.class, HostileCodecsExtensionTests::write, bytes -> {
                        System.exit(3);
                        return null;
                    }),
                    Codec.of("hoards", Box.class, HostileCodecsExtensionTests::write, bytes -> {
                        while (true) {
                            HOARD.add(new long[1 << 20]);
                        }
                    }));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @Forked(maxHeap = "64m")
        void boxes(SerializationResult<Box> result, TestReporter reporter) {
            // Runs in the child, with the child's result: a stand-in's empty size would fail here.
            reporter.publishEntry("body", "ran with " + result.serializedBytes().orElseThrow() + " B");
            if (result.codec().equals("picky")) {
                throw new AssertionError("the team's own assertion failed for " + result.codec());
            }
        }
    }

    @Test
    void hostileCodecs_failTheirOwnInvocations_withTheChildsExit_andTheOthersKeepTheirResults() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, HostileTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(5).succeeded(1).failed(4));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("exact · SMALL (Box)"), finishedSuccessfully()));
        assertThat(entries(results, "exact · SMALL (Box)")).contains(Map.entry("body", "ran with 8 B"), Map.entry("serguard.size.bytes", "8"));

        // The child's own failure, word for word as without a fork, and where the child's output went.
        String log = reports.resolve("forks/HostileTestCase.boxes.lossy.SMALL.log").toString();
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("lossy · SMALL (Box)"), finishedWithFailure(message(
                "Round trip failed for lossy · SMALL (Box)\n  Box.height: expected 4 but was 0\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=lossy -Dserguard.sizes=SMALL\n"
                        + "  (run in a child JVM; its output: " + log + ")"))));

        // The test method's own failure, in the child, is the invocation's.
        assertThat(failure(results, "picky · SMALL (Box)")).isEqualTo("the team's own assertion failed for picky\n  (run in a child JVM; its output: "
                + reports.resolve("forks/HostileTestCase.boxes.picky.SMALL.log") + ")");

        String exits = failure(results, "exits · SMALL (Box)");
        assertThat(exits).startsWith("Forked run failed for exits · SMALL (Box): its child JVM exited with status 3;"
                + " System.exit was called at dev.serguard.junit.ForkedModeTests$HostileTestCase.lambda$codecs$")
                .contains(", on thread serguard check exits · Box · SMALL")
                .contains("\n  all of it: " + reports.resolve("forks/HostileTestCase.boxes.exits.SMALL.log"));
        // The child's own hook told the parent; the hook of an unforked run (UnforkedExit) is not the child's.
        assertThat(Files.readString(reports.resolve("forks/HostileTestCase.boxes.exits.SMALL.log"), StandardCharsets.UTF_8))
                .doesNotContain("during exits · SMALL (Box)");

        String hoards = failure(results, "hoards · SMALL (Box)");
        assertThat(hoards).contains("hoards · SMALL (Box)").contains("OutOfMemoryError");

        // The run's report has what the children measured, the passing codec's figures among them.
        String text = Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8);
        assertThat(text).contains("== " + HostileTestCase.class.getName() + " (forked: exact · SMALL)");
    }

    static class HangingTestCase {
        static Box payload(Size size, Random random) {
            return ForkedModeTests.payload(size, random);
        }

        static Stream<Codec<Box>> codecs() {
            return Stream.of(Codec.of("hangs", Box.class, box -> {
                while (true) {
                    try {
                        Thread.sleep(1_000);
                    } catch (InterruptedException ignored) {
                        // deaf to interrupts, as a codec stuck in a loop is
                    }
                }
            }, HostileCodecsExtensionTests::read));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @Forked(timeout = "3 s")
        void boxes() {
        }
    }

    @Test
    void childStillRunningAtItsTimeLimit_isKilled_andFailsItsInvocation() {
        // The call limit is far beyond the child's: only the parent's limit can end it.
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.callTimeout", "10 m"), HangingTestCase.class);

        assertThat(failure(results, "hangs · SMALL (Box)")).startsWith("Forked run failed for hangs · SMALL (Box): its child JVM was still running"
                + " after 3 s and was killed\n  a longer limit: @Forked(timeout = \"…\") or serguard.fork.timeout\n  its last output:");
    }

    static class CrashingTestCase {
        static Box payload(Size size, Random random) {
            return ForkedModeTests.payload(size, random);
        }

        static Stream<Codec<Box>> codecs() {
            return Stream.of(Codec.of("crashes", Box.class, HostileCodecsExtensionTests::write, bytes -> {
                // A write to address 0, as a native library with a bad pointer does: the JVM itself crashes.
                Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
                java.lang.reflect.Field field = unsafeClass.getDeclaredField("theUnsafe");
                field.setAccessible(true);
                unsafeClass.getMethod("putAddress", long.class, long.class).invoke(field.get(null), 0L, 0L);
                return null;
            }));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        @Forked
        void boxes() {
        }
    }

    @Test
    @DisabledOnOs(OS.WINDOWS)       // a signal is a Unix way to end
    void codecThatCrashesTheJvm_failsWithTheSignal_andTheCrashReport() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, CrashingTestCase.class);

        // The JVM's own words for the crash, where its crash report says them; how it then ended varies with its settings.
        assertThat(failure(results, "crashes · SMALL (Box)")).startsWith("Forked run failed for crashes · SMALL (Box): its child JVM crashed: SIGSEGV (0xb) at pc=")
                .containsPattern(" in V  \\[libjvm\\.so\\+0x[0-9a-f]+\\]  Unsafe_Put\\w+\\+0x[0-9a-f]+, and (exited with status \\d+|was killed by signal \\d+)")
                .contains("\n  the JVM's crash report: " + reports.resolve("forks").toAbsolutePath().resolve("hs_err_pid"))
                .contains("\n  its last output:\n    ");
    }

    static class MisconfiguredTestCase {
        static Box payload(Size size, Random random) {
            return ForkedModeTests.payload(size, random);
        }

        static Stream<Codec<Box>> codecs() {
            return Stream.of(HostileCodecsExtensionTests.EXACT);
        }

        @SerializationTest
        @Forked(maxHeap = "lots")
        void boxes() {
        }
    }

    @Test
    void badHeapSize_namesTheAnnotationAttributeAndFix() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, MisconfiguredTestCase.class);

        assertThat(results.containerEvents().failed().stream().map(ForkedModeTests::thrownMessage)).containsExactly(
                "@Forked on MisconfiguredTestCase.boxes has maxHeap = \"lots\", which is no heap size: give one as -Xmx takes it, such as 512m or 2g.");
    }

    static class RecordedTestCase {
        static Box payload(Size size, Random random) {
            return ForkedModeTests.payload(size, random);
        }

        static Stream<Codec<Box>> codecs() {
            Codec<Box> other = Codec.of("other", Box.class, HostileCodecsExtensionTests::write, HostileCodecsExtensionTests::read);
            return Stream.of(HostileCodecsExtensionTests.COSTED_EXACT, CostedProbes.costing(other, 2_000, 64, 32));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void boxes() {
        }
    }

    @Test
    void recordMode_underSerguardFork_keepsTheFiguresOfEveryChild_andTheComparisonPasses(@TempDir Path baselines) {
        // Each child records its own codec: one child's file must not drop another's figures.
        Map<String, String> record = Map.of("serguard.mode", "record", "serguard.fork", "true", "serguard.baseline.dir", baselines.toString(),
                CostedProbes.PARAMETER, CostedProbes.NAME);
        EngineRuns.run(reports, record, RecordedTestCase.class).testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        Path file = baselines.resolve("ForkedModeTests.RecordedTestCase.json");
        assertThat(BaselineFile.load(file)).isInstanceOfSatisfying(StoredBaseline.Found.class, found -> assertThat(found.baseline().recordings())
                .flatExtracting(Baseline.Recording::entries).extracting(BaselineEntry::codec).containsOnly("exact", "other").contains("exact", "other"));

        Map<String, String> compare = Map.of("serguard.fork", "true", "serguard.baseline.dir", baselines.toString(),
                CostedProbes.PARAMETER, CostedProbes.NAME);
        EngineExecutionResults compared = EngineRuns.run(reports, compare, RecordedTestCase.class);
        compared.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        assertThat(entries(compared, "other · SMALL (Box)")).extracting(Map.Entry::getKey).contains("serguard.serialize.nsPerOp");
    }

    private static String failure(EngineExecutionResults results, String name) {
        return results.testEvents().failed().filter(event -> event.getTestDescriptor().getDisplayName().equals(name))
                .map(ForkedModeTests::thrownMessage).findFirst().orElseThrow(() -> new AssertionError("no failure of " + name));
    }

    private static String thrownMessage(Event event) {
        return event.getPayload(org.junit.platform.engine.TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow().getMessage();
    }

    private static List<Map.Entry<String, String>> entries(EngineExecutionResults results, String name) {
        return results.allEvents().reportingEntryPublished().filter(event -> event.getTestDescriptor().getDisplayName().equals(name))
                .flatMap(event -> event.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().entrySet().stream()).toList();
    }
}
