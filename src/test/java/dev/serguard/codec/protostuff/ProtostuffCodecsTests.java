package dev.serguard.codec.protostuff;

import dev.serguard.Serguard;
import dev.serguard.SerializationResult;
import dev.serguard.check.Deflate;
import dev.serguard.check.untrusted.UntrustedTypeProbe;
import dev.serguard.check.untrusted.UntrustedTypes;
import dev.serguard.check.untrusted.UntrustedTypesOutcome;
import dev.serguard.codec.Codec;
import dev.serguard.codec.TypeProbing;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import io.protostuff.ProtostuffException;
import io.protostuff.runtime.DefaultIdStrategy;
import io.protostuff.runtime.IdStrategy;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class ProtostuffCodecsTests {

    /** A team's own model: a bean with a list of beans, an enum, a BigDecimal and a polymorphic field. */
    public static final class Order {
        enum Status { NEW, PAID }

        long id;
        Status status;
        List<Line> lines = new ArrayList<>();
        BigDecimal total;
        Object payment;

        @Override
        public boolean equals(Object o) {
            return o instanceof Order other && id == other.id && status == other.status && lines.equals(other.lines)
                    && Objects.equals(total, other.total) && Objects.equals(payment, other.payment);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, status, lines, total, payment);
        }
    }

    public static final class Line {
        String sku;
        int quantity;

        Line() {
        }

        Line(String sku, int quantity) {
            this.sku = sku;
            this.quantity = quantity;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Line other && quantity == other.quantity && Objects.equals(sku, other.sku);
        }

        @Override
        public int hashCode() {
            return Objects.hash(sku, quantity);
        }
    }

    /** What the polymorphic field holds: a class the team registers. */
    public static final class Card {
        String last4 = "4242";

        @Override
        public boolean equals(Object o) {
            return o instanceof Card other && Objects.equals(last4, other.last4);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(last4);
        }
    }

    private static Order order() {
        Order order = new Order();
        order.id = 4_711L;
        order.status = Order.Status.PAID;
        order.lines.add(new Line("SKU-1", 2));
        order.lines.add(new Line("SKU-2", 1));
        order.total = new BigDecimal("39.85");
        order.payment = new Card();
        return order;
    }

    @Test
    void runtime_everyBuiltInBeanModel_roundTrips_andTheRecordIsRefusedWithTheReason() {
        for (BuiltInModel<?> model : BuiltInPayloads.models()) {
            if (model.type() == Employee.class) {
                assertThatIllegalArgumentException().isThrownBy(() -> ProtostuffCodecs.runtime(Employee.class)).withMessage(
                        "dev.serguard.samples.employee.Employee is a record, which protostuff 1.8 cannot read: its runtime schema sets fields"
                                + " one by one, and the JVM refuses to set a record's final fields (protostuff/protostuff#313)");
            } else {
                assertRoundTrips(model);
            }
        }
    }

    private static <T> void assertRoundTrips(BuiltInModel<T> model) {
        Codec<T> codec = ProtostuffCodecs.runtime(model.type());
        for (Payload<T> payload : model.payloads(Size.SMALL, Size.LARGE)) {
            SerializationResult<T> result = Serguard.check(codec, payload);
            assertThat(result.failureMessage()).as("%s %s", model.name(), payload.label()).isEmpty();
        }
        assertThat(codec.name()).isEqualTo("protostuff");
        assertThat(codec.threadSafe()).isTrue();
    }

    @Test
    void runtime_teamsStrategyWithTheirPolymorphicClassRegistered_roundTrips() throws Exception {
        DefaultIdStrategy strategy = new DefaultIdStrategy(0);
        strategy.registerPojo(Card.class);
        Codec<Order> codec = ProtostuffCodecs.runtime("protostuff-prod", Order.class, strategy);

        assertThat(codec.name()).isEqualTo("protostuff-prod");
        assertThat(codec.deserialize(codec.serialize(order()))).isEqualTo(order());
    }

    /** A class the built-in met while writing is known to it; another built-in, in another JVM as it were, refuses its name. */
    @Test
    void runtime_builtInReadingAClassNameItNeverMet_refusesIt() throws Exception {
        byte[] bytes = ProtostuffCodecs.runtime(Order.class).serialize(order());
        Codec<Order> fresh = ProtostuffCodecs.runtime(Order.class);

        assertThatThrownBy(() -> fresh.deserialize(bytes)).isInstanceOf(ProtostuffException.class)
                .hasMessage("polymorphic pojo not registered: " + Card.class.getName());
    }

    @Test
    void runtime_builtIn_isThreadSafe() {
        assertThat(ProtostuffCodecs.runtime(MediaContent.class)).withThreads(4).isThreadSafe();
    }

    @Test
    void runtime_anotherFormatsBytesOrATruncatedMessage_failWithProtostuffsExceptionAtOnce() throws Exception {
        Codec<MediaContent> codec = ProtostuffCodecs.runtime(MediaContent.class);
        byte[] json = "{\"media\":{\"uri\":\"http://javaone.com/keynote.mpg\"},\"images\":[]}".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = codec.serialize(MediaContents.standard());
        byte[] truncated = Arrays.copyOf(bytes, bytes.length / 2);

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertThatThrownBy(() -> codec.deserialize(json)).isInstanceOf(ProtostuffException.class);
            assertThatThrownBy(() -> codec.deserialize(truncated)).isInstanceOf(ProtostuffException.class)
                    .hasMessage("CodedInput encountered an embedded string or bytes that misreported its size.");
        });
    }

    /**
     * jvm-serializers' protostuff-runtime row for media.1 is 241 B, 151 B deflated: the same figures. Its Media declares
     * hasBitrate right after bitrate (tag 9, persons 10, player 11); serguard's declares it last, so persons is tag 9,
     * player 10 and hasBitrate 12 (0x60 0x01): the same bytes, in another order. Nested messages are groups (0x0b … 0x0c).
     */
    @Test
    void runtime_media1_takes241BytesAnd151Deflated_asPublished() throws Exception {
        byte[] bytes = ProtostuffCodecs.runtime(MediaContent.class).serialize(MediaContents.standard());

        System.out.println("protostuff media.1: " + bytes.length + " B, " + Deflate.deflatedSize(bytes) + " B +dfl");
        assertThat(bytes).hasSize(241);
        assertThat(Deflate.deflatedSize(bytes)).isEqualTo(151);
        assertThat(HexFormat.of().formatHex(bytes)).startsWith("0b0a1e")
                .contains("4a0a42696c6c2047617465734a0a5374657665204a6f6273" + "5000" + "6001" + "0c" + "13");
    }

    @Test
    void typeProbes_builtIn_refusesTheProbeInEachPlaceProtostuffReadsAClassName() throws Exception {
        Codec<MediaContent> codec = ProtostuffCodecs.runtime(MediaContent.class);
        TypeProbing.Offers offers = (TypeProbing.Offers) ((TypeProbing) codec).typeProbes(new UntrustedTypeProbe());
        String probe = UntrustedTypeProbe.class.getName();

        assertThat(offers.offers()).extracting(TypeProbing.Offer::shape).containsExactly(
                "the probe's class name as the value of an Object field",
                "the probe's class name as the collection type of an Object field",
                "the probe's class name as the map type of an Object field");
        List<String> refusals = new ArrayList<>();
        for (TypeProbing.Offer offer : offers.offers()) {
            Throwable thrown = org.assertj.core.api.Assertions.catchThrowable(() -> offer.read().read());
            assertThat(offers.refuses().test(thrown)).as(offer.shape()).isTrue();
            refusals.add(thrown.getMessage());
        }
        assertThat(refusals).containsExactly("polymorphic pojo not registered: " + probe,
                "serguard's protostuff codec refuses to load a class named in its input: " + probe + " (its IdStrategy knows no class of that name)",
                "serguard's protostuff codec refuses to load a class named in its input: " + probe + " (its IdStrategy knows no class of that name)");
        assertThat(UntrustedTypes.check(codec, Optional.of(MediaContents.standard()), Duration.ofSeconds(30)).summary())
                .isEqualTo("refused by protostuff (IdStrategy): ProtostuffException: polymorphic pojo not registered: " + probe);
    }

    @Test
    void untrustedTypes_protostuffsDefaultStrategy_instantiatesTheProbeByItsName() {
        // new DefaultIdStrategy() has protostuff's default flags, as RuntimeEnv.ID_STRATEGY does: auto-loading on.
        Codec<MediaContent> codec = ProtostuffCodecs.runtime("protostuff-default", MediaContent.class, new DefaultIdStrategy());

        UntrustedTypesOutcome outcome = UntrustedTypes.check(codec, Optional.of(MediaContents.standard()), Duration.ofSeconds(30));

        assertThat(outcome).isInstanceOfSatisfying(UntrustedTypesOutcome.Instantiated.class, made ->
                assertThat(made.shape()).isEqualTo("the probe's class name as the value of an Object field"));
        assertThat(outcome.summary()).isEqualTo("instantiated " + UntrustedTypeProbe.class.getName() + " (protostuff (IdStrategy))");
    }

    @Test
    void untrustedTypes_strategyWithoutAutoLoading_stillInstantiatesTheProbeNamedAsACollectionOrMap() throws Exception {
        Codec<MediaContent> codec = ProtostuffCodecs.runtime("protostuff-no-auto-load", MediaContent.class,
                new DefaultIdStrategy(IdStrategy.DEFAULT_FLAGS & ~IdStrategy.AUTO_LOAD_POLYMORPHIC_CLASSES));

        UntrustedTypesOutcome outcome = UntrustedTypes.check(codec, Optional.of(MediaContents.standard()), Duration.ofSeconds(30));

        assertThat(outcome).isInstanceOfSatisfying(UntrustedTypesOutcome.Instantiated.class, made -> {
            assertThat(made.shape()).isEqualTo("the probe's class name as the collection type of an Object field");
            assertThat(made.fix()).isEqualTo(ProtostuffTypeProbes.FIX);
        });
        // As a map type too: protostuff makes the instance, then casts it.
        TypeProbing.Offers offers = (TypeProbing.Offers) ((TypeProbing) codec).typeProbes(new UntrustedTypeProbe());
        assertThat(org.assertj.core.api.Assertions.catchThrowable(() -> offers.offers().get(2).read().read()))
                .isInstanceOf(ClassCastException.class)
                .hasMessageStartingWith("class " + UntrustedTypeProbe.class.getName() + " cannot be cast to class java.util.Map");
    }

    @Test
    void classNameGuard_leavesOtherUsesOfTheContextLoaderAlone() throws Exception {
        ClassLoader[] seen = new ClassLoader[1];
        Class<?>[] loaded = new Class<?>[1];
        ClassNameGuard.run(() -> {
            seen[0] = Thread.currentThread().getContextClassLoader();
            try {
                loaded[0] = seen[0].loadClass(Card.class.getName());
            } catch (ClassNotFoundException e) {
                throw new AssertionError(e);
            }
        });

        assertThat(seen[0]).isInstanceOf(ClassNameGuard.class);
        assertThat(loaded[0]).isSameAs(Card.class);
        assertThat(Thread.currentThread().getContextClassLoader()).isNotInstanceOf(ClassNameGuard.class);
        assertThatCode(() -> ProtostuffCodecs.runtime(MediaContent.class).deserialize(
                ProtostuffCodecs.runtime(MediaContent.class).serialize(MediaContents.standard()))).doesNotThrowAnyException();
    }
}
