package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Paths the round-trip comparison leaves out ({@link ComparisonOptions#withIgnored}): a
 * difference at or below one is noted, never a failure, and an object that holds one is not asked
 * its own {@code equals}, which may see it.
 *
 * <pre>{@code
 * ComparisonOptions options = ComparisonOptions.defaults().withIgnored("jsonSchema", "components.schemas[*].jsonSchema");
 * IgnoredPaths.unmatched(options, List.of(spec));     // [] when each path is found in spec
 * DeepEquality.compare(spec, readBack, options).notes();
 *   // PublishedSpec.spec.components.schemas["Order"].jsonSchema (ignored by "jsonSchema") was null, came back LinkedHashMap of 4
 * }</pre>
 *
 * <p>A path is written as a difference prints it, without the root's class name: the difference
 * {@code PublishedSpec.spec.components.schemas["Order"].jsonSchema} is ignored by
 * {@code spec.components.schemas["Order"].jsonSchema}. Its steps:
 * <ul>
 * <li>{@code .field} a field or record component (the first step needs no dot);</li>
 * <li>{@code [2]} an index of a list or array; {@code ["Order"]} a map key, as a difference
 *     describes it (a string quoted, a number as it is);</li>
 * <li>{@code [*]} any index or map key; {@code {*}} any element of a set;</li>
 * <li>{@code .get()}, {@code .getKey()}, {@code .getValue()}, {@code .keySet()}: what a
 *     difference prints for the content of an {@code Optional}, an atomic reference, a map entry,
 *     the keys of a map.</li>
 * </ul>
 * A field name alone, with no dot nor bracket ({@code jsonSchema}), ignores that field of any
 * class at any depth; with a leading dot ({@code .jsonSchema}) only the root's. A map key missing
 * or extra on one side, and a size, still fail: an ignored path leaves out what is under a key
 * present on both sides, not the key itself.
 */
@API(status = EXPERIMENTAL, since = "0.3")
public final class IgnoredPaths {

    private IgnoredPaths() {
    }

    /** What is wrong with {@code path}, said to follow "which": {@code has a [ that is never closed}; empty when it is well formed. */
    public static Optional<String> problem(String path) {
        return PathPattern.problem(path);
    }

    /**
     * The ignored paths of {@code options} that match nothing in any of {@code values} (the
     * values written, not those read back), in their order: a path misspelt, or written with the
     * root's class name. A comparison can only reach what the value written has; a field that
     * holds {@code null} there is matched.
     */
    public static List<String> unmatched(ComparisonOptions options, Collection<?> values) {
        if (options.ignored().isEmpty()) {
            return List.of();
        }
        // Every field is walked, transient ones too, and no equals is asked: only the places are wanted.
        WalkContext context = new WalkContext(options.withTransientFields().withoutOwnEquals(), null, true);
        for (Object value : values) {
            GraphWalk.reaching(context).run(null, value, value);
        }
        List<String> unmatched = new ArrayList<>();
        for (int p = 0; p < options.ignored().size(); p++) {
            if (!context.wasReached(p)) {
                unmatched.add(options.ignored().get(p));
            }
        }
        return unmatched;
    }
}
