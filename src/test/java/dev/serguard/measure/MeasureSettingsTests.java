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

    @Test
    void probes_areKeptByEveryCopy_andWithoutThemNothingChanges() throws Exception {
        CostedProbes costed = new CostedProbes();
        MeasureSettings onProbes = MeasureSettings.quick().withProbes(costed);

        assertThat(onProbes.withSamples(9).withTrustedEnvironment().probes()).containsSame(costed);
        assertThat(onProbes).isNotEqualTo(MeasureSettings.quick());
        assertThat(MeasureSettings.quick().probes()).isEmpty();
        assertThat(MeasureSettings.quick().toString()).doesNotContain("probes");
        assertThat(onProbes.toString()).endsWith(", checkEnvironment=true, probes=dev.serguard.measure.CostedProbes]");
        // the public constructor measures on them: 1 µs per operation, on the probes' clock
        Measurement measured = new TimingEngine(onProbes.withSamples(3)).measure(() -> {
            CostedProbes.spend(1_000);
            return "x";
        });
        assertThat(measured.nanosPerOp().median()).isEqualTo(1_000.0);
    }
}
