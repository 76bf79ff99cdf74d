package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How {@link DeepEquality} compares: immutable, changed through {@code with…} copies.
 *
 * <pre>{@code
 * ComparisonOptions strict = ComparisonOptions.defaults().withTransientFields();
 * Comparison comparison = DeepEquality.compare(written, read, strict);
 * ComparisonOptions openApi = ComparisonOptions.defaults().withIgnored("components.schemas[*].jsonSchema");
 * }</pre>
 *
 * @param transientFields compare {@code transient} fields too, as failures; by default they
 *                        are skipped (no codec that honours the keyword writes them), and one
 *                        that differs is only noted
 * @param ownEquals       require the round trip to satisfy the {@code equals} of the user's
 *                        classes that define one (the default); without, they are compared by
 *                        their fields only, for models whose {@code equals} no copy can satisfy
 *                        (an entity equal only to itself until it has an id)
 * @param ignored         paths where a difference is only noted, never a failure: for a field
 *                        the codec or the model fills on read, which the model's own
 *                        {@code equals} ignores; see {@link IgnoredPaths} for how they are
 *                        written; none by default
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record ComparisonOptions(boolean transientFields, boolean ownEquals, List<String> ignored) {

    private static final ComparisonOptions DEFAULTS = new ComparisonOptions(false, true);

    /**
     * Options as given, the ignored paths copied.
     *
     * @throws IllegalArgumentException for an ignored path that is not well formed ({@link IgnoredPaths#problem})
     */
    public ComparisonOptions {
        ignored = List.copyOf(ignored);
        ignored.forEach(PathPattern::of);
    }

    /** Ignoring no path. */
    public ComparisonOptions(boolean transientFields, boolean ownEquals) {
        this(transientFields, ownEquals, List.of());
    }

    /** Transient fields skipped (noted when they differ), the user's {@code equals} honoured, no path ignored. */
    public static ComparisonOptions defaults() {
        return DEFAULTS;
    }

    /** A copy that compares transient fields as well, a difference in one failing the comparison. */
    public ComparisonOptions withTransientFields() {
        return new ComparisonOptions(true, ownEquals, ignored);
    }

    /** A copy that skips transient fields again. */
    public ComparisonOptions withoutTransientFields() {
        return new ComparisonOptions(false, ownEquals, ignored);
    }

    /** A copy that compares the user's classes by their fields only, not asking their {@code equals}. */
    public ComparisonOptions withoutOwnEquals() {
        return new ComparisonOptions(transientFields, false, ignored);
    }

    /** A copy that honours the user's {@code equals} again. */
    public ComparisonOptions withOwnEquals() {
        return new ComparisonOptions(transientFields, true, ignored);
    }

    /**
     * A copy that also ignores {@code paths}: {@code "jsonSchema"} (that field, at any depth) or
     * {@code "components.schemas[*].jsonSchema"} (a path from the root); see {@link IgnoredPaths}.
     *
     * @throws IllegalArgumentException for a path that is not well formed
     */
    public ComparisonOptions withIgnored(String... paths) {
        List<String> all = new ArrayList<>(ignored);
        all.addAll(Arrays.asList(paths));
        return new ComparisonOptions(transientFields, ownEquals, all);
    }

    /** A copy that ignores no path. */
    public ComparisonOptions withoutIgnored() {
        return new ComparisonOptions(transientFields, ownEquals, List.of());
    }
}
