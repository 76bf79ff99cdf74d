package dev.serguard.junit;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * {@code @RoundTripCheck(ignore = …)} through the extension, on a model shaped as swagger-models'
 * OpenAPI, whose reader fills {@code Schema.jsonSchema}: not ignored, it fails the round trip;
 * ignored, the test passes, thread safety included, and the difference is a note.
 */
class IgnoredPathsExtensionTests {

    @TempDir
    Path reports;

    /** Its equals leaves out jsonSchema, as swagger-models' does. */
    public static final class Schema {
        public String type;
        public Map<String, Object> jsonSchema;

        public Schema() {
        }

        Schema(String type) {
            this.type = type;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Schema s && Objects.equals(type, s.type);
        }

        @Override
        public int hashCode() {
            return Objects.hashCode(type);
        }
    }

    public static final class Components {
        public Map<String, Schema> schemas = new LinkedHashMap<>();
    }

    public static final class OpenApi {
        public String openapi = "3.0.1";
        public Components components = new Components();
    }

    public record PublishedSpec(String name, OpenApi spec) {
    }

    abstract static class SpecTestCase {
        static PublishedSpec payload(Size size, Random random) {
            OpenApi api = new OpenApi();
            api.components.schemas.put("Order", new Schema("object"));
            api.components.schemas.put("Pet", new Schema("object"));
            return new PublishedSpec("petstore", api);
        }

        static Stream<Codec<PublishedSpec>> codecs() {
            Codec<PublishedSpec> json = JacksonCodecs.json(new ObjectMapper(), PublishedSpec.class);
            // As swagger's reader: every schema read back holds the JSON schema it was read from.
            return Stream.of(Codec.of("fills-json-schema", PublishedSpec.class, json::serialize, bytes -> {
                PublishedSpec read = json.deserialize(bytes);
                read.spec().components.schemas.values().forEach(schema -> schema.jsonSchema = new LinkedHashMap<>(
                        Map.of("type", schema.type, "required", List.of(), "properties", Map.of(), "additionalProperties", false)));
                return read;
            }));
        }
    }

    static class NotIgnoredTestCase extends SpecTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void specs() {
        }
    }

    static class IgnoredTestCase extends SpecTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @RoundTripCheck(ignore = "spec.components.schemas[*].jsonSchema")
        void specs() {
        }
    }

    @Test
    void fieldFilledOnRead_failsTheRoundTrip_whenNotIgnored() {
        EngineExecutionResults results = EngineRuns.run(reports, NotIgnoredTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message(
                "Round trip failed for fills-json-schema · SMALL (PublishedSpec)\n"
                        + "  PublishedSpec.spec.components.schemas[\"Order\"].jsonSchema: expected null but was LinkedHashMap of 4\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=fills-json-schema -Dserguard.sizes=SMALL"))));
    }

    @Test
    void fieldFilledOnRead_passes_whenIgnored_thenThreadSafetyIgnoresItToo_andEachDifferenceIsNoted() {
        EngineExecutionResults results = EngineRuns.run(reports, IgnoredTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(entries(results, "serguard.note")).containsExactly("PublishedSpec.spec.components.schemas[\"Order\"].jsonSchema"
                + " (ignored by \"spec.components.schemas[*].jsonSchema\") was null, came back LinkedHashMap of 4;"
                + " 1 more place it ignores differs");
        assertThat(entries(results, "serguard.threadSafety")).singleElement().asString().startsWith("passed: ");
    }

    private static List<String> entries(EngineExecutionResults results, String key) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entries -> entries.containsKey(key))
                .map(entries -> entries.get(key)).toList();
    }
}
