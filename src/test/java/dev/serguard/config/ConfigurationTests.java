package dev.serguard.config;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.measure.CostedProbes;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ConfigurationTests {

    @Test
    void recordMode_isReadAndSamplesAsQuickModeDoes_warmingUpLonger() {
        Mode mode = Mode.read(Optional.of(" Record "));

        assertThat(mode).isEqualTo(Mode.RECORD);
        assertThat(mode.settings()).isEqualTo(Mode.QUICK.settings().withWarmupMax(Duration.ofSeconds(2))
                .withTimeLimit(Duration.ofSeconds(20)));
    }

    @Test
    void modes_areReadStrictly_aTypoFailsInsteadOfRunningWithTheDefault() {
        assertThatThrownBy(() -> Mode.read(Optional.of("bogus"))).isInstanceOf(Misconfiguration.class)
                .hasMessage("serguard.mode = \"bogus\" is not a mode: give one of check, quick, full, record, off, or leave it out for quick.");
    }

    @Test
    void recordParts_areReadStrictly_allByDefault() {
        assertThat(Recorded.read(Optional.empty())).containsExactlyInAnyOrder(Recorded.values());
        assertThat(Recorded.read(Optional.of(" Sizes, golden "))).containsExactlyInAnyOrder(Recorded.SIZES, Recorded.GOLDEN);
        assertThatThrownBy(() -> Recorded.read(Optional.of(" , ")))
                .hasMessage("serguard.record = \" , \" names nothing to record: give some of sizes, allocation, times, golden, comma-separated,"
                        + " or leave it out to record all.");
    }

    @Test
    void theCallTimeout_isThirtySeconds_whereNotGiven() {
        assertThat(Configuration.read(key -> Optional.empty(), true).callTimeout()).isEqualTo(Configuration.DEFAULT_CALL_TIMEOUT)
                .isEqualTo(Duration.ofSeconds(30));
    }

    @Test
    void internalProbes_nameATestsProbeSource_orFailInOneSentence() {
        assertThat(Configuration.probes(" " + CostedProbes.NAME + " ")).isInstanceOf(CostedProbes.class);
        assertThatThrownBy(() -> Configuration.probes("java.lang.String")).isInstanceOf(Misconfiguration.class)
                .hasMessage("serguard.internal.probes = \"java.lang.String\" names no ProbeSource with a constructor without parameters"
                        + " (it does not implement ProbeSource): it is for serguard's own tests; remove it.");
        assertThatThrownBy(() -> Configuration.probes("com.example.Gone")).hasMessage("serguard.internal.probes = \"com.example.Gone\""
                + " names no ProbeSource with a constructor without parameters (no such class): it is for serguard's own tests; remove it.");
    }
}
