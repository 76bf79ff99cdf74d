package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;
import org.junitpioneer.jupiter.DefaultLocale;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Supplier;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code serguard.printReportEntries = true}: each invocation prints its report entries on its
 * standard output, a line each, where Surefire keeps them in the test case's {@code <system-out>}
 * (the surefire-reports IT shows them in {@code TEST-*.xml}); off, it prints none of them.
 */
@ResourceLock(Resources.SYSTEM_OUT)
@DefaultLocale("de-DE")
class ReportEntriesTests {

    @TempDir
    Path reports;

    @TempDir
    Path baselines;

    static class SizedTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SizeBudget(codec = "padded", maxBytes = 32)
        void points() {
        }
    }

    private record Run(EngineExecutionResults results, String out) {

        /** Each key and value an invocation published, in order. */
        List<Map.Entry<String, String>> invocationEntries() {
            return results.allEvents().reportingEntryPublished().stream().filter(event -> event.getTestDescriptor().isTest())
                    .flatMap(ReportEntriesTests::pairs).toList();
        }

        /** Each key and value the test method published, outside its invocations. */
        List<Map.Entry<String, String>> methodEntries() {
            return results.allEvents().reportingEntryPublished().stream().filter(event -> !event.getTestDescriptor().isTest())
                    .flatMap(ReportEntriesTests::pairs).toList();
        }
    }

    private static Stream<Map.Entry<String, String>> pairs(Event event) {
        return event.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().entrySet().stream();
    }

    private Run run(String print) {
        Map<String, String> parameters = print.isEmpty()
                ? Map.of("serguard.mode", "check", "serguard.baseline.dir", baselines.toString())
                : Map.of("serguard.mode", "check", "serguard.baseline.dir", baselines.toString(), "serguard.printReportEntries", print);
        return capturingOut(() -> EngineRuns.run(reports, parameters, SizedTestCase.class));
    }

    private static Run capturingOut(Supplier<EngineExecutionResults> engine) {
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        try {
            EngineExecutionResults results = engine.get();
            return new Run(results, out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n"));
        } finally {
            System.setOut(original);
        }
    }

    @Test
    void printReportEntries_printsEachEntryOfAnInvocation_aLineEach_inTheOrderPublished() {
        Run run = run("true");

        run.results().testEvents().assertStatistics(stats -> stats.started(2).succeeded(1).failed(1));
        assertThat(run.out()).contains("serguard.codec: exact\n"
                        + "serguard.payload: Point · SMALL\n"
                        + "serguard.size.bytes: 8\n"
                        + "serguard.deflatedSize.bytes: 16\n"
                        + "serguard.threadSafety: ",
                "serguard.codec: padded\n"
                        + "serguard.payload: Point · SMALL\n"
                        + "serguard.size.bytes: 64\n"
                        + "serguard.deflatedSize.bytes: 19\n"
                        + "serguard.threadSafety: ");
        assertThat(run.invocationEntries()).isNotEmpty().allSatisfy(entry ->
                assertThat(run.out()).contains(ReportEntries.line(entry.getKey(), entry.getValue()) + "\n"));
        // The test method's own (no baseline, no golden bytes) are published while no test case runs: Surefire could not place them.
        assertThat(run.methodEntries()).extracting(Map.Entry::getKey).contains("serguard.baseline");
        assertThat(run.methodEntries()).allSatisfy(entry ->
                assertThat(run.out()).doesNotContain(ReportEntries.line(entry.getKey(), entry.getValue())));
    }

    @Test
    void byDefault_noEntryIsPrinted() {
        Run run = run("");

        run.results().testEvents().assertStatistics(stats -> stats.started(2).succeeded(1).failed(1));
        assertThat(run.invocationEntries()).isNotEmpty().allSatisfy(entry ->
                assertThat(run.out()).doesNotContain(ReportEntries.line(entry.getKey(), entry.getValue())));
        assertThat(run.out()).doesNotContain("serguard.codec: ");
    }

    @Test
    void printedLine_isTheKeyAndTheValue_itsLineBreaksWrittenAsBackslashN() {
        assertThat(ReportEntries.line("serguard.size.bytes", "3392")).isEqualTo("serguard.size.bytes: 3392");
        assertThat(ReportEntries.line("serguard.golden", "Golden bytes of kryo:\n  field added\r\n  field renamed\rend"))
                .isEqualTo("serguard.golden: Golden bytes of kryo:\\n  field added\\n  field renamed\\nend");
    }
}
