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
    void callTimeout_isReadAsJUnitReadsDurations_strictly() {
        Duration fallback = SerguardConfiguration.DEFAULT_CALL_TIMEOUT;

        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.empty(), fallback)).isEqualTo(Duration.ofSeconds(30));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("45s"), fallback)).isEqualTo(Duration.ofSeconds(45));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of(" 500 ms "), fallback)).isEqualTo(Duration.ofMillis(500));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("2m"), fallback)).isEqualTo(Duration.ofMinutes(2));
        assertThat(SerguardConfiguration.duration("serguard.callTimeout", Optional.of("90"), fallback)).isEqualTo(Duration.ofSeconds(90));
        for (String bad : new String[] {"fast", "0s", "-5s", "99999999999999999999d", "1000000d"}) {
            assertThatThrownBy(() -> SerguardConfiguration.duration("serguard.callTimeout", Optional.of(bad), fallback))
                    .isInstanceOf(ExtensionConfigurationException.class)
                    .hasMessage("serguard.callTimeout = \"" + bad + "\" is not a duration greater than 0: give one such as 30 s, 500 ms or"
                            + " 2 m, or leave it out for 30 s.");
        }
    }

    @Test
    void percent_isReadStrictly() {
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of(" 7.5 "), 15)).isEqualTo(7.5);
        assertThat(SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.empty(), 15)).isEqualTo(15);
        assertThatThrownBy(() -> SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of("-5"), 15))
                .hasMessage("serguard.baseline.timePercent = \"-5\" is not a percentage ≥ 0: give a number such as 15 or 7.5, or leave it out"
                        + " for 15.");
        assertThatThrownBy(() -> SerguardConfiguration.percent("serguard.baseline.timePercent", Optional.of("fast"), 15))
                .isInstanceOf(ExtensionConfigurationException.class);
    }

    @Test
    void bytes_areAWholeNumber_strictly() {
        assertThat(SerguardConfiguration.bytes("serguard.golden.maxBytes", Optional.of(" 1024 "), 65_536)).isEqualTo(1_024);
        assertThat(SerguardConfiguration.bytes("serguard.golden.maxBytes", Optional.empty(), 65_536)).isEqualTo(65_536);
        assertThatThrownBy(() -> SerguardConfiguration.bytes("serguard.golden.maxBytes", Optional.of("1.5"), 65_536))
                .hasMessage("serguard.golden.maxBytes = \"1.5\" is not a number of bytes: give one such as 65536, or leave it out for 65536.");
    }

    @Test
    void flagsAndModes_areReadStrictly_aTypoFailsInsteadOfRunningWithTheDefault() {
        assertThat(SerguardConfiguration.flag("serguard.fork", Optional.of(" TRUE "), false)).isTrue();
        assertThat(SerguardConfiguration.flag("serguard.confirm.fork", Optional.empty(), true)).isTrue();
        assertThatThrownBy(() -> SerguardConfiguration.flag("serguard.confirm.fork", Optional.of("flase"), true))
                .isInstanceOf(ExtensionConfigurationException.class)
                .hasMessage("serguard.confirm.fork = \"flase\" is not true or false: set it to true or false, or leave it out for true.");
        assertThatThrownBy(() -> SerguardConfiguration.flag("serguard.fork", Optional.of("yes"), false))
                .hasMessage("serguard.fork = \"yes\" is not true or false: set it to true or false, or leave it out for false.");
        assertThatThrownBy(() -> SerguardConfiguration.mode(Optional.of("bogus")))
                .hasMessage("serguard.mode = \"bogus\" is not a mode: give one of check, quick, full, record, off, or leave it out for quick.");
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
