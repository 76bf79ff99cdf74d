package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.serguard.codec.Codec;
import dev.serguard.codec.SampleOrder;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class JacksonCodecsTests {

    private static final SampleOrder ORDER = SampleOrder.sample();

    @Test
    void builtIns_sampleOrder_roundTripWithTheirNames() throws Exception {
        List<Function<Class<SampleOrder>, Codec<SampleOrder>>> factories = List.of(JacksonCodecs::json,
                JacksonCodecs::jsonAfterburner, JacksonCodecs::jsonBlackbird, JacksonCodecs::smile, JacksonCodecs::smileBlackbird);
        List<String> names = List.of("json", "json-afterburner", "json-blackbird", "smile", "smile-blackbird");

        for (int i = 0; i < factories.size(); i++) {
            Codec<SampleOrder> codec = factories.get(i).apply(SampleOrder.class);
            assertThat(codec.name()).isEqualTo(names.get(i));
            assertThat(codec.deserialize(codec.serialize(ORDER))).as(codec.name()).isEqualTo(ORDER);
        }
    }

    @Test
    void smile_sampleOrder_writesSmileHeaderAndFewerBytesThanJson() throws Exception {
        byte[] smile = JacksonCodecs.smile(SampleOrder.class).serialize(ORDER);
        byte[] json = JacksonCodecs.json(SampleOrder.class).serialize(ORDER);

        assertThat(new String(smile, 0, 3, StandardCharsets.ISO_8859_1)).isEqualTo(":)\n");
        assertThat(smile.length).isLessThan(json.length);
    }

    @Test
    void json_configuredMapper_writesWithItsConfiguration() throws Exception {
        ObjectMapper mapper = new ObjectMapper()
                .setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(SerializationFeature.INDENT_OUTPUT);
        Codec<SampleOrder> codec = JacksonCodecs.json(mapper, SampleOrder.class);

        byte[] bytes = codec.serialize(ORDER);

        assertThat(codec.name()).isEqualTo("json");
        assertThat(new String(bytes, StandardCharsets.UTF_8)).contains("\"placed_at\" : \"2026-11-03T10:15:30.123456789Z\"");
        assertThat(codec.deserialize(bytes)).isEqualTo(ORDER);
    }

    @Test
    void smile_ownMapper_isNamedSmile_andRefusesAJsonMapperWithTheFix() throws Exception {
        Codec<SampleOrder> smile = JacksonCodecs.smile(new ObjectMapper(new com.fasterxml.jackson.dataformat.smile.SmileFactory()), SampleOrder.class);

        assertThat(smile.name()).isEqualTo("smile");
        assertThat(smile.deserialize(smile.serialize(ORDER))).isEqualTo(ORDER);
        org.assertj.core.api.Assertions.assertThatIllegalArgumentException().isThrownBy(() -> JacksonCodecs.smile(new ObjectMapper(),
                SampleOrder.class)).withMessage("JacksonCodecs.smile needs a mapper whose factory writes Smile (new ObjectMapper(new"
                + " SmileFactory())), but this one writes JSON: use JacksonCodecs.json for it, or give it a SmileFactory");
    }

    @Test
    void json_customName_namesTheCodec() {
        assertThat(JacksonCodecs.json("json-prod", new ObjectMapper(), SampleOrder.class).name()).isEqualTo("json-prod");
    }

    @Test
    void json_mapperChangedAfterCreation_keepsTheConfigurationItWasBuiltWith() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        Codec<SampleOrder> codec = JacksonCodecs.json(mapper, SampleOrder.class);

        mapper.setPropertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE);

        assertThat(new String(codec.serialize(ORDER), StandardCharsets.UTF_8)).contains("\"placedAt\":");
    }

    @Test
    void json_invalidName_throws() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> JacksonCodecs.json("JSON prod", new ObjectMapper(), SampleOrder.class))
                .withMessageEndingWith("but was \"JSON prod\"");
    }
}
