package dev.serguard.check;

import dev.serguard.check.TypeShape.Kind;

import java.net.URL;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * One walk over a pair of object graphs, what was written and what was read back, depth first
 * on an explicit stack of frames (any depth, no recursion), stopping at the first difference.
 * The rules are stated on {@link DeepEquality}.
 *
 * <p>Pairs of objects already compared, or being compared further up (a cycle), are skipped;
 * the pairing is kept per pair, so one object written at two paths is compared with what came
 * back at each. Set elements and map keys are matched by trial walks (quiet: no text built)
 * that count the pairs of the walks above them as equal. Those, the walks that explain a
 * difference and those over transient fields and ignored places are the only nested walks: Java
 * recursion grows by one walk per level of sets within set elements, never per object.
 *
 * <p>Each frame knows its place against the ignored paths ({@link PathMatch}); an ignored place
 * is compared on its own walk, never failing: a difference there is noted, and the objects above
 * it, whose {@code equals} may see it, are not asked their {@code equals}.
 */
final class GraphWalk {

    /** A difference in a quiet walk, where only "equal or not" is wanted. */
    static final Difference UNEQUAL = new Difference("", "", "");
    /** A path kind meaning "the parent given is the path itself". */
    private static final byte SELF = -1;

    private static final int SKIP = 0;
    private static final int ENTERED = 1;
    private static final int ENTERED_NOTED = 2;

    private final WalkContext context;
    private final GraphWalk parent;
    private final boolean quiet;
    private final boolean notes;
    private final ArrayDeque<WalkFrame> stack = new ArrayDeque<>();
    private IdentityHashMap<Object, Object> pairs;
    private IdentityHashMap<Object, PathStep> expectedSeen;
    private IdentityHashMap<Object, PathStep> actualSeen;
    private Difference difference;
    private boolean retryable;
    private WalkFrame current;
    private GraphWalk trial;
    /** A difference at an ignored place was met in this walk. */
    private boolean sawIgnored;
    /** A set element or map key matched only with an ignored place left out, since last asked. */
    private boolean itemsMatchedIgnoring;

    private GraphWalk(WalkContext context, GraphWalk parent, boolean quiet, boolean notes) {
        this.context = context;
        this.parent = parent;
        this.quiet = quiet;
        this.notes = notes;
    }

    /** The walk of one comparison; {@code notes} may be {@code null} (none wanted, the fast path). */
    static GraphWalk top(ComparisonOptions options, Notes notes) {
        return new GraphWalk(new WalkContext(options, notes), null, false, notes != null);
    }

    /** A walk of a value with itself that only finds the ignored paths it has, building no path: see {@link IgnoredPaths#unmatched}. */
    static GraphWalk reaching(WalkContext context) {
        return new GraphWalk(context, null, true, false);
    }

    /** The first difference between {@code expected} and {@code actual} at the root {@code at}, or {@code null}. */
    Difference run(PathStep at, Object expected, Object actual) {
        Difference found = run(at, context.root, expected, actual);
        if (notes) {
            context.noteIgnoredDifferences();
        }
        return found;
    }

    /** The first difference between {@code expected} and {@code actual} at {@code at}, which stands at {@code match}, or {@code null}. */
    private Difference run(PathStep at, PathMatch match, Object expected, Object actual) {
        difference = null;
        current = null;
        sawIgnored = false;
        visit(at, match, SELF, null, 0, null, expected, actual);
        drain();
        stack.clear();
        current = null;
        return difference;
    }

    private boolean transientFields() {
        return context.options.transientFields();
    }

    ComparisonOptions options() {
        return context.options;
    }

    WalkContext context() {
        return context;
    }

    /** A trial: only "equal or not" is wanted, no text is built. */
    boolean quiet() {
        return quiet;
    }

    /** Whether this walk takes notes (only the top walk of a comparison that wants them). */
    boolean notes() {
        return notes;
    }

    /** Whether {@code frame} is the one to step next: no difference found, no child pushed above it. */
    boolean onTop(WalkFrame frame) {
        return difference == null && stack.peek() == frame;
    }

