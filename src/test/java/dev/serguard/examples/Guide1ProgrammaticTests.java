package dev.serguard.examples;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** docs/guide/assertj-and-programmatic.md, "Measure without JUnit": three codecs compared side by side. */
class Guide1ProgrammaticTests {

    @Test
    void threeCodecs_areComparedWithoutTheExtension() {
        // docs:programmatic-compare
        PayloadFactory<Order> orders = (size, random) -> Order.random(random, size.nominalJsonBytes() / 60);
        Payload<Order> small = Payload.of(Order.class, Size.SMALL, orders);
        List<Codec<Order>> codecs = List.of(
                JacksonCodecs.json(new ObjectMapper(), Order.class),
                KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo),
                Codecs.java(Order.class));

        List<SerializationResult<Order>> results = Serguard.compare(codecs, small, MeasureSettings.quick());
        for (SerializationResult<Order> result : results) {
            if (result.passed()) {
                System.out.printf("%-4s %5d B  serialize %7.0f ns/op  deserialize %7.0f ns/op%n", result.codec(),
                        result.serializedBytes().getAsInt(),
                        result.serialize().orElseThrow().nanosPerOp().median(),
                        result.deserialize().orElseThrow().nanosPerOp().median());
            } else {
                System.out.println(result.failureMessage().orElseThrow());
            }
        }
        // docs:end

        assertThat(results).extracting(SerializationResult::codec).containsExactly("json", "kryo", "java");
        assertThat(results).allMatch(SerializationResult::passed);
        assertThat(results.get(0).serializedBytes()).hasValue(910);
        assertThat(results.get(1).serializedBytes()).hasValue(307);
    }
}
