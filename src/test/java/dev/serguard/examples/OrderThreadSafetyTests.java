package dev.serguard.examples;

import com.esotericsoftware.kryo.Kryo;
import dev.serguard.codec.Codec;
import dev.serguard.codec.kryo.GuardedKryo;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.ThreadSafetyCheck;
import dev.serguard.payload.Size;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Random;
import java.util.stream.Stream;

/** The thread-safety guide's first example (docs/guide/thread-safety.md), run as it is shown there; DocsTests keeps the two the same. */
// docs:thread-safety-junit
class OrderThreadSafetyTests {

    static Stream<Codec<Order>> codecs() {
        OrderKryoCodec orders = new OrderKryoCodec(OrderThreadSafetyTests::guardedKryo);   // one instance, as in production
        return Stream.of(Codec.of("kryo-mine", Order.class, orders::write, orders::read));
    }

    static Kryo guardedKryo() {
        Kryo kryo = new GuardedKryo();          // production's configuration, on a Kryo that refuses a second thread
        kryo.register(Order.class);
        kryo.register(Order.Customer.class);
        kryo.register(Order.Line.class);
        kryo.register(Order.Status.class);
        kryo.register(ArrayList.class);
        kryo.register(BigDecimal.class);
        return kryo;
    }

    static Order payload(Size size, Random random) {
        return Order.random(random, size.nominalJsonBytes() / 60);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    @ThreadSafetyCheck(threads = 8, iterations = 2_000)
    void orders() {
    }
}
// docs:end
