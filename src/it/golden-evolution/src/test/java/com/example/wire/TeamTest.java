package com.example.wire;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.ThreadSafetyCheck;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertTrue;

// The team's own codecs: a mapper that ignores unknown properties, a Kryo with its classes
// registered by hand, and protobuf with the field numbers of its .proto. The format may evolve; old bytes must still read.
@ThreadSafetyCheck(enabled = false)
class TeamTest {

    static Stream<Codec<Item>> codecs() {
        ObjectMapper lenient = new ObjectMapper().disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
        return Stream.of(
                JacksonCodecs.json("team-json", lenient, Item.class),
                KryoCodecs.kryo("team-kryo", Item.class, TeamKryo::newKryo),
                TeamProtobuf.codec());
    }

    static Item payload(Size size, Random random) {
        return Items.sample(random);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void items(SerializationResult<Item> result) {
        assertTrue(result.passed());
    }
}
