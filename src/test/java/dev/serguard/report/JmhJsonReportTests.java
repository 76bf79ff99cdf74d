package dev.serguard.report;

import dev.serguard.budget.Metric;
import dev.serguard.internal.Json;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.Statistics;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JSON is JMH's result format: read here as JMH's consumers read it (JMH Visualizer, the
 * Jenkins and GitHub benchmark actions), field by field, with the keys and their order that JMH
 * 1.37's own {@code JSONResultFormat} writes.
 */
class JmhJsonReportTests {

    private static final List<String> ENTRY_KEYS = List.of("jmhVersion", "benchmark", "mode", "threads", "forks", "jvm", "jvmArgs",
            "jdkVersion", "vmName", "vmVersion", "warmupIterations", "warmupTime", "warmupBatchSize", "measurementIterations",
            "measurementTime", "measurementBatchSize", "params", "primaryMetric", "secondaryMetrics");
    private static final List<String> METRIC_KEYS = List.of("score", "scoreError", "scoreConfidence", "scorePercentiles", "scoreUnit", "rawData");
    private static final List<String> PERCENTILES = List.of("0.0", "50.0", "90.0", "95.0", "99.0", "99.9", "99.99", "99.999", "99.9999", "100.0");

    private final List<?> entries = (List<?>) Json.parse(JmhJsonReport.format(List.of(
            Results.result("kryo", Results.SMALL, 312, 1_000, 656),
            Results.result("json", Results.SMALL, 1_001, 2_500, 2_048)), MeasureSettings.quick()));

    @Test
    void everyEntry_hasJmhsFieldsInJmhsOrder() {
        assertThat(entries).hasSize(4).allSatisfy(entry -> {
            Map<?, ?> map = (Map<?, ?>) entry;
            assertThat(keys(map)).isEqualTo(ENTRY_KEYS);
            assertThat(map.get("mode")).isEqualTo("avgt");
            assertThat(map.get("threads")).isEqualTo(1L);
            assertThat(map.get("jvmArgs")).isInstanceOf(List.class);
            assertThat(keys((Map<?, ?>) map.get("params"))).isEqualTo(List.of("codec", "payload"));
            metric(map.get("primaryMetric"), "ns/op");
            Map<?, ?> secondary = (Map<?, ?>) map.get("secondaryMetrics");
            assertThat(keys(secondary)).isEqualTo(List.of("gc.alloc.rate.norm", "size", "size.deflated"));
            metric(secondary.get("gc.alloc.rate.norm"), "B/op");
            metric(secondary.get("size"), "B");
            metric(secondary.get("size.deflated"), "B");
        });
    }

    @Test
    void benchmarkAndParams_nameModelOperationCodecAndPayload() {
        Map<?, ?> first = (Map<?, ?>) entries.get(0);

        assertThat(first.get("benchmark")).isEqualTo("serguard.Order.serialize");
        assertThat(first.get("params")).isEqualTo(Map.of("codec", "kryo", "payload", "SMALL"));
        assertThat(((Map<?, ?>) entries.get(1)).get("benchmark")).isEqualTo("serguard.Order.deserialize");
    }

    @Test
    void primaryMetric_isTheMedianWithItsIntervalAndEverySample() {
        Map<?, ?> primary = (Map<?, ?>) ((Map<?, ?>) entries.get(0)).get("primaryMetric");

        assertThat(number(primary.get("score"))).isEqualTo(1_000.0);
        assertThat(number(primary.get("scoreError"))).isEqualTo(50.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat((List<?>) primary.get("scoreConfidence")).extracting(JmhJsonReportTests::number).containsExactly(970.0, 1_050.0);
        assertThat((List<?>) ((List<?>) primary.get("rawData")).get(0)).hasSize(7);
        Map<?, ?> sizes = (Map<?, ?>) ((Map<?, ?>) ((Map<?, ?>) entries.get(0)).get("secondaryMetrics")).get("size");
        assertThat(number(sizes.get("score"))).isEqualTo(312.0);
    }

    @Test
    void withheldVerdict_isInTheEntryOfTheOperationItJudged_andOnlyThere() {
        var kryo = Results.result("kryo", Results.SMALL, 312, 1_000, 656);
        var json = Results.result("json", Results.SMALL, 1_001, 2_500, 2_048);
        var sameNamesOtherTest = Results.result("kryo", Results.SMALL, 312, 1_000, 656);
        List<WithheldVerdict> withheld = List.of(
                new WithheldVerdict("OrderTests.orders", kryo, Results.untrusted(Metric.DESERIALIZE_TIME, Statistics.of(1_500), 1_000, "@SpeedBudget",
                        "a debugger is attached")),
                // json's round trip was not timed: its verdict stays with json, in its first entry
                new WithheldVerdict("OrderTests.orders", json, Results.untrusted(Metric.ROUND_TRIP_TIME, Statistics.of(5_000), 4_000, "@SpeedBudget",
                        "a debugger is attached")),
                new WithheldVerdict("OtherTests.orders", sameNamesOtherTest, Results.untrusted(Metric.SERIALIZE_TIME, Statistics.of(2_000), 1_000,
                        "@SpeedBudget", "a debugger is attached")));

        List<?> written = (List<?>) Json.parse(JmhJsonReport.format(List.of(kryo, json), withheld, MeasureSettings.quick()));

        assertThat(written).hasSize(4);
        assertThat(((Map<?, ?>) written.get(1)).get("withheld")).isEqualTo(List.of(Map.of("test", "OrderTests.orders", "codec", "kryo",
                "payload", "SMALL", "metric", "deserializeTime", "line", "deserialize  1 500 ns/op  budget ≤ 1 000 ns/op  +50.0 %  @SpeedBudget  not failed, times are not trusted here: a debugger is attached")));
        assertThat(((Map<?, ?>) written.get(2)).get("withheld")).isEqualTo(List.of(Map.of("test", "OrderTests.orders", "codec", "json",
                "payload", "SMALL", "metric", "roundTripTime", "line", "round trip  5 000 ns/op  budget ≤ 4 000 ns/op  +25.0 %  @SpeedBudget  not failed, times are not trusted here: a debugger is attached")));
        assertThat(keys((Map<?, ?>) written.get(1))).endsWith("secondaryMetrics", "withheld");
        for (int i : new int[] {0, 3}) {
            assertThat(keys((Map<?, ?>) written.get(i))).isEqualTo(ENTRY_KEYS);
        }
    }

    private static void metric(Object value, String unit) {
        assertThat(value).isInstanceOf(Map.class);
        Map<?, ?> metric = (Map<?, ?>) value;
        assertThat(keys(metric)).isEqualTo(METRIC_KEYS);
        assertThat(metric.get("score")).isInstanceOf(Number.class);
        assertThat(metric.get("scoreError")).isInstanceOf(Number.class);
        assertThat((List<?>) metric.get("scoreConfidence")).hasSize(2).allSatisfy(n -> assertThat(n).isInstanceOf(Number.class));
        assertThat(keys((Map<?, ?>) metric.get("scorePercentiles"))).isEqualTo(PERCENTILES);
        assertThat(metric.get("scoreUnit")).isEqualTo(unit);
        assertThat((List<?>) metric.get("rawData")).singleElement()
                .satisfies(fork -> assertThat((List<?>) fork).isNotEmpty().allSatisfy(n -> assertThat(n).isInstanceOf(Number.class)));
    }

    private static List<String> keys(Map<?, ?> map) {
        return map.keySet().stream().map(String::valueOf).toList();
    }

    private static double number(Object value) {
        return ((Number) value).doubleValue();
    }
}
