package dev.serguard.check.golden;

import com.esotericsoftware.kryo.Kryo;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.check.golden.WireLibrary.Family;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecFamily;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import dev.serguard.samples.media.MediaContent;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The library golden bytes name comes from the family a codec carries, never from its name: a
 * team's {@code Codec.of("kryo-mine", …)} is no library serguard knows, serguard's Kryo codec under
 * a team's name is Kryo; and every family's library is named with the version of its jar.
 */
class WireLibraryTests {

    @Test
    void aTeamsOwnCodecNamedLikeABuiltIn_isNoLibraryThatSerguardKnows() {
        for (String name : List.of("kryo-mine", "kryo", "json", "smile-prod", "json3", "protobuf", "java")) {
            Codec<String> mine = Codec.of(name, String.class, s -> s.getBytes(StandardCharsets.UTF_8), b -> new String(b, StandardCharsets.UTF_8));

            assertThat(WireLibrary.of(mine)).as(name).isEqualTo(new WireLibrary(Family.OTHER, "unknown", "unknown"));
        }
    }

    @Test
    void serguardsCodecsUnderATeamsNames_areTheirLibraries() throws IOException {
        WireLibrary kryo = WireLibrary.of(KryoCodecs.kryo("mine", String.class, Kryo::new));
        WireLibrary json = WireLibrary.of(JacksonCodecs.json("team-json", new ObjectMapper(), String.class));

        assertThat(kryo.family()).isEqualTo(Family.KRYO);
        assertThat(jarsOnTheClassPath()).contains(kryo.name() + "-" + kryo.version() + ".jar");
        assertThat(kryo.name()).isEqualTo("kryo");
        assertThat(json.family()).isEqualTo(Family.JACKSON);
        assertThat(jarsOnTheClassPath()).contains(json.name() + "-" + json.version() + ".jar");
        assertThat(json.name()).isEqualTo("jackson-databind");
    }

    @Test
    @SuppressWarnings("unchecked")
    void everyFamily_recordsItsLibrary_withTheVersionOfItsJar() throws IOException {
        BuiltInModel<MediaContent> media = BuiltInPayloads.models().stream().filter(model -> model.type() == MediaContent.class)
                .map(model -> (BuiltInModel<MediaContent>) model).findFirst().orElseThrow();
        Payload<MediaContent> payload = media.payloads(Size.TINY).get(0);
        CodecSet<MediaContent> every = Codecs.everyFormat(MediaContent.class, List.of(payload.value()));
        Set<String> jars = jarsOnTheClassPath();

        assertThat(every.skipped()).isEmpty();
        assertThat(every.available().stream().map(codec -> ((CodecFamily.Member) codec).family()).collect(Collectors.toSet()))
                .containsExactlyInAnyOrder(CodecFamily.values());
        for (Codec<MediaContent> codec : every.available()) {
            CodecFamily family = ((CodecFamily.Member) codec).family();
            GoldenRecord record = GoldenBytes.record(codec, payload, GoldenFiles.DEFAULT_MAX_BYTES, ModelChange.LIMIT).record().orElseThrow();

            assertThat(record.library()).as(codec.name()).isEqualTo(family.libraryName()).isNotEqualTo(WireLibrary.UNKNOWN);
            assertThat(record.libraryVersion()).as(codec.name()).isNotEqualTo(WireLibrary.UNKNOWN);
            if (family != CodecFamily.JAVA) {
                assertThat(jars).as(codec.name()).contains(record.library() + "-" + record.libraryVersion() + ".jar");
            }
        }
    }

    // The file names of the jars on the test class path, through their manifests: Surefire's class path may be a manifest-only jar.
    private static Set<String> jarsOnTheClassPath() throws IOException {
        Set<String> jars = new TreeSet<>();
        for (URL manifest : Collections.list(WireLibraryTests.class.getClassLoader().getResources("META-INF/MANIFEST.MF"))) {
            String jar = manifest.toString();
            if (jar.startsWith("jar:") && jar.contains("!/")) {
                jar = jar.substring(0, jar.indexOf("!/"));
                jars.add(jar.substring(jar.lastIndexOf('/') + 1));
            }
        }
        return jars;
    }
}
