package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.UntrustedTypesCheck;
import dev.serguard.payload.Size;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.ObjectInputFilter;
import java.io.ObjectInputStream;
import java.util.Random;
import java.util.stream.Stream;

/** The robustness guide's untrusted-types example (docs/guide/robustness.md): three codecs that refuse a class they were not told about. */
// docs:untrusted-junit
class Guide3UntrustedTypesTests {

    private static final ObjectInputFilter ONLY_ORDERS = ObjectInputFilter.Config.createFilter("dev.serguard.examples.*;java.base/*;!*");

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(new ObjectMapper(), Order.class),                      // no default typing
                KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo),     // registration required
                Codec.of("java", Order.class, ProgrammaticExampleTests::write, Guide3UntrustedTypesTests::read));
    }

    static Order read(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            in.setObjectInputFilter(ONLY_ORDERS);                                        // the model and the JDK, nothing else
            return (Order) in.readObject();
        }
    }

    static Order payload(Size size, Random random) {
        return Order.random(random, size.nominalJsonBytes() / 60);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @UntrustedTypesCheck
    void orders() {
    }
}
// docs:end
