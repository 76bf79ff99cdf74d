package dev.serguard.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ClassPathModulesTests {

    /** A user type as teams write them: java.time and Optional fields. */
    public record Shipment(String id, Instant shippedAt, Optional<String> note) {
    }

    private static final Shipment SHIPMENT = new Shipment("S-1", Instant.parse("2026-11-03T10:15:30.123456789Z"), Optional.of("fragile"));

    // Sees no class-path resources, hence no module services: a build without the datatype jars.
    private static final ClassLoader NO_MODULES = new ClassLoader(null) {
    };

    @Test
    void builtIns_jsr310AndJdk8OnTheClassPath_roundTripInstantAndOptional() throws Exception {
        for (Codec<Shipment> codec : List.of(JacksonCodecs.json(Shipment.class), JacksonCodecs.smile(Shipment.class),
                JacksonCodecs.jsonAfterburner(Shipment.class), JacksonCodecs.jsonBlackbird(Shipment.class),
                JacksonCodecs.smileBlackbird(Shipment.class))) {
            assertThat(codec.deserialize(codec.serialize(SHIPMENT))).as(codec.name()).isEqualTo(SHIPMENT);
        }
    }

    @Test
    void json_jsr310OnTheClassPath_writesInstantAsJackson() throws Exception {
        String json = new String(JacksonCodecs.json(Shipment.class).serialize(SHIPMENT), StandardCharsets.UTF_8);

        assertThat(json).isEqualTo("{\"id\":\"S-1\",\"shippedAt\":1793700930.123456789,\"note\":\"fragile\"}");
    }

    @Test
    void json_noModulesOnTheClassPath_failsWithJacksonsMessageNamingTheModule() {
        Codec<Shipment> json = JacksonCodecs.json(Shipment.class, NO_MODULES);
        Codec<Shipment> smile = JacksonCodecs.smile(Shipment.class, NO_MODULES);

        for (Codec<Shipment> codec : List.of(json, smile)) {
            assertThatThrownBy(() -> codec.serialize(SHIPMENT)).as(codec.name())
                    .isInstanceOf(IOException.class)
                    .hasMessageStartingWith("Java 8 date/time type `java.time.Instant` not supported by default:"
                            + " add Module \"com.fasterxml.jackson.datatype:jackson-datatype-jsr310\" to enable handling");
        }
    }

    @Test
    void register_classPath_addsDatatypesButNeverAfterburnerOrBlackbird() {
        ObjectMapper mapper = ClassPathModules.register(new ObjectMapper(), ClassPathModulesTests.class.getClassLoader());

        // The class path also holds Afterburner and Blackbird, both registered as services.
        assertThat(mapper.getRegisteredModuleIds()).map(String::valueOf)
                .containsExactlyInAnyOrder("jackson-datatype-jsr310", "com.fasterxml.jackson.datatype.jdk8.Jdk8Module");
    }

    @Test
    void register_brokenModuleService_throwsNamingIt(@TempDir Path dir) throws Exception {
        Path services = Files.createDirectories(dir.resolve("META-INF/services"));
        Files.writeString(services.resolve("com.fasterxml.jackson.databind.Module"), "com.example.NoSuchModule\n");
        try (URLClassLoader broken = new URLClassLoader(new URL[] {dir.toUri().toURL()}, ObjectMapper.class.getClassLoader())) {
            assertThatIllegalStateException()
                    .isThrownBy(() -> ClassPathModules.register(new ObjectMapper(), broken))
                    .withMessage("a Jackson module on the class path could not be loaded:"
                            + " com.fasterxml.jackson.databind.Module: Provider com.example.NoSuchModule not found");
        }
    }
}