    /** A walk of its own over one pair, reporting its first difference with paths from {@code at}: to explain one; no path ignored. */
    Difference explain(PathStep at, Object expected, Object actual) {
        return explain(at, null, expected, actual);
    }

    /** As {@link #explain(PathStep, Object, Object)}, for a pair standing at {@code match} against the ignored paths. */
    Difference explain(PathStep at, PathMatch match, Object expected, Object actual) {
        return new GraphWalk(context, this, false, false).run(at, match, expected, actual);
    }

    /** Whether two set elements or map keys, at {@code at} against the ignored paths, are equal by the comparator's rules. */
    boolean sameItem(PathMatch at, Object expected, Object actual) {
        if (expected == actual && !(context.reaching && at != null)) {
            return true;
        }
        if (expected == null || actual == null) {
            return false;
        }
        if (TypeShape.of(expected.getClass()).kind == Kind.VALUE) {
            return expected.getClass() == actual.getClass() && expected.equals(actual);
        }
        if (trial == null) {
            trial = new GraphWalk(context, this, true, false);
        } else {
            trial.reset();
        }
        boolean same = trial.run(null, at, expected, actual) == null;
        if (same && trial.sawIgnored) {
            sawIgnoredDifference();
            itemsMatchedIgnoring = true;
        }
        return same;
    }

    /** Whether a set element or map key matched only with an ignored place left out, since last asked. */
    boolean itemsMatchedIgnoring() {
        boolean matched = itemsMatchedIgnoring;
        itemsMatchedIgnoring = false;
        return matched;
    }

    private void reset() {
        stack.clear();
        difference = null;
        if (pairs != null) {
            if (pairs.size() > 64) {
                pairs = null;       // clearing a grown table costs its whole length, every time
            } else {
                pairs.clear();
            }
        }
    }

    private void drain() {
        while (!stack.isEmpty()) {
            WalkFrame frame = stack.peek();
            current = frame;
            if (!frame.step(this) && difference == null) {
                stack.pop();
                frame.done(this);
            }
            if (difference != null && !(retryable && walkAgainWithHashCaches())) {
                return;
            }
        }
    }

    // ---------------------------------------------------------------- visiting one pair

    /** Compares a child of {@code parent}, which stands at {@code from} against the ignored paths. */
    void visit(PathStep parent, PathMatch from, byte kind, String text, int index, Object key, Object expected, Object actual) {
        PathMatch at = from == null || kind == SELF ? from : from.step(kind, text, index, key);
        if (at != null && at.ignored() && ignore(pathOf(parent, kind, text, index, key), at, expected, actual)) {
            return;
        }
        if (expected == actual && (expected == null || !context.reaching)) {
            if (notes && expected != null && current != null) {
                noteShared(pathOf(parent, kind, text, index, key), expected);
            }
            return;
        }
        if (expected == null || actual == null) {
            failValues(pathOf(parent, kind, text, index, key), expected, actual);
            return;
        }
        TypeShape shape = TypeShape.of(expected.getClass());
        if (shape.kind == Kind.VALUE) {
            if (expected.getClass() != actual.getClass()) {
                differentClass(pathOf(parent, kind, text, index, key), expected, actual);
            } else if (!expected.equals(actual)) {
                failValues(pathOf(parent, kind, text, index, key), expected, actual);
            }
            return;
        }
        descend(shape.kind, shape, pathOf(parent, kind, text, index, key), at, expected, actual, true);
    }

    /**
     * An ignored place: compared on a walk of its own, which ignores nothing, so that a difference
     * there is noted rather than failed; true when the walk goes no further (it does only to
     * find the ignored paths a value has).
     */
    boolean ignore(PathStep path, PathMatch at, Object expected, Object actual) {
        if (context.reaching) {
            context.reached(at);
            return false;
        }
        if (expected == actual) {
            return true;
        }
        if (notes) {
            Difference inside = explain(path, expected, actual);
            if (inside != null) {
                sawIgnoredDifference();
                context.ignoredDifference(at, path, inside);
            }
        } else if (new GraphWalk(context, this, true, false).run(null, null, expected, actual) != null) {
            sawIgnoredDifference();
        }
        return true;
    }

