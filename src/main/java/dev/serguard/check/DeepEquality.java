package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Compares what was written with what was read back, value by value, stopping at the first
 * difference and naming its path; {@link #compare} also returns notes about what differs
 * without being a failure.
 *
 * <pre>{@code
 * Optional<Difference> diff = DeepEquality.firstDifference(original, readBack);
 *   // Order.lines[1].price: expected 2.00 (scale 2) but was 2.0 (scale 1)
 * Comparison comparison = DeepEquality.compare(original, readBack, ComparisonOptions.defaults());
 * }</pre>
 *
 * <p>Why not just {@code equals}: many models do not override it, and when they do, "not equal"
 * does not say where, and an {@code equals} that looks at an id only hides a lost field. So the
 * comparison walks the graph and also honours {@code equals} where the user wrote one. The rules:
 * <ul>
 * <li><b>Values.</b> JDK classes that define {@code equals} ({@code String}, boxed numbers,
 *     {@code BigDecimal}, {@code java.time}, {@code UUID}, …), enums, and the canonical
 *     {@code Class} and {@code Currency} compare by {@code equals}, and must be of the same class:
 *     {@code BigDecimal} {@code 1.0} and {@code 1.00} differ, as they do for the application.</li>
 * <li><b>JDK classes whose {@code equals} is identity</b> compare by content: atomics, adders and
 *     accumulators by the value held, {@code AtomicReference} by {@code get()}, atomic arrays by
 *     index, {@code StringBuilder}/{@code StringBuffer} by characters, {@code Pattern} by pattern
 *     and flags, {@code URL} by {@code toExternalForm()} (its {@code equals} resolves host names),
 *     {@code Map.Entry} by key and value, exceptions by message and cause, {@code Object} (a lock)
 *     as equal; others by {@code toString} when they define it, else by class only (locks,
 *     {@code Random}; noted).</li>
 * <li><b>Collections.</b> Lists and every collection that is not a set ({@code ArrayDeque},
 *     queues) by iteration order, never by {@code get(i)}; arrays by index; {@code Optional} by
 *     content. Sets, priority queues and map keys are matched by these same rules, not by the
 *     elements' {@code equals} (which may be identity or look at an id only); map values are
 *     then compared key by key. The concrete collection class does not matter (an
 *     {@code ArrayList} may come back as another {@code List}, a {@code HashSet} as another
 *     {@code Set}), the kind does. A sorted set, sorted map or priority queue must come back
 *     with a comparator of the same class ({@code null}, natural order, included); one in
 *     natural order read back unsorted passes, noted.</li>
 * <li><b>Records</b> by component: a record's state is its components, so its {@code equals}
 *     can see nothing more.</li>
 * <li><b>The user's classes</b> by every non-static, non-synthetic field, own class first, then
 *     superclasses up to the first JDK class, whose part is compared by its rule above; the class
 *     read back must be the same. Then, where the class (not the JDK) defines {@code equals}, the
 *     pair must satisfy it; if it does not though every field is equal, the difference names the
 *     transient field that differs or says so on that object's path. An {@code equals} that
 *     throws is noted and that class compared by its fields only;
 *     {@link ComparisonOptions#withoutOwnEquals()} compares every class by its fields only.</li>
 * <li><b>Transient fields</b> are not compared ({@link ComparisonOptions#withTransientFields()}
 *     compares them); one that differs is noted.</li>
 * <li><b>Ignored paths</b> ({@link ComparisonOptions#withIgnored}, written as {@link IgnoredPaths}
 *     says): what is at or below one is compared on its own and a difference there only noted,
 *     once per path with how many places differ; an object that holds such a difference is not
 *     asked its {@code equals}, which may see it.</li>
 * <li><b>Lazily cached hashes.</b> When a difference is found inside an object whose class
 *     defines {@code hashCode}, {@code hashCode} is called on both sides of the innermost such
 *     object, to fill caches like {@code String.hash}, and that object is compared again, once.</li>
 * <li><b>Shared references and cycles.</b> Every distinct pair (object written, object read) is
 *     compared once; a pair met again, further down a cycle or elsewhere, counts as equal. One
 *     object written at two paths and read back as two objects is compared with each, and the
 *     lost aliasing is noted ("{@code Shipment.shipping and Shipment.billing are one object when
 *     written, two when read}"), as is the reverse; neither fails, since JSON never keeps
 *     aliasing. Below the root, an object that is the very same on both sides is equal to itself
 *     (nothing can be lost there); when it is mutable, that is noted. The root being the same
 *     instance is the caller's concern.</li>
 * <li><b>Any depth.</b> The walk keeps its own stack: a chain of 100 000 nodes compares without
 *     {@code StackOverflowError}. Only sets nested within set elements recurse, one level each.</li>
 * </ul>
 *
 * <p>A path names each step from the root: {@code .field}, {@code [index]} in a list or array,
 * {@code ["key"]} in a map, {@code {element}} in a set ({@code .keySet(){key}} for a map key),
 * and {@code .get()}, {@code .size()}, {@code .comparator()} for what a method returns.
 *
 * <p>Per-class reflection is done once per class; comparing equal values allocates a small
 * frame per object and per collection, and nothing per primitive field.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class DeepEquality {

    private DeepEquality() {
    }

    /** The first difference between {@code expected} and {@code actual}, or empty when equal; transient fields skipped. */
    public static Optional<Difference> firstDifference(Object expected, Object actual) {
        return firstDifference(expected, actual, ComparisonOptions.defaults());
    }

    /** The first difference between {@code expected} and {@code actual} under {@code options}, or empty when equal. */
    public static Optional<Difference> firstDifference(Object expected, Object actual, ComparisonOptions options) {
        return Optional.ofNullable(GraphWalk.top(options, null).run(root(expected), expected, actual));
    }

    /** The first difference, if any, and the notes: what differs without failing (transient fields, aliasing, …). */
    public static Comparison compare(Object expected, Object actual) {
        return compare(expected, actual, ComparisonOptions.defaults());
    }

    /** The first difference, if any, and the notes, under {@code options}. */
    public static Comparison compare(Object expected, Object actual, ComparisonOptions options) {
        Notes notes = new Notes();
        Difference difference = GraphWalk.top(options, notes).run(root(expected), expected, actual);
        return new Comparison(Optional.ofNullable(difference), notes.list());
    }

    private static PathStep root(Object expected) {
        return PathStep.root(expected == null ? "value" : expected.getClass().getSimpleName());
    }
}
