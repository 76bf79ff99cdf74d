package dev.serguard.codec.hessian;

import com.caucho.hessian.io.Hessian2StreamingOutput;
import com.caucho.hessian.io.SerializerFactory;
import dev.serguard.Serguard;
import dev.serguard.SerializationResult;
import dev.serguard.check.Deflate;
import dev.serguard.check.untrusted.UntrustedTypes;
import dev.serguard.codec.Codec;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class HessianCodecsTests {

    /** A team's own type: a nested class, an enum, a list, a map and a BigDecimal. */
    public static final class Invoice implements Serializable {
        public enum State { OPEN, PAID }

        public static final class Line implements Serializable {
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
                return o instanceof Line other && Objects.equals(sku, other.sku) && quantity == other.quantity;
            }

            @Override
            public int hashCode() {
                return Objects.hash(sku, quantity);
            }
        }

        long id;
        State state;
        List<Line> lines = new ArrayList<>();
        Map<String, String> attributes = new HashMap<>();
        BigDecimal total;

        static Invoice sample() {
            Invoice invoice = new Invoice();
            invoice.id = 42;
            invoice.state = State.PAID;
            invoice.lines.add(new Line("SKU-1", 2));
            invoice.lines.add(new Line("SKU-2", 1));
            invoice.attributes.put("channel", "shop");
            invoice.total = new BigDecimal("19.90");
            return invoice;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Invoice other && id == other.id && state == other.state && lines.equals(other.lines)
                    && attributes.equals(other.attributes) && Objects.equals(total, other.total);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, state, lines, attributes, total);
        }
    }

    @TestFactory
    Stream<DynamicTest> hessian_builtIn_roundTripsEveryBuiltInModelAtEverySize_butRecords() {
        return BuiltInPayloads.models().stream().flatMap(HessianCodecsTests::roundTrips);
    }

    private static <T> Stream<DynamicTest> roundTrips(BuiltInModel<T> model) {
        List<Payload<T>> payloads = model.payloads(Size.values());
        List<T> samples = payloads.stream().map(Payload::value).toList();
        if (model.type() == Employee.class) {
            return Stream.of(DynamicTest.dynamicTest("Employee (a record) · refused with the reason", () ->
                    assertThatIllegalArgumentException().isThrownBy(() -> HessianCodecs.hessian(model.type(), samples))
                            .withMessageStartingWith("Hessian 4 cannot read back dev.serguard.samples.employee.Employee: it is a record")
                            .withMessageContaining("can't get field offset on a record class")));
        }
        Codec<T> codec = HessianCodecs.hessian(model.type(), samples);
        return payloads.stream().map(payload -> DynamicTest.dynamicTest(model.name() + " · " + payload.label(), () -> {
            SerializationResult<T> result = Serguard.check(codec, payload);
            assertThat(result.failureMessage()).isEmpty();
            assertThat(result.serializedBytes()).isPresent();
        }));
    }

    @Test
    void hessian_recordsReallyFail_asTheRefusalSays() {
        Employee ada = new Employee(1L, "Ada", 5L, new ArrayList<>(List.of("Engineering")));
        Codec<Employee> plain = HessianCodecs.of("hessian-plain", Employee.class, new SerializerFactory());

        assertThatThrownBy(() -> plain.serialize(ada)).isInstanceOf(UnsupportedOperationException.class)
                .hasMessageStartingWith("can't get field offset on a record class");
    }

    @Test
    void of_teamsOwnFactory_roundTripsItsType_andIsProbedAsItIs() throws Exception {
        Codec<Invoice> open = HessianCodecs.of("hessian-prod", Invoice.class, new SerializerFactory());
        Codec<Invoice> guarded = HessianCodecs.of("hessian-guarded", Invoice.class,
                HessianCodecs.allowListFactory(Invoice.class, List.of(Invoice.sample())));

        assertThat(open.name()).isEqualTo("hessian-prod");
        assertThat(open.deserialize(open.serialize(Invoice.sample()))).isEqualTo(Invoice.sample());
        assertThat(guarded.deserialize(guarded.serialize(Invoice.sample()))).isEqualTo(Invoice.sample());
        // A default factory makes any class it is sent; the allow list reads the same bytes as a map.
        assertThat(UntrustedTypes.check(open, Optional.of(Invoice.sample()), Duration.ofSeconds(30)).summary())
                .startsWith("instantiated dev.serguard.check.untrusted.UntrustedTypeProbe (Hessian (ClassFactory allow list))");
        assertThat(UntrustedTypes.check(guarded, Optional.of(Invoice.sample()), Duration.ofSeconds(30)).summary())
                .isEqualTo("refused by Hessian (ClassFactory allow list): read it as plain data (java.util.HashMap), no class made");
    }

    @Test
    void hessian_classOutsideTheAllowList_failsNamingTheFix() throws Exception {
        byte[] written = HessianCodecs.of("hessian-open", Invoice.class, new SerializerFactory()).serialize(Invoice.sample());
        Codec<Invoice> linesOnly = HessianCodecs.of("hessian-lines", Invoice.class, allowing(Invoice.Line.class));

        assertThatThrownBy(() -> linesOnly.deserialize(written)).isInstanceOf(IOException.class)
                .hasMessage("Hessian read a java.util.HashMap where codec hessian-lines expects a " + Invoice.class.getName()
                        + ": a class its SerializerFactory does not allow reads as a map; allow it (factory.getClassFactory().allow(...))");
    }

    private static SerializerFactory allowing(Class<?> type) {
        SerializerFactory factory = new SerializerFactory();
        factory.getClassFactory().setWhitelist(true);
        factory.getClassFactory().allow(type.getName().replace("$", "\\$"));
        return factory;
    }

    @Test
    void hessian_builtIn_isThreadSafe() {
        // The payloads isThreadSafe() makes: SMALL, one seed per thread.
        List<MediaContent> samples = IntStream.range(0, 8)
                .mapToObj(i -> Payload.of("MediaContent", Size.SMALL, MediaContents.factory(), Payload.DEFAULT_SEED + i).value()).toList();
        Codec<MediaContent> codec = HessianCodecs.hessian(MediaContent.class, samples);

        assertThat(codec.threadSafe()).isTrue();
        assertThat(codec).withThreads(4).isThreadSafe();
    }

    @Test
    void hessian_hostileInput_failsFast() throws Exception {
        Codec<MediaContent> codec = HessianCodecs.hessian(MediaContent.class, List.of(MediaContents.standard()));
        byte[] bytes = codec.serialize(MediaContents.standard());
        byte[] truncated = Arrays.copyOf(bytes, bytes.length / 2);
        byte[] json = "{\"media\":{\"uri\":\"x\"},\"images\":[]}".getBytes(StandardCharsets.UTF_8);

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertThatThrownBy(() -> codec.deserialize(truncated)).isInstanceOf(IOException.class);
            assertThatThrownBy(() -> codec.deserialize(json)).isInstanceOf(IOException.class);
            assertThatThrownBy(() -> codec.deserialize(new byte[0])).isInstanceOf(IOException.class);
        });
        // The pool dropped nothing it should keep: the codec still works.
        assertThat(codec.deserialize(codec.serialize(MediaContents.standard()))).isEqualTo(MediaContents.standard());
    }

    /**
     * media.1 is 581 bytes, 322 deflated; jvm-serializers published 501 and 313. The payload is
     * the same but for the five class names Hessian writes (serguard's packages are longer) and
     * the packet frame of Hessian2StreamingOutput, which jvm-serializers used: docs/research/sizes-hessian-fory.md.
     */
    @Test
    void hessian_media1_is581Bytes322Deflated_andDiffersFromThePublished501OnlyByClassNamesAndFraming() throws Exception {
        MediaContent media = MediaContents.standard();
        byte[] bytes = HessianCodecs.hessian(MediaContent.class, List.of(media)).serialize(media);

        assertThat(bytes).hasSize(581);
        assertThat(Deflate.deflatedSize(bytes)).isEqualTo(322);

        // The five class definitions, and what the same definitions take with jvm-serializers' class names (package data.media).
        Map<String, String> names = Map.of("MediaContent", "MediaContent", "Media", "Media", "Media$Player", "Media$Player",
                "Image", "Image", "Image$Size", "Image$Size");
        int saved = 0;
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        for (String simple : names.keySet()) {
            String ours = "dev.serguard.samples.media." + simple;
            assertThat(text).containsOnlyOnce(new String(hessianString(ours), StandardCharsets.ISO_8859_1));
            saved += hessianString(ours).length - hessianString("data.media." + simple).length;
        }
        assertThat(bytes.length - saved).isEqualTo(496);

        ByteArrayOutputStream framed = new ByteArrayOutputStream();
        Hessian2StreamingOutput streaming = new Hessian2StreamingOutput(framed);
        streaming.writeObject(media);
        streaming.close();
        assertThat(framed.size() - bytes.length).isEqualTo(4);    // 496 + 4 = 500, one byte short of the published 501
    }

    // A short string as Hessian 2 writes it: one length byte up to 31 characters, two up to 1023.
    private static byte[] hessianString(String ascii) {
        byte[] chars = ascii.getBytes(StandardCharsets.US_ASCII);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (chars.length < 32) {
            out.write(chars.length);
        } else {
            out.write(0x30 + (chars.length >> 8));
            out.write(chars.length & 0xff);
        }
        out.writeBytes(chars);
        return out.toByteArray();
    }
}
