package dev.serguard.check;

import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.check.ThreadSafetyTests.Pair;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

/** A codec that keeps what a call returns in a field of its own is named, whatever the threads' calls showed; others are not. */
class KeptResultsTests {

    private static final Pair PAIR = new Pair(3, 4);

    /** Keeps the bytes it returns: the race of a store and a load, which compiled code seldom shows. */
    static final class LastBytes implements Codec.Serializer<Pair> {
        private byte[] last;

        @Override
        public byte[] serialize(Pair value) {
            last = ThreadSafetyTests.write(value);
            return last;
        }
    }

    /** Keeps the value it returns, a reference deeper: in a holder of its own. */
    static final class LastRead implements Codec.Deserializer<Pair> {
        static final class Holder {
            Pair pair;
        }

        private final Holder holder = new Holder();

        @Override
        public Pair deserialize(byte[] bytes) {
            holder.pair = ThreadSafetyTests.read(bytes);
            return holder.pair;
        }
    }

    /** Returns a constant for a payload of zeros: a final field, not a result kept. */
    static final class Constant implements Codec.Serializer<Pair> {
        private final byte[] zeros = new byte[8];

        @Override
        public byte[] serialize(Pair value) {
            return value.left() == 0 && value.right() == 0 ? zeros : ThreadSafetyTests.write(value);
        }
    }

    private static final String AFTER = ", one for every thread: another thread's call can replace it before this one returns it, a race that"
            + " compiled code seldom shows to a test. Keep the result in a local variable, or guard the field with a lock.";

    @Test
    void aCodecKeepingWhatItReturns_isNamedWithTheField() throws Exception {
        assertThat(KeptResults.of(Codec.of("last", Pair.class, new LastBytes(), ThreadSafetyTests::read), PAIR))
                .hasValue("serialize returns the byte[] it keeps in its field KeptResultsTests$LastBytes.last" + AFTER);
        assertThat(KeptResults.of(Codec.of("last-read", Pair.class, ThreadSafetyTests::write, new LastRead()), PAIR))
                .hasValue("deserialize returns the value it keeps in its field KeptResultsTests$LastRead$Holder.pair" + AFTER);
    }

    @Test
    void codecsThatKeepNothingOfACall_areNotNamed() throws Exception {
        assertThat(KeptResults.of(Codec.of("plain", Pair.class, ThreadSafetyTests::write, ThreadSafetyTests::read), PAIR)).isEmpty();
        assertThat(KeptResults.of(Codec.of("constant", Pair.class, new Constant(), ThreadSafetyTests::read), new Pair(0, 0))).isEmpty();
        assertThat(KeptResults.of(JacksonCodecs.json(Pair.class), PAIR)).isEmpty();
        assertThat(KeptResults.of(KryoCodecs.kryoUnregistered(Pair.class), PAIR)).isEmpty();
    }

    /** No built-in codec keeps what a call returns, on a model of many kinds of field. */
    @Test
    void noBuiltInCodec_isNamed() throws Exception {
        dev.serguard.codec.SampleOrder order = dev.serguard.codec.SampleOrder.sample();
        List<Codec<dev.serguard.codec.SampleOrder>> builtIns = dev.serguard.codec.Codecs.builtIns(dev.serguard.codec.SampleOrder.class,
                List.of(order)).available();

        assertThat(builtIns).hasSizeGreaterThan(5);
        for (Codec<dev.serguard.codec.SampleOrder> codec : builtIns) {
            assertThat(KeptResults.of(codec, order)).as(codec.name()).isEmpty();
        }
    }

    /** The threads' calls may or may not show this race; the report names the field either way. */
    @Test
    void theThreadSafetyReport_carriesTheNote() {
        List<Payload<Pair>> pairs = IntStream.range(0, 4).mapToObj(i -> Payload.named("Pair", "4 values", new Pair(i, 10 * i))).toList();
        Codec<Pair> last = Codec.of("last", Pair.class, new LastBytes(), ThreadSafetyTests::read);
        Codec<Pair> plain = Codec.of("plain", Pair.class, ThreadSafetyTests::write, ThreadSafetyTests::read);

        assertThat(ThreadSafety.of(last).withThreads(4).withIterations(20).withTimeLimit(Duration.ofSeconds(60)).check(pairs).keptResult())
                .hasValue("serialize returns the byte[] it keeps in its field KeptResultsTests$LastBytes.last" + AFTER);
        assertThat(ThreadSafety.of(plain).withThreads(4).withIterations(20).withTimeLimit(Duration.ofSeconds(60)).check(pairs).keptResult())
                .isEmpty();
    }
}
