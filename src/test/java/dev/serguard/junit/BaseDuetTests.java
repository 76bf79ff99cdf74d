package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.internal.Settings;
import dev.serguard.junit.own.OwnCodec;
import dev.serguard.measure.CostedProbes;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junitpioneer.jupiter.ClearSystemProperty;
import org.junitpioneer.jupiter.SetSystemProperty;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The pair with the base of a change, through the JUnit engine: the team's own code as the head
 * has it (test classes) and as the base had it (compiled here from source into a classes folder
 * given as {@code serguard.against}), each in a world of its own, on the costed probes.
 */
@ClearSystemProperty(key = "serguard.test.own.slowdown")
@ClearSystemProperty(key = "serguard.test.own.label")
class BaseDuetTests {

    @TempDir
    Path reports;

    @TempDir
    Path base;

    /** A point through the team's own codec, {@link OwnCodec}. */
    static class OwnTestCase {

        record Spot(int x, int y) {
        }

        static Spot payload(Size size, Random random) {
            // The head's test code may call what the base lacks.
            int extra = Boolean.getBoolean("serguard.test.own.label") ? OwnCodec.label().length() : 0;
            return new Spot(size.ordinal() + extra, random.nextInt(1000));
        }

        static Stream<Codec<Spot>> codecs() {
            return Stream.of(Codec.of("own", Spot.class, spot -> OwnCodec.write(spot.x(), spot.y()), bytes -> {
                int[] read = OwnCodec.read(bytes);
                return new Spot(read[0], read[1]);
            }));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void spots() {
        }
    }

    // The base's OwnCodec: the same work as the head's, without its slowdown or label().
    private static final String BASE_SOURCE = """
            package dev.serguard.junit.own;

            import dev.serguard.measure.CostedProbes;
            import java.nio.ByteBuffer;

            public final class OwnCodec {
                private OwnCodec() {
                }

                public static byte[] write(int x, int y) {
                    cost();
                    return ByteBuffer.allocate(8).putInt(x).putInt(y).array();
                }

                public static int[] read(byte[] bytes) {
                    cost();
                    ByteBuffer buffer = ByteBuffer.wrap(bytes);
                    return new int[] {buffer.getInt(), buffer.getInt()};
                }

                private static void cost() {
                    CostedProbes.spend(1_000);
                    CostedProbes.allocate(48);
                }
            }
            """;

    @BeforeEach
    void compileTheBase() throws Exception {
        Path source = Files.createDirectories(base.resolve("src/dev/serguard/junit/own")).resolve("OwnCodec.java");
        Files.writeString(source, BASE_SOURCE, StandardCharsets.UTF_8);
        Files.createDirectories(base.resolve("classes"));
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        int status = javac.run(null, null, errors, "--release", "17", "-classpath", System.getProperty("java.class.path"), "-d",
                base.resolve("classes").toString(), source.toString());
        assertThat(status).as(errors.toString(StandardCharsets.UTF_8)).isZero();
    }

    private EngineExecutionResults run(String against, String... more) {
        Map<String, String> parameters = new HashMap<>(EngineRuns.COSTED);
        parameters.put("serguard.mode", "quick");
        parameters.put(Settings.AGAINST.key(), against);
        parameters.put(Settings.DUET_SHARED.key(), CostedProbes.class.getName());
        parameters.put(Settings.CONFIRM_FORK.key(), "false");
        parameters.put("serguard.baseline.dir", base.resolve("baselines").toString());
        for (int i = 0; i < more.length; i += 2) {
            parameters.put(more[i], more[i + 1]);
        }
        return EngineRuns.run(reports, parameters, OwnTestCase.class);
    }



