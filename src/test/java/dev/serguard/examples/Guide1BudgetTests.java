package dev.serguard.examples;

import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.junit.AllocationBudget;
import dev.serguard.junit.FasterThan;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.SizeBudget;
import dev.serguard.junit.SmallerThan;
import dev.serguard.junit.SpeedBudget;
import dev.serguard.payload.Size;

import java.util.Random;
import java.util.stream.Stream;

/** The first example of docs/guide/budgets.md: every kind of budget on a team's two codecs. */
// docs:budgets-first
class Guide1BudgetTests {

    static Stream<Codec<Order>> codecs() {
        return Stream.of(
                JacksonCodecs.json(new ObjectMapper(), Order.class),
                KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo));   // the README's registrations
    }


    static Order payload(Size size, Random random) {
        return Order.random(random, size.nominalJsonBytes() / 60);
    }

    @SerializationTest
    @PayloadSizes({Size.SMALL, Size.MEDIUM})
    @SizeBudget(codec = "json", payload = Size.SMALL, maxBytes = 1_024)
    @SizeBudget(codec = "kryo", maxBytes = 4_096, maxDeflatedBytes = 2_048)
    @SmallerThan(codec = "kryo", than = "json", factor = 2.5)
    @AllocationBudget(maxSerializeBytes = 64_000, maxDeserializeBytes = 128_000)
    @SpeedBudget(payload = Size.SMALL, maxRoundTripNanos = 500_000)
    @FasterThan(codec = "kryo", than = "json", factor = 1.25)
    void orders() {
    }
}
// docs:end
