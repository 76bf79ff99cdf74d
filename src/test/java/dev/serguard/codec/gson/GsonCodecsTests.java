package dev.serguard.codec.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonIOException;
import com.google.gson.JsonObject;
import com.google.gson.JsonSyntaxException;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import dev.serguard.Serguard;
import dev.serguard.SerializationResult;
import dev.serguard.check.Deflate;
import dev.serguard.check.untrusted.UntrustedTypeProbe;
import dev.serguard.check.untrusted.UntrustedTypes;
import dev.serguard.codec.Codec;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

class GsonCodecsTests {

    /** A team's own model: a record with a list of records, an enum, a BigDecimal and an Instant. */
    record Order(long id, Status status, List<Line> lines, BigDecimal total, Instant placedAt, String note) {
        enum Status { NEW, PAID }
    }

    record Line(String sku, int quantity) {
    }

    private static final Order ORDER = new Order(4_711L, Order.Status.PAID, List.of(new Line("SKU-1", 2), new Line("SKU-2", 1)),
            new BigDecimal("39.85"), Instant.parse("2026-11-03T10:15:30.123456789Z"), null);

    /** How a team writes an Instant with Gson: JDK 17 closes java.time to Gson's reflection. */
    static final class InstantAdapter extends TypeAdapter<Instant> {
        @Override
        public void write(JsonWriter out, Instant value) throws IOException {
            out.value(value == null ? null : value.toString());
        }

        @Override
        public Instant read(JsonReader in) throws IOException {
            return Instant.parse(in.nextString());
        }
    }

    @Test
    void gson_everyBuiltInModel_roundTrips() {
        for (BuiltInModel<?> model : BuiltInPayloads.models()) {
            assertRoundTrips(model);
        }
    }

    private static <T> void assertRoundTrips(BuiltInModel<T> model) {
        Codec<T> codec = GsonCodecs.gson(model.type());
        for (Payload<T> payload : model.payloads(Size.SMALL, Size.LARGE)) {
            SerializationResult<T> result = Serguard.check(codec, payload);
            assertThat(result.failureMessage()).as("%s %s", model.name(), payload.label()).isEmpty();
        }
        assertThat(codec.name()).isEqualTo("gson");
        assertThat(codec.threadSafe()).isTrue();
    }

    @Test
    void of_teamsGsonWithAnInstantAdapter_roundTripsARecordModel() throws Exception {
        Gson production = new GsonBuilder().registerTypeAdapter(Instant.class, new InstantAdapter()).create();
        Codec<Order> codec = GsonCodecs.of("gson-prod", production, Order.class);

        byte[] bytes = codec.serialize(ORDER);

        assertThat(codec.name()).isEqualTo("gson-prod");
        assertThat(new String(bytes, StandardCharsets.UTF_8)).contains("\"placedAt\":\"2026-11-03T10:15:30.123456789Z\"").doesNotContain("note");
        assertThat(codec.deserialize(bytes)).isEqualTo(ORDER);
    }

    @Test
    void gson_modelWithAnInstant_failsWithGsonsMessageNamingTheField() {
        Codec<Order> codec = GsonCodecs.gson(Order.class);

        assertThatThrownBy(() -> codec.serialize(ORDER)).isInstanceOf(JsonIOException.class)
                .hasMessageContaining("java.time.Instant#seconds");
    }

    @Test
    void gson_builtIn_isThreadSafe() {
        assertThat(GsonCodecs.gson(MediaContent.class)).withThreads(4).isThreadSafe();
    }

