package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.RobustnessCheck;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

/** The robustness guide's first example (docs/guide/robustness.md): the team's Jackson codecs on corrupted bytes. */
// docs:robustness-junit
class Guide3RobustnessTests {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(new ObjectMapper(), Order.class),
                JacksonCodecs.smile(new ObjectMapper(new SmileFactory()), Order.class));
    }

    static Order payload(Size size, Random random) {
        return Order.random(random, size.nominalJsonBytes() / 60);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @RobustnessCheck
    void orders() {
    }
}
// docs:end
