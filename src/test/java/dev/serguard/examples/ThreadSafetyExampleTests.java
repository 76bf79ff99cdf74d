package dev.serguard.examples;

import dev.serguard.codec.Codec;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;

/** The thread-safety guide's AssertJ example (docs/guide/thread-safety.md), run as it is shown there; DocsTests keeps the two the same. */
class ThreadSafetyExampleTests {

    @Test
    void orderCodec_isThreadSafe() {
        Random random = new Random(42);
        List<Order> orders = IntStream.range(0, 8).mapToObj(i -> Order.random(random, 1 + i)).toList();
        // docs:thread-safety-assertj
        OrderKryoCodec production = new OrderKryoCodec(OrderThreadSafetyTests::guardedKryo);
        Codec<Order> codec = Codec.of("kryo-mine", Order.class, production::write, production::read);

        assertThat(codec).withThreads(8).isThreadSafe(orders);       // distinct orders: a mix-up cannot pass unseen
        // docs:end
    }
}
