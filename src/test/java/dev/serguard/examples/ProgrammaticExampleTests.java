package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.Random;

import static dev.serguard.assertj.SerguardAssertions.assertThat;

/** The programmatic API and its AssertJ assertions on the README's model. */
class ProgrammaticExampleTests {

    private final ObjectMapper productionMapper = new ObjectMapper();

    @Test
    void order_roundTripsSmallAndLean() {
        Order order = Order.random(new Random(42), 10);
        Codec<Order> json = JacksonCodecs.json(productionMapper, Order.class);
        SerializationResult<Order> result = Serguard.measure(json, order);

        assertThat(result)
                .roundTrips()
                .hasSerializedSizeAtMost(1_024)
                .hasAllocationPerOpAtMost(16_384);
    }

    @Test
    void anyCodec_isMeasuredWithoutJUnit() {
        Order order = Order.random(new Random(42), 10);
        Codec<Order> kryo = KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo);   // pooled, from your factory
        Codec<Order> java = Codec.of("java", Order.class, ProgrammaticExampleTests::write, ProgrammaticExampleTests::read);

        for (Codec<Order> codec : List.of(kryo, java)) {
            SerializationResult<Order> result = Serguard.measure(codec, order);
            result.failureMessage().ifPresent(System.out::println);
            System.out.printf("%s: %d bytes, %.0f ns/op%n", codec.name(), result.serializedBytes().orElseThrow(),
                    result.serialize().orElseThrow().nanosPerOp().median());
        }
        assertThat(Serguard.check(java, Payload.named("Order", "ten lines", order))).roundTrips();
    }

    // A team's own wire format: any pair of functions is a codec.
    static byte[] write(Order order) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(order);
        }
        return bytes.toByteArray();
    }

    static Order read(byte[] bytes) throws IOException, ClassNotFoundException {
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
            return (Order) in.readObject();
        }
    }
}
