package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class ReferenceTests {

    @Test
    void work_isTheSameForTheSameSeed_andDiffersBetweenSeeds() {
        Set<Long> checksums = new HashSet<>();
        for (int seed = 0; seed < 64; seed++) {
            long first = Reference.work(seed);
            assertThat(Reference.work(seed)).as("seed %d again", seed).isEqualTo(first);
            assertThat(Reference.work(seed + 64)).as("seed %d, the same chain", seed + 64).isEqualTo(first);
            checksums.add(first);
        }
        assertThat(checksums).hasSize(64);
    }
}
