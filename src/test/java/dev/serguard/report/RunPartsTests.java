package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.gate.CheckOutcome;
import dev.serguard.gate.InvocationOutcome;
import dev.serguard.internal.Json;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.Statistics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class RunPartsTests {

    private static final Clock NOON = Clock.fixed(Instant.parse("2026-11-23T12:00:00Z"), ZoneOffset.UTC);

    @TempDir
    Path folder;

    private static RunPart part(String build, String testClass, String test, SerializationResult<?> result, List<WithheldVerdict> withheld) {
        return RunPart.of(build, testClass, List.of(result), r -> test, List.of(new SkippedCodec("protobuf", "not on the class path")),
                withheld, List.of(), List.of("Recorded 7 figures of " + test), r -> List.of(), MeasureSettings.quick());
    }

    @Test
    void partsOfTwoJvms_mergeIntoOneReport() throws Exception {
        SerializationResult<String> kryo = Results.result("kryo", Results.SMALL, 300, 8_412, 656);
        WithheldVerdict withheld = new WithheldVerdict("OrderTests.orders", kryo,
                Results.untrusted(Metric.SERIALIZE_TIME, Statistics.of(8_412), 7_000, "@SpeedBudget on OrderTests.orders", "a debugger agent is attached"));
        RunParts.save(folder, part("build-1", "com.example.OrderTests", "OrderTests.orders", kryo, List.of(withheld)));
        RunParts.save(folder, part("build-1", "com.example.CartIT", "CartIT.carts", Results.result("json", Results.LARGE, 900, 20_000, 1_024), List.of()));

        String text = RunParts.writeReports(folder, "test run", RunParts.load(folder, "build-1"), NOON);

        assertThat(text).startsWith("== com.example.CartIT\nCartIT.carts · Order · LARGE\ncodec ")
                .contains("\n== com.example.OrderTests\nOrderTests.orders · Order · SMALL\ncodec ")
                .endsWith("Run notes:\n  Recorded 7 figures of CartIT.carts\n  Recorded 7 figures of OrderTests.orders\n");
        assertThat(folder.resolve("results.txt")).content().isEqualTo(text);
        assertThat(folder.resolve("results.json")).content()
                .contains("\"benchmark\" : \"com.example.OrderTests.orders.serialize\"", "\"benchmark\" : \"com.example.CartIT.carts.serialize\"")
                .contains("\"withheld\" : [");
        assertThat(folder.resolve("report.html")).content()
                .contains("2 results over 2 payloads", "<h2>CartIT.carts · Order · LARGE</h2>", "<h2>OrderTests.orders · Order · SMALL</h2>",
                        "1 verdict withheld", "<strong>kryo · SMALL (Order)</strong> in OrderTests.orders");
    }

    @Test
    void partOfAnEarlierBuild_isLeftOut() throws Exception {
        RunParts.save(folder, part("build-0", "com.example.OldTests", "OldTests.gone", Results.result("json", Results.SMALL, 1, 1, 1), List.of()));
        RunParts.save(folder, part("build-1", "com.example.OrderTests", "OrderTests.orders", Results.result("kryo", Results.SMALL, 300, 8_412, 656),
                List.of()));

        List<RunPart> parts = RunParts.load(folder, "build-1");

        assertThat(parts).extracting(RunPart::testClass).containsExactly("com.example.OrderTests");
    }

    @Test
    void partThatCannotBeRead_isReportedByName_notLeftOutInSilence() throws Exception {
        RunParts.save(folder, part("build-1", "com.example.OrderTests", "OrderTests.orders", Results.result("kryo", Results.SMALL, 300, 8_412, 656),
                List.of()));
        Files.writeString(folder.resolve("parts/com.example.CartTests.json"), "{\"results\" : 3}");

        String text = RunParts.writeReports(folder, "test run", RunParts.load(folder, "build-1"), NOON);

        String line = "The report part parts/com.example.CartTests.json could not be read (not a serguard report part: no build and testClass):"
                + " its results are missing from this report. Delete it (or run mvn clean) and run the tests again.";
        assertThat(text).startsWith("== com.example.CartTests\n" + line + "\n").contains("== com.example.OrderTests\n");
        assertThat(folder.resolve("report.html")).content().contains("could not be read (not a serguard report part: no build and testClass)");
    }

    @Test
    void partOfTheSameClassAgain_replacesTheFirst_asARerunDoes() throws Exception {
        RunParts.save(folder, part("build-1", "com.example.OrderTests", "OrderTests.orders", Results.result("kryo", Results.SMALL, 300, 8_412, 656),
                List.of()));
        RunParts.save(folder, part("build-1", "com.example.OrderTests", "OrderTests.orders", Results.result("kryo", Results.SMALL, 300, 9_999, 656),
                List.of()));

        String text = RunParts.writeReports(folder, "test run", RunParts.load(folder, "build-1"), NOON);

        assertThat(text).containsOnlyOnce("== com.example.OrderTests").contains("9999").doesNotContain("8412");
        try (var files = Files.list(folder.resolve("parts"))) {
            assertThat(files.map(f -> f.getFileName().toString()).filter(name -> name.endsWith(".json"))).containsExactly("com.example.OrderTests.json");
        }
    }

    @Test
    void part_readsBackAsItWasWritten() {
        RunPart part = part("build-1", "com.example.OrderTests", "OrderTests.orders", Results.result("kryo", Results.SMALL, 300, 8_412, 656), List.of());

        RunPart again = RunPart.fromJson(part.toJson());

        // the same tree (raw samples, written inline as an array, come back as a list)
        assertThat(Json.parse(again.toJson())).isEqualTo(Json.parse(part.toJson()));
        assertThat(again.build()).isEqualTo("build-1");
        assertThat(again.text()).isEqualTo(part.text()).contains("Skipped:\n  protobuf: not on the class path");
    }

    /** The part keeps data, not text: what it renders where the parts are merged is what the live results render. */
    @Test
    void thePartsTable_isTheTableOfTheResultsItWasMadeFrom() {
        SerializationResult<String> kryo = Results.result("kryo", Results.SMALL, 300, 8_412, 656);
        SerializationResult<String> json = Results.result("json", Results.SMALL, 900, 20_000, 1_024);
        WithheldVerdict withheld = new WithheldVerdict("OrderTests.orders", kryo,
                Results.untrusted(Metric.SERIALIZE_TIME, Statistics.of(8_412), 7_000, "@SpeedBudget on OrderTests.orders", "a debugger agent is attached"));
        List<SkippedCodec> skipped = List.of(new SkippedCodec("protobuf", "not on the class path"));

        RunPart live = RunPart.of("build-1", "com.example.OrderTests", List.of(kryo, json), r -> "OrderTests.orders", skipped,
                List.of(withheld), List.of(), List.of(), r -> List.of(), MeasureSettings.quick());

        RunPart part = RunPart.fromJson(live.toJson());

        assertThat(part.text()).isEqualTo(ConsoleTable.format(live)).startsWith("OrderTests.orders · Order · SMALL\ncodec ");
        assertThat(part.withheld()).extracting(WithheldVerdict::line).containsExactly(withheld.line());
        // Withheld on the very result read back, as the JMH entries find it.
        assertThat(part.withheld().get(0).result()).isSameAs(part.invocations().get(0).result());
    }

    /** Each entry of a part is a nested object, the gate's outcome too: no JSON text inside the JSON. */
    @Test
    void outcomes_areObjectsOfThePart_andReadBackEqual() {
        SerializationResult<String> kryo = Results.result("kryo", Results.SMALL, 300, 8_412, 656);
        InvocationOutcome outcome = new InvocationOutcome("OrderTests.orders", "kryo", "SMALL", kryo.title(), List.of(CheckOutcome.of(CheckOutcome.Kind.THREAD_SAFETY,
                CheckOutcome.Decision.FAILED, "not thread-safe: 3 of 8 threads read another payload", Optional.of("the whole message"))),
                List.of("bytes vary from call to call"), Optional.empty());
        RunPart part = RunPart.of("build-1", "com.example.OrderTests", List.of(Invocation.of("OrderTests.orders", kryo, List.of())), List.of(),
                List.of(), List.of(outcome), List.of(), MeasureSettings.quick());

        Map<?, ?> tree = (Map<?, ?>) Json.parse(part.toJson());

        assertThat((List<?>) tree.get("outcomes")).singleElement().isInstanceOf(Map.class)
                .satisfies(object -> assertThat(((Map<?, ?>) object).get("title")).isEqualTo("kryo · SMALL (Order)"));
        assertThat((List<?>) tree.get("invocations")).singleElement().isInstanceOf(Map.class);
        assertThat(RunPart.fromJson(part.toJson()).outcomes()).containsExactly(outcome);
    }

    /** A part of an earlier build is left out unread, whatever it holds: a part an earlier serguard wrote reads otherwise. */
    @Test
    void partOfAnEarlierBuildInAnotherForm_isLeftOut_notReportedUnreadable() throws Exception {
        RunParts.save(folder, part("build-1", "com.example.OrderTests", "OrderTests.orders", Results.result("kryo", Results.SMALL, 300, 8_412, 656),
                List.of()));
        Files.writeString(folder.resolve("parts/com.example.OldTests.json"), "{\"build\" : \"build-0\", \"testClass\" : \"com.example.OldTests\","
                + " \"results\" : [], \"outcomes\" : [\"{}\"]}");

        assertThat(RunParts.load(folder, "build-1")).extracting(RunPart::testClass).containsExactly("com.example.OrderTests");
        assertThat(RunParts.load(folder, "build-0")).singleElement().satisfies(old -> assertThat(old.unreadable()).hasValueSatisfying(line ->
                assertThat(line).startsWith("The report part parts/com.example.OldTests.json could not be read (not a serguard report part of this version: ")));
    }

    @Test
    void currentBuild_isTheSameForEveryCallInOneJvm() {
        assertThat(RunParts.currentBuild()).isEqualTo(RunParts.currentBuild()).matches("\\d+@.+");
    }
}
