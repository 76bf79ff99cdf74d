package dev.serguard.junit;

import dev.serguard.measure.CostedProbes;
import dev.serguard.report.ConsoleLines;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What the console says of a baseline time that fresh JVMs failed: the failure's message names
 * the figures that failed and who failed them, serguard's own lines say it once and briefly, and
 * no line is longer than 200 characters; the reports keep each line whole.
 */
class FailureConsoleTests {

    @TempDir
    Path reports;

    @Test
    void aBaselineTimeThatFreshJvmsFail_isSaidOnce_inFifteenLinesOrFewer_noneOverTwoHundredCharacters(@TempDir Path baselines) {
        Map<String, String> settings = Map.of(CostedProbes.PARAMETER, CostedProbes.Wobbly.NAME, "serguard.baseline.dir", baselines.toString());
        Map<String, String> recording = new HashMap<>(settings);
        recording.put("serguard.mode", "record");
        EngineRuns.run(reports, recording, FreshJvmTests.UnclearTestCase.class).testEvents().assertStatistics(stats -> stats.succeeded(2));
        CostedProbes.wobbling(true);
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        EngineExecutionResults results;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            results = EngineRuns.run(reports, FreshJvmTests.confirming(settings), FreshJvmTests.UnclearTestCase.class);
        } finally {
            System.setOut(original);
            CostedProbes.wobbling(false);
        }
        String message = FreshJvmTests.message(results, "unclear-then-split · SMALL (Point, 8 B)");
        List<String> console = out.toString(StandardCharsets.UTF_8).lines().toList();

        assertThat(message).isEqualTo("Baseline regression for unclear-then-split · SMALL (Point), in 2 of 3 fresh JVMs (over the threshold in this JVM but"
                + " not clearly); the first read:\n"
                + "  serialize              1 000 → 1 400 ns/op, 1.000 → 1.400 of the reference (1.400 to 1.400)   +40.0 %   allowed +15.0 %   in two measurements\n"
                + "  deserialize            1 000 → 1 400 ns/op, 1.000 → 1.400 of the reference (1.400 to 1.400)   +40.0 %   allowed +15.0 %   in two measurements\n"
                + "  baseline " + baselines.resolve("FreshJvmTests.UnclearTestCase.json") + "\n"
                + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=unclear-then-split -Dserguard.sizes=SMALL");
        // serguard's own lines on it: the table's row (this JVM's figures), and its failed checks, by their figures and who failed them.
        List<String> own = console.stream().filter(line -> line.contains("unclear-then-split")).toList();
        assertThat(own).containsExactly(
                "unclear-then-split       1250       ±0.0%       1250       ±0.0%       2500       ±0.0%         8       16          0          0",
                "  unclear-then-split · SMALL (Point) in UnclearTestCase.points: baseline serialize +40.0 %, deserialize +40.0 %, in 2 of 3 fresh JVMs");
        assertThat(message.lines().count() + own.size()).as("the message and serguard's lines on it").isLessThanOrEqualTo(15);
        assertThat(console).as("the message is said once: in the test's failure").noneMatch(line -> message.lines().anyMatch(line::endsWith));
        assertThat(console).allSatisfy(line -> assertThat(line).hasSizeLessThanOrEqualTo(ConsoleLines.WIDTH));
        assertThat(message.lines()).allSatisfy(line -> assertThat(line).hasSizeLessThanOrEqualTo(ConsoleLines.WIDTH));
        // The reports keep the whole lines: results.txt and the fresh JVMs' line in its run notes.
        assertThat(reports.resolve("results.txt")).content().contains("(median of 61 rounds, 1.400 to 1.400)", "Times of unclear-then-split · SMALL (Point)");
    }
}
