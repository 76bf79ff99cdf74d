package dev.serguard.measure;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class MeasureSettingsTests {

    @Test
    void builder_changesOnlyWhatItIsTold() {
        MeasureSettings changed = MeasureSettings.quick().toBuilder().samples(9).warmupMax(Duration.ofMillis(200)).build();

        assertThat(changed.samples()).isEqualTo(9);
        assertThat(changed.warmupMaxNanos()).isEqualTo(200_000_000L);
        assertThat(changed.toBuilder().samples(61).warmupMax(Duration.ofMillis(400)).build()).isEqualTo(MeasureSettings.quick());
        assertThat(changed).isNotEqualTo(MeasureSettings.quick());
    }

    @Test
    void withMethods_returnChangedCopies() {
        MeasureSettings quick = MeasureSettings.quick();

        assertThat(quick.withoutRoundTrip().timeRoundTrip()).isFalse();
        assertThat(quick.withTrustedEnvironment().checkEnvironment()).isFalse();
        assertThat(quick.withSteadiness(6, 0.1).steadyWindow()).isEqualTo(6);
        assertThat(quick.timeRoundTrip()).isTrue();
    }

    @Test
    void outOfRangeSetting_isNamedWithItsValue() {
        assertThatIllegalArgumentException().isThrownBy(() -> MeasureSettings.quick().toBuilder().samples(0).build())
                .withMessage("samples must be ≥ 1 but was 0");
        assertThatIllegalArgumentException().isThrownBy(() -> MeasureSettings.full().withSteadiness(1, 0.05))
                .withMessage("steadyWindow must be ≥ 2 but was 1");
    }
}
