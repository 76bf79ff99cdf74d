package dev.serguard.junit;

import com.fasterxml.jackson.databind.cfg.PackageVersion;
import dev.serguard.codec.Codec;
import dev.serguard.duet.World;
import dev.serguard.internal.Settings;
import dev.serguard.measure.CostedProbes;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junitpioneer.jupiter.ClearSystemProperty;
import org.junitpioneer.jupiter.SetSystemProperty;

import java.nio.ByteBuffer;
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
 * The upgrade duet through the engine: the codec of a test in a world of the version compared
 * with and in a world of the run's own, here both jackson-databind of this build (resolved offline
 * from the local repository), so that only what the codec does differently in the new world, on
 * {@link CostedProbes}, tells them apart.
 */
class UpgradeDuetTests {

    /**
     * The parameters of a duet against this build's own jackson-databind, resolved offline, on a
     * clock that both worlds' codecs spend on: the test run's {@link CostedProbes}.
     */
    static final Map<String, String> AGAINST_ITSELF = Map.of(Settings.AGAINST.key(), "com.fasterxml.jackson.core:jackson-databind:"
            + PackageVersion.VERSION, Settings.AGAINST_OFFLINE.key(), "true", Settings.DUET_SHARED.key(), CostedProbes.class.getName());

    @TempDir
    Path reports;

    /** A point, its codec costing 1 µs and 48 B per operation in the old world; in the new, as the system properties say. */
    static class DuetTestCase {

        record Spot(int x, int y) {
        }

        static Spot payload(Size size, Random random) {
            return new Spot(size.ordinal(), random.nextInt(1000));
        }

        static Stream<Codec<Spot>> codecs() {
            return Stream.of(Codec.of("spot", Spot.class, spot -> {
                cost();
                int extra = newWorld() ? Integer.getInteger("serguard.test.duet.grow", 0) : 0;
                return ByteBuffer.allocate(8 + extra).putInt(spot.x()).putInt(spot.y()).array();
            }, bytes -> {
                cost();
                ByteBuffer buffer = ByteBuffer.wrap(bytes);
                return new Spot(buffer.getInt(), buffer.getInt() + (newWorld() ? Integer.getInteger("serguard.test.duet.misread", 0) : 0));
            }));
        }

        // The world of the run's own version is the new one; the properties are read there alone.
        private static boolean newWorld() {
            String world = DuetTestCase.class.getClassLoader().getName();
            return world != null && world.endsWith("(this run's)");
        }

        // Which new world this is, counted across the JVM; slowed down in the first serguard.test.duet.slowWorlds of them only, and with
        // serguard.test.duet.slowHereOnly not in the fresh JVMs of the duet's vote.
        private static final boolean SLOWED = newWorld() && newWorldNumber() <= Integer.getInteger("serguard.test.duet.slowWorlds", 1_000)
                && !(Boolean.getBoolean("serguard.test.duet.slowHereOnly") && System.getProperty("sun.java.command", "").matches(".*\\.duet\\d\\..*"));

        private static int newWorldNumber() {
            int number = Integer.getInteger(WORLDS, 0) + 1;
            System.setProperty(WORLDS, Integer.toString(number));
            return number;
        }

        private static void cost() {
            long slowdown = SLOWED ? Long.getLong("serguard.test.duet.slowdown", 100) : 100;
            // Every other batch of the new world's as slow as serguard.test.duet.noisy says, as rounds that a neighbour interrupts.
            long noisy = Long.getLong("serguard.test.duet.noisy", 0);
            long batch = noisy > 0 ? CostedProbes.batch(DuetTestCase.class.getClassLoader().getName()) : 0;
            if (noisy > 0 && newWorld() && batch % 2 == 0) {
                slowdown = noisy;
            }
            CostedProbes.spend(1_000 * slowdown / 100);
            CostedProbes.allocate(newWorld() ? Long.getLong("serguard.test.duet.bytes", 48) : 48);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void spots() {
        }
    }

    /**
     * A payload kept in a cache that every world reaches (the JVM's system properties), as a static
     * cache that leaked between them would be: the test run puts its own Spot there first.
     */
    static class LeakingTestCase {

        record Spot(int x) {
        }

        static Record payload(Size size, Random random) {
            return (Record) System.getProperties().computeIfAbsent(CACHE, key -> new Spot(3));
        }

