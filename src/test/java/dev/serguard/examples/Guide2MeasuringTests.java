package dev.serguard.examples;

import dev.serguard.SerializationResult;
import dev.serguard.Serguard;
import dev.serguard.codec.Codec;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.measure.Measurement;
import dev.serguard.measure.Statistics;
import org.junit.jupiter.api.Test;

import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/** The example of docs/guide/measuring.md, run as the page shows it: one codec measured, its figures and their spread. */
class Guide2MeasuringTests {

    @Test
    void oneCodec_itsFiguresAndTheirSpread() {
        Order order = Order.random(new Random(42), 10);
        // docs:measuring-figures
        Codec<Order> kryo = KryoCodecs.kryo("kryo", Order.class, OrderSerializationTests::kryo);
        SerializationResult<Order> result = Serguard.measure(kryo, order);             // quick mode's settings

        Measurement serialize = result.serialize().orElseThrow();
        Statistics time = serialize.nanosPerOp();                                        // median of the rounds, 95 % interval
        Statistics strict = time.at(Statistics.VERDICT_CONFIDENCE);                      // the 99.9 % interval verdicts use
        Statistics ratio = serialize.rounds().relativeToReference().orElseThrow();       // round by round, over the reference workload
        System.out.printf("serialize %.0f ns/op (%.0f to %.0f; at 99.9 %%: %.0f to %.0f), %.3f of the reference, %d rounds%n",
                time.median(), time.lower(), time.upper(), strict.lower(), strict.upper(), ratio.median(), time.count());
        serialize.allocatedBytesPerOp().ifPresent(bytes -> System.out.printf("%.0f bytes allocated per operation%n", bytes.median()));
        // docs:end

        assertThat(time.count()).isPositive();
        assertThat(strict.lower()).isLessThanOrEqualTo(time.lower());
        assertThat(strict.upper()).isGreaterThanOrEqualTo(time.upper());
        assertThat(ratio.count()).isEqualTo(time.count());
    }
}
