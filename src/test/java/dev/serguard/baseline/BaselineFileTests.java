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

import static org.assertj.core.api.Assertions.assertThat;

class BaselineFileTests {

    @TempDir
    Path folder;

    private static BaselineEntry time(String codec, String payload, double nanos) {
        return new BaselineEntry("orders", codec, payload, Metric.SERIALIZE_TIME, nanos, nanos - 10, nanos + 12.5, OptionalDouble.of(5_123.4),
                Optional.empty());
    }

    // In no particular order, as a run would produce them.
    private static final Baseline BASELINE = new Baseline("com.example.OrderTests", "serguard record mode (quick timing), JDK 17", List.of(
            BaselineEntry.exact("orders", "kryo", "LARGE", Metric.SIZE, 30_112),
            time("kryo", "SMALL", 1_234.56),
            BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SERIALIZE_ALLOCATION, 656.04),
            BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 312),
            BaselineEntry.exact("orders", "json", "SMALL", Metric.SIZE, 1_001),
            new BaselineEntry("extras", "json", "SMALL", Metric.DESERIALIZE_TIME, 800, 790, 810, OptionalDouble.of(5_123.4),
                    Optional.of("a Java agent is attached (jacocoagent.jar)"))));

    @Test
    void format_writesOneLinePerFigureInAStableOrder() {
        assertThat(BaselineFile.format(BASELINE)).isEqualTo("""
                {
                  "format" : "serguard baseline 1",
                  "testClass" : "com.example.OrderTests",
                  "recordedWith" : "serguard record mode (quick timing), JDK 17",
                  "entries" : [
                    {"test" : "extras", "codec" : "json", "payload" : "SMALL", "metric" : "deserializeTime", "value" : 800, "lower" : 790, "upper" : 810, "calibration" : 5123.4, "untrusted" : "a Java agent is attached (jacocoagent.jar)"},
                    {"test" : "orders", "codec" : "json", "payload" : "SMALL", "metric" : "size", "value" : 1001},
                    {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "size", "value" : 312},
                    {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeTime", "value" : 1234.6, "lower" : 1224.6, "upper" : 1247.1, "calibration" : 5123.4},
                    {"test" : "orders", "codec" : "kryo", "payload" : "SMALL", "metric" : "serializeAllocation", "value" : 656},
                    {"test" : "orders", "codec" : "kryo", "payload" : "LARGE", "metric" : "size", "value" : 30112}
                  ]
                }
                """);
    }

    @Test
    void writeThenLoad_givesTheBaselineBackToATenth() throws Exception {
        Path file = folder.resolve("serguard/OrderTests.json");

        BaselineFile.write(BASELINE, file);

        assertThat(BaselineFile.load(file).message()).isEqualTo("Baseline " + file + ": 6 entries, recorded with serguard record mode (quick timing), JDK 17.");
        assertThat(BaselineFile.load(file)).isInstanceOfSatisfying(StoredBaseline.Found.class, found -> {
            assertThat(found.baseline().entries()).hasSize(6);
            assertThat(found.baseline().entry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME)).hasValue(
                    new BaselineEntry("orders", "kryo", "SMALL", Metric.SERIALIZE_TIME, 1_234.6, 1_224.6, 1_247.1, OptionalDouble.of(5_123.4),
                            Optional.empty()));
            assertThat(found.baseline().entry("extras", "json", "SMALL", Metric.DESERIALIZE_TIME).orElseThrow().untrusted())
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
        "{\"format\" : \"serguard baseline 9\"}                                                | \"format\" is \"serguard baseline 9\", this serguard reads \"serguard baseline 1\"",
        "{\"format\" : \"serguard baseline 1\"}                                                | the file has no \"entries\" array",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [7]}                             | entry 1 is not a JSON object",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"speed\"}]}      | entry 1 has \"metric\" : \"speed\", not one of size, deflatedSize, serializeTime, deserializeTime, roundTripTime, serializeAllocation, deserializeAllocation",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"size\"}]}       | entry 1 has no number \"value\"",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"size\", \"value\" : \"8\"}]} | entry 1 has \"value\" : 8, not a number",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : [{\"metric\" : \"size\", \"value\" : 8}]}   | entry 1 has no string \"test\"",
        "{\"format\" : \"serguard baseline 1\", \"entries\" : []}                              | the file has no string \"testClass\"",
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
                "\"value\" : 312},\n    {\"test\" : \"orders\", \"codec\" : \"kryo\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : 404},");
        Files.writeString(file, merged);

        StoredBaseline stored = BaselineFile.load(file);

        assertThat(stored.message()).isEqualTo("Baseline " + file + " is unreadable (entries 3 and 4 are both orders · kryo · SMALL · size,"
                + " 312 and 404; a figure is recorded once): fix it, or record it anew with -Dserguard.mode=record.");
    }

    @Test
    void load_sameFigureTwice_isUnreadableToo() throws Exception {
        Path file = folder.resolve("OrderTests.json");
        String line = "{\"test\" : \"orders\", \"codec\" : \"json\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : 1001}";
        Files.writeString(file, BaselineFile.format(BASELINE).replace(line + ",", line + ",\n    " + line + ","));

        assertThat(BaselineFile.load(file)).isEqualTo(new StoredBaseline.Unreadable(file,
                "entries 2 and 3 are both orders · json · SMALL · size, 1001 and 1001; a figure is recorded once"));
    }

    @Test
    void replacing_recordsSomeTestsAndKeepsTheOthers() {
        Baseline recorded = BASELINE.replacing(List.of("orders"), List.of(BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 300)), "again");

        assertThat(recorded.entries()).extracting(BaselineEntry::test, BaselineEntry::value)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("extras", 800.0), org.assertj.core.groups.Tuple.tuple("orders", 300.0));
        assertThat(recorded.recordedWith()).isEqualTo("again");
    }

    @Test
    void stale_areTheEntriesOfCodecsAndPayloadsTheTestNoLongerHas() {
        assertThat(BASELINE.stale("orders", List.of("kryo"), List.of("SMALL"))).extracting(BaselineEntry::codec, BaselineEntry::payload)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("json", "SMALL"), org.assertj.core.groups.Tuple.tuple("kryo", "LARGE"));
    }
}
