package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.EveryFormat;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/** The guide's shootout on a team's own type (docs/guide/formats.md), run through the Jupiter engine in check mode. */
class Guide4EveryFormatTests {

    @TempDir
    Path reports;

    static class OrderFormatsTestCase {

        // docs:every-format
        @SerializationTest
        @EveryFormat
        @PayloadSizes({Size.SMALL, Size.LARGE})
        void whichFormatForOrders() {
        }

        static Stream<Codec<Order>> codecs() {                          // optional: yours, beside serguard's
            return Stream.of(JacksonCodecs.json("json-production", productionMapper(), Order.class));
        }
        // docs:end

        static ObjectMapper productionMapper() {
            return new ObjectMapper().disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);
        }

        static Order payload(Size size, Random random) {
            return Order.random(random, size.nominalJsonBytes() / 60);
        }
    }

    @Test
    void everyFormat_onATeamsRecord_runsEveryFormatThatCanTakeIt_failsTheOneThatLosesAField_skipsTheOthersSayingWhy() throws Exception {
        List<Order> samples = List.of(Order.random(new Random(1), 2));
        CodecSet<Order> serguards = Codecs.everyFormat(Order.class, samples);

        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.sizes", "SMALL")
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(OrderFormatsTestCase.class))
                .execute();

        List<String> expected = new ArrayList<>(serguards.available().stream().map(Codec::name).toList());
        expected.add("json-production");
        assertThat(results.testEvents().started().stream().map(Guide4EveryFormatTests::codecOf)).containsExactlyElementsOf(expected);
        // MessagePack has no decimal type: Jackson writes a BigDecimal as a double, and its scale is lost.
        results.testEvents().assertStatistics(stats -> stats.succeeded(expected.size() - 1).failed(1));
        assertThat(results.testEvents().failed().stream()).singleElement().satisfies(failed -> {
            assertThat(codecOf(failed)).isEqualTo("msgpack");
            assertThat(failed.getPayload(TestExecutionResult.class).flatMap(r -> r.getThrowable()).orElseThrow())
                    .hasMessageStartingWith("Round trip failed for msgpack · SMALL (Order)\n  Order.lines[").hasMessageContaining("(scale 2) but was");
        });
        // Order is a record: the formats that cannot make one are skipped by name, with why, and the build says so.
        assertThat(serguards.skipped()).extracting(SkippedCodec::name).contains("protostuff", "hessian", "avro-reflect");
        assertThat(results.testEvents().skipped().stream().map(Guide4EveryFormatTests::codecOf))
                .containsExactlyElementsOf(serguards.skipped().stream().map(SkippedCodec::name).toList());
        String table = Files.readString(reports.resolve("results.txt"));
        assertThat(table).contains("OrderFormatsTestCase.whichFormatForOrders · Order · SMALL");
        expected.forEach(codec -> assertThat(table).containsPattern("(?m)^" + codec + " +" + (codec.equals("msgpack") ? "FAILED" : "\\d")));
    }

    private static String codecOf(Event event) {
        String name = event.getTestDescriptor().getDisplayName();
        int dot = name.indexOf(" · ");
        return dot < 0 ? name : name.substring(0, dot);
    }
}
