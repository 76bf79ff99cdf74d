package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

class GoldenBytesExtensionTests {

    @TempDir
    Path golden;

    @TempDir
    Path baselines;

    @TempDir
    Path reports;

    /** What the fixture's codec writes today: its format, changed between runs as a team changes its code. */
    static volatile int format = 1;

    @AfterEach
    void resetFormat() {
        format = 1;
    }

    /** x then y (format 1); y then x (format 2: old bytes misread); x, y and a trailing 0 (format 3: old bytes still read). */
    static final Codec<Point> WIRE = Codec.of("wire", Point.class, point -> switch (format) {
        case 2 -> Fixtures.write(new Point(point.y(), point.x()));
        case 3 -> ByteBuffer.allocate(9).put(Fixtures.write(point)).array();
        default -> Fixtures.write(point);
    }, bytes -> {
        Point read = Fixtures.read(bytes);
        return format == 2 ? new Point(read.y(), read.x()) : read;
    });

    static class WireTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(WIRE);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @WireFormat(WireFormat.Policy.FROZEN)
    static class FrozenTestCase extends WireTestCase {
    }

    private Path bin(String testCase) {
        return golden.resolve("GoldenBytesExtensionTests." + testCase).resolve("points").resolve("wire.SMALL.bin");
    }

    private EngineExecutionResults run(Class<?> testCase, String mode) {
        // Baselines recorded aside, so that the figures of a changed codec do not fail as regressions here.
        Path baselineDir = mode.equals("record") ? baselines.resolve("recorded") : baselines.resolve("none");
        return EngineRuns.run(reports, Map.of("serguard.mode", mode, "serguard.baseline.dir", baselineDir.toString(),
                "serguard.golden.dir", golden.toString()), testCase);
    }