    @Test
    void anUnchangedHead_passes_andTheRunNotesSayWhatTheBaseReplaced() throws Exception {
        EngineExecutionResults results = run(base.resolve("classes").toString());

        assertThat(EngineRuns.failures(results)).isEmpty();
        assertThat(EngineRuns.entries(results, "serguard.duet")).singleElement().asString().startsWith("base → head: no regression\nsize  8 B → 8 B   +0.0 %\n"
                + "wire  the same bytes\nread  each reads the other's bytes back as the payload\nserialize  1 000 ns/op → 1 000 ns/op   ×1.000"
                + " (1.000 to 1.000)");
        String text = Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8);
        assertThat(text).contains("Compared with base (" + testClasses() + " → " + base.resolve("classes") + ") in the same JVM");
        assertThat(text).contains("Upgrade duet base → head");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.own.slowdown", value = "130")
    void aHeadWhoseOwnCode1_3TimesAsSlow_allocatingNoMore_failsOnTime_namingBaseAndHead() {
        assertThat(EngineRuns.failures(run(base.resolve("classes").toString()))).singleElement().asString()
                .startsWith("Upgrade regression for own · SMALL (Spot): base → head: 2 regressions; failed in 2 of 2 pairs of worlds, each"
                        + " compiled anew\n  head serializes 1.30 times as slow as base (×1.300, at 99.9 % between 1.300 and 1.300; again"
                        + " ×1.300), where 1.05 is allowed\n  head deserializes 1.30 times as slow as base (×1.300, at 99.9 % between 1.300"
                        + " and 1.300; again ×1.300), where 1.05 is allowed\n")
                .contains("serialize allocation  48 B/op → 48 B/op")
                .endsWith(" -Dserguard.codecs=own -Dserguard.sizes=SMALL -Dserguard.against=" + base.resolve("classes"));
    }

    @Test
    @SetSystemProperty(key = "serguard.test.own.label", value = "true")
    void headTestCodeThatCallsWhatTheBaseLacks_isNotCompared_namingTheMember_andFailsNothing() throws Exception {
        EngineExecutionResults results = run(base.resolve("classes").toString());

        assertThat(EngineRuns.failures(results)).isEmpty();
        String why = "base → head: not compared: the test code does not link with the classes of base: java.lang.NoSuchMethodError:"
                + " 'java.lang.String dev.serguard.junit.own.OwnCodec.label()'";
        assertThat(EngineRuns.entries(results, "serguard.duet")).containsExactly(why);
        assertThat(Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8)).contains("upgrade duet " + why);
    }

    @Test
    void aBaseThatIsNotThere_failsTheTest_namingTheSettingAndTheFix() {
        Path missing = base.resolve("nothing/target/classes");
        assertThat(run(missing.toString()).allEvents().failed().stream().map(e -> e.getPayload(TestExecutionResult.class).orElseThrow()
                .getThrowable().map(Throwable::getMessage).orElse("?"))).singleElement().asString().isEqualTo("serguard.against = \"" + missing + "\" names "
                + missing + ", which does not exist (from " + Path.of("").toAbsolutePath().getFileName() + "): build the base first (mvn -f"
                + " <base checkout> package -DskipTests) and give its jar or its target/classes, relative to this module's folder.");
    }

    private static Path testClasses() throws Exception {
        return Path.of(OwnTestCase.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    }

    @Test
    void withABaselineRecorded_thePairJudgesTheTimes_andTheBaselineShowsItsOwn_unlessAskedToJudgeBoth() throws Exception {
        Map<String, String> record = new HashMap<>(EngineRuns.COSTED);
        record.put("serguard.mode", "record");
        record.put("serguard.baseline.dir", base.resolve("baselines").toString());
        EngineRuns.run(reports, record, OwnTestCase.class).testEvents().assertStatistics(stats -> stats.succeeded(1));
        System.setProperty("serguard.test.own.slowdown", "130");

        List<String> pairAlone = EngineRuns.failures(run(base.resolve("classes").toString()));
        assertThat(pairAlone).singleElement().asString().startsWith("Upgrade regression for own · SMALL (Spot): base → head:")
                .doesNotContain("Baseline regression");
        assertThat(Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8)).contains("own · SMALL (Spot) in OwnTestCase.spots:"
                + " times judged by the pair with base (serguard.against); the baseline's times shown, not judged: serialize +30.0 %,"
                + " deserialize +30.0 %");

        List<String> both = EngineRuns.failures(run(base.resolve("classes").toString(), Settings.AGAINST_BASELINE_TIMES.key(), "true"));
        assertThat(both).singleElement().asString().contains("Baseline regression for own · SMALL (Spot)")
                .contains("Upgrade regression for own · SMALL (Spot): base → head:");
    }
}