    // The objects that hold an ignored difference: their equals may see it, so it is not asked.
    // Frames below one already marked were marked with it.
    private void sawIgnoredDifference() {
        sawIgnored = true;
        for (WalkFrame frame : stack) {
            if (frame.holdsIgnored) {
                return;
            }
            frame.holdsIgnored = true;
        }
    }

    private PathStep pathOf(PathStep parent, byte kind, String text, int index, Object key) {
        if (quiet || kind == SELF) {
            return parent;
        }
        return PathStep.child(parent, kind, text, index, key);
    }

    PathStep name(PathStep parent, String text) {
        return quiet ? null : parent.name(text);
    }

    /** The JDK part of a user class extending a JDK class, by its rule; the pair is already entered. */
    void descendPart(Kind kind, TypeShape shape, PathStep path, PathMatch at, Object expected, Object actual) {
        descend(kind, shape, path, at, expected, actual, false);
    }

    /**
     * Compares a pair of non-null values of the given rule; {@code track} is false for the JDK
     * part of a user class, whose pair is already entered.
     */
    private void descend(Kind kind, TypeShape shape, PathStep path, PathMatch at, Object expected, Object actual, boolean track) {
        if (!compatible(kind, expected, actual)) {
            differentClass(path, expected, actual);
            return;
        }
        switch (kind) {
            case TEXT -> {
                if (CharSequence.compare((CharSequence) expected, (CharSequence) actual) != 0) {
                    failValues(path, expected, actual);
                }
            }
            case URL -> {
                if (!((URL) expected).toExternalForm().equals(((URL) actual).toExternalForm())) {
                    failValues(path, expected, actual);
                }
            }
            case PATTERN -> {
                Pattern left = (Pattern) expected;
                Pattern right = (Pattern) actual;
                if (!left.pattern().equals(right.pattern())) {
                    fail(path, Describe.value(left.pattern()), Describe.value(right.pattern()));
                } else if (left.flags() != right.flags()) {
                    fail(name(path, ".flags()"), String.valueOf(left.flags()), String.valueOf(right.flags()));
                }
            }
            case VALUE -> {
                if (!expected.equals(actual)) {
                    failValues(path, expected, actual);
                }
            }
            case ATOMIC_VALUE -> {
                if (!JdkContent.atomicValue(expected).equals(JdkContent.atomicValue(actual))) {
                    failValues(path, expected, actual);
                }
            }
            case BY_TO_STRING -> {
                if (!String.valueOf(expected).equals(String.valueOf(actual))) {
                    failValues(path, expected, actual);
                }
            }
            case STATELESS -> {
                // java.lang.Object: a lock or a marker, with nothing in it
            }
            case OPAQUE -> noteOpaque(path, expected);
            case OPTIONAL -> visit(path, at, PathStep.NAME, ".get()", 0, null, ((Optional<?>) expected).orElse(null),
                    ((Optional<?>) actual).orElse(null));
            case PRIMITIVE_ARRAY -> {
                if (expected.getClass() == actual.getClass()) {
                    if (enter(path, shape, expected, actual) != SKIP) {
                        comparePrimitiveArrays(path, expected, actual);
                    }
                } else {
                    push(new WalkFrame.Indexed(path, expected, actual, ".size()"), at, shape, track);
                }
            }
            case ARRAY -> push(new WalkFrame.Indexed(path, expected, actual, ".size()"), at, shape, track);
            case ATOMIC_ARRAY -> push(new WalkFrame.Indexed(path, expected, actual, ".length()"), at, shape, track);
            case SEQUENCE -> push(new WalkFrame.Sequence(path, expected, actual), at, shape, track);
            case SET, BAG, MAP -> {
                if (!JdkContent.isSorted(expected) || sameOrder(path, expected, actual)) {
                    push(new UnorderedFrame(path, expected, actual, kind == Kind.MAP), at, shape, track);
                }
            }
            case ENTRY, ATOMIC_REFERENCE, THROWABLE -> push(new WalkFrame.Accessors(kind, path, expected, actual), at, shape, track);
            case RECORD -> push(new ObjectFrame(shape, shape.fields, path, expected, actual), at, shape, track);
            case OBJECT -> push(new ObjectFrame(shape, transientFields() ? shape.allFields : shape.fields, path, expected, actual),
                    at, shape, track);
        }
    }

