package dev.serguard.examples;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.serguard.codec.Codec;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.ThreadSafetyCheck;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Path;
import java.util.ConcurrentModificationException;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.cause;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * The failures the thread-safety guide shows (docs/guide/thread-safety.md), run through the
 * Jupiter engine: one Kryo shared by every thread, and a new Kryo built for every call.
 */
class Guide3ThreadSafetyFailureTests {

    private static final String KRYO_ADVICE = "  Kryo is not thread-safe: one instance used by several threads at once fails, silently too, and can"
            + " stay broken. Give each thread its own Kryo: use Pool<Kryo> or ThreadLocal<Kryo>, or KryoCodecs.kryo(name, type, factory),"
            + " which pools them.\n";

    @TempDir
    Path reports;

    // docs:thread-safety-failing
    static class KryoMistakesTestCase {

        static Stream<Codec<Order>> codecs() {
            Kryo shared = OrderThreadSafetyTests.guardedKryo();                       // one Kryo for every thread
            return Stream.of(
                    Codec.of("kryo-shared", Order.class, order -> write(shared, order), bytes -> read(shared, bytes)),
                    Codec.of("kryo-per-call", Order.class,
                            order -> write(OrderThreadSafetyTests.guardedKryo(), order),  // a new Kryo for every call
                            bytes -> read(OrderThreadSafetyTests.guardedKryo(), bytes)));
        }

        static byte[] write(Kryo kryo, Order order) {
            Output output = new Output(256, -1);
            kryo.writeObject(output, order);
            return output.toBytes();
        }

        static Order read(Kryo kryo, byte[] bytes) {
            return kryo.readObject(new Input(bytes), Order.class);
        }

        static Order payload(Size size, Random random) {
            return Order.random(random, size.nominalJsonBytes() / 60);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(threads = 8, iterations = 2000)
        void orders() {
        }
    }
    // docs:end

    @Test
    void sharedKryo_andKryoPerCall_failWithWhatWentWrongAndWhatToDo() {
        EngineExecutionResults results = run(KryoMistakesTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.started(2).failed(2));
        // How many calls overlapped, and so failed, varies from run to run; the rest does not.
        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(instanceOf(AssertionError.class),
                cause(instanceOf(ConcurrentModificationException.class)),
                message(m -> m.startsWith("Thread-safety check failed for kryo-shared · SMALL (Order)\n"
                        + "  8 threads on one codec instance, 16 000 round trips: ")
                        && m.contains(" of 32 000 operations failed\n  threw            ")
                        && m.contains("   ConcurrentModificationException ")
                        && m.contains("\n  afterwards       still works: 10 of 10 single-threaded round trips correct\n" + KRYO_ADVICE)
                        && m.endsWith("  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=kryo-shared -Dserguard.sizes=SMALL")))));
        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(instanceOf(AssertionError.class),
                message(m -> m.startsWith("""
                        Thread-safety check failed for kryo-per-call · SMALL (Order)
                          8 threads on one codec instance, 16 000 round trips: all 32 000 operations correct
                          afterwards       still works: 10 of 10 single-threaded round trips correct
                          new Kryo         1.00 per operation: the constructors alone took """)
                        && m.endsWith(" in all; build one per thread or pool them (Pool<Kryo> or ThreadLocal<Kryo>), never one per call\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=kryo-per-call -Dserguard.sizes=SMALL")))));
    }

    // Check mode: the checks without timing; reports in a folder of the test's.
    private EngineExecutionResults run(Class<?> testCase) {
        return EngineTestKit.engine("junit-jupiter")
                .configurationParameter("serguard.mode", "check")
                .configurationParameter("serguard.reportDir", reports.toString())
                .selectors(selectClass(testCase))
                .execute();
    }
}