    private static List<Map<String, String>> entries(EngineExecutionResults results) {
        return results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs()).toList();
    }

    private static List<String> failures(EngineExecutionResults results) {
        return results.testEvents().failed().stream()
                .map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow().getMessage())
                .map(message -> message.replaceFirst("\n  to reproduce: -Dserguard\\.seed=[^\n]*$", ""))
                .toList();
    }

    @Test
    void recordThenCheck_unchanged_passesWithBytesIdentical() throws Exception {
        run(WireTestCase.class, "record").testEvents().assertStatistics(stats -> stats.succeeded(1));
        byte[] first = Files.readAllBytes(bin("WireTestCase"));
        String summary = Files.readString(GoldenFilesPath.summary(bin("WireTestCase")));
        run(WireTestCase.class, "record");

        EngineExecutionResults results = run(WireTestCase.class, "check");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.golden.evolution", "wire · SMALL (Point): kept 2; bytes identical"));
        assertThat(Files.readAllBytes(bin("WireTestCase"))).isEqualTo(first);
        assertThat(Files.readString(GoldenFilesPath.summary(bin("WireTestCase")))).isEqualTo(summary).isEqualTo("{\n"
                + "    \"bytes\" : 8,\n"
                + "    \"codec\" : \"wire\",\n"
                + "    \"format\" : 2,\n"
                + "    \"library\" : \"unknown\",\n"
                + "    \"libraryVersion\" : \"unknown\",\n"
                + "    \"model\" : \"Point\",\n"
                + "    \"payload\" : \"wire · SMALL (Point)\",\n"
                + "    \"sha256\" : \"" + sha256(first) + "\",\n"
                + "    \"treeSha256\" : \"" + sha256(Files.readAllBytes(bin("WireTestCase").resolveSibling("SMALL.tree.json"))) + "\"\n"
                + "}\n");
    }

    /** A copy of {@link #WIRE} under another name: a second codec of the same payload. */
    static final Codec<Point> COPY = Codec.of("copy", Point.class, Fixtures::write, Fixtures::read);

    static class TwoCodecsTestCase extends WireTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(WIRE, COPY);
        }
    }

    @Test
    void record_twoCodecs_writeOneFieldTreeTheyShare_andABinAndSummaryEach() throws Exception {
        run(TwoCodecsTestCase.class, "record").testEvents().assertStatistics(stats -> stats.succeeded(2));
        Path folder = bin("TwoCodecsTestCase").getParent();
        String tree = "{\n"
                + " \"format\": 2,\n"
                + " \"model\": \"Point\",\n"
                + " \"shapes\": {},\n"
                + " \"tree\": {\"x\": 1, \"y\": 7}\n"
                + "}\n";

        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .containsExactlyInAnyOrder("SMALL.tree.json", "wire.SMALL.bin", "wire.SMALL.json", "copy.SMALL.bin", "copy.SMALL.json");
        }
        assertThat(folder.resolve("SMALL.tree.json")).content().isEqualTo(tree);
        for (String codec : List.of("wire", "copy")) {
            assertThat(folder.resolve(codec + ".SMALL.json")).content()
                    .contains("\"treeSha256\" : \"" + sha256(tree.getBytes(java.nio.charset.StandardCharsets.UTF_8)) + "\"");
        }
        EngineExecutionResults results = run(TwoCodecsTestCase.class, "check");
        results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.golden.evolution", "wire · SMALL (Point): kept 2; bytes identical"),
                Map.of("serguard.golden.evolution", "copy · SMALL (Point): kept 2; bytes identical"));
    }

    @Test
    void check_withoutGoldenFiles_passesWithANoteForTheTestMethod() {
        EngineExecutionResults results = run(WireTestCase.class, "check");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.golden", "No golden bytes for WireTestCase.points under " + bin("WireTestCase").getParent()
                + ": record them with -Dserguard.mode=record."));
        assertThat(reports.resolve("results.txt")).content().contains("No golden bytes for WireTestCase.points under "
                + bin("WireTestCase").getParent() + ": record them with -Dserguard.mode=record.");
    }

    @Test
    void codecChangedBetweenRuns_oldBytesMisread_fails() {
        run(WireTestCase.class, "record");
        format = 2;

        EngineExecutionResults results = run(WireTestCase.class, "quick");

        assertThat(failures(results)).containsExactly("Golden bytes (backward) failed for wire · SMALL (Point): " + bin("WireTestCase") + "\n"
                + "  Point.x  misread: recorded 1, read 7\n"
                + "  Point.y  misread: recorded 7, read 1\n"
                + "  If the change is intended, record the golden bytes anew (-Dserguard.mode=record);"
                + " if not: keep the codec able to read the bytes it wrote before the change.");
    }

    @Test
    void formatChanged_oldBytesStillRead_isANoteWhileEvolving() {
        run(WireTestCase.class, "record");
        format = 3;

        EngineExecutionResults results = run(WireTestCase.class, "check");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.golden", formatChange("WireTestCase")
                + "  Noted, not failed: the format may evolve (@WireFormat(EVOLVING), the default); @WireFormat(FROZEN) fails on it."
                + " Record the golden bytes anew (-Dserguard.mode=record) to accept it."));
        // Where a build shows it: report entries reach no Surefire report, the run's report does.
        assertThat(reports.resolve("results.txt")).content().contains(formatChange("WireTestCase"));
    }

    @Test
    void formatChanged_oldBytesStillRead_failsWhenFrozen() {
        run(FrozenTestCase.class, "record");
        format = 3;

        EngineExecutionResults results = run(FrozenTestCase.class, "check");

        assertThat(failures(results)).containsExactly(formatChange("FrozenTestCase")
                + "  The format is frozen (@WireFormat(FROZEN)): readers not upgraded with this change may not read the new bytes;"
                + " if the change is intended, record the golden bytes anew (-Dserguard.mode=record).");
    }

    @Test
    void check_oneCodecNotRecorded_passesWithANoteForThatInvocation() throws Exception {
        run(WireTestCase.class, "record");
        Files.delete(bin("WireTestCase"));

        EngineExecutionResults results = run(WireTestCase.class, "check");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results)).contains(Map.of("serguard.golden", "No golden bytes for wire · SMALL (Point) at " + bin("WireTestCase")
                + ": record them with -Dserguard.mode=record."));
    }

    private String formatChange(String testCase) {
        return "Golden bytes (format) changed for wire · SMALL (Point): " + bin(testCase) + "\n"
                + "  first difference at byte 8 (0x8); recorded 8 bytes, today 9 bytes\n"
                + "  recorded @0x0000: 00 00 00 01 00 00 00 07 [end]\n"
                + "  today    @0x0000: 00 00 00 01 00 00 00 07 [00]\n";
    }

    @Test
    void damagedGoldenFile_fails() throws Exception {
        run(WireTestCase.class, "record");
        byte[] bytes = Files.readAllBytes(bin("WireTestCase"));
        bytes[3] ^= 1;
        Files.write(bin("WireTestCase"), bytes);

        EngineExecutionResults results = run(WireTestCase.class, "check");

        assertThat(failures(results)).singleElement().asString().startsWith("Golden bytes unreadable for wire · SMALL (Point): " + bin("WireTestCase")
                + "\n  it does not match its summary (8 bytes, sha-256 ").endsWith("; recorded 8 bytes, sha-256 " + sha256(flip(bytes))
                + "): it was changed or damaged after recording; restore it from version control, or record it anew");
    }

    private static byte[] flip(byte[] bytes) {
        byte[] original = bytes.clone();
        original[3] ^= 1;
        return original;
    }

    private static String sha256(byte[] bytes) throws Exception {
        return java.util.HexFormat.of().formatHex(java.security.MessageDigest.getInstance("SHA-256").digest(bytes));
    }

    /** The summary path, as the engine names it. */
    private static final class GoldenFilesPath {
        static Path summary(Path bin) {
            return dev.serguard.check.golden.GoldenFiles.summary(bin);
        }
    }
}
