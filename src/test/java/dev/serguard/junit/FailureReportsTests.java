package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.internal.Json;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junitpioneer.jupiter.DefaultLocale;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A build that fails says why in every report: for each kind of check, a test class that fails
 * it, through the engine, and the failed check with one and the same one-line reason in
 * results.txt, results.json, report.html and summary.md. Every failing class reports into one
 * folder, {@code target/failure-reports}, whose report.html the CI's browser check then opens
 * (src/test/browser/check-report.sh), with the lines it must show.
 */
@DefaultLocale("de-DE")
class FailureReportsTests {

    private static final Path REPORTS = Path.of("target", "failure-reports");
    private static final Map<String, String> CHECK_MODE = Map.of("serguard.mode", "check");
    private static final List<String> EXPECTED = new ArrayList<>();

    // What the fixtures below read: where the golden bytes and baselines go, and what their codec writes.
    private static int padding;
    private static boolean swapped;

    @BeforeAll
    static void freshFolder() throws IOException {
        if (Files.isDirectory(REPORTS)) {
            try (Stream<Path> files = Files.walk(REPORTS)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
            }
        }
        Files.createDirectories(REPORTS);
    }

    /** The lines report.html must show, for the browser check. */
    @AfterAll
    static void expectedLines() throws IOException {
        Files.write(REPORTS.resolve("expected-failures.txt"), EXPECTED, StandardCharsets.UTF_8);
    }

    /** Writes x and y, with {@code padding} zero bytes after them; y first where {@code swapped}. */
    static final Codec<Point> TUNED = Codec.of("tuned", Point.class,
            point -> {
                byte[] bytes = Fixtures.write(swapped ? new Point(point.y(), point.x()) : point);
                return java.util.Arrays.copyOf(bytes, bytes.length + padding);
            },
            bytes -> {
                Point read = Fixtures.read(java.util.Arrays.copyOf(bytes, 8));
                return swapped ? new Point(read.y(), read.x()) : read;
            });

