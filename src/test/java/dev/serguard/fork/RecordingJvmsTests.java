package dev.serguard.fork;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class RecordingJvmsTests {

    @ParameterizedTest(name = "{0} JVMs asked: up to {1}")
    @CsvSource({"1, 1", "2, 3", "3, 4", "5, 7", "9, 13"})
    void aRecordingAsksHalfAsManyFreshJvmsAgainAtTheMost(int jvms, int most) {
        assertThat(RecordingJvms.most(jvms)).isEqualTo(most);
    }
}
