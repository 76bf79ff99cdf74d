package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.util.Random;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.EventConditions.test;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** The examples of docs/guide/assertj-and-programmatic.md on serguard's AssertJ assertions. */
class Guide1AssertjTests {

    // docs:assertj-first
    @Test
    void order_roundTripsAndStaysLean() {
        Codec<Order> json = JacksonCodecs.json(new ObjectMapper(), Order.class);
        Order order = Order.random(new Random(42), 10);

        assertThat(Serguard.measure(json, order))
                .roundTrips()
                .hasSerializedSizeAtMost(1_024)
                .hasAllocationPerOpAtMost(16_384)
                .serializesWithinNanos(1_000_000);
    }
    // docs:end

    // docs:assertj-failure
    static class SmallOrderTestCase {

        @Test
        void smallOrder_fitsInHalfAKilobyte() {
            Codec<Order> json = JacksonCodecs.json(new ObjectMapper(), Order.class);
            Payload<Order> small = Payload.of(Order.class, Size.SMALL, (size, random) -> Order.random(random, size.nominalJsonBytes() / 60));

            assertThat(Serguard.check(json, small))
                    .roundTrips()
                    .hasSerializedSizeAtMost(512);
        }
    }
    // docs:end

    @Test
    void aSizeOverTheLimit_failsWithTheBudgetsWording() {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .selectors(selectClass(SmallOrderTestCase.class))
                .execute();

        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(test("smallOrder_fitsInHalfAKilobyte"),
                finishedWithFailure(instanceOf(AssertionError.class), message(m -> m.strip().equals("""
                        Serialization budget exceeded for json · SMALL (Order)
                          size                   910 B   budget ≤ 512 B   +77.7 %   assertThat(result).hasSerializedSizeAtMost(512)""")))));
    }
}
