package dev.serguard.budget;

import dev.serguard.SerializationResult;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Noise;
import dev.serguard.measure.Rounds;
import dev.serguard.measure.Statistics;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;

class BudgetTests {

    private static final Payload<String> PAYLOAD = Payload.named("Order", "LARGE", "order");

    /** A result whose every time sample is one of {@code nanos}, of {@code bytes} serialized. */
    static SerializationResult<String> result(String codec, int bytes, double... nanos) {
        Measurement time = new Measurement(Statistics.of(nanos), Optional.of(Statistics.of(656, 656, 656)), 1000, 10, true, false,
                Noise.NONE, Optional.empty());
        return new SerializationResult<>(codec, PAYLOAD, Optional.empty(), OptionalInt.of(bytes), OptionalInt.of(bytes / 2),
                Optional.of(time), Optional.of(time), Optional.of(time));
    }

    private static final double[] AROUND_8412 = {8300, 8350, 8390, 8400, 8405, 8410, 8411, 8412, 8413, 8420, 8430, 8440, 8500, 8550, 8600};

    @Test
    void sizeOverLimit_failsWithValueBudgetMarginAndDeclaration() {
        Budget budget = new Budget.Limit(CodecSelector.of("kryo"), List.of(), Metric.SIZE, 512, "@SizeBudget(codec = \"kryo\", maxBytes = 512) on OrderTests.orders");
        SerializationResult<String> result = result("kryo", 612, 100);

        List<Verdict> verdicts = Budgets.judge(List.of(budget), result, name -> Optional.empty());

        assertThat(Budgets.failureMessage(result, verdicts)).hasValue("""
                Serialization budget exceeded for kryo · LARGE (Order)
                  size                   612 B   budget ≤ 512 B   +19.5 %   @SizeBudget(codec = "kryo", maxBytes = 512) on OrderTests.orders""");
    }

    private static final double[] AROUND_6000 = {5900, 5950, 5990, 6000, 6005, 6010, 6011, 6012, 6013, 6020, 6030, 6040, 6050, 6060, 6070};

    @Test
    void timeOverLimitOnceOnly_isMeasuredAgainAndPasses() {
        Budget budget = new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.DESERIALIZE_TIME, 7_000, "@SpeedBudget(maxDeserializeNanos = 7000) on X.y");
        List<List<String>> measured = new java.util.ArrayList<>();

        List<Verdict> verdicts = Budgets.judgeConfirmed(List.of(budget), result("kryo", 300, AROUND_8412), name -> Optional.empty(),
                names -> {
                    measured.add(names);
                    return List.of(result("kryo", 300, AROUND_6000));
                });

