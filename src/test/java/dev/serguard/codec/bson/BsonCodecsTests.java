package dev.serguard.codec.bson;

import dev.serguard.Serguard;
import dev.serguard.SerializationResult;
import dev.serguard.check.Deflate;
import dev.serguard.check.untrusted.UntrustedTypeProbe;
import dev.serguard.check.untrusted.UntrustedTypes;
import dev.serguard.check.untrusted.UntrustedTypesOutcome;
import dev.serguard.codec.Codec;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.bson.BsonSerializationException;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.Convention;
import org.bson.codecs.pojo.Conventions;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class BsonCodecsTests {

    /** A team's own model: a bean with a list of beans, an enum, a BigDecimal (Decimal128) and an Instant. */
    public static final class Order {
        public enum Status { NEW, PAID }

        private long id;
        private Status status;
        private List<Line> lines = new ArrayList<>();
        private BigDecimal total;
        private Instant placedAt;

        public long getId() { return id; }
        public void setId(long id) { this.id = id; }
        public Status getStatus() { return status; }
        public void setStatus(Status status) { this.status = status; }
        public List<Line> getLines() { return lines; }
        public void setLines(List<Line> lines) { this.lines = lines; }
        public BigDecimal getTotal() { return total; }
        public void setTotal(BigDecimal total) { this.total = total; }
        public Instant getPlacedAt() { return placedAt; }
        public void setPlacedAt(Instant placedAt) { this.placedAt = placedAt; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Order other && id == other.id && status == other.status && lines.equals(other.lines)
                    && Objects.equals(total, other.total) && Objects.equals(placedAt, other.placedAt);
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, status, lines, total, placedAt);
        }
    }

    public static final class Line {
        private String sku;
        private int quantity;

        public Line() {
        }

        Line(String sku, int quantity) {
            this.sku = sku;
            this.quantity = quantity;
        }

        public String getSku() { return sku; }
        public void setSku(String sku) { this.sku = sku; }
        public int getQuantity() { return quantity; }
        public void setQuantity(int quantity) { this.quantity = quantity; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Line other && quantity == other.quantity && Objects.equals(sku, other.sku);
        }

        @Override
        public int hashCode() {
            return Objects.hash(sku, quantity);
        }
    }

    private static Order order() {
        Order order = new Order();
        order.setId(4_711L);
        order.setStatus(Order.Status.PAID);
        order.getLines().add(new Line("SKU-1", 2));
        order.getLines().add(new Line("SKU-2", 1));
        order.setTotal(new BigDecimal("39.85"));
        // BSON dates hold milliseconds.
        order.setPlacedAt(Instant.parse("2026-11-03T10:15:30.123Z"));
        return order;
    }

    @Test
    void pojo_everyBuiltInModel_roundTrips_theRecordThroughBsonRecordCodec() {
        for (BuiltInModel<?> model : BuiltInPayloads.models()) {
            assertRoundTrips(model);
        }
    }

    private static <T> void assertRoundTrips(BuiltInModel<T> model) {
        Codec<T> codec = BsonCodecs.pojo(model.type());
        for (Payload<T> payload : model.payloads(Size.SMALL, Size.LARGE)) {
            SerializationResult<T> result = Serguard.check(codec, payload);
            assertThat(result.failureMessage()).as("%s %s", model.name(), payload.label()).isEmpty();
        }
        assertThat(codec.name()).isEqualTo("bson");
        assertThat(codec.threadSafe()).isTrue();
    }

    @Test
    void of_teamsRegistryRegisteringItsPackage_roundTripsItsModel() throws Exception {
        CodecRegistry production = CodecRegistries.fromRegistries(Bson.DEFAULT_CODEC_REGISTRY,
                CodecRegistries.fromProviders(PojoCodecProvider.builder().register(Order.class, Line.class).build()));
        Codec<Order> codec = BsonCodecs.of("bson-prod", production, Order.class);

        assertThat(codec.name()).isEqualTo("bson-prod");
        assertThat(codec.deserialize(codec.serialize(order()))).isEqualTo(order());
    }

    @Test
    void of_registryWithoutACodecForTheType_failsAtOnceWithTheDriversMessage() {
        assertThatThrownBy(() -> BsonCodecs.of("bson", Bson.DEFAULT_CODEC_REGISTRY, Order.class))
                .isInstanceOf(CodecConfigurationException.class).hasMessageContaining("Can't find a codec for")
                .hasMessageContaining(Order.class.getName());
    }

    @Test
    void pojo_builtIn_isThreadSafe() {
        assertThat(BsonCodecs.pojo(MediaContent.class)).withThreads(4).isThreadSafe();
    }

    @Test
    void pojo_anotherFormatsBytesOrATruncatedDocument_failWithBsonSerializationExceptionAtOnce() throws Exception {
        Codec<MediaContent> codec = BsonCodecs.pojo(MediaContent.class);
        byte[] json = "{\"media\":{\"uri\":\"http://javaone.com/keynote.mpg\"},\"images\":[]}".getBytes(StandardCharsets.UTF_8);
        byte[] bytes = codec.serialize(MediaContents.standard());
        byte[] truncated = Arrays.copyOf(bytes, bytes.length / 2);

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertThatThrownBy(() -> codec.deserialize(json)).isInstanceOf(BsonSerializationException.class);
            assertThatThrownBy(() -> codec.deserialize(truncated)).isInstanceOf(BsonSerializationException.class);
        });
    }

    /**
     * jvm-serializers' bson/mongodb/manual row for media.1 is 495 B, 278 B deflated: the same figures. Its hand-written
     * serializer put the keys in its own order (media first, player first); the pojo codec sorts a bean's properties by
     * name (images before media, bitrate first): the same elements, in another order.
     */
    @Test
    void pojo_media1_takes495BytesAnd278Deflated_asPublished() throws Exception {
        byte[] bytes = BsonCodecs.pojo(MediaContent.class).serialize(MediaContents.standard());

        System.out.println("bson media.1: " + bytes.length + " B, " + Deflate.deflatedSize(bytes) + " B +dfl");
        assertThat(bytes).hasSize(495);
        assertThat(Deflate.deflatedSize(bytes)).isEqualTo(278);
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        assertThat(text.indexOf("images")).isLessThan(text.indexOf("media"));
        assertThat(text).doesNotContain("copyright").doesNotContain("hasBitrate");
    }

    @Test
    void untrustedTypes_builtIn_readsTheDiscriminatorAsAnUnknownKey() {
        Codec<MediaContent> codec = BsonCodecs.pojo(MediaContent.class);

        assertThat(UntrustedTypes.check(codec, Optional.of(MediaContents.standard()), Duration.ofSeconds(30)).summary()).isEqualTo(
                "refused by MongoDB BSON (PojoCodec discriminators): read it as plain data (" + BsonTypeProbes.Marker.class.getName()
                        + "), no class made");
    }

    @Test
    void untrustedTypes_registryWithDiscriminatorsOn_instantiatesTheProbeItNames() {
        List<Convention> conventions = new ArrayList<>(Conventions.DEFAULT_CONVENTIONS);
        conventions.add(model -> model.enableDiscriminator(true));
        CodecRegistry discriminating = CodecRegistries.fromRegistries(Bson.DEFAULT_CODEC_REGISTRY,
                CodecRegistries.fromProviders(PojoCodecProvider.builder().automatic(true).conventions(conventions).build()));
        Codec<MediaContent> codec = BsonCodecs.of("bson-discriminators", discriminating, MediaContent.class);

        UntrustedTypesOutcome outcome = UntrustedTypes.check(codec, Optional.of(MediaContents.standard()), Duration.ofSeconds(30));

        assertThat(outcome).isInstanceOfSatisfying(UntrustedTypesOutcome.Instantiated.class, made ->
                assertThat(made.shape()).isEqualTo("the probe's class name as the discriminator (\"_t\") of a document"));
        assertThat(outcome.summary()).isEqualTo("instantiated " + UntrustedTypeProbe.class.getName()
                + " (MongoDB BSON (PojoCodec discriminators))");
    }
}
