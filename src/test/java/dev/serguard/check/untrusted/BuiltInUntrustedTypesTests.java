package dev.serguard.check.untrusted;

import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The outcome of every codec serguard knows on MediaContent: the README's table. */
class BuiltInUntrustedTypesTests {

    @Test
    void builtInCodecs_refuseExceptKryoUnregisteredAndJava() {
        MediaContent media = MediaContents.standard();
        Map<String, String> outcomes = new LinkedHashMap<>();
        for (Codec<MediaContent> codec : Codecs.everyFormat(MediaContent.class, List.of(media)).available()) {
            outcomes.put(codec.name(), UntrustedTypes.check(codec, Optional.of(media), Duration.ofSeconds(30)).summary());
        }
        outcomes.forEach((codec, summary) -> System.out.println("| `" + codec + "` | " + summary + " |"));

        String probe = UntrustedTypeProbe.class.getName();
        String plain = "refused by Jackson (polymorphic default typing): read it as plain data (java.util.LinkedHashMap), no class made";
        String avro = "not applicable: Avro reads only the codec's schema: its binary encoding carries no class name";
        String thrift = "not applicable: Thrift reads only its IDL's types: field ids and types are on the wire, no class name";
        String plain3 = "refused by Jackson 3 (polymorphic default typing): read it as plain data (java.util.LinkedHashMap), no class made";
        // Fory's refusal goes on for lines after this: the summary keeps its first 300 characters.
        String foryRefused = "refused by Fory (class registration): InsecureException: class " + probe + " is not registered";
        assertThat(outcomes.get("fory")).startsWith(foryRefused);
        assertThat(outcomes.get("fory-compatible")).startsWith(foryRefused);
        outcomes.replaceAll((codec, summary) -> codec.startsWith("fory") && summary.startsWith(foryRefused) ? foryRefused + "…" : summary);
        assertThat(outcomes).containsExactly(
                Map.entry("json", plain), Map.entry("json-afterburner", plain), Map.entry("json-blackbird", plain),
                Map.entry("smile", plain), Map.entry("smile-blackbird", plain), Map.entry("json3", plain3), Map.entry("smile3", plain3),
                Map.entry("kryo", "refused by Kryo (registration): IllegalArgumentException: Class is not registered: " + probe),
                Map.entry("kryo-unregistered", "instantiated " + probe + " (Kryo (registration))"),
                Map.entry("protobuf", "not applicable: protobuf reads only its schema's types: no class name is on the wire"),
                Map.entry("java", "instantiated " + probe + " (Java serialization (ObjectInputFilter))"),
                Map.entry("cbor", plain), Map.entry("msgpack", plain), Map.entry("yaml", plain), Map.entry("xml", plain),
                Map.entry("avro-specific", avro), Map.entry("avro-generic", avro), Map.entry("avro-reflect", avro),
                Map.entry("thrift-compact", thrift), Map.entry("thrift-binary", thrift),
                Map.entry("protostuff", "refused by protostuff (IdStrategy): ProtostuffException: polymorphic pojo not registered: " + probe),
                Map.entry("gson", "refused by Gson (type adapters): read it as plain data (com.google.gson.internal.LinkedTreeMap), no class made"),
                Map.entry("bson", "refused by MongoDB BSON (PojoCodec discriminators): read it as plain data"
                        + " (dev.serguard.codec.bson.BsonTypeProbes$Marker), no class made"),
                Map.entry("hessian", "refused by Hessian (ClassFactory allow list): read it as plain data (java.util.HashMap), no class made"),
                Map.entry("fory", foryRefused + "…"), Map.entry("fory-compatible", foryRefused + "…"));
    }
}
