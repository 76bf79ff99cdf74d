package dev.serguard.check;

import dev.serguard.check.TypeShape.Kind;

import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A pair of objects being compared by a {@link GraphWalk}, one child at a time; the walk keeps
 * the frames on its own stack. The frames for sequences, arrays and JDK accessors are here; those
 * for the user's objects and for sets and maps have files of their own.
 */
abstract class WalkFrame {

    final PathStep path;
    final Object expected;
    final Object actual;
    /** Its pair was entered into the walk's pairs (and leaves them if the frame is abandoned). */
    boolean paired;
    /** An aliasing note was made at or above it: the rest of that subgraph is not noted again. */
    boolean aliasQuiet;
    /** Its place against the ignored paths; {@code null} when none can match at or below it. */
    PathMatch match;
    /** A difference at an ignored place was found within it. */
    boolean holdsIgnored;

    WalkFrame(PathStep path, Object expected, Object actual) {
        this.path = path;
        this.expected = expected;
        this.actual = actual;
    }

    /** Compares the next child; false when there is none left. */
    abstract boolean step(GraphWalk walk);

    /** After every child compared equal. */
    void done(GraphWalk walk) {
    }

    /** Lists and every collection that is not a set, by iteration order. */
    static final class Sequence extends WalkFrame {
        // Iterators, never get(i): a LinkedList is O(n) this way, not O(n²).
        private final Iterator<?> expectedItems;
        private final Iterator<?> actualItems;
        private int index;

        Sequence(PathStep path, Object expected, Object actual) {
            super(path, expected, actual);
            this.expectedItems = ((Collection<?>) expected).iterator();
            this.actualItems = ((Collection<?>) actual).iterator();
        }

        @Override
        boolean step(GraphWalk walk) {
            if (expectedItems.hasNext() && actualItems.hasNext()) {
                walk.visit(path, match, PathStep.INDEX, null, index++, null, expectedItems.next(), actualItems.next());
                return true;
            }
            if (expectedItems.hasNext() || actualItems.hasNext()) {
                walk.fail(walk.name(path, ".size()"), String.valueOf(((Collection<?>) expected).size()),
                        String.valueOf(((Collection<?>) actual).size()));
            }
            return false;
        }
    }

    /** Arrays of objects, arrays of different types, atomic arrays: by index. */
    static final class Indexed extends WalkFrame {
        private final int expectedLength;
        private final int actualLength;
        private final String sizeStep;
        private int index;

        Indexed(PathStep path, Object expected, Object actual, String sizeStep) {
            super(path, expected, actual);
            this.expectedLength = JdkContent.length(expected);
            this.actualLength = JdkContent.length(actual);
            this.sizeStep = sizeStep;
        }

        @Override
        boolean step(GraphWalk walk) {
            if (index < Math.min(expectedLength, actualLength)) {
                int i = index++;
                walk.visit(path, match, PathStep.INDEX, null, i, null, JdkContent.element(expected, i), JdkContent.element(actual, i));
                return true;
            }
            if (expectedLength != actualLength) {
                walk.fail(walk.name(path, sizeStep), String.valueOf(expectedLength), String.valueOf(actualLength));
            }
            return false;
        }
    }

    /** JDK classes with a fixed set of children read through their methods. */
    static final class Accessors extends WalkFrame {
        private final Kind kind;
        private int next;

        Accessors(Kind kind, PathStep path, Object expected, Object actual) {
            super(path, expected, actual);
            this.kind = kind;
        }

        @Override
        boolean step(GraphWalk walk) {
            int child = next++;
            switch (kind) {
                case ATOMIC_REFERENCE -> {
                    if (child > 0) {
                        return false;
                    }
                    walk.visit(path, match, PathStep.NAME, ".get()", 0, null, ((AtomicReference<?>) expected).get(),
                            ((AtomicReference<?>) actual).get());
                }
                case ENTRY -> {
                    Map.Entry<?, ?> left = (Map.Entry<?, ?>) expected;
                    Map.Entry<?, ?> right = (Map.Entry<?, ?>) actual;
                    if (child == 0) {
                        walk.visit(path, match, PathStep.NAME, ".getKey()", 0, null, left.getKey(), right.getKey());
                    } else if (child == 1) {
                        walk.visit(path, match, PathStep.NAME, ".getValue()", 0, null, left.getValue(), right.getValue());
                    } else {
                        return false;
                    }
                }
                default -> {
                    Throwable left = (Throwable) expected;
                    Throwable right = (Throwable) actual;
                    if (child == 0) {
                        walk.visit(path, match, PathStep.NAME, ".getMessage()", 0, null, left.getMessage(), right.getMessage());
                    } else if (child == 1) {
                        walk.visit(path, match, PathStep.NAME, ".getCause()", 0, null, left.getCause(), right.getCause());
                    } else {
                        return false;
                    }
                }
            }
            return true;
        }
    }
}
