package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.SizeBudget;
import dev.serguard.junit.SmallerThan;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * docs/guide/budgets.md, "How a failure reads": Kryo's bytes are a third of JSON's, but not once
 * deflated, and MEDIUM is over its size budget.
 */
class Guide1BudgetFailureTests {

    // docs:budgets-failure
    static class CompressedTestCase {

        static Stream<Codec<Order>> codecs() {
            return Stream.of(
                    JacksonCodecs.json(new ObjectMapper(), Order.class),
                    KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo));
        }

        static Order payload(Size size, Random random) {
            return Order.random(random, size.nominalJsonBytes() / 60);
        }

        @SerializationTest
        @PayloadSizes({Size.SMALL, Size.MEDIUM})
        @SizeBudget(codec = "kryo", maxBytes = 2_048)
        @SmallerThan(codec = "kryo", than = "json", factor = 2, deflated = true)
        void orders() {
        }
    }
    // docs:end

    @Test
    void kryoOverItsSizeBudget_andNotSmallerOnceDeflated_failsWithOneLinePerBudget(@TempDir Path reports) {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")          // sizes are judged in every mode but off
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(CompressedTestCase.class))
                .execute();

        results.testEvents().assertStatistics(stats -> stats.started(4).succeeded(2).failed(2));
        results.testEvents().assertThatEvents()
                .haveExactly(1, event(displayName("json · SMALL (Order, 910 B)"), finishedSuccessfully()))
                .haveExactly(1, event(displayName("json · MEDIUM (Order, 8.1 KB)"), finishedSuccessfully()))
                .haveExactly(1, event(displayName("kryo · SMALL (Order, 307 B)"), finishedWithFailure(instanceOf(AssertionError.class))))
                // Deflated sizes come from the JDK's zlib: the figures of that line are left out here.
                .haveExactly(1, event(displayName("kryo · MEDIUM (Order, 2.6 KB)"), finishedWithFailure(instanceOf(AssertionError.class),
                        message(m -> m.startsWith("Serialization budget exceeded for kryo · MEDIUM (Order)\n"
                                + "  size                   2 647 B   budget ≤ 2 048 B   +29.2 %"
                                + "   @SizeBudget(codec = \"kryo\", maxBytes = 2048) on CompressedTestCase.orders\n"
                                + "  deflated size          kryo ")
                                && m.contains("× smaller   budget ≥ 2.00× smaller than json   -")
                                && m.endsWith("   @SmallerThan on CompressedTestCase.orders\n"
                                + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=json,kryo -Dserguard.sizes=MEDIUM")))));
    }
}
