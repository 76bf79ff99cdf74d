package dev.serguard.check;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How {@link DeepEquality} compares: immutable, changed through {@code with…} copies.
 *
 * <pre>{@code
 * ComparisonOptions strict = ComparisonOptions.defaults().withTransientFields();
 * Comparison comparison = DeepEquality.compare(written, read, strict);
 * }</pre>
 *
 * @param transientFields compare {@code transient} fields too, as failures; by default they
 *                        are skipped (no codec that honours the keyword writes them), and one
 *                        that differs is only noted
 * @param ownEquals       require the round trip to satisfy the {@code equals} of the user's
 *                        classes that define one (the default); without, they are compared by
 *                        their fields only, for models whose {@code equals} no copy can satisfy
 *                        (an entity equal only to itself until it has an id)
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record ComparisonOptions(boolean transientFields, boolean ownEquals) {

    private static final ComparisonOptions DEFAULTS = new ComparisonOptions(false, true);

    /** Transient fields skipped (noted when they differ), the user's {@code equals} honoured. */
    public static ComparisonOptions defaults() {
        return DEFAULTS;
    }

    /** A copy that compares transient fields as well, a difference in one failing the comparison. */
    public ComparisonOptions withTransientFields() {
        return new ComparisonOptions(true, ownEquals);
    }

    /** A copy that skips transient fields again. */
    public ComparisonOptions withoutTransientFields() {
        return new ComparisonOptions(false, ownEquals);
    }

    /** A copy that compares the user's classes by their fields only, not asking their {@code equals}. */
    public ComparisonOptions withoutOwnEquals() {
        return new ComparisonOptions(transientFields, false);
    }

    /** A copy that honours the user's {@code equals} again. */
    public ComparisonOptions withOwnEquals() {
        return new ComparisonOptions(transientFields, true);
    }
}
