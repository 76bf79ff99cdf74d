package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.BaselineThresholds;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static dev.serguard.examples.Guide2Production.failures;
import static dev.serguard.examples.Guide2Production.productionMapper;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * The examples of docs/guide/baselines.md, run as the page shows them: a baseline recorded into a
 * folder of the test's (never into src/), compared with unchanged, and compared with after a
 * change to the production mapper, whose failure the page shows.
 */
class Guide2BaselineTests {

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

        // docs:baselines-test
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
        @BaselineThresholds(allocationPercent = 10)     // allocation may grow by 10 % here, not 5
        void orders() {
        }
        // docs:end

    }

    private Path file() {
        return baselines.resolve("Guide2BaselineTests.OrderTestCase.json");
    }

    private EngineExecutionResults run(String... parameters) {
        EngineTestKit.Builder builder = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.reportDir", reports.toString())
                .configurationParameter("serguard.baseline.dir", baselines.toString())
                .selectors(selectClass(OrderTestCase.class));
        for (int i = 0; i < parameters.length; i += 2) {
            builder.configurationParameter(parameters[i], parameters[i + 1]);
        }
        return builder.execute();
    }


    // Sizes and golden bytes only: no timing, no fresh JVM, the same figures on any machine.
    @Test
    void recordedThenCompared_unchanged_passes() {
        run("serguard.mode", "record", "serguard.record", "sizes,golden").testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));

        assertThat(file()).content()
                .contains("{\"test\" : \"orders\", \"codec\" : \"json\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : 910}")
                .contains("{\"test\" : \"orders\", \"codec\" : \"kryo\", \"payload\" : \"SMALL\", \"metric\" : \"size\", \"value\" : ");
        run("serguard.mode", "check").testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
    }

    @Test
    void decimalsWrittenAsStrings_failTheRecordedSize() {
        run("serguard.mode", "record", "serguard.record", "sizes").testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        Guide2Production.decimalsAsStrings = true;

        EngineExecutionResults results = run("serguard.mode", "check");

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        assertThat(failures(results)).singleElement().asString()
                .startsWith("Baseline regression for json · SMALL (Order)\n"
                        + "  size                   910 B → 944 B   +3.7 %   allowed +0.0 %   baseline " + file() + "\n")
                .endsWith("\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=json -Dserguard.sizes=SMALL");
    }
}
