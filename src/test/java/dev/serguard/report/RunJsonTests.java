package dev.serguard.report;

import dev.serguard.Failure;
import dev.serguard.SerializationResult;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.check.Difference;
import dev.serguard.internal.Json;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Noise;
import dev.serguard.measure.Rounds;
import dev.serguard.measure.Statistics;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** What a report part keeps of results and verdicts reads back as it was written, through JSON text. */
class RunJsonTests {

    private static final double[] SAMPLES = {8_300, 8_350.5, 8_390, 8_400, 8_405, 8_410, 8_411, 8_412, 8_413, 8_420, 8_430.25, 8_440, 8_500};

    private static Map<?, ?> throughText(Map<String, Object> tree) {
        return (Map<?, ?>) Json.parse(Json.write(tree));
    }

    @Test
    void aResult_readsBackWithEveryFigure_itsPayloadByModelAndLabel() {
        Measurement timed = new Measurement(Statistics.of(SAMPLES), Optional.of(Statistics.of(656, 656, 672)), 1_024, 17, false, true, true,
                new Noise(12, 3, 40), Optional.of("a Java agent is attached (jacocoagent.jar)"),
                new Rounds(SAMPLES, SAMPLES.clone(), Double.NaN));
        SerializationResult<String> result = new SerializationResult<>("kryo", Payload.named("Order", "SMALL", "order"),
                Optional.of(new Failure(Failure.Kind.ROUND_TRIP_MISMATCH, "round trip", "Order.id: expected 1 but was 2",
                        Optional.of(new Difference("Order.id", "1", "2")), Optional.empty())),
                OptionalInt.of(300), OptionalInt.of(150), Optional.of(timed), Optional.empty(), Optional.of(timed),
                Optional.of(new SerializationResult.SizeRange(8, 290, 300, 140, 150)), List.of("a note \"quoted\"\nover two lines"));

        SerializationResult<?> read = RunJson.result(throughText(RunJson.result(result)));

        assertThat(read.codec()).isEqualTo("kryo");
        assertThat(read.title()).isEqualTo(result.title());
        assertThat(read.payload()).hasToString("Order · SMALL");
        assertThat(read.failure()).isEqualTo(result.failure());
        assertThat(read.failureMessage()).isEqualTo(result.failureMessage());
        assertThat(read.serializedBytes()).isEqualTo(result.serializedBytes());
        assertThat(read.deflatedBytes()).isEqualTo(result.deflatedBytes());
        assertThat(read.serialize()).isEqualTo(result.serialize());
        assertThat(read.deserialize()).isEmpty();
        assertThat(read.roundTrip()).isEqualTo(result.roundTrip());
        assertThat(read.sizeRange()).isEqualTo(result.sizeRange());
        assertThat(read.notes()).isEqualTo(result.notes());
    }

    static Stream<Verdict> verdicts() {
        Statistics value = Statistics.of(SAMPLES);
        Statistics ratio = Statistics.of(1.39, 1.40, 1.41, 1.42, 1.40, 1.38, 1.43, 1.40, 1.41).at(Statistics.VERDICT_CONFIDENCE);
        Verdict.Source baseline = new Verdict.Source.Baseline("src/test/resources/serguard/OrderTests.json", Optional.of("JDK 17, G1, quick"));
        Verdict.Source declared = new Verdict.Source.Declared("@SpeedBudget(maxSerializeNanos = 7000) on OrderTests.orders");
        return Stream.of(
                new Verdict(Metric.SERIALIZE_TIME, Verdict.Status.NOT_CLEARLY_OVER, 8_412, 7_000, new Verdict.Limit.AtMost(7_000),
                        new Verdict.Measured.Value(value), declared, Optional.empty(), false),
                new Verdict(Metric.DESERIALIZE_TIME, Verdict.Status.FAILED, 0.5, 1.5, new Verdict.Limit.TimesBetter(1.5, "json"),
                        new Verdict.Measured.Versus("kryo", 2_000, "json", 1_000, 0.5, Optional.of(ratio)), declared, Optional.empty(), true),
                new Verdict(Metric.SIZE, Verdict.Status.IMPROVED, 290, 300, new Verdict.Limit.Allowed(0), new Verdict.Measured.Change(300, 300, 280, 290),
                        baseline, Optional.empty(), false),
                new Verdict(Metric.DESERIALIZE_TIME, Verdict.Status.FAILED, 1_400, 1_000, new Verdict.Limit.Allowed(0.199, OptionalDouble.of(0.059)),
                        new Verdict.Measured.Ratio(1_000, 1_400, 1.0, ratio, Optional.empty()), baseline, Optional.empty(), true),
                new Verdict(Metric.SERIALIZE_TIME, Verdict.Status.UNTRUSTED, 1_400, Double.NaN, new Verdict.Limit.Allowed(0.15),
                        new Verdict.Measured.Ratio(1_000, 1_400, 1.0, ratio, Optional.of(new Verdict.Measured.Adjusted(3.1, 1.38, false,
                                OptionalDouble.of(1.5)))), baseline, Optional.of("this JVM ran the reference workload 3.1× slower"), false, true),
                new Verdict(Metric.SERIALIZE_ALLOCATION, Verdict.Status.NOT_IN_BASELINE, 656, Double.NaN, new Verdict.Limit.Allowed(0.05),
                        new Verdict.Measured.Missing(Optional.of("json")), new Verdict.Source.Baseline("b.json", Optional.empty()),
                        Optional.empty(), false));
    }

    @ParameterizedTest
    @MethodSource("verdicts")
    void aVerdict_readsBackEqual(Verdict verdict) {
        assertThat(RunJson.verdict(throughText(RunJson.verdict(verdict)))).isEqualTo(verdict);
    }
}
