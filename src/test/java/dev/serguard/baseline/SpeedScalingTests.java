package dev.serguard.baseline;

import dev.serguard.measure.Rounds;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.DoubleStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

class SpeedScalingTests {

    /** Five JVMs whose reference took {@code speeds}, and a codec whose ratio is 1.2 at 1 000 ns, rising to the power {@code exponent}. */
    private static List<SpeedScaling.Point> jvms(double exponent, double... speeds) {
        return DoubleStream.of(speeds).mapToObj(nanos -> new SpeedScaling.Point(1.2 * Math.pow(nanos / 1_000, exponent), nanos)).toList();
    }

    @Test
    void oneJvm_orJvmsAtOneSpeed_giveThePrior() {
        assertThat(SpeedScaling.fit(jvms(0.5, 1_400))).isEqualTo(new SpeedScaling.Fitted(new SpeedScaling(1_400, SpeedScaling.PRIOR),
                1.2 * Math.pow(1.4, 0.5)));
        SpeedScaling.Fitted sameSpeed = SpeedScaling.fit(List.of(new SpeedScaling.Point(1.0, 2_000), new SpeedScaling.Point(1.3, 2_000),
                new SpeedScaling.Point(1.1, 2_000)));
        assertThat(sameSpeed.scaling()).isEqualTo(new SpeedScaling(2_000, SpeedScaling.PRIOR));
        assertThat(sameSpeed.ratio()).isEqualTo(1.1);
    }

    @Test
    void jvmsAtSeveralSpeeds_drawTheExponentTowardsTheirs_theMoreTheWiderTheySpread() {
        double narrow = SpeedScaling.fit(jvms(0.6, 1_000, 1_050, 1_100, 1_150, 1_200)).scaling().exponent();
        double wide = SpeedScaling.fit(jvms(0.6, 1_000, 1_200, 1_400, 1_700, 2_000)).scaling().exponent();

        assertThat(narrow).isBetween(SpeedScaling.PRIOR, 0.6);
        assertThat(wide).isBetween(narrow, 0.6);
        // 1.2 × 1.4^0.6, the middle JVM's ratio at its speed, which is the median: every JVM adjusted to it agrees.
        assertThat(SpeedScaling.fit(jvms(0.6, 1_000, 1_200, 1_400, 1_700, 2_000)).ratio()).isCloseTo(1.2 * Math.pow(1.4, 0.6), within(0.01));
    }

    @Test
    void oneJvmAtAnotherSpeed_doesNotSetTheExponentAlone_twoThatAgreeDo() {
        // Run S's recording: four JVMs at one speed, one 1.5× slower whose ratio read as low as theirs, where the codec's rose by 0.29.
        List<SpeedScaling.Point> oneSlow = List.of(new SpeedScaling.Point(1.28, 838), new SpeedScaling.Point(1.42, 880),
                new SpeedScaling.Point(1.35, 915), new SpeedScaling.Point(1.31, 961), new SpeedScaling.Point(1.33, 1_350));
        assertThat(SpeedScaling.fit(oneSlow).scaling().exponent()).isCloseTo(SpeedScaling.PRIOR, within(0.03));

        // Two slow JVMs that agree on a steeper rise move it; either of them alone does not.
        assertThat(SpeedScaling.fit(jvms(0.8, 900, 920, 950, 1_400, 1_450)).scaling().exponent()).isGreaterThan(SpeedScaling.PRIOR + 0.15);
        assertThat(SpeedScaling.fit(jvms(0.8, 900, 920, 950, 1_400)).scaling().exponent()).isCloseTo(SpeedScaling.PRIOR, within(0.03));
    }

    @Test
    void ratioError_ofJvmsThatSpreadAsAnIdleMachines_isWithinTheLimit_ofJvmsSpreadWider_isNot() {
        // Five JVMs at one speed, their ratios within ±3 %: the median is known as well as five idle JVMs know it.
        List<SpeedScaling.Point> idle = ratios(1.00, 0.97, 1.03, 0.99, 1.02);
        assertThat(SpeedScaling.ratioError(idle)).isLessThanOrEqualTo(SpeedScaling.RECORDED_ERROR);
        // Five spread ±5 % and more, as beside two busy processes per core: ±4.1 %, over the 3 % a baseline needs.
        List<SpeedScaling.Point> busy = ratios(1.00, 0.95, 1.05, 0.96, 1.06);
        assertThat(SpeedScaling.ratioError(busy)).isCloseTo(0.041, within(0.001)).isGreaterThan(SpeedScaling.RECORDED_ERROR);
        // Twelve, of whom the others read nearer each other, know it to ±1.3 %.
        assertThat(SpeedScaling.ratioError(ratios(1.00, 0.95, 1.05, 0.96, 1.06, 1.0, 0.97, 1.03, 0.98, 1.02, 0.99, 1.01)))
                .isCloseTo(0.013, within(0.001));
    }

