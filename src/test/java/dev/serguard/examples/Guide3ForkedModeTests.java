package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.Forked;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
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
 * The forked-mode guide's example (docs/guide/forked-mode.md), run through the Jupiter engine:
 * each invocation in a child JVM; the codec that calls {@code System.exit} fails its own, the
 * other passes.
 */
class Guide3ForkedModeTests {

    @TempDir
    Path reports;

    // docs:forked-example
    @Forked(maxHeap = "256m", timeout = "2 m")
    static class UntrustedCodecsTestCase {

        static Stream<Codec<Order>> codecs() {
            return Stream.of(
                    JacksonCodecs.json(new ObjectMapper(), Order.class),
                    Codec.of("exits", Order.class, ProgrammaticExampleTests::write, bytes -> {
                        System.exit(2);                      // a library that "handles" bad input by ending the process
                        return null;
                    }));
        }

        static Order payload(Size size, Random random) {
            return Order.random(random, size.nominalJsonBytes() / 60);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void orders() {
        }
    }
    // docs:end

    @Test
    void codecThatCallsSystemExit_failsItsOwnInvocation_andTheOtherPasses() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(UntrustedCodecsTestCase.class))
                .execute();

        String log = reports.resolve("forks").resolve("UntrustedCodecsTestCase.orders.exits.SMALL.log").toString();
        results.testEvents().assertStatistics(stats -> stats.started(2).succeeded(1).failed(1));
        results.testEvents().assertThatEvents()
                .haveExactly(1, event(displayName("json · SMALL (Order)"), finishedSuccessfully()))
                .haveExactly(1, event(displayName("exits · SMALL (Order)"), finishedWithFailure(instanceOf(AssertionError.class),
                        message(m -> m.startsWith("Forked run failed for exits · SMALL (Order): its child JVM exited with status 2;"
                                + " System.exit was called at " + UntrustedCodecsTestCase.class.getName() + ".lambda$codecs$0(Guide3ForkedModeTests.java:45),"
                                + " on thread serguard check exits · Order · SMALL\n  its last output:")
                                && m.endsWith("\n  all of it: " + log)))));
    }
}
