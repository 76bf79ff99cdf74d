package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class StatisticsTests {

    @Test
    void oddCount_medianIsTheMiddleSample() {
        assertThat(Statistics.of(5, 1, 3).median()).isEqualTo(3.0);
    }

    @Test
    void evenCount_medianIsTheMeanOfTheMiddleTwo() {
        assertThat(Statistics.of(4, 1, 3, 2).median()).isEqualTo(2.5);
    }

    @Test
    void fifteenSamples_intervalIsFourthToTwelfth() {
        double[] values = new double[15];
        for (int i = 0; i < values.length; i++) {
            values[i] = 100 + i;        // 100 … 114
        }

        Statistics statistics = Statistics.of(values);

        assertThat(statistics.lower()).isEqualTo(103.0);
        assertThat(statistics.upper()).isEqualTo(111.0);
        assertThat(statistics.confidence()).isCloseTo(1 - 2 * 576 / 32768.0, within(1e-12));
        assertThat(statistics.relativeError()).isCloseTo(4 / 107.0, within(1e-12));
    }

    @Test
    void fewSamples_intervalIsTheWholeRangeAtItsLowerConfidence() {
        Statistics statistics = Statistics.of(10, 12, 11, 30, 9);

        assertThat(statistics.lower()).isEqualTo(9.0);
        assertThat(statistics.upper()).isEqualTo(30.0);
        assertThat(statistics.confidence()).isEqualTo(1 - 2 / 32.0);
    }

    @Test
    void toString_showsMedianErrorAndCount() {
        assertThat(Statistics.of(100, 100, 100)).hasToString("100.0 ±0.0 % (median of 3)");
    }
}
