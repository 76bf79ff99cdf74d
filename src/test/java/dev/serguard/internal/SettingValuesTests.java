package dev.serguard.internal;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingValuesTests {

    @Test
    void durations_areReadAsJUnitReadsThem_strictly() {
        Duration fallback = Duration.ofSeconds(30);

        assertThat(SettingValues.duration("serguard.callTimeout", Optional.empty(), fallback)).isEqualTo(Duration.ofSeconds(30));
        assertThat(SettingValues.duration("serguard.callTimeout", Optional.of("45s"), fallback)).isEqualTo(Duration.ofSeconds(45));
        assertThat(SettingValues.duration("serguard.callTimeout", Optional.of(" 500 ms "), fallback)).isEqualTo(Duration.ofMillis(500));
        assertThat(SettingValues.duration("serguard.callTimeout", Optional.of("2m"), fallback)).isEqualTo(Duration.ofMinutes(2));
        assertThat(SettingValues.duration("serguard.callTimeout", Optional.of("90"), fallback)).isEqualTo(Duration.ofSeconds(90));
        for (String bad : new String[] {"fast", "0s", "-5s", "99999999999999999999d", "1000000d"}) {
            assertThatThrownBy(() -> SettingValues.duration("serguard.callTimeout", Optional.of(bad), fallback))
                    .isInstanceOf(Misconfiguration.class)
                    .hasMessage("serguard.callTimeout = \"" + bad + "\" is not a duration greater than 0: give one such as 30 s, 500 ms or"
                            + " 2 m, or leave it out for 30 s.");
        }
    }

    @Test
    void percent_isReadStrictly() {
        assertThat(SettingValues.percent("serguard.baseline.timePercent", Optional.of(" 7.5 "), 15)).isEqualTo(7.5);
        assertThat(SettingValues.percent("serguard.baseline.timePercent", Optional.empty(), 15)).isEqualTo(15);
        assertThatThrownBy(() -> SettingValues.percent("serguard.baseline.timePercent", Optional.of("-5"), 15))
                .hasMessage("serguard.baseline.timePercent = \"-5\" is not a percentage ≥ 0: give a number such as 15 or 7.5, or leave it out"
                        + " for 15.");
        assertThatThrownBy(() -> SettingValues.percent("serguard.baseline.timePercent", Optional.of("fast"), 15))
                .isInstanceOf(Misconfiguration.class);
    }

    @Test
    void bytes_areAWholeNumber_strictly() {
        assertThat(SettingValues.bytes("serguard.golden.maxBytes", Optional.of(" 1024 "), 65_536)).isEqualTo(1_024);
        assertThat(SettingValues.bytes("serguard.golden.maxBytes", Optional.empty(), 65_536)).isEqualTo(65_536);
        assertThatThrownBy(() -> SettingValues.bytes("serguard.golden.maxBytes", Optional.of("1.5"), 65_536))
                .hasMessage("serguard.golden.maxBytes = \"1.5\" is not a number of bytes: give one such as 65536, or leave it out for 65536.");
    }

    @Test
    void flags_areReadStrictly_aTypoFailsInsteadOfRunningWithTheDefault() {
        assertThat(SettingValues.flag("serguard.fork", Optional.of(" TRUE "), false)).isTrue();
        assertThat(SettingValues.flag("serguard.confirm.fork", Optional.empty(), true)).isTrue();
        assertThatThrownBy(() -> SettingValues.flag("serguard.confirm.fork", Optional.of("flase"), true))
                .isInstanceOf(Misconfiguration.class)
                .hasMessage("serguard.confirm.fork = \"flase\" is not true or false: set it to true or false, or leave it out for true.");
        assertThatThrownBy(() -> SettingValues.flag("serguard.fork", Optional.of("yes"), false))
                .hasMessage("serguard.fork = \"yes\" is not true or false: set it to true or false, or leave it out for false.");
    }

    @Test
    void names_areTheCommaSeparatedOnes_blanksDropped() {
        assertThat(SettingValues.names(Optional.of(" kryo, ,json "))).containsExactly("kryo", "json");
        assertThat(SettingValues.names(Optional.empty())).isEmpty();
    }
}
