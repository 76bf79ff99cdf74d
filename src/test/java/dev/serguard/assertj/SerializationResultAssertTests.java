package dev.serguard.assertj;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.time.Duration;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SerializationResultAssertTests {

    private static final MeasureSettings SHORT = MeasureSettings.quick()
            .withWarmupMinOps(0).withWarmupMax(Duration.ofMillis(5)).withSampleTarget(Duration.ofMillis(1)).withSamples(3);

    private static final Payload<String> WORD = Payload.named("String", "word", "serguard");

    private static final Codec<String> UTF8 = Codec.of("utf8", String.class,
            text -> text.getBytes(StandardCharsets.UTF_8), bytes -> new String(bytes, StandardCharsets.UTF_8));

    private static final Codec<String> TRUNCATING = Codec.of("truncating", String.class,
            text -> text.substring(0, 3).getBytes(StandardCharsets.UTF_8), bytes -> new String(bytes, StandardCharsets.UTF_8));

    @Test
    void should_pass_when_the_round_trip_is_exact_and_within_limits() {
        // GIVEN
        SerializationResult<String> result = Serguard.measure(UTF8, WORD, SHORT);
        // WHEN / THEN
        assertThat(result).roundTrips().hasSerializedSizeAtMost(8).hasDeflatedSizeAtMost(100).hasAllocationPerOpAtMost(1_000_000)
                .serializesWithinNanos(10_000_000).deserializesWithinNanos(10_000_000);
    }

    @Test
    void should_fail_when_the_round_trip_differs() {
        // GIVEN
        SerializationResult<String> result = Serguard.check(TRUNCATING, WORD);
        // WHEN / THEN
        assertThatThrownBy(() -> assertThat(result).roundTrips()).isInstanceOf(AssertionError.class).hasMessage("""

                Round trip failed for truncating · word (String)
                  String: expected "serguard" but was "ser\"""");
    }

    @Test
    void should_fail_when_the_size_is_over() {
        // GIVEN
        SerializationResult<String> result = Serguard.check(UTF8, WORD);
        // WHEN / THEN
        assertThatThrownBy(() -> assertThat(result).hasSerializedSizeAtMost(4)).isInstanceOf(AssertionError.class).hasMessage("""

                Serialization budget exceeded for utf8 · word (String)
                  size                   8 B   budget ≤ 4 B   +100.0 %   assertThat(result).hasSerializedSizeAtMost(4)""");
    }

    @Test
    void should_fail_when_time_was_not_measured() {
        // GIVEN a check without timing
        SerializationResult<String> result = Serguard.check(UTF8, WORD);
        // WHEN / THEN
        assertThatThrownBy(() -> assertThat(result).serializesWithinNanos(1_000)).hasMessage("""

                Serialization budget exceeded for utf8 · word (String)
                  serialize              not measured   budget ≤ 1 000 ns/op   assertThat(result).serializesWithinNanos(1000)""");
    }
}
