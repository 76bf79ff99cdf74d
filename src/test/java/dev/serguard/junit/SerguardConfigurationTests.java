package dev.serguard.junit;

import dev.serguard.measure.CostedProbes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SerguardConfigurationTests {

    @Test
    void recordMode_isReadAndSamplesAsQuickModeDoes_warmingUpLonger() {
        SerguardConfiguration.Mode mode = SerguardConfiguration.mode(Optional.of(" Record "));

        assertThat(mode).isEqualTo(SerguardConfiguration.Mode.RECORD);
        assertThat(mode.settings()).isEqualTo(SerguardConfiguration.Mode.QUICK.settings().withWarmupMax(Duration.ofSeconds(2))
                .withTimeLimit(Duration.ofSeconds(20)));
    }

    @Test
    void recordParts_areReadStrictly_allByDefault() {
        assertThat(SerguardConfiguration.recorded(Optional.empty())).containsExactlyInAnyOrder(SerguardConfiguration.Recorded.values());
        assertThat(SerguardConfiguration.recorded(Optional.of(" Sizes, golden "))).containsExactlyInAnyOrder(SerguardConfiguration.Recorded.SIZES,
                SerguardConfiguration.Recorded.GOLDEN);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> SerguardConfiguration.recorded(Optional.of(" , ")))
                .hasMessage("serguard.record = \" , \" names nothing to record: give some of sizes, allocation, times, golden, comma-separated,"
                        + " or leave it out to record all.");
    }

    @Test
    void callTimeout_isReadAsJUnitReadsDurationsOrFallsBack() {
        Duration fallback = SerguardConfiguration.DEFAULT_CALL_TIMEOUT;

        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.empty(), fallback)).isEqualTo(Duration.ofSeconds(30));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("45s"), fallback)).isEqualTo(Duration.ofSeconds(45));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of(" 500 ms "), fallback)).isEqualTo(Duration.ofMillis(500));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("2m"), fallback)).isEqualTo(Duration.ofMinutes(2));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("90"), fallback)).isEqualTo(Duration.ofSeconds(90));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("fast"), fallback)).isEqualTo(fallback);
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("0s"), fallback)).isEqualTo(fallback);
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("-5s"), fallback)).isEqualTo(fallback);
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("99999999999999999999d"), fallback)).isEqualTo(fallback);
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("1000000d"), fallback)).isEqualTo(fallback);
    }

    @Test
    void percent_isReadOrFallsBack() {
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of(" 7.5 "), 15)).isEqualTo(7.5);
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.empty(), 15)).isEqualTo(15);
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of("fast"), 15)).isEqualTo(15);
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of("-1"), 15)).isEqualTo(15);
    }

    @Test
    void internalProbes_nameATestsProbeSource_orFailInOneSentence() {
        assertThat(SerguardConfiguration.probes(" " + CostedProbes.NAME + " ")).isInstanceOf(CostedProbes.class);
        assertThatThrownBy(() -> SerguardConfiguration.probes("java.lang.String")).isInstanceOf(ExtensionConfigurationException.class)
                .hasMessage("serguard.internal.probes = \"java.lang.String\" names no ProbeSource with a constructor without parameters"
                        + " (it does not implement ProbeSource): it is for serguard's own tests; remove it.");
        assertThatThrownBy(() -> SerguardConfiguration.probes("com.example.Gone")).hasMessage("serguard.internal.probes = \"com.example.Gone\""
                + " names no ProbeSource with a constructor without parameters (no such class): it is for serguard's own tests; remove it.");
    }
}
