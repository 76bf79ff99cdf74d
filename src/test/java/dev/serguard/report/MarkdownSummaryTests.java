package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.Baseline;
import dev.serguard.baseline.BaselineComparison;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.baseline.BaselineKey;
import dev.serguard.baseline.Thresholds;
import dev.serguard.budget.Metric;
import dev.serguard.measure.MeasureSettings;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class MarkdownSummaryTests {

    private static final BaselineKey KEY = BaselineKey.of(17, "G1", BaselineKey.Mode.QUICK);

    /** A figure past its baseline reads regressed, one under it improved, one within it not at all: by the verdict's outcome, after a read-back. */
    @Test
    void changesAgainstTheBaseline_areRegressedOrImproved_byTheirOutcome() {
        SerializationResult<String> kryo = Results.result("kryo", Results.SMALL, 312, 1_000, 656);
        Baseline baseline = Baseline.of("OrderTests", KEY, "test", List.of(
                BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SIZE, 156),
                BaselineEntry.exact("orders", "kryo", "SMALL", Metric.DEFLATED_SIZE, 900),
                BaselineEntry.exact("orders", "kryo", "SMALL", Metric.SERIALIZE_ALLOCATION, 656)));
        RunPart part = RunPart.of("build-1", "com.example.OrderTests", List.of(Invocation.of("OrderTests.orders", kryo,
                BaselineComparison.compare(kryo, "orders", baseline, KEY, "OrderTests.json", Thresholds.DEFAULTS))), List.of(), List.of(), List.of(),
                List.of("Recorded 7 figures | of OrderTests"), MeasureSettings.quick());

        String summary = MarkdownSummary.format("test run", List.of(RunPart.fromJson(part.toJson())), part.notes());

        assertThat(summary).isEqualTo("""
                # serguard: test run

                No check failed · 1 invocation measured

                ## Changed against the baseline

                | Test | Invocation | Change | Figure |
                |---|---|---|---|
                | OrderTests.orders | kryo · SMALL (Order) | regressed | size  156 B → 312 B  +100.0 %  allowed +0.0 %  baseline OrderTests.json |
                | OrderTests.orders | kryo · SMALL (Order) | improved | deflated size  900 B → 104 B  -88.4 %  allowed +0.0 %  baseline OrderTests.json\
                  improved: record the baseline anew (-Dserguard.mode=record) to keep the gain |

                ## Notes

                - Recorded 7 figures | of OrderTests
                """);
    }
}
