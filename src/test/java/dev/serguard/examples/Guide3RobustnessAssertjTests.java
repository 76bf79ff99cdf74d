package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.check.robust.RobustnessSettings;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Random;

import static dev.serguard.assertj.SerguardAssertions.assertThat;

/** The robustness guide's AssertJ example (docs/guide/robustness.md), run as it is shown there. */
class Guide3RobustnessAssertjTests {

    @Test
    void jsonCodec_readsCorruptedBytesSafely_andRefusesUntrustedTypes() {
        Order order = Order.random(new Random(42), 16);
        // docs:robustness-assertj
        Codec<Order> json = JacksonCodecs.json(new ObjectMapper(), Order.class);

        assertThat(json).isRobustAgainstCorruption(order);
        assertThat(json).withRobustness(RobustnessSettings.defaults().withTimeBound(Duration.ofMillis(250), 1_000))
                        .isRobustAgainstCorruption(order);
        assertThat(json).refusesUntrustedTypes(order);
        // docs:end
    }
}
