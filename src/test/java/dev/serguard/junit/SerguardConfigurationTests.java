package dev.serguard.junit;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class SerguardConfigurationTests {

    @Test
    void recordMode_isReadAndTimesAsQuickModeDoes() {
        SerguardConfiguration.Mode mode = SerguardConfiguration.mode(Optional.of(" Record "));

        assertThat(mode).isEqualTo(SerguardConfiguration.Mode.RECORD);
        assertThat(mode.settings()).isEqualTo(SerguardConfiguration.Mode.QUICK.settings());
    }

    @Test
    void percent_isReadOrFallsBack() {
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of(" 7.5 "), 15)).isEqualTo(7.5);
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.empty(), 15)).isEqualTo(15);
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of("fast"), 15)).isEqualTo(15);
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of("-1"), 15)).isEqualTo(15);
    }
}