    @Test
    void widening_isNoneUpToTheErrorAThresholdAssumes_thenAsMuchAsTheErrorAddsToAComparingJvms() {
        assertThat(SpeedScaling.widening(0.01)).isEqualTo(1);
        assertThat(SpeedScaling.widening(SpeedScaling.RECORDED_ERROR)).isEqualTo(1);
        // ±6 %: 15 % becomes 20 %; the widest a baseline keeps, ±18 %, makes it 48 %, and a 2× slowdown still fails.
        assertThat(0.15 * SpeedScaling.widening(0.06)).isCloseTo(0.20, within(0.002));
        assertThat(0.15 * SpeedScaling.widening(SpeedScaling.WIDEST_RECORDED_ERROR)).isCloseTo(0.48, within(0.005)).isLessThan(0.5);
    }

    @Test
    void ratioError_isNotWidenedByOneJvmFarOff() {
        assertThat(SpeedScaling.ratioError(ratios(1.00, 0.99, 1.01, 1.00, 3.0))).isLessThan(0.01);
        assertThat(SpeedScaling.idleError(5)).isCloseTo(0.028, within(0.001));
    }

    // JVMs that all ran the reference at 1 000 ns, with these ratios.
    private static List<SpeedScaling.Point> ratios(double... ratios) {
        return DoubleStream.of(ratios).mapToObj(ratio -> new SpeedScaling.Point(ratio, 1_000)).toList();
    }

    @Test
    void aRatioThatFallsAsTheMachineSlows_isNotBelievedBelowZero() {
        assertThat(SpeedScaling.fit(jvms(-1.0, 1_000, 1_500, 2_000, 3_000)).scaling().exponent()).isZero();
    }

    @Test
    void slowdown_believesNoChangeWithinTheReferencesOwnSpread_andMostOfALargerOne() {
        SpeedScaling scaling = new SpeedScaling(1_000, 0.5);

        assertThat(scaling.slowdown(1_000)).isEqualTo(1.0);
        assertThat(scaling.slowdown(1_045)).isEqualTo(1.0);
        assertThat(scaling.slowdown(1_000 / 1.045)).isEqualTo(1.0);
        // 10 %: three quarters of its log believed, to the power 1.5.
        assertThat(scaling.slowdown(1_100)).isCloseTo(Math.exp(1.5 * (Math.log(1.1) - 0.0025 / Math.log(1.1))), within(1e-9))
                .isBetween(1.10, Math.pow(1.1, 1.5));
        // 1.6×: all but 0.5 % of it, either way.
        assertThat(scaling.slowdown(1_600)).isCloseTo(Math.pow(1.6, 1.5), withinPercentage(1)).isLessThan(Math.pow(1.6, 1.5));
        assertThat(scaling.slowdown(1_000 / 1.6)).isCloseTo(Math.pow(1.6, -1.5), withinPercentage(1)).isGreaterThan(Math.pow(1.6, -1.5));
    }

