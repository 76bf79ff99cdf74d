package dev.serguard.check.golden;

import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.BuiltInPayloads;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The golden files of the built-in models are deterministic: what this JVM records for every
 * built-in model, named payload and TINY and SMALL payload, through every built-in codec, is
 * what was committed in {@code src/test/resources/serguard/built-in-golden.txt} (one line per
 * record: its size and the SHA-256 of its {@code .bin} and of its {@code .json} summary, which holds
 * the SHA-256 of the payload's field-tree file). The build
 * runs it on JDK 17; run it on JDK 25 with {@code JAVA_HOME} pointing there. After a deliberate
 * change (a model, a library upgrade), write the file anew with
 * {@code ./mvnw test -Dtest=BuiltInModelsGoldenTests -Dserguard.golden.rewriteBuiltIns=true}.
 */
class BuiltInModelsGoldenTests {

    private static final Path COMMITTED = Path.of("src/test/resources/serguard/built-in-golden.txt");

    @Test
    void everyBuiltInModelAndCodec_recordsTheCommittedGoldenFiles() throws Exception {
        String today = lines();
        if (Boolean.getBoolean("serguard.golden.rewriteBuiltIns")) {
            Files.writeString(COMMITTED, today, StandardCharsets.UTF_8);
        }

        assertThat(today).as("golden files recorded on Java %s against %s", Runtime.version(), COMMITTED)
                .isEqualTo(Files.readString(COMMITTED, StandardCharsets.UTF_8));
    }

    private static String lines() {
        StringBuilder out = new StringBuilder("# payload · codec: bytes, SHA-256 of the .bin, SHA-256 of the .json summary"
                + " (which holds the SHA-256 of the field tree; BuiltInModelsGoldenTests)\n");
        BuiltInPayloads.models().forEach(model -> lines(model, out));
        return out.toString();
    }

    private static <T> void lines(BuiltInModel<T> model, StringBuilder out) {
        // The named payloads but Car's large (about 100 KB of JSON: over the recording cap), then TINY and SMALL.
        List<Payload<T>> payloads = model.payloads(Size.TINY, Size.SMALL).stream().filter(p -> !p.label().equals("shootout-article")).toList();
        List<Codec<T>> codecs = Codecs.builtIns(model.type(), payloads.stream().map(Payload::value).toList()).available();
        for (Payload<T> payload : payloads) {
            for (Codec<T> codec : codecs) {
                GoldenRecord record = GoldenBytes.record(codec, payload, GoldenFiles.DEFAULT_MAX_BYTES, Duration.ofSeconds(30)).record()
                        .orElseThrow(() -> new AssertionError("not recorded: " + payload.title(codec.name())));
                out.append(record.payload()).append(": ").append(record.bytes().length).append(" B, ").append(record.sha256()).append(", ")
                        .append(GoldenRecord.sha256(record.summary().getBytes(StandardCharsets.UTF_8))).append('\n');
            }
        }
    }
}