    abstract static class TunedTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(TUNED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    static class BaselineTestCase extends TunedTestCase {
    }

    static class GoldenTestCase extends TunedTestCase {
    }

    static class ChildEndsTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Codec.of("exits", Point.class, Fixtures::write, bytes -> {
                System.exit(3);
                return null;
            }));
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @Forked
        void points() {
        }
    }

    static class VaryingTestCase {

        private static int calls;

        static Stream<Codec<Point>> codecs() {
            // A counter after x and y: other bytes from call to call, which the reports note.
            return Stream.of(Codec.of("counting", Point.class, point -> java.nio.ByteBuffer.allocate(12).put(Fixtures.write(point))
                    .putInt(calls++).array(), bytes -> Fixtures.read(java.util.Arrays.copyOf(bytes, 8))));
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @org.junit.jupiter.api.Test
    void anInvocationsNote_isInEveryReport_withItsTest() throws Exception {
        run(CHECK_MODE, VaryingTestCase.class).testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));

        String note = "counting · SMALL (Point) in VaryingTestCase.points: counting writes other bytes from call to call";
        assertThat(Files.readString(REPORTS.resolve("results.txt"), StandardCharsets.UTF_8)).contains(note);
        assertThat(Files.readString(REPORTS.resolve("report.html"), StandardCharsets.UTF_8)).contains(note);
        assertThat(Files.readString(REPORTS.resolve("summary.md"), StandardCharsets.UTF_8)).contains("- " + note);
        assertThat(Files.readString(REPORTS.resolve("results.json"), StandardCharsets.UTF_8))
                .containsPattern("\"notes\" : \\[\\s+\"counting writes other bytes from call to call");
    }

    /** Runs the class that fails {@code kind}. */
    private static void failing(CheckOutcome.Kind kind) {
        padding = 0;
        swapped = false;
        Map<String, String> asked = new HashMap<>();
        Class<?> testCase = switch (kind) {
            case ROUND_TRIP -> with(CHECK_MODE, asked, SerializationTestExtensionTests.LossyTestCase.class);
            case SIZE_BUDGET -> with(CHECK_MODE, asked, BudgetAnnotationsTests.SizeTestCase.class);
            case SPEED_BUDGET, FASTER_THAN -> with(EngineRuns.COSTED, asked, BudgetAnnotationsTests.SpeedTestCase.class);
            case ALLOCATION_BUDGET -> with(EngineRuns.COSTED, asked, BudgetAnnotationsTests.AllocationTestCase.class);
            case SMALLER_THAN -> with(CHECK_MODE, asked, BudgetAnnotationsTests.SmallerTestCase.class);
            case ROBUSTNESS -> with(CHECK_MODE, asked, RobustnessCheckTests.FragileTestCase.class);
            case UNTRUSTED_TYPES -> with(CHECK_MODE, asked, UntrustedTypesCheckTests.JacksonTestCase.class);
            case THREAD_SAFETY -> with(CHECK_MODE, asked, ThreadSafetyCheckTests.SharedFieldTestCase.class);
            case FORKED_CHILD -> with(CHECK_MODE, asked, ChildEndsTestCase.class);
            case BASELINE -> {
                asked.putAll(CHECK_MODE);
                asked.put("serguard.baseline.dir", REPORTS.resolve("baselines").toString());
                run(Map.of("serguard.mode", "record", "serguard.baseline.dir", asked.get("serguard.baseline.dir")), BaselineTestCase.class);
                padding = 4;
                yield BaselineTestCase.class;
            }
            case GOLDEN_BYTES -> {
                asked.putAll(CHECK_MODE);
                asked.put("serguard.golden.dir", REPORTS.resolve("golden").toString());
                asked.put("serguard.baseline.dir", REPORTS.resolve("no-baselines").toString());
                Map<String, String> record = new HashMap<>(asked);
                record.put("serguard.mode", "record");
                record.put("serguard.baseline.dir", REPORTS.resolve("golden-baselines").toString());
                run(record, GoldenTestCase.class);
                swapped = true;
                yield GoldenTestCase.class;
            }
            case UPGRADE_DUET -> {
                asked.putAll(CHECK_MODE);
                asked.putAll(UpgradeDuetTests.AGAINST_ITSELF);
                System.setProperty("serguard.test.duet.grow", "4");
                yield UpgradeDuetTests.DuetTestCase.class;
            }
            case RECORDING -> throw new IllegalArgumentException("shown by BaselineTests and FreshJvmTests");
        };
        EngineExecutionResults results;
        try {
            results = run(asked, testCase);
        } finally {
            System.clearProperty("serguard.test.duet.grow");
        }
        assertThat(results.testEvents().failed().count()).as("failed invocations of " + testCase.getSimpleName()).isPositive();
        // A failure's stack is the test method alone, which IDEs link to: not some 40 frames of JUnit, serguard and java.util.stream.
        String file = testCase.getEnclosingClass().getSimpleName() + ".java";
        results.testEvents().failed().stream().map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow())
                .forEach(thrown -> assertThat(thrown.getStackTrace()).as("the stack of " + thrown.getMessage().lines().findFirst().orElse(""))
                        .extracting(StackTraceElement::getClassName, StackTraceElement::getFileName)
                        .containsExactly(org.assertj.core.groups.Tuple.tuple(testCase.getName(), file)));
    }

    private static Class<?> with(Map<String, String> parameters, Map<String, String> asked, Class<?> testCase) {
        asked.putAll(parameters);
        return testCase;
    }

    private static EngineExecutionResults run(Map<String, String> parameters, Class<?> testCase) {
        return EngineRuns.run(REPORTS, parameters, testCase);
    }

    @ParameterizedTest
    @EnumSource(value = CheckOutcome.Kind.class, names = "RECORDING", mode = EnumSource.Mode.EXCLUDE)
    void aFailedCheck_isInEveryReport_withTheSameOneLineReason(CheckOutcome.Kind kind) throws Exception {
        failing(kind);

        List<Map<?, ?>> failed = failedInJson().stream().filter(f -> kind.label().equals(f.get("check"))).toList();
        assertThat(failed).as("results.json's failed checks of kind " + kind.label()).isNotEmpty();
        String text = Files.readString(REPORTS.resolve("results.txt"), StandardCharsets.UTF_8);
        String html = Files.readString(REPORTS.resolve("report.html"), StandardCharsets.UTF_8);
        String summary = Files.readString(REPORTS.resolve("summary.md"), StandardCharsets.UTF_8);
        for (Map<?, ?> check : failed) {
            String line = (String) check.get("line");
            assertThat(line).as("a reason on one line").isNotBlank().doesNotContain("\n");
            String reason = check.get("test") + ": " + kind.label() + ": " + line;
            assertThat(text).as("results.txt").contains(" in " + reason);
            assertThat(html).as("report.html").contains(" in " + escape(reason));
            assertThat(summary).as("summary.md").contains("| " + kind.label() + " | " + line.replace("|", "\\|"));
            EXPECTED.add(" in " + reason);
        }
    }

    @SuppressWarnings("unchecked")
    private static List<Map<?, ?>> failedInJson() throws IOException {
        List<Map<?, ?>> failed = new ArrayList<>();
        for (Object entry : (List<Object>) Json.parse(Files.readString(REPORTS.resolve("results.json"), StandardCharsets.UTF_8))) {
            Object checks = ((Map<?, ?>) entry).get("failed");
            if (checks instanceof List<?> list) {
                list.forEach(check -> failed.add((Map<?, ?>) check));
            }
        }
        return failed;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