    @Test
    void adjusted_bringsTheRoundsToTheRecordedSpeed_byTheReferencesMedian() {
        SpeedScaling scaling = new SpeedScaling(1_000, 0.5);

        // The host runs 1.6× slower: 1.2 at the recorded speed is 1.2 × 1.6^0.5 to the reference there, about 1.2 again once adjusted.
        double slow = 1.2 * Math.pow(1.6, 0.5);
        Rounds slowHost = new Rounds(new double[] {slow * 1_600, slow * 1_600, slow * 1_600}, new double[] {1_600, 1_600, 1_600});
        assertThat(scaling.adjusted(slowHost)).get().satisfies(ratio -> assertThat(ratio.median()).isCloseTo(1.2, withinPercentage(1)));

        // The reference reads 4 % slow by itself and the codec keeps its time: the codec's time over the reference's recorded one.
        Rounds noisyReference = new Rounds(new double[] {1_200, 1_200, 1_200}, new double[] {1_040, 1_040, 1_040});
        assertThat(scaling.adjusted(noisyReference)).get().satisfies(ratio -> assertThat(ratio.median()).isCloseTo(1.2, within(1e-9)));

        // One round whose reference was held up 4× does not move the others, nor the factor.
        Rounds oneHeldUp = new Rounds(new double[] {1_200, 1_200, 1_200}, new double[] {1_000, 4_000, 1_000});
        assertThat(scaling.adjusted(oneHeldUp)).get().satisfies(ratio -> {
            assertThat(ratio.median()).isCloseTo(1.2, within(1e-9));
            assertThat(ratio.min()).isCloseTo(0.3, within(1e-9));
        });
        assertThat(scaling.adjusted(Rounds.withoutReference(new double[] {1_200}))).isEmpty();
    }

    @Test
    void besideABusyNeighbour_theRoundsAreTakenAsMeasured_elseAtTheRecordedSpeedByTheExponent() {
        SpeedScaling scaling = new SpeedScaling(1_000, 0.5);
        // The reference and the codec both took 1.6× as long: a neighbour's doing, or the JVM's own speed, where the codec should have slowed more.
        double[] codec = {1_920, 1_920, 1_920};
        double[] reference = {1_600, 1_600, 1_600};

        Rounds besideNeighbour = new Rounds(codec, reference, 1.2);
        assertThat(scaling.forRounds(besideNeighbour)).isEqualTo(new SpeedScaling(1_000, 0));
        // As measured, but for the part of the reference's change that is its own spread (0.5 %).
        assertThat(scaling.forRounds(besideNeighbour).adjusted(besideNeighbour)).get()
                .satisfies(ratio -> assertThat(ratio.median()).isCloseTo(1.2, withinPercentage(1)));

        // Alone on the machine, or not known: the exponent takes the JVM's speed out, and 1.2 reads some 1.2 / 1.6^0.5.
        for (Rounds alone : List.of(new Rounds(codec, reference, 0.02), new Rounds(codec, reference, 0.49), new Rounds(codec, reference))) {
            assertThat(scaling.forRounds(alone)).isSameAs(scaling);
            assertThat(scaling.forRounds(alone).adjusted(alone)).get()
                    .satisfies(ratio -> assertThat(ratio.median()).isCloseTo(1.2 / Math.sqrt(1.6), withinPercentage(1)));
        }
    }

    @Test
    void aRecordingSitsAtTheFastestSpeed_whereAllOrThreeOfItsJvmsRanThere_countingOtherRecordingsFastest() {
        double none = Double.POSITIVE_INFINITY;
        // All at one speed, however few: nothing to ask.
        assertThat(SpeedScaling.enoughAtFastest(new double[] {1_400}, none)).isTrue();
        assertThat(SpeedScaling.enoughAtFastest(new double[] {1_000, 1_150, 1_190}, none)).isTrue();
        // Three within 1.2× of the fastest, two far slower: enough; two within it: not.
        assertThat(SpeedScaling.enoughAtFastest(new double[] {1_400, 900, 1_350, 950, 1_000}, none)).isTrue();
        assertThat(SpeedScaling.enoughAtFastest(new double[] {1_400, 900, 1_350, 1_500, 1_000}, none)).isFalse();
        assertThat(SpeedScaling.enoughAtFastest(new double[] {1_000, 1_500}, none)).isFalse();
        // Five at one speed where another recording of the run ran 1.5× faster: not at the fastest; three at that speed are.
        assertThat(SpeedScaling.enoughAtFastest(new double[] {1_350, 1_400, 1_380, 1_420, 1_360}, 900)).isFalse();
        assertThat(SpeedScaling.enoughAtFastest(new double[] {1_350, 1_400, 1_000, 1_050, 1_070}, 900)).isTrue();
    }

    @Test
    void figuresOutsideTheirRange_areRefusedWithTheirName() {
        assertThatIllegalArgumentException().isThrownBy(() -> new SpeedScaling(0, 0.3)).withMessage("referenceNanos must be a positive number but was 0.0");
        assertThatIllegalArgumentException().isThrownBy(() -> new SpeedScaling(1_000, -0.1)).withMessage("exponent must lie in 0 to 1.0 but was -0.1");
    }
}