        assertThat(measured).containsExactly(List.of("kryo"));
        assertThat(verdicts).extracting(Verdict::outcome).containsExactly(Verdict.Status.PASSED);
    }

    @Test
    void timeOverLimitTwice_failsInTwoMeasurements() {
        Budget budget = new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.DESERIALIZE_TIME, 7_000, "@SpeedBudget(maxDeserializeNanos = 7000) on X.y");

        List<Verdict> verdicts = Budgets.judgeConfirmed(List.of(budget), result("kryo", 300, AROUND_8412), name -> Optional.empty(),
                names -> List.of(result("kryo", 300, AROUND_8412)));

        assertThat(verdicts).extracting(Verdict::outcome).containsExactly(Verdict.Status.FAILED);
        assertThat(verdicts.get(0).line()).endsWith("@SpeedBudget(maxDeserializeNanos = 7000) on X.y   in two measurements");
    }

    @Test
    void relativeBudgetOverOnce_measuresBothCodecsAgainTogether() {
        Budget budget = new Budget.Relative(CodecSelector.of("kryo"), List.of(), "json", Metric.SERIALIZE_TIME, 1.0, "@FasterThan on X.y");
        List<List<String>> measured = new java.util.ArrayList<>();

        Budgets.judgeConfirmed(List.of(budget), result("kryo", 300, AROUND_8412),
                name -> Optional.of(result("json", 300, AROUND_6000)),
                names -> {
                    measured.add(names);
                    return List.of(result("kryo", 300, AROUND_6000), result("json", 300, AROUND_8412));
                });

        assertThat(measured).containsExactly(List.of("kryo", "json"));
    }

    @Test
    void sizeOverLimit_failsAtOnceWithoutMeasuringAgain() {
        Budget budget = new Budget.Limit(CodecSelector.of("kryo"), List.of(), Metric.SIZE, 512, "@SizeBudget(maxBytes = 512) on X.y");

        List<Verdict> verdicts = Budgets.judgeConfirmed(List.of(budget), result("kryo", 612, 100), name -> Optional.empty(),
                names -> {
                    throw new AssertionError("a size is exact: nothing to measure again");
                });

        assertThat(verdicts).extracting(Verdict::outcome).containsExactly(Verdict.Status.FAILED);
    }

    @Test
    void timeClearlyOverLimit_failsWithItsSpread() {
        Budget budget = new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.DESERIALIZE_TIME, 7_000, "@SpeedBudget(maxDeserializeNanos = 7000) on OrderTests.orders");

        Verdict verdict = budget.judge(result("kryo", 300, AROUND_8412), name -> Optional.empty());

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.FAILED);
        assertThat(verdict.line()).isEqualTo("deserialize            8 412 ns/op (median of 15 samples, -0.1/+0.3 %)   budget ≤ 7 000 ns/op   +20.2 %"
                + "   @SpeedBudget(maxDeserializeNanos = 7000) on OrderTests.orders");
    }

    @Test
    void timeOverLimitWithinItsInterval_isNotClearlyOverAndDoesNotFail() {
        Budget budget = new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.SERIALIZE_TIME, 8_405, "here");

        Verdict verdict = budget.judge(result("kryo", 300, AROUND_8412), name -> Optional.empty());

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.NOT_CLEARLY_OVER);
        assertThat(verdict.line()).contains("+0.1 % but its interval reaches the budget, not failed");
    }

    @Test
    void timeOverLimitInADistrustedEnvironment_isReportedNotFailed() {
        Measurement time = new Measurement(Statistics.of(AROUND_8412), Optional.empty(), 1000, 10, true, false, Noise.NONE,
                Optional.of("a Java agent is attached (jacocoagent.jar)"));
        SerializationResult<String> result = new SerializationResult<>("kryo", PAYLOAD, Optional.empty(), OptionalInt.of(300),
                OptionalInt.of(150), Optional.of(time), Optional.of(time), Optional.empty());
        Budget budget = new Budget.Limit(CodecSelector.of("*"), List.of(), Metric.SERIALIZE_TIME, 7_000, "@SpeedBudget(maxSerializeNanos = 7000) on X.y");

        Verdict verdict = budget.judge(result, name -> Optional.empty());

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.UNTRUSTED);
        assertThat(verdict.line()).isEqualTo("serialize              8 412 ns/op (median of 15 samples, -0.1/+0.3 %)   budget ≤ 7 000 ns/op   +20.2 %"
                + "   @SpeedBudget(maxSerializeNanos = 7000) on X.y   not failed, times are not trusted here: a Java agent is attached (jacocoagent.jar)");
        assertThat(Budgets.failureMessage(result, List.of(verdict))).isEmpty();
    }

    @Test
    void budgetForAnotherCodec_doesNotApply() {
        Budget budget = new Budget.Limit(CodecSelector.of("json", "smile"), List.of(), Metric.SIZE, 1, "here");

        assertThat(Budgets.judge(List.of(budget), result("kryo", 612, 100), name -> Optional.empty())).isEmpty();
    }

    @Test
    void budgetForAnotherPayload_doesNotApply() {
        Budget budget = new Budget.Limit(CodecSelector.of("*"), List.of("SMALL"), Metric.SIZE, 1, "here");

        assertThat(Budgets.judge(List.of(budget), result("kryo", 612, 100), name -> Optional.empty())).isEmpty();
    }

    @Test
    void fasterThan_passesWhenTheRatioIsMet() {
        Budget budget = new Budget.Relative(CodecSelector.of("kryo"), List.of(), "json", Metric.SERIALIZE_TIME, 1.5, "@FasterThan on OrderTests.orders");
        Map<String, SerializationResult<String>> run = Map.of("json", result("json", 900, 3_000, 3_000, 3_000));

        Verdict verdict = budget.judge(result("kryo", 300, 1_000, 1_000, 1_000), name -> Optional.ofNullable(run.get(name)));

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.PASSED);
        assertThat(verdict.line()).isEqualTo("serialize              kryo 1 000 ns/op vs json 3 000 ns/op: 3.00× faster"
                + "   budget ≥ 1.50× faster than json   +100.0 %   @FasterThan on OrderTests.orders");
    }

    /** A result timed in rounds paired with the reference times {@code reference}: the shape of codecs measured together. */
    static SerializationResult<String> paired(String codec, double[] reference, double... nanos) {
        Measurement time = new Measurement(Statistics.of(nanos), Optional.empty(), 1000, 10, true, false, Noise.NONE, Optional.empty(),
                new Rounds(nanos, reference));
        return new SerializationResult<>(codec, PAYLOAD, Optional.empty(), OptionalInt.of(300), OptionalInt.of(150),
                Optional.of(time), Optional.of(time), Optional.empty());
    }

    private static final Budget AS_FAST_AS_ITSELF = new Budget.Relative(CodecSelector.of("slowed"), List.of(), "plain",
            Metric.SERIALIZE_TIME, 1.0, "@FasterThan on OrderTests.orders");

    @Test
    void fasterThanPaired_aSlowdownHiddenByTheMachineDriftingIsStillCaught() {
        // The machine's speed swings 3× from round to round, so the two codecs' times overlap
        // entirely; but in every round "slowed" takes 1.25× what "plain" took next to it.
        double[] drift = {1, 3, 1.5, 2.5, 1, 3, 2, 1.2, 2.8, 1.6, 2.2, 1, 3, 1.4, 2.6, 1.8, 2.4, 1.1, 2.9, 1.3, 2.7};
        double[] plain = new double[drift.length];
        double[] slowed = new double[drift.length];
        double[] reference = new double[drift.length];
        for (int k = 0; k < drift.length; k++) {
            plain[k] = 1_000 * drift[k] * (1 + 0.01 * (k % 3));
            slowed[k] = 1_250 * drift[k] * (1 + 0.01 * ((k + 1) % 3));
            reference[k] = 5_000 * drift[k];
        }
        Map<String, SerializationResult<String>> run = Map.of("plain", paired("plain", reference, plain));

        Verdict verdict = AS_FAST_AS_ITSELF.judge(paired("slowed", reference, slowed), name -> Optional.ofNullable(run.get(name)));

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.FAILED);
        assertThat(verdict.line()).isEqualTo("serialize              slowed 2 525 ns/op vs plain 2 000 ns/op: 0.79× faster"
                + " (median of 21 paired rounds, 0.79× to 0.82×)   budget ≥ 1.00× faster than plain   -20.8 %   @FasterThan on OrderTests.orders");
    }

    @Test
    void fasterThanPaired_equalCodecsWithinTheNoisePass() {
        // Equal codecs; in most rounds "slowed" measured 3 % slower by chance of layout: within the noise.
        double[] reference = {5_000, 5_100, 4_900, 5_050, 5_000, 4_950, 5_020, 5_010, 4_990};
        double[] plain = {1_000, 1_020, 980, 1_010, 1_000, 990, 1_004, 1_002, 998};
        double[] slowed = new double[plain.length];
        for (int k = 0; k < plain.length; k++) {
            slowed[k] = plain[k] * 1.03;
        }
        Map<String, SerializationResult<String>> run = Map.of("plain", paired("plain", reference, plain));

        Verdict verdict = AS_FAST_AS_ITSELF.judge(paired("slowed", reference, slowed), name -> Optional.ofNullable(run.get(name)));

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.PASSED);
        assertThat(verdict.line()).contains("0.97× faster (median of 9 paired rounds, 0.97× to 0.97×)",
                "-2.9 % within the 5 % that equal codecs measure apart, passed");
    }

    @Test
    void fasterThanPaired_roundsThatDisagreeWithholdTheVerdict() {
        // Half the rounds say 0.8×, half 1.1×: the median is under the budget, but the rounds reach it.
        double[] reference = {5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000, 5_000};
        double[] plain = {1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000, 1_000};
        double[] slowed = {1_250, 909, 1_250, 909, 1_250, 909, 1_250, 909, 1_250, 909, 1_250};
        Map<String, SerializationResult<String>> run = Map.of("plain", paired("plain", reference, plain));

        Verdict verdict = AS_FAST_AS_ITSELF.judge(paired("slowed", reference, slowed), name -> Optional.ofNullable(run.get(name)));

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.NOT_CLEARLY_OVER);
        assertThat(verdict.line()).contains("-20.0 % but the rounds reach the budget, not failed");
    }

    @Test
    void smallerThan_failsWhenNotSmallEnough() {
        Budget budget = new Budget.Relative(CodecSelector.of("smile"), List.of(), "json", Metric.SIZE, 1.25, "@SmallerThan on OrderTests.orders");
        Map<String, SerializationResult<String>> run = Map.of("json", result("json", 1_000, 1));
        SerializationResult<String> smile = result("smile", 900, 1);

        assertThat(Budgets.failureMessage(smile, Budgets.judge(List.of(budget), smile, name -> Optional.ofNullable(run.get(name))))).hasValue("""
                Serialization budget exceeded for smile · LARGE (Order)
                  size                   smile 900 B vs json 1 000 B: 1.11× smaller   budget ≥ 1.25× smaller than json   -11.1 %   @SmallerThan on OrderTests.orders""");
    }

    @Test
    void relativeToAnAbsentCodec_failsAndSaysSo() {
        Budget budget = new Budget.Relative(CodecSelector.of("kryo"), List.of(), "json", Metric.SERIALIZE_TIME, 1.5, "@FasterThan on X.y");

        Verdict verdict = budget.judge(result("kryo", 300, 1_000), name -> Optional.empty());

        assertThat(verdict.outcome()).isEqualTo(Verdict.Status.FAILED);
        assertThat(verdict.line()).contains("json has no serialize figure to compare (it failed, was skipped or was not timed)");
    }
}