        static Stream<Codec<Record>> codecs() {
            return Stream.of(Codec.of("spot", Record.class, spot -> spot.toString().getBytes(StandardCharsets.UTF_8),
                    bytes -> new Spot(Integer.parseInt(new String(bytes, StandardCharsets.UTF_8).replaceAll("\\D", "")))));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void spots() {
        }
    }

    private static final String CACHE = "serguard.test.duet.cache";
    private static final String WORLDS = "serguard.test.duet.worlds";

    // A duet's test case, its failures decided in this JVM alone (no fresh JVM's vote) unless freshJvms.
    private EngineExecutionResults run(Class<?> testCase, String mode, boolean freshJvms) {
        Map<String, String> parameters = new HashMap<>(EngineRuns.COSTED);
        parameters.put("serguard.mode", mode);
        parameters.putAll(AGAINST_ITSELF);
        parameters.put(Settings.CONFIRM_FORK.key(), Boolean.toString(freshJvms));
        return EngineRuns.run(reports, parameters, testCase);
    }

    private EngineExecutionResults run(Class<?> testCase, String mode) {
        return run(testCase, mode, false);
    }



    private static String version() {
        return "jackson-databind " + PackageVersion.VERSION;
    }

    @Test
    void theSameVersionAgainstItself_passes_withEveryFigureEqual_inEveryReport() throws Exception {
        EngineExecutionResults results = run(DuetTestCase.class, "quick");

        assertThat(EngineRuns.failures(results)).isEmpty();
        assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
        assertThat(EngineRuns.entries(results, "serguard.duet")).singleElement().satisfies(entry -> assertThat(entry.split("\n")).containsExactly(
                version() + " → " + version() + " (this run's): no regression",
                "size  8 B → 8 B   +0.0 %",
                "wire  the same bytes",
                "read  each reads the other's bytes back as the payload",
                "serialize  1 000 ns/op → 1 000 ns/op   ×1.000 (1.000 to 1.000)",
                "serialize allocation  48 B/op → 48 B/op",
                "deserialize  1 000 ns/op → 1 000 ns/op   ×1.000 (1.000 to 1.000)",
                "deserialize allocation  48 B/op → 48 B/op"));
        String versions = version() + " → " + version() + " (this run's)";
        assertThat(Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8)).contains("Upgrade duet " + versions
                + " (times: medians, and the ratio new ÷ old with its 99.9 % interval)\n"
                + "  invocation           test                    ser ns/op            ser new ÷ old    deser ns/op          deser new ÷ old"
                + "  ser B/op  deser B/op  size B  wire  verdict\n"
                + "  spot · SMALL (Spot)  DuetTestCase.spots  1 000 → 1 000  ×1.000 (1.000 to 1.000)  1 000 → 1 000  ×1.000 (1.000 to 1.000)"
                + "   48 → 48     48 → 48   8 → 8  same  ok\n");
        assertThat(Files.readString(reports.resolve("report.html"), StandardCharsets.UTF_8)).contains("<h2>Upgrade duet " + versions + "</h2>")
                .contains("<tr><td>spot · SMALL (Spot)</td><td>DuetTestCase.spots</td><td>1 000 → 1 000</td><td>×1.000 (1.000 to 1.000)</td>");
        assertThat(Files.readString(reports.resolve("summary.md"), StandardCharsets.UTF_8)).contains("## Upgrade duet " + versions + "\n")
                .contains("| spot · SMALL (Spot) | DuetTestCase.spots | 1 000 → 1 000 | ×1.000 (1.000 to 1.000) | 1 000 → 1 000 |"
                        + " ×1.000 (1.000 to 1.000) | 48 → 48 | 48 → 48 | 8 → 8 | same | ok |");
        assertThat(Files.readString(reports.resolve("results.json"), StandardCharsets.UTF_8).replaceAll("\\s+", " "))
                .contains("\"upgrade\" : { \"old\" : \"" + version() + "\", \"new\" : \"" + version() + " (this run's)\", \"oldSize\" : 8,"
                        + " \"newSize\" : 8, \"wireOffset\" : -1, \"readsAcross\" : true, \"operations\" : [ { \"operation\" : \"serialize\","
                        + " \"oldNanosPerOp\" : 1000.0, \"newNanosPerOp\" : 1000.0, \"ratio\" : 1.0");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "150")
    @ClearSystemProperty(key = WORLDS)
    void aNewVersion1_5TimesAsSlow_fails_namingBothVersions_inTwoPairsOfWorlds() {
        List<String> failures = EngineRuns.failures(run(DuetTestCase.class, "quick"));

        assertThat(failures).singleElement().asString()
                .startsWith("Upgrade regression for spot · SMALL (Spot): " + version() + " → " + version() + " (this run's): 2 regressions;"
                        + " failed in 2 of 2 pairs of worlds, each compiled anew")
                .contains(version() + " (this run's) serializes 1.50 times as slow as " + version()
                        + " (×1.500, at 99.9 % between 1.500 and 1.500; again ×1.500), where 1.05 is allowed")
                .contains(version() + " (this run's) deserializes 1.50 times as slow as " + version());
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "150")
    @ClearSystemProperty(key = WORLDS)
    void aSlowdownThatStoodInThisJvm_isPutToFreshJvms_andStandsWhereOneFailsItToo() {
        assertThat(EngineRuns.failures(run(DuetTestCase.class, "quick", true))).singleElement().asString()
                .startsWith("Upgrade regression for spot · SMALL (Spot): " + version() + " → " + version() + " (this run's): 2 regressions;"
                        + " failed in 2 of 2 pairs of worlds, each compiled anew; failed in 1 of 1 fresh JVM\n");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "150")
    @SetSystemProperty(key = "serguard.test.duet.slowHereOnly", value = "true")
    @ClearSystemProperty(key = WORLDS)
    void aSlowdownOfThisJvmAlone_passes_asTwoFreshJvmsPassIt() {
        EngineExecutionResults results = run(DuetTestCase.class, "quick", true);

        assertThat(EngineRuns.failures(results)).isEmpty();
        assertThat(EngineRuns.entries(results, "serguard.duet")).singleElement().asString().startsWith(version() + " → " + version() + " (this run's): no regression;"
                + " failed in 2 of 2 pairs of worlds, each compiled anew; passed in 2 fresh JVMs\n");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "150")
    @SetSystemProperty(key = "serguard.test.duet.slowWorlds", value = "1")
    @ClearSystemProperty(key = WORLDS)
    void aSlowdownOfOnePairOfWorldsAlone_passes_asTwoPairsCompiledAnewPassIt() {
        EngineExecutionResults results = run(DuetTestCase.class, "quick");

        assertThat(EngineRuns.failures(results)).isEmpty();
        assertThat(EngineRuns.entries(results, "serguard.duet")).singleElement().asString().startsWith(version() + " → " + version() + " (this run's): no regression;"
                + " failed in 1 of 3 pairs of worlds, each compiled anew\nsize  8 B → 8 B")
                .contains("serialize  1 000 ns/op → 1 000 ns/op   ×1.000");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "104")
    void aNewVersionSlowerWithinTheFactor_passes() {
        EngineExecutionResults results = run(DuetTestCase.class, "quick");

        assertThat(EngineRuns.failures(results)).isEmpty();
        assertThat(EngineRuns.entries(results, "serguard.duet")).singleElement().asString().contains("serialize  1 000 ns/op → 1 040 ns/op   ×1.040");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.noisy", value = "400")
    void aRatioTooWideToJudge_isWithheld_inEveryReport_neverOk_andFailsNothing() throws Exception {
        EngineExecutionResults results = run(DuetTestCase.class, "quick");

        assertThat(EngineRuns.failures(results)).isEmpty();
        assertThat(EngineRuns.entries(results, "serguard.duet")).singleElement().asString()
                .startsWith(version() + " → " + version() + " (this run's): no regression in what was judged, 2 times not judged\n")
                .contains("serialize  1 000 ns/op → ", ", not judged: too noisy to judge: ×1.00 to ×4.00\n")
                .contains("deserialize  1 000 ns/op → ", ", not judged: too noisy to judge: ×1.00 to ×4.00\ndeserialize allocation");
        String text = Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8);
        assertThat(text).contains("too noisy to judge: ×1.00 to ×4.00").contains("time not judged").doesNotContainPattern("spot · SMALL.*  ok\\n");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "110")
    @SetSystemProperty(key = "serguard.test.duet.noisy", value = "140")
    @ClearSystemProperty(key = WORLDS)
    void aRatioWithinTheSpreadToJudge_isJudged_andFailsOverTheFactor() {
        assertThat(EngineRuns.failures(run(DuetTestCase.class, "quick"))).singleElement().asString()
                .startsWith("Upgrade regression for spot · SMALL (Spot): " + version() + " → " + version() + " (this run's): 2 regressions;")
                .contains(version() + " (this run's) serializes 1.").doesNotContain("too noisy");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.bytes", value = "480")
    @ClearSystemProperty(key = WORLDS)
    void aNewVersionThatAllocatesTenTimesAsMuch_fails() {
        assertThat(EngineRuns.failures(run(DuetTestCase.class, "quick"))).singleElement().asString()
                .contains(version() + " (this run's) allocates 480 B per serialize where " + version() + " allocated 48 B (+900.0 %)")
                .contains("allocates 480 B per deserialize");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.grow", value = "4")
    @SetSystemProperty(key = "serguard.test.duet.misread", value = "1")
    void aNewVersionThatWritesMoreAndReadsTheOldBytesWrong_failsInCheckModeToo_withTheWireDifference() throws Exception {
        String failure = EngineRuns.failures(run(DuetTestCase.class, "check")).get(0);

        assertThat(failure).contains(version() + " (this run's) writes 12 bytes where " + version() + " wrote 8 (+50.0 %)")
                .contains(version() + " (this run's) cannot read what " + version() + " wrote: ")
                .contains("size  8 B → 12 B   +50.0 %")
                .doesNotContain("ns/op");
        assertThat(failure.lines().filter(line -> line.contains("wire  "))).containsExactly("  wire  bytes differ from offset 8");
        assertThat(Files.readString(reports.resolve("summary.md"), StandardCharsets.UTF_8))
                .contains("| spot · SMALL (Spot) | DuetTestCase.spots | – | – | – | – | – | – | 8 → 12 | differ from 8, unread | regression |");
    }

    @Test
    void aPayloadSharedBetweenTheWorlds_isRefused_notMeasured() throws Exception {
        String failure;
        try {
            failure = EngineRuns.failures(run(LeakingTestCase.class, "check")).get(0);
        } finally {
            System.getProperties().remove(CACHE);     // not a String: System.clearProperty would refuse it
        }

        assertThat(Files.readString(reports.resolve("results.txt"), StandardCharsets.UTF_8)).as("the reason the duet built: its first line, untitled")
                .contains(failure.lines().findFirst().orElseThrow().replace(" for spot · SMALL (Record)", ""));
        assertThat(failure.lines().findFirst()).hasValue("Upgrade duet for spot · SMALL (Record) refused (" + version() + " → " + version()
                + " (this run's)): the two worlds are not apart, " + LeakingTestCase.Spot.class.getName() + " in the world of " + version()
                + " was loaded by the test run's class loader, not by that world; what one version does would change the other's"
                + " figures, so neither is measured");
    }

    // DuetTestCase in check mode against the version named.
    private EngineExecutionResults checkAgainst(String against) {
        Map<String, String> parameters = new HashMap<>(AGAINST_ITSELF);
        parameters.put("serguard.mode", "check");
        parameters.put(Settings.AGAINST.key(), against);
        return EngineRuns.run(reports, parameters, DuetTestCase.class);
    }

    @Test
    void malformedCoordinates_failWithTheSettingAndTheFix() {
        EngineExecutionResults results = checkAgainst("jackson-databind:2.17.2");

        assertThat(results.allEvents().failed().stream().map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable()
                .map(Throwable::getMessage).orElse("?"))).singleElement().asString()
                .isEqualTo("serguard.against = \"jackson-databind:2.17.2\" has \"jackson-databind:2.17.2\", which is not"
                        + " groupId:artifactId:version: name the library and the version to compare with, as"
                        + " com.fasterxml.jackson.core:jackson-databind:2.17.2, a bill of materials, as com.fasterxml.jackson:jackson-bom:2.17.2, or the path of a jar or classes folder built at the base, as ../base/target/classes.");
    }

    @Test
    void aVersionThatCannotBeHad_failsEachInvocation_namingItAndTheRepositoryTried() {
        assertThat(EngineRuns.failures(checkAgainst("com.fasterxml.jackson.core:jackson-databind:0.0.1-none"))).singleElement().asString()
                .startsWith("Upgrade duet for spot · SMALL (Spot) not run: com.fasterxml.jackson.core:jackson-databind:0.0.1-none cannot be had from"
                        + " the local repository ")
                .contains("(offline)");
    }

    @Test
    void aWorldThatLoadsTheTestFrameworkAgain_saysSo() {
        List<Path> classPath = dev.serguard.fork.ChildJvm.classPathWith(Test.class).stream().map(Path::of).toList();
        try (World apart = World.of("nothing shared", classPath, List.of()); World sharing = World.of("JUnit shared", classPath,
                UpgradeDuetCheck.SHARED)) {
            assertThat(apart.notShared(Test.class)).hasValueSatisfying(why -> assertThat(why).startsWith(
                    "org.junit.jupiter.api.Test was loaded a second time in the world of nothing shared (by the world of nothing shared)"));
            assertThat(sharing.notShared(Test.class)).isEmpty();
        }
    }

    // The pom's jackson.version, which the @ComparedWith below compare with: this build's own jackson-databind.
    private static final String BUILD_JACKSON = "2.22.4";

    /** The duet asked for on the class, as a team keeps it with its test, with a factor of its own. */
    @ComparedWith(artifact = "com.fasterxml.jackson.core:jackson-databind", version = BUILD_JACKSON, factor = 2.0)
    static class ComparedOnTheClassTestCase extends DuetTestCase {
    }

    @ComparedWith(artifact = "com.fasterxml.jackson.core:jackson-databind", version = BUILD_JACKSON)
    static class ComparedWithoutFactorTestCase extends DuetTestCase {
    }

    /** One library named on the class and on the method, at versions no repository has. */
    @ComparedWith(artifact = "com.fasterxml.jackson.core:jackson-databind", version = "0.0.1-none")
    static class ComparedOnTheMethodTestCase extends DuetTestCase {

        @Override
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ComparedWith(artifact = "com.fasterxml.jackson.core:jackson-databind", version = "0.0.2-none")
        void spots() {
        }
    }

    @ComparedWith(artifact = "jackson-databind", version = "2.17.2")
    static class NoGroupTestCase extends DuetTestCase {
    }

    @ComparedWith(artifact = "com.fasterxml.jackson.core:jackson-databind", version = BUILD_JACKSON, factor = 0.5)
    static class FactorUnderOneTestCase extends DuetTestCase {
    }

    // A duet's test case run with the parameters given, and without serguard.against unless they name it.
    private EngineExecutionResults runAnnotated(Class<?> testCase, String mode, Map<String, String> more) {
        Map<String, String> parameters = new HashMap<>(EngineRuns.COSTED);
        parameters.put("serguard.mode", mode);
        parameters.putAll(AGAINST_ITSELF);
        parameters.remove(Settings.AGAINST.key());
        parameters.put(Settings.CONFIRM_FORK.key(), "false");
        parameters.putAll(more);
        return EngineRuns.run(reports, parameters, testCase);
    }

    private static List<String> allFailures(EngineExecutionResults results) {
        return results.allEvents().failed().stream().map(e -> e.getPayload(TestExecutionResult.class).orElseThrow().getThrowable()
                .map(Throwable::getMessage).orElse("?")).toList();
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "150")
    @ClearSystemProperty(key = WORLDS)
    void comparedWithOnTheClass_runsTheDuet_withItsFactor() {
        assertThat(PackageVersion.VERSION.toString()).as("the pom's jackson.version, which BUILD_JACKSON must name").isEqualTo(BUILD_JACKSON);

        EngineExecutionResults results = runAnnotated(ComparedOnTheClassTestCase.class, "quick", Map.of());

        assertThat(EngineRuns.failures(results)).isEmpty();
        assertThat(EngineRuns.entries(results, "serguard.duet")).singleElement().asString().startsWith(version() + " → " + version() + " (this run's): no regression")
                .contains("serialize  1 000 ns/op → 1 500 ns/op   ×1.500");
    }

    @Test
    @SetSystemProperty(key = "serguard.test.duet.slowdown", value = "150")
    @ClearSystemProperty(key = WORLDS)
    void theComparedWithsFactor_holdsOverTheSetting_andTheSettingHoldsWhereItNamesNone() {
        assertThat(EngineRuns.failures(runAnnotated(ComparedOnTheClassTestCase.class, "quick", Map.of(Settings.AGAINST_FACTOR.key(), "1.10"))))
                .as("the annotation's factor, 2.0, over the setting's 1.10").isEmpty();
        assertThat(EngineRuns.failures(runAnnotated(ComparedWithoutFactorTestCase.class, "quick", Map.of(Settings.AGAINST_FACTOR.key(), "2.0"))))
                .as("the setting's factor, 2.0").isEmpty();
        assertThat(EngineRuns.failures(runAnnotated(ComparedWithoutFactorTestCase.class, "quick", Map.of()))).as("the default factor, 1.05")
                .singleElement().asString().contains("serializes 1.50 times as slow as " + version());
    }

    @Test
    void theMethodsComparedWith_holdsOverTheClasses_forOneLibrary() {
        assertThat(EngineRuns.failures(runAnnotated(ComparedOnTheMethodTestCase.class, "check", Map.of()))).singleElement().asString()
                .startsWith("Upgrade duet for spot · SMALL (Spot) not run: com.fasterxml.jackson.core:jackson-databind:0.0.2-none cannot be had");
    }

    @Test
    void theSetting_takesThePlaceOfEveryComparedWith_andNoneTurnsTheDuetOff() {
        EngineExecutionResults set = runAnnotated(ComparedOnTheMethodTestCase.class, "check", Map.of(Settings.AGAINST.key(),
                AGAINST_ITSELF.get(Settings.AGAINST.key())));
        assertThat(EngineRuns.failures(set)).isEmpty();
        assertThat(EngineRuns.entries(set, "serguard.duet")).singleElement().asString().startsWith(version() + " → " + version() + " (this run's): no regression");

        EngineExecutionResults none = runAnnotated(ComparedOnTheMethodTestCase.class, "check", Map.of(Settings.AGAINST.key(), "none"));
        assertThat(EngineRuns.failures(none)).isEmpty();
        assertThat(none.testEvents().succeeded().count()).isEqualTo(1);
        assertThat(EngineRuns.entries(none, "serguard.duet")).isEmpty();
    }

    @Test
    void aComparedWithWithoutItsGroup_orWithAFactorUnderOne_failsNamingTheAttributeAndTheFix() {
        assertThat(allFailures(runAnnotated(NoGroupTestCase.class, "check", Map.of()))).singleElement().asString()
                .isEqualTo("@ComparedWith on NoGroupTestCase.spots has artifact = \"jackson-databind\", which is not"
                        + " groupId:artifactId: name the library as com.fasterxml.jackson.core:jackson-databind, its version in version.");
        assertThat(allFailures(runAnnotated(FactorUnderOneTestCase.class, "check", Map.of()))).singleElement().asString()
                .isEqualTo("@ComparedWith on FactorUnderOneTestCase.spots has factor = 0.5, which is less than 1: give how"
                        + " many times as slow the new version may be, as 1.10, or leave it out for serguard.against.factor.");
    }

    @Test
    void aSettingWithoutTheGroup_orNamingNoLibrary_failsNamingTheSettingAndTheFix() {
        assertThat(allFailures(runAnnotated(ComparedOnTheMethodTestCase.class, "check", Map.of(Settings.AGAINST.key(),
                "jackson-databind:2.17.2")))).singleElement().asString().isEqualTo("serguard.against = \"jackson-databind:2.17.2\" has"
                + " \"jackson-databind:2.17.2\", which is not groupId:artifactId:version: name the library and the version to compare with,"
                + " as com.fasterxml.jackson.core:jackson-databind:2.17.2, a bill of materials, as com.fasterxml.jackson:jackson-bom:2.17.2, or the"
                + " path of a jar or classes folder built at the base, as ../base/target/classes.");
        assertThat(allFailures(runAnnotated(ComparedOnTheMethodTestCase.class, "check", Map.of(Settings.AGAINST.key(), " , "))))
                .singleElement().asString().isEqualTo("serguard.against = \",\" names nothing to compare with: name the library and the"
                        + " version to compare with, as com.fasterxml.jackson.core:jackson-databind:2.17.2, the path of a jar or classes folder"
                        + " built at the base, as ../base/target/classes, or leave it out.");
    }
}
