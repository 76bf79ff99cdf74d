package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class RoundsTests {

    private static final double[] REFERENCE = {5_000, 10_000, 5_000};

    @Test
    void relativeToReference_isTheRatioRoundByRound() {
        Rounds rounds = new Rounds(new double[] {1_000, 2_000, 1_100}, REFERENCE);

        assertThat(rounds.relativeToReference()).get().extracting(Statistics::median).isEqualTo(0.2);
    }

    @Test
    void roundsAreBesideABusyNeighbour_fromHalfACoreOfOtherProcessesCpuTime_notWhereThatIsUnknown() {
        assertThat(new Rounds(new double[] {1_000}, new double[] {5_000}, 1.2).besideBusyNeighbour()).isTrue();
        assertThat(new Rounds(new double[] {1_000}, new double[] {5_000}, Rounds.BUSY_NEIGHBOUR).besideBusyNeighbour()).isTrue();
        assertThat(new Rounds(new double[] {1_000}, new double[] {5_000}, 0.49).besideBusyNeighbour()).isFalse();
        assertThat(new Rounds(new double[] {1_000}, new double[] {5_000}).besideBusyNeighbour()).isFalse();
        assertThat(Rounds.withoutReference(new double[] {1_000}).neighbourCores()).isNaN();
    }

    @Test
    void withoutAReferenceTime_thereIsNoRatio() {
        assertThat(Rounds.withoutReference(new double[] {1_000, 2_000}).relativeToReference()).isEmpty();
    }

    @Test
    void loopsMeasuredTogether_pairUp_othersDoNot() {
        Rounds json = new Rounds(new double[] {3_000, 6_000, 3_000}, REFERENCE);
        Rounds kryo = new Rounds(new double[] {1_000, 2_000, 1_500}, REFERENCE);
        Rounds elsewhere = new Rounds(new double[] {1_000, 2_000, 1_500}, new double[] {5_000, 10_000, 5_001});

        assertThat(kryo.pairsWith(json)).isTrue();
        assertThat(kryo.pairedRatio(json).median()).isEqualTo(3.0);
        assertThat(kryo.pairsWith(elsewhere)).isFalse();
        assertThat(Rounds.withoutReference(new double[] {1}).pairsWith(Rounds.withoutReference(new double[] {1}))).isFalse();
        assertThatIllegalArgumentException().isThrownBy(() -> kryo.pairedRatio(new Rounds(new double[] {1}, new double[] {1})))
                .withMessage("cannot pair 3 rounds with 1: the two loops were not measured together");
    }

    @Test
    void compileQueue_countsTheQueuedMethodsNotTheHeaders() {
        String queue = """
                C1 compile queue:
                Empty

                C2 compile queue:
                1250       4       com.example.OrderCodec::write (42 bytes)
                1270       4       java.lang.StringLatin1::lastIndexOf (40 bytes)
                """;

        assertThat(JitActivity.HotSpot.count(queue)).isEqualTo(2);
        assertThat(JitActivity.HotSpot.count("C1 compile queue:\nEmpty\n\nC2 compile queue:\nEmpty\n")).isZero();
    }
}
