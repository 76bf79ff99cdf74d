package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.check.golden.GoldenBytes;
import dev.serguard.check.golden.GoldenFiles;
import dev.serguard.check.golden.GoldenRecord;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.WireFormat;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static dev.serguard.examples.Guide2Production.failures;
import static dev.serguard.examples.Guide2Production.productionMapper;
import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * The examples of docs/guide/golden-bytes.md, run as the page shows them: golden bytes recorded
 * into a folder of the test's (never into src/), checked unchanged, checked after a change to the
 * production mapper under a frozen format, whose failure the page shows, and read with AssertJ.
 */
class Guide2GoldenBytesTests {

    @TempDir
    Path goldenDir;

    @TempDir
    Path baselines;

    @TempDir
    Path reports;

    @AfterEach
    void unchanged() {
        Guide2Production.decimalsAsStrings = false;
    }

    /** The page's test class; its failure is shown after the change ({@link Guide2Production#decimalsAsStrings}). */
    static class OrderTestCase {

        // docs:golden-test
        static Stream<Codec<Order>> codecs() {
            ObjectMapper mapper = productionMapper();
            return Stream.of(
                    JacksonCodecs.json(mapper, Order.class),
                    KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo));
        }

        static Order payload(Size size, Random random) {
            return Order.random(random, size.nominalJsonBytes() / 60);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @WireFormat(WireFormat.Policy.FROZEN)     // other services read these bytes and are not upgraded with us
        void orders() {
        }
        // docs:end

    }

    private Path bin(String codec) {
        return goldenDir.resolve("Guide2GoldenBytesTests.OrderTestCase").resolve("orders").resolve(codec + ".SMALL.bin");
    }

    // The baseline folder is empty: golden bytes are all these runs compare.
    private EngineExecutionResults run(String mode) {
        return EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", mode)
                .configurationParameter("serguard.record", "golden")
                .configurationParameter("serguard.reportDir", reports.toString())
                .configurationParameter("serguard.baseline.dir", baselines.toString())
                .configurationParameter("serguard.golden.dir", goldenDir.toString())
                .selectors(selectClass(OrderTestCase.class))
                .execute();
    }

    private static List<Map<String, String>> entries(EngineExecutionResults results) {
        return results.allEvents().reportingEntryPublished().stream()
                .map(event -> event.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs()).toList();
    }


    @Test
    void recordedThenChecked_unchanged_passesWithTheBytesIdentical() {
        run("record").testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));

        Assertions.assertThat(bin("json")).exists();
        Assertions.assertThat(GoldenFiles.summary(bin("json"))).content().contains("\"library\" : \"jackson-databind\"");
        Assertions.assertThat(bin("kryo")).exists();
        EngineExecutionResults results = run("check");

        results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        Assertions.assertThat(entries(results))
                .contains(Map.of("serguard.golden.evolution", "json · SMALL (Order): kept 9; bytes identical"))
                .contains(Map.of("serguard.golden.evolution", "kryo · SMALL (Order): kept 9; bytes identical"));
    }

    @Test
    void decimalsWrittenAsStrings_underAFrozenFormat_fail_whileTheOldBytesStillRead() {
        run("record").testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        Guide2Production.decimalsAsStrings = true;

        EngineExecutionResults results = run("check");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        Assertions.assertThat(failures(results)).containsExactly("Golden bytes (format) changed for json · SMALL (Order): " + bin("json") + "\n"
                + "  first difference at byte 153 (0x99); recorded 910 bytes, today 944 bytes\n"
                + "  recorded @0x0089: 74 69 74 79 22 3a 34 2c 22 70 72 69 63 65 22 3a [35] 30 34 2e 38 33 7d 2c 7b 22 73 6b 75 22 3a 22 53\n"
                + "  today    @0x0089: 74 69 74 79 22 3a 34 2c 22 70 72 69 63 65 22 3a [22] 35 30 34 2e 38 33 22 7d 2c 7b 22 73 6b 75 22 3a\n"
                + "  The format is frozen (@WireFormat(FROZEN)): readers not upgraded with this change may not read the new bytes;"
                + " if the change is intended, record the golden bytes anew (-Dserguard.mode=record).\n"
                + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=json -Dserguard.sizes=SMALL");
        // The backward check passed: the recorded bytes, numbers where strings are now written, still read back as recorded.
        Assertions.assertThat(entries(results)).contains(Map.of("serguard.golden.evolution", "json · SMALL (Order): kept 9"));
    }

    @Test
    void assertj_readsAndWritesTheGoldenBytes() throws IOException {
        Codec<Order> kryo = KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo);
        Order smallOrder = Payload.of(Order.class, Size.SMALL, OrderTestCase::payload).value();
        recordGoldenBytes(kryo, smallOrder, goldenDir.resolve("OrderTests/orders/kryo.SMALL.bin"));
        // docs:golden-assertj
        Path bin = goldenDir.resolve("OrderTests/orders/kryo.SMALL.bin");
        assertThat(kryo).readsGoldenBytes(bin)                  // old bytes read back as recorded
                        .writesGoldenBytes(bin, smallOrder);    // and today's bytes are the same
        // docs:end
    }

    // What record mode writes for OrderTests.orders, kryo · SMALL.
    private static void recordGoldenBytes(Codec<Order> codec, Order value, Path bin) throws IOException {
        GoldenRecord recorded = GoldenBytes.record(codec, Payload.named("Order", "SMALL", value), GoldenFiles.DEFAULT_MAX_BYTES, Duration.ofSeconds(30))
                .record().orElseThrow();
        GoldenFiles.write(recorded, bin);
    }
}