    private static boolean compatible(Kind kind, Object expected, Object actual) {
        return switch (kind) {
            // The concrete collection class does not matter; the kind does.
            case SEQUENCE, BAG -> actual instanceof Collection<?> && !(actual instanceof Set<?>);
            case SET -> actual instanceof Set<?>;
            case MAP -> actual instanceof Map<?, ?>;
            case ENTRY -> actual instanceof Map.Entry<?, ?>;
            case PRIMITIVE_ARRAY, ARRAY -> actual.getClass().isArray();
            default -> expected.getClass() == actual.getClass();
        };
    }

    private void push(WalkFrame frame, PathMatch at, TypeShape shape, boolean track) {
        frame.match = at;
        boolean quietBelow = current != null && current.aliasQuiet;
        if (track) {
            int entered = enter(frame.path, shape, frame.expected, frame.actual);
            if (entered == SKIP) {
                return;
            }
            frame.paired = true;
            frame.aliasQuiet = quietBelow || entered == ENTERED_NOTED;
        } else {
            frame.aliasQuiet = quietBelow;
        }
        stack.push(frame);
    }

    private void comparePrimitiveArrays(PathStep path, Object expected, Object actual) {
        int at = JdkContent.mismatch(expected, actual);
        if (at < 0) {
            return;
        }
        int expectedLength = JdkContent.length(expected);
        int actualLength = JdkContent.length(actual);
        if (at < Math.min(expectedLength, actualLength)) {
            fail(quiet ? null : PathStep.child(path, PathStep.INDEX, null, at, null),
                    Describe.value(JdkContent.element(expected, at)), Describe.value(JdkContent.element(actual, at)));
        } else {
            fail(name(path, ".size()"), String.valueOf(expectedLength), String.valueOf(actualLength));
        }
    }

    // A sorted set, map or priority queue must come back ordered by a comparator of the same class.
    private boolean sameOrder(PathStep path, Object expected, Object actual) {
        Comparator<?> written = JdkContent.comparator(expected);
        if (JdkContent.isSorted(actual)) {
            Comparator<?> read = JdkContent.comparator(actual);
            if ((written == null ? null : written.getClass()) != (read == null ? null : read.getClass())) {
                fail(name(path, ".comparator()"), Describe.comparator(written), Describe.comparator(read));
                return false;
            }
        } else if (written != null) {
            fail(name(path, ".comparator()"), Describe.comparator(written), "none: a " + actual.getClass().getName() + " is not sorted");
            return false;
        } else if (notes) {
            note(path + " was a " + expected.getClass().getSimpleName() + " in natural order and came back a "
                    + actual.getClass().getSimpleName() + ", which is not sorted");
        }
        return true;
    }

    // ---------------------------------------------------------------- pairs and aliasing

    private int enter(PathStep path, TypeShape shape, Object expected, Object actual) {
        for (GraphWalk walk = this; walk != null; walk = walk.parent) {
            if (walk.paired(expected, actual)) {
                return SKIP;
            }
        }
        if (pairs == null) {
            pairs = new IdentityHashMap<>();
        }
        Object before = pairs.put(expected, actual);
        if (before != null) {
            pairs.put(expected, Partners.of(before, actual));
        }
        if (notes && shape.aliasNotes && noteAliasing(path, expected, actual)) {
            return ENTERED_NOTED;
        }
        return ENTERED;
    }

    private boolean paired(Object expected, Object actual) {
        Object partner = pairs == null ? null : pairs.get(expected);
        return partner == actual || partner instanceof Partners partners && partners.has(actual);
    }

    private void unpair(Object expected, Object actual) {
        Object partner = pairs.get(expected);
        if (partner == actual) {
            pairs.remove(expected);
        } else if (partner instanceof Partners partners) {
            partners.remove(actual);
        }
    }

