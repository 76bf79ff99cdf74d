package dev.serguard.examples;

import dev.serguard.codec.Codec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** docs/guide/writing-tests.md, "What round-trips means": a team's own codec that carries an amount as a double. */
class Guide1RoundTripTests {

    // docs:writing-round-trip-failure
    static class DoublesTestCase {

        record Money(BigDecimal amount, String currency) {
        }

        static Stream<Codec<Money>> codecs() {                         // the team's own format: the amount as a double, then the currency
            return Stream.of(Codec.of("doubles", Money.class,
                    money -> ByteBuffer.allocate(11).putDouble(money.amount().doubleValue()).put(money.currency().getBytes(US_ASCII)).array(),
                    bytes -> new Money(BigDecimal.valueOf(ByteBuffer.wrap(bytes).getDouble()), new String(bytes, 8, 3, US_ASCII))));
        }

        static Money payload(Size size, Random random) {
            return new Money(new BigDecimal("2.00"), "EUR");
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void money() {
        }
    }
    // docs:end

    @Test
    void aCodecThatLosesTheScaleOfAnAmount_failsItsRoundTrip(@TempDir Path reports) {
        EngineExecutionResults results = EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(DoublesTestCase.class))
                .execute();

        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("doubles · SMALL (Money, 11 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("""
                        Round trip failed for doubles · SMALL (Money)
                          Money.amount: expected 2.00 (scale 2) but was 2.0 (scale 1)
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=doubles -Dserguard.sizes=SMALL"""))));
    }
}