    @Test
    void gson_anotherFormatsBytesOrTruncatedJson_failWithJsonSyntaxExceptionAtOnce_andNothingReadsAsNull() throws Exception {
        Codec<MediaContent> codec = GsonCodecs.gson(MediaContent.class);
        byte[] binary = {0x0b, 0x0a, 0x1e, 'h', 't', 't', 'p', 0x0c};
        byte[] json = codec.serialize(MediaContents.standard());
        byte[] truncated = Arrays.copyOf(json, json.length / 2);

        assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
            assertThatThrownBy(() -> codec.deserialize(binary)).isInstanceOf(JsonSyntaxException.class);
            assertThatThrownBy(() -> codec.deserialize(truncated)).isInstanceOf(JsonSyntaxException.class)
                    .hasMessageContaining("End of input");
        });
        assertThat(codec.deserialize(new byte[0])).isNull();
    }

    /**
     * jvm-serializers' json/gson/databind row for media.1 is 486 B, 259 B deflated. Gson writes fields, hasBitrate
     * among them (Jackson's 485 B less ,"copyright":null plus ,"hasBitrate":true), in declaration order: jvm-serializers'
     * Media declares hasBitrate right after bitrate, serguard's last. Same 486 bytes, 18 of them elsewhere: 260 deflated.
     */
    @Test
    void gson_media1_takes486BytesAnd260Deflated_hasBitrateLast() throws Exception {
        byte[] bytes = GsonCodecs.gson(MediaContent.class).serialize(MediaContents.standard());
        String json = new String(bytes, StandardCharsets.UTF_8);

        System.out.println("gson media.1: " + bytes.length + " B, " + Deflate.deflatedSize(bytes) + " B +dfl");
        assertThat(bytes).hasSize(486);
        assertThat(Deflate.deflatedSize(bytes)).isEqualTo(260);
        assertThat(json).contains("\"bitrate\":262144,\"persons\":[\"Bill Gates\",\"Steve Jobs\"],\"player\":\"JAVA\",\"hasBitrate\":true}")
                .doesNotContain("copyright");
        String published = json.replace(",\"hasBitrate\":true}", "}").replace("\"bitrate\":262144,", "\"bitrate\":262144,\"hasBitrate\":true,");
        assertThat(published).hasSize(486);
        assertThat(Deflate.deflatedSize(published.getBytes(StandardCharsets.UTF_8))).isEqualTo(259);
    }

    @Test
    void untrustedTypes_plainGson_readsTheProbeAsAMap() {
        Codec<MediaContent> codec = GsonCodecs.gson(MediaContent.class);

        assertThat(UntrustedTypes.check(codec, Optional.of(MediaContents.standard()), Duration.ofSeconds(30)).summary()).isEqualTo(
                "refused by Gson (type adapters): read it as plain data (com.google.gson.internal.LinkedTreeMap), no class made");
    }

    /** Gson asks its own Object adapter first: a factory of the team's for Object is never consulted, on either side. */
    @Test
    void untrustedTypes_teamsFactoryForObjectThatLoadsClassesByName_isNotConsulted_andTheProbeReadsAsAMap() throws Exception {
        Gson careless = new GsonBuilder().registerTypeAdapterFactory(new ClassNamingFactory()).create();
        Codec<MediaContent> codec = GsonCodecs.of("gson-class-names", careless, MediaContent.class);

        assertThat(UntrustedTypes.check(codec, Optional.of(MediaContents.standard()), Duration.ofSeconds(30)).summary()).isEqualTo(
                "refused by Gson (type adapters): read it as plain data (com.google.gson.internal.LinkedTreeMap), no class made");
        assertThat(careless.fromJson("{\"value\":{\"@class\":\"" + UntrustedTypeProbe.class.getName() + "\"}}", GsonTypeProbes.Holder.class).value)
                .isInstanceOf(java.util.Map.class);
    }

    /** A mistake a team might make: every Object written with its class name, read back by it. */
    static final class ClassNamingFactory implements TypeAdapterFactory {
        @Override
        @SuppressWarnings("unchecked")
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> type) {
            if (type.getRawType() != Object.class) {
                return null;
            }
            return (TypeAdapter<T>) new TypeAdapter<Object>() {
                @Override
                public void write(JsonWriter out, Object value) throws IOException {
                    JsonObject object = gson.toJsonTree(value).getAsJsonObject();
                    object.addProperty("@class", value.getClass().getName());
                    gson.toJson(object, out);
                }

                @Override
                public Object read(JsonReader in) {
                    JsonObject object = gson.fromJson(in, JsonObject.class);
                    JsonElement name = object.remove("@class");
                    try {
                        return gson.fromJson(object, Class.forName(name.getAsString()));
                    } catch (ClassNotFoundException e) {
                        throw new JsonSyntaxException(e);
                    }
                }
            };
        }
    }
}
