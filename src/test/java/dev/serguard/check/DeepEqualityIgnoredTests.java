package dev.serguard.check;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

/** Ignored paths: a difference under one is noted, not failed; paths are matched as differences print them. */
class DeepEqualityIgnoredTests {

    /** As swagger-models' Schema: its equals leaves out jsonSchema, which a reader fills. */
    static final class Schema {
        String type;
        Map<String, Object> jsonSchema;

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

    static final class Components {
        Map<String, Schema> schemas = new LinkedHashMap<>();
    }

    static final class OpenApi {
        String openapi = "3.0.1";
        Components components = new Components();
        List<String> tags = new ArrayList<>();
    }

    record PublishedSpec(String name, OpenApi spec) {
    }

    /** Read at a time of its own; its equals compares it too. */
    static final class Stamped {
        String id;
        long readAt;

        Stamped(String id, long readAt) {
            this.id = id;
            this.readAt = readAt;
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Stamped s && Objects.equals(id, s.id) && readAt == s.readAt;
        }

        @Override
        public int hashCode() {
            return Objects.hash(id, readAt);
        }
    }

    static final class Shelf {
        Set<Stamped> items = new LinkedHashSet<>();
    }

    private static PublishedSpec spec() {
        OpenApi api = new OpenApi();
        api.components.schemas.put("Order", new Schema("object"));
        api.components.schemas.put("Pet", new Schema("object"));
        api.tags.add("store");
        api.tags.add("pet");
        return new PublishedSpec("petstore", api);
    }

    /** What a reader that fills jsonSchema gives back, for the schemas named. */
    private static PublishedSpec filled(String... names) {
        PublishedSpec read = spec();
        for (String name : names) {
            Map<String, Object> json = new LinkedHashMap<>();
            json.put("type", "object");
            json.put("required", List.of("id"));
            json.put("properties", Map.of());
            json.put("additionalProperties", false);
            read.spec().components.schemas.get(name).jsonSchema = json;
        }
        return read;
    }

    private static ComparisonOptions ignoring(String... paths) {
        return ComparisonOptions.defaults().withIgnored(paths);
    }

    @Test
    void differenceNotIgnored_fails() {
        Comparison comparison = DeepEquality.compare(spec(), filled("Order"));

        assertThat(comparison.difference()).get()
                .hasToString("PublishedSpec.spec.components.schemas[\"Order\"].jsonSchema: expected null but was LinkedHashMap of 4");
    }

    @Test
    void differenceUnderAPathWithAnyKey_passes_andIsNoted() {
        Comparison comparison = DeepEquality.compare(spec(), filled("Order"), ignoring("spec.components.schemas[*].jsonSchema"));

        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("PublishedSpec.spec.components.schemas[\"Order\"].jsonSchema"
                + " (ignored by \"spec.components.schemas[*].jsonSchema\") was null, came back LinkedHashMap of 4");
    }

    @Test
    void bareFieldName_matchesThatFieldAtAnyDepth_notedOnceWithHowManyMorePlaces() {
        Comparison comparison = DeepEquality.compare(spec(), filled("Order", "Pet"), ignoring("jsonSchema"));

        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("PublishedSpec.spec.components.schemas[\"Order\"].jsonSchema"
                + " (ignored by \"jsonSchema\") was null, came back LinkedHashMap of 4; 1 more place it ignores differs");
    }

    @Test
    void pathWithOneKey_ignoresThatKeyOnly() {
        ComparisonOptions options = ignoring("spec.components.schemas[\"Order\"].jsonSchema");

        assertThat(DeepEquality.firstDifference(spec(), filled("Order"), options)).isEmpty();
        assertThat(DeepEquality.firstDifference(spec(), filled("Order", "Pet"), options)).get()
                .hasToString("PublishedSpec.spec.components.schemas[\"Pet\"].jsonSchema: expected null but was LinkedHashMap of 4");
    }

    @Test
    void indexAndAnyIndex_matchListElements() {
        PublishedSpec read = spec();
        read.spec().tags.set(1, "pets");

        assertThat(DeepEquality.firstDifference(spec(), read, ignoring("spec.tags[0]"))).get()
                .hasToString("PublishedSpec.spec.tags[1]: expected \"pet\" but was \"pets\"");
        assertThat(DeepEquality.compare(spec(), read, ignoring("spec.tags[1]")).notes())
                .containsExactly("PublishedSpec.spec.tags[1] (ignored by \"spec.tags[1]\") was \"pet\", came back \"pets\"");
        assertThat(DeepEquality.firstDifference(spec(), read, ignoring(".spec.tags[*]"))).isEmpty();
    }

