package dev.serguard.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import dev.serguard.codec.Codec;
import dev.serguard.codec.SampleOrder;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KryoCodecsTests {

    private static final SampleOrder ORDER = SampleOrder.sample();

    private final AtomicInteger kryosCreated = new AtomicInteger();

    /** A user factory: registers nothing and counts its calls. */
    private final Supplier<Kryo> countingFactory = () -> {
        kryosCreated.incrementAndGet();
        Kryo kryo = new Kryo();
        kryo.setRegistrationRequired(false);
        return kryo;
    };

    @Test
    void kryo_registeredBuiltIn_roundTripsSampleOrder() throws Exception {
        Codec<SampleOrder> codec = KryoCodecs.kryo(SampleOrder.class, List.of(ORDER));

        assertThat(codec.name()).isEqualTo("kryo");
        assertThat(codec.threadSafe()).isTrue();
        assertThat(codec.deserialize(codec.serialize(ORDER))).isEqualTo(ORDER);
    }

    /** The lines a team pastes into its factory; a factory that lacks some fails listing those the payload needs. */
    @Test
    void registrationLines_namePayloadClasses_andAKryoLackingSomeFailsWithTheMissingOnes() {
        List<String> lines = KryoCodecs.registrationLines(SampleOrder.class, List.of(ORDER));
        assertThat(lines).contains("kryo.register(dev.serguard.codec.SampleOrder.class);", "kryo.register(dev.serguard.codec.SampleOrder.Line.class);",
                "kryo.register(dev.serguard.codec.SampleOrder.Status.class);", "kryo.register(java.math.BigDecimal.class);");
        assertThat(KryoCodecs.registrationsFor(SampleOrder.class, List.of(ORDER))).extracting(Class::getName).isSorted();

        Codec<SampleOrder> rootOnly = KryoCodecs.kryo("kryo-prod", SampleOrder.class, () -> {
            Kryo kryo = new Kryo();
            kryo.register(SampleOrder.class);
            return kryo;
        });
        Kryo fresh = new Kryo();
        List<String> missing = KryoCodecs.registrationsFor(SampleOrder.class, List.of(ORDER)).stream()
                .filter(c -> c != SampleOrder.class && fresh.getClassResolver().getRegistration(c) == null)
                .map(c -> "kryo.register(" + c.getCanonicalName() + ".class);").toList();

        assertThatThrownBy(() -> rootOnly.serialize(ORDER)).isInstanceOf(KryoException.class)
                .hasMessageContaining("Class is not registered: ")
                .hasMessageContaining("\nThis payload needs " + missing.size() + " more registrations (KryoCodecs.registrationLines("
                        + "SampleOrder.class, payloads) lists every class of your payloads):\n  " + String.join("\n  ", missing));
        assertThat(missing).hasSizeGreaterThan(2);
    }

    @Test
    void kryoUnregistered_builtIn_roundTripsSampleOrder() throws Exception {
        Codec<SampleOrder> codec = KryoCodecs.kryoUnregistered(SampleOrder.class);

        assertThat(codec.name()).isEqualTo("kryo-unregistered");
        assertThat(codec.deserialize(codec.serialize(ORDER))).isEqualTo(ORDER);
    }

    @Test
    void kryo_registeredBuiltIn_writesFewerBytesThanUnregistered() throws Exception {
        byte[] registered = KryoCodecs.kryo(SampleOrder.class, List.of(ORDER)).serialize(ORDER);
        byte[] unregistered = KryoCodecs.kryoUnregistered(SampleOrder.class).serialize(ORDER);

        // Unregistered Kryo writes class names; registered, small ids.
        assertThat(registered.length).isLessThan(unregistered.length);
    }

    @Test
    void kryo_registeredBuiltIn_refusesClassesNotSeenInSamples() {
        Codec<SampleOrder> codec = KryoCodecs.kryo(SampleOrder.class, List.of(ORDER));
        SampleOrder other = SampleOrder.sample();
        other.setAttributes(new TreeMap<>(Map.of("channel", "shop")));

        assertThatThrownBy(() -> codec.serialize(other)).isInstanceOf(KryoException.class)
                .hasMessageStartingWith("java.lang.IllegalArgumentException: Class is not registered: java.util.TreeMap");
    }

    @Test
    void kryo_twoBuiltInsFromTheSameSamples_readEachOthersBytes() throws Exception {
        byte[] bytes = KryoCodecs.kryo(SampleOrder.class, List.of(ORDER)).serialize(ORDER);

        assertThat(KryoCodecs.kryo(SampleOrder.class, List.of(ORDER)).deserialize(bytes)).isEqualTo(ORDER);
    }

    @Test
    void kryo_immutableJdkCollections_roundTrip() throws Exception {
        SampleOrder order = SampleOrder.sample();
        order.setLines(List.of(new SampleOrder.Line("SKU-9", 9, BigDecimal.TEN)));
        order.setAttributes(Map.of("a", "1", "b", "2"));
        Codec<SampleOrder> codec = KryoCodecs.kryo(SampleOrder.class, List.of(order));

        assertThat(codec.deserialize(codec.serialize(order))).isEqualTo(order);
    }

    @Test
    void kryo_userFactory_isCalledOncePerPooledInstanceNotPerOperation() throws Exception {
        Codec<SampleOrder> codec = KryoCodecs.kryo("kryo-mine", SampleOrder.class, countingFactory);

        for (int i = 0; i < 100; i++) {
            assertThat(codec.deserialize(codec.serialize(ORDER))).isEqualTo(ORDER);
        }

        assertThat(codec.name()).isEqualTo("kryo-mine");
        assertThat(kryosCreated).hasValue(1);
    }

    @Test
    void kryo_fourThreads_roundTripCorrectlyWithAtMostOneKryoEach() throws Exception {
        Codec<SampleOrder> codec = KryoCodecs.kryo("kryo-mine", SampleOrder.class, countingFactory);
        List<Callable<Integer>> tasks = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            int thread = t;
            tasks.add(() -> {
                int wrong = 0;
                for (int i = 0; i < 2_000; i++) {
                    SampleOrder order = SampleOrder.sample();
                    order.setId(thread * 1_000_000L + i);   // distinct values: a mix-up cannot pass unseen
                    order.setPlacedAt(Instant.ofEpochSecond(i));
                    if (!order.equals(codec.deserialize(codec.serialize(order)))) {
                        wrong++;
                    }
                }
                return wrong;
            });
        }
        ExecutorService threads = Executors.newFixedThreadPool(4);
        try {
            for (Future<Integer> result : threads.invokeAll(tasks)) {
                assertThat(result.get()).isZero();
            }
        } finally {
            threads.shutdown();
            assertThat(threads.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
        }

        assertThat(kryosCreated.get()).isBetween(1, 4);
    }

    @Test
    void kryo_operationThrows_dropsItsKryoAndBuildsAFreshOne() throws Exception {
        Codec<SampleOrder> codec = KryoCodecs.kryo("kryo-mine", SampleOrder.class, countingFactory);

        assertThatIllegalArgumentException().isThrownBy(() -> codec.serialize(null));
        assertThatThrownBy(() -> codec.deserialize(new byte[] {1, 2})).isInstanceOf(KryoException.class);

        assertThat(codec.deserialize(codec.serialize(ORDER))).isEqualTo(ORDER);
        assertThat(kryosCreated).hasValue(3);
    }

    @Test
    void kryo_factoryReturnsTheSameKryoTwice_throwsWithTheFix() {
        Kryo shared = new Kryo();
        shared.setRegistrationRequired(false);
        Codec<SampleOrder> codec = KryoCodecs.kryo("kryo-shared", SampleOrder.class, () -> shared);
        assertThatIllegalArgumentException().isThrownBy(() -> codec.serialize(null));   // drops the first worker

        assertThatIllegalStateException().isThrownBy(() -> codec.serialize(ORDER)).withMessage(
                "the Kryo factory of codec kryo-shared returned the same Kryo twice; it must create a new one"
                        + " on each call, since a Kryo must not be shared by threads");
    }

    @Test
    void kryo_factoryReturnsNull_throwsNamingTheCodec() {
        Codec<SampleOrder> codec = KryoCodecs.kryo("kryo-null", SampleOrder.class, () -> null);

        assertThatThrownBy(() -> codec.serialize(ORDER)).isInstanceOf(NullPointerException.class)
                .hasMessage("the Kryo factory of codec kryo-null returned null");
    }
}
