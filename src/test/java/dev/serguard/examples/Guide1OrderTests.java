package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

/** The first example of docs/guide/writing-tests.md: a team's two codecs of its Order, at two sizes. */
// docs:writing-first-test
class Guide1OrderTests {

    static Stream<Codec<Order>> codecs() {
        ObjectMapper mapper = new ObjectMapper();                       // configured as in production
        return Stream.of(
                JacksonCodecs.json(mapper, Order.class),
                JacksonCodecs.smile(new ObjectMapper(new SmileFactory()), Order.class));
    }

    static Order payload(Size size, Random random) {
        return Order.random(random, size.nominalJsonBytes() / 60);     // about 60 bytes of JSON per line
    }

    @SerializationTest
    @PayloadSizes({Size.SMALL, Size.MEDIUM})
    void orders() {
    }
}
// docs:end