    @Test
    void otherDifference_stillFails_besideAnIgnoredOne() {
        PublishedSpec read = filled("Order");
        read.spec().components.schemas.get("Pet").type = "array";

        assertThat(DeepEquality.compare(spec(), read, ignoring("jsonSchema")).difference()).get()
                .hasToString("PublishedSpec.spec.components.schemas[\"Pet\"].type: expected \"object\" but was \"array\"");
    }

    @Test
    void ignoredPrimitive_thatTheOwnEqualsCompares_passes_andItsEqualsIsNotAsked() {
        Comparison ignored = DeepEquality.compare(new Stamped("a", 1), new Stamped("a", 2), ignoring("readAt"));

        assertThat(ignored.isEqual()).isTrue();
        assertThat(ignored.notes()).containsExactly("Stamped.readAt (ignored by \"readAt\") was 1, came back 2");
        assertThat(DeepEquality.firstDifference(new Stamped("a", 1), new Stamped("a", 2), ignoring("readAt"))).isEmpty();
        assertThat(DeepEquality.firstDifference(new Stamped("a", 1), new Stamped("a", 2))).get()
                .hasToString("Stamped.readAt: expected 1 but was 2");
    }

    @Test
    void setElementsThatDifferOnlyWhereIgnored_match_andTheSetIsNoted() {
        Shelf written = new Shelf();
        written.items.add(new Stamped("a", 1));
        written.items.add(new Stamped("b", 1));
        Shelf read = new Shelf();
        read.items.add(new Stamped("b", 2));
        read.items.add(new Stamped("a", 2));

        Comparison comparison = DeepEquality.compare(written, read, ignoring("items{*}.readAt"));

        assertThat(comparison.isEqual()).isTrue();
        assertThat(comparison.notes()).containsExactly("Shelf.items has elements that match only with the ignored paths left out");
        assertThat(DeepEquality.firstDifference(written, read)).isPresent();
    }

    @Test
    void pathsThatMatchNothing_areNamed_andAFieldHoldingNullIsMatched() {
        ComparisonOptions options = ignoring("jsonSchema", "spec.components.schema[*].jsonSchema", "PublishedSpec.spec.tags",
                "spec.tags[5]", "spec.components.schemas[\"Order\"].jsonSchema");

        assertThat(IgnoredPaths.unmatched(options, List.of(spec())))
                .containsExactly("spec.components.schema[*].jsonSchema", "PublishedSpec.spec.tags", "spec.tags[5]");
        assertThat(IgnoredPaths.unmatched(ComparisonOptions.defaults(), List.of(spec()))).isEmpty();
    }

    @Test
    void pathInsideASetElement_isMatched() {
        Shelf shelf = new Shelf();
        shelf.items.add(new Stamped("a", 1));

        assertThat(IgnoredPaths.unmatched(ignoring("items{*}.readAt", "items{*}.when"), List.of(shelf))).containsExactly("items{*}.when");
    }

    @Test
    void malformedPath_isNamedWithItsProblem() {
        assertThat(IgnoredPaths.problem("")).hasValue("is empty");
        assertThat(IgnoredPaths.problem("components.schemas[*.jsonSchema")).hasValue("has a [ that is never closed");
        assertThat(IgnoredPaths.problem("schemas[\"Order].type")).hasValue("has a [ that is never closed");
        assertThat(IgnoredPaths.problem("schemas*].type")).hasValue("has '*' where a ., [ or { was expected");
        assertThat(IgnoredPaths.problem("tags]")).hasValue("has a ] that closes nothing");
        assertThat(IgnoredPaths.problem("spec..tags")).hasValue("has a . with no field name after it");
        assertThat(IgnoredPaths.problem("tags[]")).hasValue("has [] with nothing in it");
        assertThat(IgnoredPaths.problem("items{Item#2}")).hasValue("has {Item#2}, but a set element can only be named {*}");
        assertThat(IgnoredPaths.problem("spec.components.schemas[\"Or]der\"].jsonSchema")).isEmpty();
        assertThatIllegalArgumentException().isThrownBy(() -> ignoring("tags["))
                .withMessage("ignored path \"tags[\" has a [ that is never closed: write it as a difference prints it,"
                        + " without the root's class name, as in \"components.schemas[*].jsonSchema\"");
    }

    @Test
    void options_ignoreNothingByDefault_andCopiesKeepThePaths() {
        assertThat(ComparisonOptions.defaults().ignored()).isEmpty();
        assertThat(new ComparisonOptions(true, false)).isEqualTo(new ComparisonOptions(true, false, List.of()));
        assertThat(ignoring("a").withIgnored("b").withTransientFields().withoutOwnEquals().ignored()).containsExactly("a", "b");
        assertThat(ignoring("a").withoutIgnored()).isEqualTo(ComparisonOptions.defaults());
    }
}
