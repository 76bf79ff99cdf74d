package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.RoundTripCheck;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;

import static java.nio.charset.StandardCharsets.US_ASCII;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * docs/guide/writing-tests.md, "What round-trips means": a team's own codec that carries an amount
 * as a double; a reader that fills a field on read, ignored.
 */
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

    // docs:writing-round-trip-ignore
    static class PriceListTestCase {

        record Price(String sku, BigDecimal amount, String display) {
        }

        record PriceList(String currency, List<Price> prices) {
        }

        static Stream<Codec<PriceList>> codecs() {                     // the reader formats each price for display
            Codec<PriceList> json = JacksonCodecs.json(new ObjectMapper(), PriceList.class);
            return Stream.of(Codec.of("json", PriceList.class, json::serialize, bytes -> {
                PriceList read = json.deserialize(bytes);
                return new PriceList(read.currency(), read.prices().stream()
                        .map(p -> new Price(p.sku(), p.amount(), p.amount() + " " + read.currency())).toList());
            }));
        }

        static PriceList payload(Size size, Random random) {
            return new PriceList("EUR", List.of(new Price("tea", new BigDecimal("2.00"), null), new Price("cup", new BigDecimal("7.50"), null)));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @RoundTripCheck(ignore = "prices[*].display")              // or ignore = "display": that field at any depth
        void priceLists() {
        }
    }
    // docs:end

    @Test
    void aFieldTheReaderFills_isIgnored_andItsDifferenceNoted(@TempDir Path reports) {
        EngineExecutionResults results = checked(reports, PriceListTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
        assertThat(results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().get("serguard.note")).filter(note -> note != null))
                .containsExactly("PriceList.prices[0].display (ignored by \"prices[*].display\") was null, came back \"2.00 EUR\";"
                        + " 1 more place it ignores differs");
    }

    private static EngineExecutionResults checked(Path reports, Class<?> testCase) {
        return EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(testCase))
                .execute();
    }

    @Test
    void aCodecThatLosesTheScaleOfAnAmount_failsItsRoundTrip(@TempDir Path reports) {
        EngineExecutionResults results = checked(reports, DoublesTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("doubles · SMALL (Money, 11 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("""
                        Round trip failed for doubles · SMALL (Money)
                          Money.amount: expected 2.00 (scale 2) but was 2.0 (scale 1)
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=doubles -Dserguard.sizes=SMALL"""))));
    }
}
