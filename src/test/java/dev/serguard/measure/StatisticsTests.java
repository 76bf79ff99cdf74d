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
    void thousandsOfSamples_intervalIsTheNormalOneNotTheMedianAlone() {
        // Before: 2^n overflowed past 1,023 samples and the interval shrank to the median itself.
        for (int n : new int[] {2_000, 10_000}) {
            Statistics statistics = Statistics.of(ascending(n));
            double halfWidth = 1.96 * Math.sqrt(n) / 2;          // ranks n/2 ± 1.96 √n / 2

            assertThat(statistics.lower()).isCloseTo(n / 2.0 - halfWidth, within(2.0));
            assertThat(statistics.upper()).isCloseTo(n / 2.0 + halfWidth, within(2.0));
            assertThat(statistics.confidence()).isBetween(0.95, 0.96);
        }
    }

    @Test
    void higherConfidence_widensTheIntervalOverTheSameSamples() {
        Statistics usual = Statistics.of(ascending(21));
        Statistics strict = usual.at(0.999);

        assertThat(strict.median()).isEqualTo(usual.median());
        assertThat(usual.lower()).isEqualTo(5.0);        // ranks 6 and 16 of 21: 97.3 %
        assertThat(usual.upper()).isEqualTo(15.0);
        assertThat(strict.lower()).isEqualTo(2.0);       // ranks 3 and 19: 99.98 %
        assertThat(strict.upper()).isEqualTo(18.0);
        assertThat(strict.confidence()).isGreaterThanOrEqualTo(0.999);
    }

    private static double[] ascending(int n) {
        double[] values = new double[n];
        for (int i = 0; i < n; i++) {
            values[i] = i;
        }
        return values;
    }

    @Test
    void toString_showsMedianErrorAndCount() {
        assertThat(Statistics.of(100, 100, 100)).hasToString("100.0 ±0.0 % (median of 3)");
    }
}