    private boolean noteAliasing(PathStep path, Object expected, Object actual) {
        if (expectedSeen == null) {
            expectedSeen = new IdentityHashMap<>();
            actualSeen = new IdentityHashMap<>();
        }
        PathStep writtenAt = expectedSeen.putIfAbsent(expected, path);
        PathStep readAt = actualSeen.putIfAbsent(actual, path);
        if (current != null && current.aliasQuiet || JdkContent.isEmpty(expected)) {
            return false;
        }
        boolean noted = false;
        if (writtenAt != null && !writtenAt.samePlaceAs(path)) {
            note(writtenAt + " and " + path + " are one object when written, two when read");
            noted = true;
        }
        if (readAt != null && !readAt.samePlaceAs(path)) {
            note(readAt + " and " + path + " are two objects when written, one when read");
            noted = true;
        }
        return noted;
    }

    // Below the root, a mutable object shared by what was written and what was read is equal to
    // itself, so nothing can be lost there; but the two graphs are tied, which a user should know.
    private void noteShared(PathStep path, Object value) {
        TypeShape shape = TypeShape.of(value.getClass());
        if (!shape.aliasNotes || current.aliasQuiet || JdkContent.isEmpty(value)) {
            return;
        }
        if (expectedSeen == null) {
            expectedSeen = new IdentityHashMap<>();
            actualSeen = new IdentityHashMap<>();
        }
        expectedSeen.putIfAbsent(value, path);
        actualSeen.putIfAbsent(value, path);
        note(path + " came back as the very object that was written, not a copy");
    }

    private void noteOpaque(PathStep path, Object value) {
        if (notes && context.firstTime(value.getClass())) {
            note(path + " is a " + value.getClass().getName() + ", compared by class only: serguard has no rule to read its content");
        }
    }

    void note(String note) {
        context.notes.add(note);
    }

    // ---------------------------------------------------------------- differences

    void fail(PathStep path, String expected, String actual) {
        difference = quiet ? UNEQUAL : new Difference(path.toString(), expected, actual);
        retryable = true;
    }

    /** Ends the walk with a difference found elsewhere; {@code retryable}: worth a walk again with hash caches filled. */
    void failWith(Difference found, boolean retryable) {
        difference = quiet ? UNEQUAL : found;
        this.retryable = retryable;
    }

    // The values described only when the text is wanted: trials fail often and cheaply.
    void failValues(PathStep path, Object expected, Object actual) {
        if (quiet) {
            difference = UNEQUAL;
            retryable = true;
        } else {
            fail(path, Describe.value(expected), Describe.value(actual));
        }
    }

    private void differentClass(PathStep path, Object expected, Object actual) {
        fail(path, "a " + expected.getClass().getName(), "a " + actual.getClass().getName());
    }

    /**
     * A difference inside a class that defines {@code hashCode} may be a lazily cached hash,
     * computed on one side only: fill the caches on both sides (by calling {@code hashCode}) and
     * walk the innermost such object again, once.
     */
    private boolean walkAgainWithHashCaches() {
        ObjectFrame target = null;
        for (WalkFrame frame : stack) {
            if (frame instanceof ObjectFrame object && object.shape.overridesHashCode) {
                target = object;
                break;
            }
        }
        if (target == null || target.walkedAgain || context.hashed(target.expected) && context.hashed(target.actual)) {
            return false;
        }
        context.fillHashCache(target.expected);
        context.fillHashCache(target.actual);
        while (stack.peek() != target) {
            WalkFrame above = stack.pop();
            if (above.paired) {
                unpair(above.expected, above.actual);
            }
        }
        target.walkedAgain = true;
        target.restart();
        difference = null;
        return true;
    }

    /** Several objects read back paired with one written object, in the rare case of lost aliasing. */
    private static final class Partners {
        private final List<Object> objects = new ArrayList<>(2);

        static Partners of(Object before, Object added) {
            Partners partners = before instanceof Partners existing ? existing : new Partners();
            if (partners != before) {
                partners.objects.add(before);
            }
            partners.objects.add(added);
            return partners;
        }

        boolean has(Object object) {
            for (Object partner : objects) {
                if (partner == object) {
                    return true;
                }
            }
            return false;
        }

        void remove(Object object) {
            objects.removeIf(partner -> partner == object);
        }
    }
}
