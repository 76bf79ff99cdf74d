package dev.serguard.examples;

// docs:readme-imports
import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.smile.SmileFactory;
import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.AllocationBudget;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.SizeBudget;
import dev.serguard.junit.SmallerThan;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Random;
import java.util.stream.Stream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
// docs:end

/** The README's first test, run as it is written there; DocsTests keeps the two the same. */
// docs:readme-first-test
class OrderSerializationTests {

    static Stream<Codec<Order>> codecs() {
        ObjectMapper mapper = new ObjectMapper();                       // as configured in production
        return Stream.of(
                JacksonCodecs.json(mapper, Order.class),
                JacksonCodecs.smile(new ObjectMapper(new SmileFactory()), Order.class),
                KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo));
    }

    static Kryo kryo() {
        Kryo kryo = new Kryo();                                         // registration required, as in production
        kryo.register(Order.class);
        kryo.register(Order.Customer.class);
        kryo.register(Order.Line.class);
        kryo.register(Order.Status.class);
        kryo.register(ArrayList.class);
        kryo.register(BigDecimal.class);
        return kryo;
    }

    static Order payload(Size size, Random random) {
        return Order.random(random, size.nominalJsonBytes() / 60);     // ≈ 60 bytes of JSON per line
    }

    @SerializationTest
    @PayloadSizes({Size.SMALL, Size.MEDIUM})
    @SizeBudget(codec = "json", maxBytes = 20_000)
    @SmallerThan(codec = "kryo", than = "json", factor = 1.5)
    @AllocationBudget(maxSerializeBytes = 200_000, maxDeserializeBytes = 400_000)
    void orders(SerializationResult<Order> result) {
        assertThat(result).roundTrips().hasDeflatedSizeAtMost(10_000);
    }
}
// docs:end
