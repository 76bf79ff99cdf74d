package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class BaselineFileTests {

    @TempDir
    Path folder;

    private static BaselineEntry time(String codec, String payload, double nanos) {
        return new BaselineEntry("orders", codec, payload, Metric.SERIALIZE_TIME, nanos, nanos - 10, nanos + 12.5, OptionalDouble.of(0.2412),
                Optional.empty());
    }

    private static final BaselineKey JDK_17 = BaselineKey.of(17, "G1", BaselineKey.Mode.QUICK);
    private static final BaselineKey JDK_25 = BaselineKey.of(25, "G1", BaselineKey.Mode.QUICK);

    // In no particular order, as a run would produce them.
    private static final List<BaselineEntry> ENTRIES = List.of(
            BaselineEntry.exact("orders", "kryo", "LARGE", Metric.SIZE, 30_112),
            time("kryo", "SMALL", 1_234.56),
            BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SERIALIZE_ALLOCATION, 656.04),
            BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 312),
            BaselineEntry.exact("orders", "json", "SMALL", Metric.SIZE, 1_001),
            new BaselineEntry("extras", "json", "SMALL", Metric.DESERIALIZE_TIME, 800, 790, 810, OptionalDouble.of(0.2412),
                    Optional.of("a Java agent is attached (jacocoagent.jar)")));

    private static final Baseline BASELINE = Baseline.of("com.example.OrderTests", JDK_17, "serguard record mode (quick timing), JDK 17", ENTRIES);

    @Test
    void format_writesOneLinePerFigureInAStableOrder() {
        assertThat(BaselineFile.format(BASELINE)).isEqualTo("""
                {
                  "format" : "serguard baseline 2",
                  "testClass" : "com.example.OrderTests",
                  "recordings" : [
                    {
                      "jdk" : 17, "gc" : "G1", "mode" : "quick", "reference" : 2,
                      "recordedWith" : "serguard record mode (quick timing), JDK 17",
                      "entries" : [
                        {"test" : "extras", "codec" : "json", "payload" : "SMALL", "metric" : "deserializeTime", "value" : 800, "lower" : 790, "upper" : 810, "ratio" : 0.2412, "untrusted" : "a Java agent is attached (jacocoagent.jar)"},
                        {"test" : "orders", "codec" : "json", "payload" : "SMALL", "metric" : "size", "value" : 1001},
                        {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 312},
                        {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeTime", "value" : 1234.6, "lower" : 1224.6, "upper" : 1247.1, "ratio" : 0.2412},
                        {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeAllocation", "value" : 656},
                        {"test" : "orders", "codec" : "kryo", "payload" : "LARGE", "metric" : "size", "value" : 30112}
                      ]
                    }
                  ]
                }
                """);
    }

    @Test
    void anEntryLine_readsBackAsTheSameEntry() {
        BaselineEntry atSpeed = new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, 1_234.5, 1_224.5, 1_247, OptionalDouble.of(0.2412),
                Optional.of(new SpeedScaling(4_380.2, 0.31)), Optional.empty());
        for (BaselineEntry entry : List.of(time("kryo", "SMALL", 1_234.5), ENTRIES.get(5), ENTRIES.get(0), atSpeed)) {
            assertThat(BaselineFile.parseEntryLine(BaselineFile.entryLine(entry))).isEqualTo(entry);
        }
    }

    @Test
    void aFigureOfSeveralJvms_isTheirMedian_ratioToo_andSpansTheirRange() {
        BaselineEntry slow = new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, 3_000, 2_900, 3_100, OptionalDouble.of(0.3), Optional.empty());
        BaselineEntry fast = new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, 1_000, 990, 1_020, OptionalDouble.of(0.1), Optional.empty());
        BaselineEntry middle = new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, 1_100, 1_080, 1_130, OptionalDouble.of(0.12),
                Optional.of("a Java agent is attached (jacocoagent.jar)"));

        // The JVM whose figure was not to be trusted has no say in it: the figure is the other two's, and trusted.
        assertThat(BaselineEntry.across(List.of(slow, fast, middle))).isEqualTo(new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME,
                2_000, 990, 3_100, OptionalDouble.of(0.2), Optional.empty()));
        assertThat(BaselineEntry.across(List.of(slow, fast, middle, fast)).value()).isEqualTo(1_000);
        // Where no JVM's was, neither is the figure.
        assertThat(BaselineEntry.across(List.of(middle, middle)).untrusted()).hasValue("a Java agent is attached (jacocoagent.jar)");
        assertThat(BaselineEntry.across(List.of(slow))).isSameAs(slow);

        BaselineEntry allocation = new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_ALLOCATION, 600, 590, 610, OptionalDouble.empty(), Optional.empty());
        BaselineEntry more = new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_ALLOCATION, 900, 880, 950, OptionalDouble.empty(), Optional.empty());
        assertThat(BaselineEntry.across(List.of(allocation, more))).isEqualTo(new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_ALLOCATION,
                750, 590, 950, OptionalDouble.empty(), Optional.empty()));

        BaselineEntry size = BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 312);
        assertThat(BaselineEntry.across(List.of(size, BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 312)))).isSameAs(size);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> BaselineEntry.across(List.of(slow, allocation)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("another figure");
    }

    @Test
    void aTimeWhoseJvmsReadItApart_keepsHowWellItIsKnown_whichWidensItsThreshold_oneTheyAgreeOnDoesNot_oneFarApartIsNotTrusted() {
        List<BaselineEntry> apart = times(1.00, 0.95, 1.05, 0.96, 1.06);

        BaselineEntry known = BaselineEntry.across(apart);
        assertThat(known.untrusted()).isEmpty();
        assertThat(known.ratioError()).hasValue(0.0406);
        assertThat(known.widening()).isCloseTo(1.11, org.assertj.core.api.Assertions.within(0.01));
        // Written with it, and read back with it.
        String line = BaselineFile.entryLine(known);
        assertThat(line).endsWith(", \"ratioError\" : 0.0406}");
        assertThat(BaselineFile.parseEntryLine(line)).isEqualTo(known);

        List<BaselineEntry> together = apart.stream().map(e -> new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, e.value(), 0, 0,
                OptionalDouble.of(1 + (e.ratio().getAsDouble() - 1) / 4), e.speed(), Optional.empty())).toList();
        assertThat(BaselineEntry.across(together).untrusted()).isEmpty();
        assertThat(BaselineEntry.across(together).ratioError()).isEmpty();
        assertThat(BaselineEntry.across(together).widening()).isEqualTo(1);
        assertThat(BaselineFile.entryLine(BaselineEntry.across(together))).doesNotContain("ratioError");
        // They agree to ±1.0 %, but five JVMs know a ratio no better than five on an idle machine do.
        assertThat(SpeedScaling.ratioError(together.stream().map(e -> new SpeedScaling.Point(e.ratio().getAsDouble(), 1_000)).toList()))
                .isCloseTo(0.0103, org.assertj.core.api.Assertions.within(0.001));
        assertThat(BaselineEntry.ratioError(together)).hasValue(SpeedScaling.idleError(5));

        // Known to ±20.6 % only: past the widest error a baseline takes.
        BaselineEntry farApart = BaselineEntry.across(times(1.00, 0.78, 1.28, 0.76, 1.33));
        assertThat(farApart.untrusted()).hasValue("the 5 JVMs that recorded it read it so far apart that their median is known to ±20.6 % only,"
                + " where a baseline needs ±18.0 % (±3.0 % to judge at its threshold): the machine was too busy or unsteady; record again where"
                + " it is quieter (or ask more JVMs: -Dserguard.record.jvms=20)");
        assertThat(farApart.ratioError()).isEmpty();
    }

    @Test
    void aRatioError_outsideWhatARecordingKeeps_isRefused_inTheFileNamingTheEntry() {
        String line = BaselineFile.entryLine(BaselineEntry.across(times(1.00, 0.95, 1.05, 0.96, 1.06)));
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> BaselineFile.parseEntryLine(line.replace("0.0406", "0.25")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("the entry has \"ratioError\" : 0.25, but a ratio known to ±25.0 % is"
                        + " recorded only for a time with its speed, known to more than ±3.0 % and no more than ±18.0 %");
    }

    // Five JVMs' serialize times of kryo, each with its ratio to a reference of 1 000 ns.
    private static List<BaselineEntry> times(double... ratios) {
        return java.util.stream.DoubleStream.of(ratios).mapToObj(ratio -> new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME,
                1_000 * ratio, 0, 0, OptionalDouble.of(ratio), Optional.of(new SpeedScaling(1_000, SpeedScaling.PRIOR)), Optional.empty())).toList();
    }

    @Test
    void aTimeOfJvmsThatRanAtSeveralSpeeds_isTheirRatioAtTheirMedianSpeed_withTheExponentTheyGive() {
        // A ratio of 1.2 where the reference took 1 000 ns, rising with its time to the power 0.6.
        List<BaselineEntry> jvms = java.util.stream.DoubleStream.of(2_000, 1_000, 1_400).mapToObj(reference -> new BaselineEntry("orders", "kryo",
                "SMALL", Metric.SERIALIZE_TIME, 1.2 * Math.pow(reference / 1_000, 1.6) * 1_000, 0, 0, OptionalDouble.of(1.2 * Math.pow(reference / 1_000, 0.6)),
                Optional.of(new SpeedScaling(reference, SpeedScaling.PRIOR)), Optional.empty())).toList();

        BaselineEntry merged = BaselineEntry.across(jvms);

        assertThat(merged.speed()).get().satisfies(speed -> {
            assertThat(speed.referenceNanos()).isEqualTo(1_400);
            assertThat(speed.exponent()).isBetween(SpeedScaling.PRIOR, 0.6);
        });
        assertThat(merged.ratio().getAsDouble()).isCloseTo(1.2 * Math.pow(1.4, 0.6), org.assertj.core.api.Assertions.within(0.001));
        // A JVM of serguard 0.1, without its speed: the ratios' median, as before.
        assertThat(BaselineEntry.across(List.of(jvms.get(0), jvms.get(1), time("kryo", "SMALL", 1_000))).speed()).isEmpty();
    }

    /**
     * Run P's recording of slowed: of eleven JVMs, six ran the reference some 1.5× slower and the
     * codec at a higher ratio. The baseline is the fast ones' speed and ratio, the exponent from all.
     */
    @Test
    void aTimeOfJvmsAtTwoSpeeds_isTheRatioAtTheFastestOnesSpeed_whereThreeOrMoreRanAtIt() {
        double[][] jvms = {{840, 1.411, 1_174}, {894, 1.315, 1_165}, {1_450, 1.521, 2_186}, {972, 1.214, 1_157}, {1_404, 1.504, 2_119},
                {911, 1.302, 1_155}, {1_480, 1.560, 2_207}, {1_403, 1.532, 2_154}, {1_385, 1.554, 2_122}, {1_188, 1.488, 1_939}};
        List<BaselineEntry> entries = java.util.Arrays.stream(jvms).map(jvm -> new BaselineEntry("media", "slowed", "SMALL", Metric.SERIALIZE_TIME,
                jvm[2], jvm[2], jvm[2], OptionalDouble.of(jvm[1]), Optional.of(new SpeedScaling(jvm[0], SpeedScaling.PRIOR)), Optional.empty())).toList();

        BaselineEntry merged = BaselineEntry.across(entries);

        // 840, 894, 911 and 972 ns are within 1.2× of the fastest: their median speed, and their ratios there.
        assertThat(merged.speed()).get().satisfies(speed -> {
            assertThat(speed.referenceNanos()).isEqualTo((894 + 911) / 2.0);
            assertThat(speed.exponent()).isGreaterThan(SpeedScaling.PRIOR);
        });
        assertThat(merged.ratio().getAsDouble()).isBetween(1.214, 1.411).isCloseTo(1.31, org.assertj.core.api.Assertions.within(0.03));
        assertThat(merged.value()).isEqualTo((1_157 + 1_165) / 2.0);
        assertThat(merged.lower()).isEqualTo(1_155);
        assertThat(merged.upper()).isEqualTo(2_207);
    }

    /** Run N's recording of plain: three of five JVMs ran everything several times slower, the reference ten times. */
    @Test
    void aTimeOfJvmsOfWhichSomeRanTheReferenceOver2point5TimesSlowerThanTheFastest_isTheOthersFigureAlone() {
        List<BaselineEntry> jvms = java.util.stream.DoubleStream.of(9_722, 1_015, 9_900, 1_040, 9_500).mapToObj(reference -> new BaselineEntry("media",
                "plain", "SMALL", Metric.SERIALIZE_TIME, reference > 5_000 ? 7_960 : 1_190, 0, 0, OptionalDouble.of(reference > 5_000 ? 0.8 : 1.17),
                Optional.of(new SpeedScaling(reference, SpeedScaling.PRIOR)), Optional.empty())).toList();

        BaselineEntry merged = BaselineEntry.across(jvms);

        assertThat(BaselineEntry.atMachineSpeed(jvms)).containsExactly(jvms.get(1), jvms.get(3));
        assertThat(merged.value()).isEqualTo(1_190);
        assertThat(merged.ratio().getAsDouble()).isCloseTo(1.17, org.assertj.core.api.Assertions.within(0.01));
        assertThat(merged.speed()).get().satisfies(speed -> assertThat(speed.referenceNanos()).isEqualTo(1_027.5));
        assertThat(merged.untrusted()).as("so that it warns instead of failing").hasValue("3 of the 5 JVMs that recorded it ran serguard's"
                + " reference workload over 2.5× slower than the fastest: this machine's JVMs do not all run at one speed (on some virtual"
                + " machines -XX:+AlwaysPreTouch steadies them: docs/guide/baselines.md); record again once they do");
        // Within 2.5 times of the fastest, every JVM counts.
        List<BaselineEntry> alike = List.of(jvms.get(1), jvms.get(3), new BaselineEntry("media", "plain", "SMALL", Metric.SERIALIZE_TIME, 1_300, 0, 0,
                OptionalDouble.of(0.9), Optional.of(new SpeedScaling(2_500, SpeedScaling.PRIOR)), Optional.empty()));
        assertThat(BaselineEntry.atMachineSpeed(alike)).isEqualTo(alike);
        assertThat(BaselineEntry.across(alike).untrusted()).isEmpty();
    }

    @Test
    void format_writesABlockPerKeyInKeyOrder_unknownPartsLeftOut() {
        Baseline baseline = new Baseline("com.example.OrderTests", List.of(
                new Baseline.Recording(JDK_25, "on 25", List.of(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 312))),
                new Baseline.Recording(BaselineKey.described("serguard record mode (quick timing), JDK 17.0.15+6"), "on 17, long ago",
                        List.of(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 310)))));

        assertThat(BaselineFile.format(baseline)).isEqualTo("""
                {
                  "format" : "serguard baseline 2",
                  "testClass" : "com.example.OrderTests",
                  "recordings" : [
                    {
                      "jdk" : 17, "mode" : "quick", "reference" : 2,
                      "recordedWith" : "on 17, long ago",
                      "entries" : [
                        {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 310}
                      ]
                    },
                    {
                      "jdk" : 25, "gc" : "G1", "mode" : "quick", "reference" : 2,
                      "recordedWith" : "on 25",
                      "entries" : [
                        {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 312}
                      ]
                    }
                  ]
                }
                """);
        assertThat(BaselineFile.parse(BaselineFile.format(baseline))).isEqualTo(baseline);
    }

    @Test
    void parse_fileOfFormat1_isOneRecordingUnderTheJdkAndModeItsRecordedWithNames() {
        Baseline old = BaselineFile.parse("""
                {
                  "format" : "serguard baseline 1",
                  "testClass" : "com.example.OrderTests",
                  "recordedWith" : "serguard record mode (quick timing), JDK 17.0.15+6-Debian-1deb12u1, Linux amd64, 2 cores",
                  "entries" : [
                    {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 312}
                  ]
                }
                """);

        assertThat(old.recordings()).singleElement().satisfies(recording -> {
            assertThat(recording.key()).isEqualTo(new BaselineKey(OptionalInt.of(17), Optional.empty(), Optional.of(BaselineKey.Mode.QUICK)));
            assertThat(recording.key().describe()).isEqualTo("JDK 17, GC unknown, quick");
            assertThat(recording.key().known()).isFalse();
            assertThat(recording.recordedWith()).isEqualTo("serguard record mode (quick timing), JDK 17.0.15+6-Debian-1deb12u1, Linux amd64, 2 cores");
            assertThat(recording.entries()).containsExactly(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 312));
        });
    }

    @Test
    void parse_recordingAgainstAnOlderReferenceWorkload_keepsItsFiguresButNotItsRatios() {
        // No "reference": recorded against version 1 of the reference workload, whose ratios are no measure of this one's.
        Baseline old = BaselineFile.parse("""
                {
                  "format" : "serguard baseline 2",
                  "testClass" : "com.example.OrderTests",
                  "recordings" : [
                    {
                      "jdk" : 17, "gc" : "G1", "mode" : "quick",
                      "recordedWith" : "serguard record mode (quick timing), JDK 17",
                      "entries" : [
                        {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 312},
                        {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeTime", "value" : 1234.6, "lower" : 1224.6, "upper" : 1247.1, "ratio" : 0.2412}
                      ]
                    }
                  ]
                }
                """);

        assertThat(old.entry("orders", "kryo", "SMALL", Metric.SIZE, JDK_17)).hasValue(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 312));
        assertThat(old.entry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, JDK_17)).hasValue(new BaselineEntry("orders", "kryo", "SMALL",
                Metric.SERIALIZE_TIME, 1_234.6, 1_224.6, 1_247.1, OptionalDouble.empty(), Optional.empty()));
        assertThat(BaselineFile.parse(BaselineFile.format(BASELINE)).entry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, JDK_17)
                .orElseThrow().ratio()).hasValue(0.2412);
    }

    @Test
    void parse_fileOfFormat1ThatNamesNoJdk_isUnknown() {
        Baseline old = BaselineFile.parse("""
                {"format" : "serguard baseline 1", "testClass" : "T", "recordedWith" : "by hand", "entries" : []}
                """);

        assertThat(old.recordings()).singleElement().extracting(Baseline.Recording::key).isEqualTo(BaselineKey.UNKNOWN);
        assertThat(BaselineKey.UNKNOWN.describe()).isEqualTo("JDK unknown, GC unknown, mode unknown");
    }

    @Test
    void writeThenLoad_givesTheBaselineBackToATenth() throws Exception {
        Path file = folder.resolve("serguard/OrderTests.json");

        BaselineFile.write(BASELINE, file);

        assertThat(BaselineFile.load(file).message()).isEqualTo("Baseline " + file + ": 6 entries, recorded on JDK 17, G1, quick (6).");
        assertThat(BaselineFile.load(file)).isInstanceOfSatisfying(StoredBaseline.Found.class, found -> {
            assertThat(found.baseline().entries()).hasSize(6);
            assertThat(found.baseline().entry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, JDK_17)).hasValue(
                    new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, 1_234.6, 1_224.6, 1_247.1, OptionalDouble.of(0.2412),
                            Optional.empty()));
            assertThat(found.baseline().entry("extras", "json", "SMALL", Metric.DESERIALIZE_TIME, JDK_17).orElseThrow().untrusted())
                    .hasValue("a Java agent is attached (jacocoagent.jar)");
            assertThat(BaselineFile.format(found.baseline())).isEqualTo(BaselineFile.format(BASELINE));
        });
    }

    @Test
    void load_missingFile_saysHowToRecordOne() {
        StoredBaseline stored = BaselineFile.load(folder.resolve("OrderTests.json"));

        assertThat(stored).isInstanceOf(StoredBaseline.Missing.class);
        assertThat(stored.message()).isEqualTo("No baseline at " + folder.resolve("OrderTests.json")
                + ", nothing compared: record one with -Dserguard.mode=record and commit it.");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{\"format\" : \"serguard baseline 1\",                                                | malformed JSON at offset 34: unexpected end of input",
        "[]                                                                                   | not a JSON object",
        "{\"format\" : \"serguard baseline 9\"}                                                | \"format\" is \"serguard baseline 9\", this serguard reads \"serguard baseline 2\" and \"serguard baseline 1\"",
        "{\"format\" : \"serguard baseline 1\"}                                                | the file has no \"entries\" array",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [7]}                             | entry 1 is not a JSON object",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"speed\"}]}      | entry 1 has \"metric\" : \"speed\", not one of size, deflatedSize, serializeTime, deserializeTime, roundTripTime, serializeAllocation, deserializeAllocation",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"size\"}]}       | entry 1 has no number \"value\"",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"size\", \"value\" : \"8\"}]} | entry 1 has \"value\" : 8, not a number",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"size\", \"value\" : 8}]}   | entry 1 has no string \"test\"",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : []}                              | the file has no string \"testClass\"",
        "{\"format\" : \"serguard baseline 2\", \"entries\" : []}                              | the file has no \"recordings\" array",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [7]}                          | recording 1 is not a JSON object",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [{\"jdk\" : 17.5}]}            | recording 1 has \"jdk\" : 17.5, not a JDK feature version such as 17",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [{\"jdk\" : \"17\"}]}          | recording 1 has \"jdk\" : 17, not a number",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [{\"gc\" : 1}]}                | recording 1 has \"gc\" : 1, not a string",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [{\"mode\" : \"record\"}]}     | recording 1 has \"mode\" : \"record\", not quick or full",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [{}]}                         | recording 1 has no string \"recordedWith\"",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [{\"recordedWith\" : \"r\"}]}  | recording 1 has no \"entries\" array",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : [{\"recordedWith\" : \"r\", \"entries\" : [{\"metric\" : \"size\"}]}]} | recording 1, entry 1 has no number \"value\"",
        "{\"format\" : \"serguard baseline 2\", \"recordings\" : []}                           | the file has no string \"testClass\"",
        "{\"format\" : \"serguard baseline 2\", \"testClass\" : \"T\", \"recordings\" : [{\"recordedWith\" : \"r\", \"entries\" : [{\"test\" : \"t\", \"codec\" : \"c\","
                + " \"payload\" : \"p\", \"metric\" : \"serializeTime\", \"value\" : 1, \"ratio\" : 0.2, \"referenceNanos\" : 900}]}]}"
                + " | recording 1, entry 1 has \"referenceNanos\" but no \"speedExponent\"",
        "{\"format\" : \"serguard baseline 2\", \"testClass\" : \"T\", \"recordings\" : [{\"recordedWith\" : \"r\", \"entries\" : [{\"test\" : \"t\", \"codec\" : \"c\","
                + " \"payload\" : \"p\", \"metric\" : \"serializeTime\", \"value\" : 1, \"ratio\" : 0.2, \"referenceNanos\" : 900, \"speedExponent\" : 2}]}]}"
                + " | recording 1, entry 1: exponent must lie in 0 to 1.0 but was 2.0",
    })
    void load_unreadableFile_saysWhatIsWrongAndHowToFixIt(String text, String reason) throws Exception {
        Path file = folder.resolve("OrderTests.json");
        Files.writeString(file, text.strip());

        StoredBaseline stored = BaselineFile.load(file);

        assertThat(stored).isEqualTo(new StoredBaseline.Unreadable(file, reason));
        assertThat(stored.message()).isEqualTo("Baseline " + file + " is unreadable (" + reason + "): fix it, or record it anew with -Dserguard.mode=record.");
    }

    @Test
    void load_duplicateEntry_isUnreadableNamingBothAndTheirFigures() throws Exception {
        Path file = folder.resolve("OrderTests.json");
        // a merge that kept both sides: the smaller figure first would hide a growth of 29.5 %
        String merged = BaselineFile.format(BASELINE).replace("\"value\" : 312},",
                "\"value\" : 312},\n        {\"test\" : \"orders\", \"codec\" : \"kryo\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : 404},");
        Files.writeString(file, merged);

        StoredBaseline stored = BaselineFile.load(file);

        assertThat(stored.message()).isEqualTo("Baseline " + file + " is unreadable (recording 1, entries 3 and 4 are both orders · kryo · SMALL · size,"
                + " 312 and 404; a figure is recorded once): fix it, or record it anew with -Dserguard.mode=record.");
    }

    @Test
    void load_sameFigureTwice_isUnreadableToo() throws Exception {
        Path file = folder.resolve("OrderTests.json");
        String line = "{\"test\" : \"orders\", \"codec\" : \"json\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : 1001}";
        Files.writeString(file, BaselineFile.format(BASELINE).replace(line + ",", line + ",\n        " + line + ","));

        assertThat(BaselineFile.load(file)).isEqualTo(new StoredBaseline.Unreadable(file,
                "recording 1, entries 2 and 3 are both orders · json · SMALL · size, 1001 and 1001; a figure is recorded once"));
    }

    @Test
    void load_sameFigureUnderTwoKeys_isReadAsTwoRecordings() throws Exception {
        Path file = folder.resolve("OrderTests.json");
        BaselineFile.write(new Baseline("com.example.OrderTests", List.of(new Baseline.Recording(JDK_17, "17", ENTRIES),
                new Baseline.Recording(JDK_25, "25", ENTRIES))), file);

        assertThat(BaselineFile.load(file)).isInstanceOfSatisfying(StoredBaseline.Found.class, found -> {
            assertThat(found.baseline().keys("orders", "kryo", "SMALL", Metric.SIZE)).containsExactly(JDK_17, JDK_25);
            assertThat(found.message()).isEqualTo("Baseline " + file + ": 12 entries, recorded on JDK 17, G1, quick (6) and JDK 25, G1, quick (6).");
        });
    }

    @Test
    void load_twoBlocksOfOneKey_isUnreadableNamingBoth() throws Exception {
        Path file = folder.resolve("OrderTests.json");
        // a merge that kept both sides' blocks of one key
        String text = BaselineFile.format(new Baseline("com.example.OrderTests", List.of(new Baseline.Recording(JDK_17, "17", ENTRIES),
                new Baseline.Recording(JDK_25, "25", ENTRIES)))).replace("\"jdk\" : 25", "\"jdk\" : 17");
        Files.writeString(file, text);

        assertThat(BaselineFile.load(file)).isEqualTo(new StoredBaseline.Unreadable(file,
                "recordings 1 and 2 are both JDK 17, G1, quick; a key is recorded once"));
    }

    @Test
    void replacing_recordsSomeTestsAndKeepsTheOthers() {
        Baseline recorded = BASELINE.replacing(List.of("orders"), JDK_17, "again", List.of(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 300)));

        assertThat(recorded.entries()).extracting(BaselineEntry::test, BaselineEntry::value).containsExactly(tuple("extras", 800.0), tuple("orders", 300.0));
        assertThat(recorded.recordings()).singleElement().extracting(Baseline.Recording::recordedWith).isEqualTo("again");
    }

    @Test
    void replacingUnderAnotherJdk_keepsTheFirstJdksFigures() {
        Baseline recorded = BASELINE.replacing(List.of("orders"), JDK_25, "on 25", List.of(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 300)));

        assertThat(recorded.recordings()).extracting(Baseline.Recording::key, Baseline.Recording::recordedWith, r -> r.entries().size())
                .containsExactly(tuple(JDK_17, "serguard record mode (quick timing), JDK 17", 6), tuple(JDK_25, "on 25", 1));
        assertThat(recorded.entry("orders", "kryo", "SMALL", Metric.SIZE, JDK_17).orElseThrow().value()).isEqualTo(312);
        assertThat(recorded.entry("orders", "kryo", "SMALL", Metric.SIZE, JDK_25).orElseThrow().value()).isEqualTo(300);
    }

    @Test
    void replacing_dropsTheRecordedTestsFiguresOfAKeyNotFullyKnown_andKeepsTheOtherTests() {
        BaselineKey older = BaselineKey.described("serguard record mode (quick timing), JDK 17.0.15");
        Baseline old = Baseline.of("com.example.OrderTests", older, "long ago", ENTRIES);

        Baseline recorded = old.replacing(List.of("orders"), JDK_17, "now", List.of(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 300)));

        assertThat(recorded.recordings()).extracting(Baseline.Recording::key, r -> r.entries().stream().map(BaselineEntry::test).distinct().toList())
                .containsExactly(tuple(older, List.of("extras")), tuple(JDK_17, List.of("orders")));
    }

    @Test
    void stale_areTheEntriesOfCodecsAndPayloadsTheTestNoLongerHas() {
        assertThat(BASELINE.stale("orders", List.of("kryo"), List.of("SMALL"))).extracting(BaselineEntry::codec, BaselineEntry::payload)
                .containsExactly(tuple("json", "SMALL"), tuple("kryo", "LARGE"));
    }
}
