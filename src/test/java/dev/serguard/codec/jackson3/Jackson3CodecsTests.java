package dev.serguard.codec.jackson3;

import dev.serguard.codec.Codec;
import dev.serguard.codec.SampleOrder;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

class Jackson3CodecsTests {

    public record Shipment(UUID id, Instant shippedAt, Optional<String> note) {
    }

    private static final Shipment SHIPMENT = new Shipment(UUID.fromString("3f1c0a2e-5b7d-4e8f-9a01-23456789abcd"),
            Instant.parse("2026-11-03T10:15:30.123456789Z"), Optional.of("fragile"));

    @Test
    void json3_sampleOrder_roundTripsWithItsName() throws Exception {
        SampleOrder order = SampleOrder.sample();
        Codec<SampleOrder> codec = Jackson3Codecs.json3(SampleOrder.class);

        assertThat(codec.name()).isEqualTo("json3");
        assertThat(codec.deserialize(codec.serialize(order))).isEqualTo(order);
    }

    @Test
    void json3_instantAndOptional_roundTripWithoutExtraModules() throws Exception {
        Codec<Shipment> codec = Jackson3Codecs.json3(Shipment.class);

        byte[] bytes = codec.serialize(SHIPMENT);

        assertThat(new String(bytes, StandardCharsets.UTF_8)).isEqualTo(
                "{\"id\":\"3f1c0a2e-5b7d-4e8f-9a01-23456789abcd\",\"shippedAt\":\"2026-11-03T10:15:30.123456789Z\",\"note\":\"fragile\"}");
        assertThat(codec.deserialize(bytes)).isEqualTo(SHIPMENT);
    }

    @Test
    void smile3_instantAndOptional_roundTripInSmileWithoutExtraModules() throws Exception {
        Codec<Shipment> codec = Jackson3Codecs.smile3(Shipment.class);

        byte[] bytes = codec.serialize(SHIPMENT);

        assertThat(codec.name()).isEqualTo("smile3");
        assertThat(bytes).startsWith(':', ')', '\n');    // Smile's header
        assertThat(codec.deserialize(bytes)).isEqualTo(SHIPMENT);
    }

    @Test
    void json_configuredMapper_namesAndUsesIt() throws Exception {
        Codec<Shipment> codec = Jackson3Codecs.json("json3-prod", JsonMapper.builder().build(), Shipment.class);

        assertThat(codec.name()).isEqualTo("json3-prod");
        assertThat(codec.deserialize(codec.serialize(SHIPMENT))).isEqualTo(SHIPMENT);
    }
}
