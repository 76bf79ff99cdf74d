package dev.serguard.payload;

import dev.serguard.internal.Misconfiguration;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SizedPayloadsTests {

    private static final PayloadFactory<String> TEXTS = (size, random) -> size + ":" + random.nextInt(1000);

    @Test
    void of_makesEachSampleOfEachSizeFromItsOwnSeed() {
        SizedPayloads<String> made = SizedPayloads.of(String.class, TEXTS, List.of(Size.SMALL, Size.LARGE), 2, 42);

        assertThat(made.payloads()).extracting(Payload::label).containsExactly("SMALL", "SMALL#2", "LARGE", "LARGE#2");
        assertThat(made.seeds()).containsEntry("SMALL", 42L).containsEntry("LARGE", 42L);
        assertThat(made.seeds().get("SMALL#2")).isEqualTo(made.seeds().get("LARGE#2")).isNotEqualTo(42L);
        assertThat(made.payloads().get(0).value()).isNotEqualTo(made.payloads().get(1).value());
    }

    @Test
    void select_keepsTheDeclaredOrderAndIgnoresCase() {
        assertThat(SizedPayloads.select(List.of(Size.SMALL, Size.MEDIUM, Size.LARGE), Optional.of("large, small")))
                .containsExactly(Size.SMALL, Size.LARGE);
        assertThat(SizedPayloads.select(List.of(Size.SMALL), Optional.of("LARGE"))).isEmpty();
        assertThat(SizedPayloads.select(List.of(Size.SMALL), Optional.empty())).containsExactly(Size.SMALL);
    }

    @Test
    void select_noSuchSize_saysWhichAreThere() {
        assertThatThrownBy(() -> SizedPayloads.select(List.of(Size.SMALL), Optional.of("SMALL,GIANT")))
                .isInstanceOf(Misconfiguration.class).hasMessage("serguard.sizes = \"SMALL,GIANT\" has \"GIANT\","
                        + " which is no payload size: name one of TINY, SMALL, MEDIUM, LARGE, HUGE.");
    }

    @Test
    void seed_readsAWholeNumberAndRefusesTheRest() {
        assertThat(SizedPayloads.seed(Optional.of(" 7 "))).contains(7L);
        assertThat(SizedPayloads.seed(Optional.empty())).isEmpty();
        assertThatThrownBy(() -> SizedPayloads.seed(Optional.of("forty-two"))).isInstanceOf(Misconfiguration.class)
                .hasMessage("serguard.seed = \"forty-two\" is not a whole number: give the seed that a failure message printed,"
                        + " such as serguard.seed=20130609.");
    }
}
