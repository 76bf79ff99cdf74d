package dev.serguard.junit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;

import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A setting serguard cannot take fails as JUnit's configuration error, in serguard's words (read in {@code config} and {@code internal}). */
class SerguardConfigurationTests {

    @Test
    void aBadSetting_isJUnitsConfigurationError_withSerguardsSentence() {
        assertThat(SerguardConfiguration.flag("serguard.fork", Optional.of(" TRUE "), false)).isTrue();
        assertThatThrownBy(() -> SerguardConfiguration.flag("serguard.confirm.fork", Optional.of("flase"), true))
                .isInstanceOf(ExtensionConfigurationException.class).hasNoCause()
                .hasMessage("serguard.confirm.fork = \"flase\" is not true or false: set it to true or false, or leave it out for true.");
        assertThatThrownBy(() -> SerguardConfiguration.reading(() -> dev.serguard.internal.SettingValues.duration("serguard.callTimeout",
                Optional.of("0s"), Duration.ofSeconds(30))))
                .isInstanceOf(ExtensionConfigurationException.class)
                .hasMessage("serguard.callTimeout = \"0s\" is not a duration greater than 0: give one such as 30 s, 500 ms or 2 m, or leave it"
                        + " out for 30 s.");
        assertThatThrownBy(() -> SerguardConfiguration.bytes("serguard.golden.maxBytes", Optional.of("1.5"), 65_536))
                .isInstanceOf(ExtensionConfigurationException.class)
                .hasMessage("serguard.golden.maxBytes = \"1.5\" is not a number of bytes: give one such as 65536, or leave it out for 65536.");
    }
}
