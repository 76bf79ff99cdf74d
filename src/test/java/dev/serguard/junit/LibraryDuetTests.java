package dev.serguard.junit;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.esotericsoftware.minlog.Log;
import dev.serguard.codec.Codec;
import dev.serguard.duet.Resolution;
import dev.serguard.duet.World;
import dev.serguard.internal.Settings;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A library compared through the JUnit engine, from a local repository made here: Kryo "5.5.0"
 * (this run's Kryo jar, or a Kryo whose classes cannot start) asking for minlog 1.3.0 where the
 * run has 1.3.1. Check mode: what each world runs with and what is compared, not times.
 */
class LibraryDuetTests {

    @TempDir
    Path reports;

    @TempDir
    Path repository;

    record Spot(int x, int y) {
    }

    /** A point through Kryo's output and input. */
    static class KryoTestCase {

        static Spot payload(Size size, Random random) {
            return new Spot(size.ordinal(), random.nextInt(1000));
        }

        static Stream<Codec<Spot>> codecs() {
            return Stream.of(Codec.of("kryo-io", Spot.class, spot -> {
                try (Output output = new Output(16)) {
                    output.writeInt(spot.x());
                    output.writeInt(spot.y());
                    return output.toBytes();
                }
            }, bytes -> {
                try (Input input = new Input(bytes)) {
                    return new Spot(input.readInt(), input.readInt());
                }
            }));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void spots() {
        }
    }

    /** A point through the JDK alone. */
    static class PlainTestCase {

        static Spot payload(Size size, Random random) {
            return new Spot(size.ordinal(), random.nextInt(1000));
        }

        static Stream<Codec<Spot>> codecs() {
            return Stream.of(Codec.of("plain", Spot.class, spot -> ByteBuffer.allocate(8).putInt(spot.x()).putInt(spot.y()).array(), bytes -> {
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                return new Spot(buffer.getInt(), buffer.getInt());
            }));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void spots() {
        }
    }

    // Not of the test cases' class: what they load in a world is theirs alone.
    private final String runMinlog = Resolution.version(World.source(Log.class).orElseThrow());
    private final String runKryo = Resolution.version(World.source(Kryo.class).orElseThrow());

    // Kryo "5.5.0" in the repository made here: kryoJar, asking for minlog 1.3.0; and both minlogs, the run's jar each.
    private void install(Path kryoJar) throws Exception {
        install("kryo", "5.5.0", kryoJar, "<dependencies><dependency><groupId>com.esotericsoftware</groupId><artifactId>minlog</artifactId>"
                + "<version>1.3.0</version></dependency></dependencies>");
        for (String version : List.of("1.3.0", runMinlog)) {
            install("minlog", version, World.source(Log.class).orElseThrow(), "");
        }
    }

    private void install(String artifact, String version, Path jar, String dependencies) throws Exception {
        Path folder = Files.createDirectories(repository.resolve("com/esotericsoftware/" + artifact + "/" + version));
        Files.copy(jar, folder.resolve(artifact + "-" + version + ".jar"));
        Files.writeString(folder.resolve(artifact + "-" + version + ".pom"), "<project><modelVersion>4.0.0</modelVersion><groupId>com.esotericsoftware"
                + "</groupId><artifactId>" + artifact + "</artifactId><version>" + version + "</version>" + dependencies + "</project>",
                StandardCharsets.UTF_8);
    }

    private EngineExecutionResults run(String against, Class<?>... testCases) {
        Map<String, String> parameters = new HashMap<>();
        parameters.put("serguard.mode", "check");
        parameters.put(Settings.AGAINST.key(), against);
        parameters.put(Settings.AGAINST_OFFLINE.key(), "true");
        parameters.put(Resolution.LOCAL_REPOSITORY, repository.toString());
        parameters.put(Settings.CONFIRM_FORK.key(), "false");
        return EngineRuns.run(reports, parameters, testCases);
    }



    private String results() throws Exception {
        return Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8);
    }

    @Test
    void aCodecThatRunsWithoutTheJarsThatDiffer_isNotCompared_andOneThatUsesThem_is() throws Exception {
        install(World.source(Kryo.class).orElseThrow());

        EngineExecutionResults results = run("com.esotericsoftware:kryo:5.5.0", KryoTestCase.class, PlainTestCase.class);

        assertThat(EngineRuns.failures(results)).isEmpty();
        String versions = "kryo 5.5.0 → kryo " + runKryo;
        assertThat(EngineRuns.entries(results, "serguard.duet")).containsExactlyInAnyOrder(versions + ": no regression\nsize  8 B → 8 B   +0.0 %\nwire  the same bytes\n"
                + "read  each reads the other's bytes back as the payload", versions + ": not compared: plain uses none of the jars that"
                + " differ: it runs without kryo-" + runKryo);
    }

    @Test
    void theRunsVersionsHold_whereTheComparedLibraryAsksForOthers_andEachWorldsJarsAreListed() throws Exception {
        install(World.source(Kryo.class).orElseThrow());

        assertThat(EngineRuns.failures(run("com.esotericsoftware:kryo:5.5.0", KryoTestCase.class))).isEmpty();

        assertThat(results()).contains("Compared with kryo 5.5.0 (kryo " + runKryo + " → 5.5.0) in the same JVM")
                .contains("Both worlds run this run's minlog " + runMinlog + ", where kryo 5.5.0 asks for 1.3.0: name it in serguard.against to"
                        + " compare it too")
                .containsPattern("The world of kryo 5\\.5\\.0 and this run's share \\d+ entries of the class path: .*minlog-" + runMinlog);
    }

    @Test
    void aVersionGivenWithTheComparison_isHonoured_theRunsOwnAsAPin_orAnotherAsCompared() throws Exception {
        install(World.source(Kryo.class).orElseThrow());

        EngineExecutionResults pinned = run("com.esotericsoftware:kryo:5.5.0,com.esotericsoftware:minlog:" + runMinlog, KryoTestCase.class);
        assertThat(EngineRuns.failures(pinned)).isEmpty();
        assertThat(EngineRuns.entries(pinned, "serguard.duet")).singleElement().asString().startsWith("kryo 5.5.0, minlog " + runMinlog + " → kryo " + runKryo
                + ", minlog " + runMinlog + ": no regression\n");
        assertThat(results()).doesNotContain("Both worlds run this run's minlog");

        EngineExecutionResults older = run("com.esotericsoftware:kryo:5.5.0,com.esotericsoftware:minlog:1.3.0", KryoTestCase.class);
        assertThat(EngineRuns.failures(older)).isEmpty();
        assertThat(results()).contains("Compared with kryo 5.5.0, minlog 1.3.0 (kryo " + runKryo + " → 5.5.0, minlog " + runMinlog
                + " → 1.3.0) in the same JVM");
    }

    // Kryo's input and output classes, each failing to start.
    private static final String BROKEN = """
            package com.esotericsoftware.kryo.io;

            public class %s implements AutoCloseable {
                static {
                    if (Boolean.TRUE) {
                        throw new IllegalStateException("this Kryo cannot start");
                    }
                }

                public %s(int size) {
                }

                public %s(byte[] bytes) {
                }

                public void writeInt(int value) {
                }

                public int readInt() {
                    return 0;
                }

                public byte[] toBytes() {
                    return new byte[0];
                }

                public void close() {
                }
            }
            """;

    @Test
    void anOldVersionThatCannotRunTheCodec_isNotCompared_sayingWhy_andFailsNothing() throws Exception {
        Path sources = Files.createDirectories(repository.resolve("broken-src/com/esotericsoftware/kryo/io"));
        Path classes = Files.createDirectories(repository.resolve("broken-classes"));
        for (String name : List.of("Input", "Output")) {
            Files.writeString(sources.resolve(name + ".java"), BROKEN.formatted(name, name, name), StandardCharsets.UTF_8);
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        ByteArrayOutputStream errors = new ByteArrayOutputStream();
        assertThat(javac.run(null, null, errors, "--release", "17", "-d", classes.toString(), sources.resolve("Input.java").toString(),
                sources.resolve("Output.java").toString())).as(errors.toString(StandardCharsets.UTF_8)).isZero();
        Path jar = repository.resolve("broken.jar");
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file)) {
            for (String name : List.of("Input", "Output")) {
                out.putNextEntry(new ZipEntry("com/esotericsoftware/kryo/io/" + name + ".class"));
                out.write(Files.readAllBytes(classes.resolve("com/esotericsoftware/kryo/io/" + name + ".class")));
                out.closeEntry();
            }
        }
        install(jar);

        EngineExecutionResults results = run("com.esotericsoftware:kryo:5.5.0", KryoTestCase.class);

        assertThat(EngineRuns.failures(results)).isEmpty();
        String why = "kryo 5.5.0 → kryo " + runKryo + ": not compared: the world of kryo 5.5.0 cannot run it: java.lang.IllegalStateException:"
                + " this Kryo cannot start";
        assertThat(EngineRuns.entries(results, "serguard.duet")).containsExactly(why);
        // In every report: results.txt, results.json, summary.md and report.html (their text escaped as each format wants).
        assertThat(results()).contains("upgrade duet " + why);
        for (String report : List.of("results.json", "summary.md", "report.html")) {
            assertThat(Files.readString(reports.resolve(report), StandardCharsets.UTF_8)).as(report)
                    .contains("not compared: the world of kryo 5.5.0 cannot run it: java.lang.IllegalStateException: this Kryo cannot start");
        }
    }
}
