package dev.serguard.report;

import dev.serguard.Failure;
import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.measure.Statistics;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class ConsoleTableTests {

    private static final SerializationResult<String> KRYO_SMALL = Results.result("kryo", Results.SMALL, 312, 1_000, 656);
    private static final SerializationResult<String> JSON_SMALL = Results.result("json", Results.SMALL, 1_001, 2_500, 2_048);

    static final WithheldVerdict OVERLOADED = new WithheldVerdict("OrderTests.orders", KRYO_SMALL, Results.untrusted(Metric.SERIALIZE_TIME,
            Statistics.of(950, 980, 1_000, 1_000, 1_000, 1_020, 1_050), 500, "@SpeedBudget(maxSerializeNanos = 500) on OrderTests.orders",
            "the machine is overloaded (load average 7.9 on 2 cores)"));
    static final WithheldVerdict NOT_CLEARLY = new WithheldVerdict("OrderTests.orders", JSON_SMALL, new Verdict(Metric.DESERIALIZE_TIME,
            Verdict.Status.NOT_CLEARLY_OVER, 3_900, 3_000, new Verdict.Limit.Allowed(0.15),
            new Verdict.Measured.Ratio(3_000, 3_900, 0.2, Statistics.of(0.22, 0.24, 0.25, 0.26, 0.27, 0.28, 0.30)),
            new Verdict.Source.Baseline("OrderTests.json", Optional.empty()), Optional.empty(), false));

    @Test
    void withheldVerdicts_areListedOneLineEachWithTheirTestAfterTheFailures() {
        String footer = ConsoleTable.footer(List.of(KRYO_SMALL, JSON_SMALL), List.of(), List.of(OVERLOADED, NOT_CLEARLY));

        assertThat(footer).isEqualTo("""
                Verdicts withheld: 2 (past a budget or a baseline, not failed: the data could not carry a verdict; each line says why)
                  kryo · SMALL (Order) in OrderTests.orders: serialize  1 000 ns/op (median of 7 samples, ±5.0 %)  budget ≤ 500 ns/op  +100.0 %\
                  @SpeedBudget(maxSerializeNanos = 500) on OrderTests.orders\
                  not failed, times are not trusted here: the machine is overloaded (load average 7.9 on 2 cores)
                  json · SMALL (Order) in OrderTests.orders: deserialize  3 000 ns/op → 3 900 ns/op, 0.200 → 0.260 of the reference\
                 (median of 7 rounds, 0.220 to 0.300)  +30.0 %  allowed +15.0 %  baseline OrderTests.json\
                  but its rounds reach the threshold, not failed
                """);
        assertThat(ConsoleTable.format(List.of(KRYO_SMALL, JSON_SMALL), List.of(), List.of(OVERLOADED)))
                .endsWith("\nVerdicts withheld: 1 (past a budget or a baseline, not failed: the data could not carry a verdict; each line says why)\n"
                        + "  " + OVERLOADED.summary() + "\n");
    }

    @Test
    void checkMode_blockShowsSizesOnlyWithoutEmptyTimeColumns() {
        SerializationResult<String> kryo = KRYO_SMALL.withTimings(Optional.empty(), Optional.empty(), Optional.empty());
        SerializationResult<String> broken = JSON_SMALL.failedWith(new Failure(Failure.Kind.THREW, "deserialize", "java.lang.IllegalStateException: no",
                Optional.empty(), Optional.empty()));

        assertThat(ConsoleTable.block("OrderTests.orders · Order · SMALL", List.of(kryo, broken))).isEqualTo("""
                OrderTests.orders · Order · SMALL
                codec                   size     +dfl
                kryo                     312      104
                json               FAILED (threw, see below)
                """);
    }

    @Test
    void timedBlock_keepsEveryColumn() {
        assertThat(ConsoleTable.block("Order · SMALL", List.of(KRYO_SMALL)).lines().skip(1).findFirst().orElseThrow())
                .isEqualTo("codec                  ser ns           ±   deser ns           ±   total ns           ±      size     +dfl   ser B/op deser B/op");
    }

    /**
     * An interval whose ends lie unevenly shows both ({@code -6.7/+13.3%}), not one symmetric
     * figure; {@code total} is ser + deser with its ends added, whatever a timed round trip read.
     */
    @Test
    void aRow_showsBothEndsOfEachInterval_andTotalIsSerPlusDeser_besideATimedRoundTrip() {
        dev.serguard.measure.Measurement roundTrip = new dev.serguard.measure.Measurement(Statistics.of(30_000, 30_000, 30_000),
                Optional.empty(), 1_000, 12, true, false, dev.serguard.measure.Noise.NONE, Optional.empty());
        SerializationResult<String> kryo = KRYO_SMALL.withTimings(KRYO_SMALL.serialize(), KRYO_SMALL.deserialize(), Optional.of(roundTrip));

        assertThat(ConsoleTable.block("Order · SMALL", List.of(kryo)).lines().skip(2).findFirst().orElseThrow()).isEqualTo(
                "kryo                     1000  -3.0/+5.0%       1500 -6.7/+13.3%       2500 -5.2/+10.0%       312      104        656       1312");
        assertThat(Statistics.of(100, 100, 100).relativeInterval()).isEqualTo("±0.0 %");
        assertThat(Statistics.relativeInterval(100, 50, 3_458)).isEqualTo("-50.0/+3358 %");
    }

    @Test
    void noVerdictWithheld_noSection() {
        assertThat(ConsoleTable.format(List.of(KRYO_SMALL, JSON_SMALL), List.of(), List.of()))
                .isEqualTo(ConsoleTable.format(List.of(KRYO_SMALL, JSON_SMALL), List.of()))
                .doesNotContain("withheld");
    }

    @Test
    void announcement_isOneGreppableLineNamingCodecPayloadAndTest() {
        // The figure by what it is against its limit, and why it was withheld, in 200 characters; the reports keep the whole line.
        assertThat(OVERLOADED.announcement()).isEqualTo("Verdict withheld for kryo · SMALL (Order) in OrderTests.orders: speed budget serialize"
                + " 1 000 ns/op against 500 ns/op: times are not trusted here: the machine is overloaded … (whole in the reports)");
        assertThat(OVERLOADED.summary()).isEqualTo("kryo · SMALL (Order) in OrderTests.orders: serialize  1 000 ns/op"
                + " (median of 7 samples, ±5.0 %)  budget ≤ 500 ns/op  +100.0 %  @SpeedBudget(maxSerializeNanos = 500) on OrderTests.orders"
                + "  not failed, times are not trusted here: the machine is overloaded (load average 7.9 on 2 cores)");
        assertThat(OVERLOADED.announcement()).doesNotContain("\n");
    }

    @Test
    void untrustedTimes_areMarkedOnTheirRow_saidOncePerCodecAndPayload_andMarkedInTheJsonAndHtml() {
        String why = "the JIT was still compiling after 2.5 s of warm-up (3 methods queued): the machine's cores were too busy";
        SerializationResult<String> busy = KRYO_SMALL.withTimings(KRYO_SMALL.serialize().map(m -> untrusted(m, why)),
                KRYO_SMALL.deserialize().map(m -> untrusted(m, why)), Optional.empty());

        String table = ConsoleTable.format(List.of(busy, JSON_SMALL), List.of());

        assertThat(table.lines().filter(line -> line.startsWith("kryo "))).singleElement().asString().endsWith(" (not trusted)");
        assertThat(table.lines().filter(line -> line.startsWith("json "))).singleElement().asString().doesNotContain("trusted");
        assertThat(table).contains("Notes:\n  (not trusted) kryo · SMALL (Order): times not trusted, their verdicts only warn: " + why + "\n"
                + "  2 of 4 timings did not reach a steady, compiled state within their warm-up limit\n");
        assertThat(JmhJsonReport.format(List.of(busy), dev.serguard.measure.MeasureSettings.quick())).contains("\"untrusted\" : \"" + why + "\"");
        assertThat(HtmlReport.format("test run", List.of(busy), result -> List.of(), List.of(), List.of()))
                .contains("<td class=\"num untrusted\" title=\"not trusted: " + why + "\">");
    }

    private static dev.serguard.measure.Measurement untrusted(dev.serguard.measure.Measurement m, String why) {
        return new dev.serguard.measure.Measurement(m.nanosPerOp(), m.allocatedBytesPerOp(), m.batchSize(), m.warmupBatches(), false, false,
                false, m.noise(), Optional.of(why), m.rounds());
    }
}
