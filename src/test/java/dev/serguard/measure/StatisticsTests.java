package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import java.math.BigInteger;

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
    void thousandsOfSamples_intervalHasTheExactBinomialRanks() {
        for (int n : new int[] {2_000, 10_000}) {
            Statistics statistics = Statistics.of(ascending(n));
            int rank = exactRank(n, 95);

            // ascending(n) holds 0 … n-1, so the j-th smallest sample is j - 1.
            assertThat(statistics.lower()).as("lower end at n = %d", n).isEqualTo(rank - 1.0);
            assertThat(statistics.upper()).as("upper end at n = %d", n).isEqualTo(n - rank + 0.0);
            assertThat(statistics.confidence()).as("confidence at n = %d", n)
                    .isCloseTo(exactConfidence(n, rank), within(1e-9));
        }
    }

    @Test
    void thousandsOfSamples_strictIntervalHasTheExactBinomialRanks() {
        Statistics strict = Statistics.of(ascending(10_000)).at(0.999);
        int rank = exactRankPerMille(10_000, 999);

        assertThat(strict.lower()).isEqualTo(rank - 1.0);
        assertThat(strict.upper()).isEqualTo(10_000.0 - rank);
    }

    // The reference, in exact integer arithmetic (no logarithms, unlike Statistics): the largest rank j
    // whose interval [x(j), x(n+1-j)] covers the median with the confidence asked, that is
    // 1 - 2 P(Bin(n, ½) < j) >= percent / 100, or 2 · 100 · Σ_{k<j} C(n, k) <= (100 - percent) · 2^n.
    private static int exactRank(int n, int percent) {
        return exactRankPerMille(n, percent * 10);
    }

    private static int exactRankPerMille(int n, int perMille) {
        BigInteger allowed = BigInteger.TWO.pow(n).multiply(BigInteger.valueOf(1_000 - perMille));
        BigInteger choose = BigInteger.ONE;        // C(n, 0)
        BigInteger below = BigInteger.ZERO;        // Σ_{k<j} C(n, k)
        int rank = 1;
        while (rank + 1 <= n / 2) {
            below = below.add(choose);                                            // now Σ_{k<rank}
            BigInteger next = below.add(choose.multiply(BigInteger.valueOf(n - rank + 1)).divide(BigInteger.valueOf(rank))); // Σ_{k<rank+1}
            if (next.multiply(BigInteger.valueOf(2_000)).compareTo(allowed) > 0) {
                break;
            }
            choose = choose.multiply(BigInteger.valueOf(n - rank + 1)).divide(BigInteger.valueOf(rank));   // C(n, rank)
            rank++;
        }
        return rank;
    }

    private static double exactConfidence(int n, int rank) {
        BigInteger choose = BigInteger.ONE;
        BigInteger below = BigInteger.ZERO;
        for (int k = 0; k < rank; k++) {
            below = below.add(choose);
            choose = choose.multiply(BigInteger.valueOf(n - k)).divide(BigInteger.valueOf(k + 1));
        }
        // 1 - 2 · below / 2^n, with the division done on a 60-bit-precise quotient
        return 1 - 2 * below.shiftLeft(60).divide(BigInteger.TWO.pow(n)).doubleValue() / Math.pow(2, 60);
    }

    @Test
    void samples_areCopiedInAndOut() {
        double[] values = {3, 1, 2};
        Statistics statistics = Statistics.of(values);

        values[0] = 1_000;
        statistics.samples()[0] = 1_000;

        assertThat(statistics.samples()).containsExactly(1, 2, 3);
        assertThat(statistics.max()).isEqualTo(3.0);
        assertThat(statistics.median()).isEqualTo(2.0);
    }

    @Test
    void sameSamplesAtAnotherConfidence_areNotEqual() {
        Statistics usual = Statistics.of(ascending(21));

        assertThat(usual).isEqualTo(Statistics.of(ascending(21)));
        assertThat(usual.at(0.999)).isNotEqualTo(usual);
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
