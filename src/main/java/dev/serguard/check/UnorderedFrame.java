package dev.serguard.check;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Sets, priority queues and maps: elements (or keys) paired in step while the two iteration
 * orders agree, and from the first disagreement on matched by deep equality
 * ({@link UnorderedMatch}); map values are then compared key by key.
 */
final class UnorderedFrame extends WalkFrame {

    private final boolean map;
    private final Iterator<?> expectedItems;
    private final Iterator<?> actualItems;
    // For a map whose keys had to be matched: the values still to compare, in written order.
    private List<Object> keys;
    private List<Object> expectedValues;
    private List<Object> actualValues;
    private int[] partner;
    private int next;
    // The place of its elements (or keys) against the ignored paths, worked out once.
    private boolean itemsPlaced;
    private PathMatch items;

    UnorderedFrame(PathStep path, Object expected, Object actual, boolean map) {
        super(path, expected, actual);
        this.map = map;
        this.expectedItems = map ? ((Map<?, ?>) expected).entrySet().iterator() : ((Collection<?>) expected).iterator();
        this.actualItems = map ? ((Map<?, ?>) actual).entrySet().iterator() : ((Collection<?>) actual).iterator();
    }

    @Override
    boolean step(GraphWalk walk) {
        boolean more = stepOnce(walk);
        if (walk.itemsMatchedIgnoring() && walk.notes()) {
            walk.note(path + (map ? ".keySet()" : "") + " has elements that match only with the ignored paths left out");
        }
        return more;
    }

    private boolean stepOnce(GraphWalk walk) {
        if (partner != null) {
            if (next >= partner.length) {
                return false;
            }
            int i = next++;
            walk.visit(path, match, PathStep.KEY, null, 0, keys.get(i), expectedValues.get(i), actualValues.get(partner[i]));
            return true;
        }
        if (expectedItems.hasNext() && actualItems.hasNext()) {
            Object x = expectedItems.next();
            Object y = actualItems.next();
            if (map) {
                // Keys and values read at once: some maps hand out one entry object, reused.
                Map.Entry<?, ?> left = (Map.Entry<?, ?>) x;
                Map.Entry<?, ?> right = (Map.Entry<?, ?>) y;
                Object leftKey = left.getKey();
                Object rightKey = right.getKey();
                Object leftValue = left.getValue();
                Object rightValue = right.getValue();
                if (walk.sameItem(items(), leftKey, rightKey)) {
                    walk.visit(path, match, PathStep.KEY, null, 0, leftKey, leftValue, rightValue);
                    return true;
                }
                return matchRest(walk, leftKey, leftValue, rightKey, rightValue, true);
            }
            return walk.sameItem(items(), x, y) || matchRest(walk, x, null, y, null, true);
        }
        if (expectedItems.hasNext() || actualItems.hasNext()) {
            return matchRest(walk, null, null, null, null, false);
        }
        return false;
    }

    // The iteration orders differ: the items left are matched by deep equality instead.
    private boolean matchRest(GraphWalk walk, Object x, Object xValue, Object y, Object yValue, boolean withPair) {
        List<Object> expectedKeys = new ArrayList<>();
        List<Object> actualKeys = new ArrayList<>();
        List<Object> leftValues = map ? new ArrayList<>() : null;
        List<Object> rightValues = map ? new ArrayList<>() : null;
        if (withPair) {
            add(x, xValue, expectedKeys, leftValues);
            add(y, yValue, actualKeys, rightValues);
        }
        drain(expectedItems, expectedKeys, leftValues);
        drain(actualItems, actualKeys, rightValues);
        UnorderedMatch matched = UnorderedMatch.of(expectedKeys, actualKeys, items(), walk);
        if (!matched.complete()) {
            reportUnmatched(walk, matched, expectedKeys, leftValues, actualKeys, rightValues);
            return true;
        }
        if (!map) {
            return false;
        }
        keys = expectedKeys;
        expectedValues = leftValues;
        actualValues = rightValues;
        partner = matched.partner;
        return true;
    }

    private PathMatch items() {
        if (!itemsPlaced) {
            itemsPlaced = true;
            PathMatch at = map && match != null ? match.step(PathStep.NAME, ".keySet()", 0, null) : match;
            items = at == null ? null : at.step(PathStep.ELEMENT, null, 0, null);
        }
        return items;
    }

    private static void add(Object key, Object value, List<Object> keys, List<Object> values) {
        keys.add(key);
        if (values != null) {
            values.add(value);
        }
    }

    private static void drain(Iterator<?> items, List<Object> keys, List<Object> values) {
        while (items.hasNext()) {
            Object item = items.next();
            if (values != null) {
                Map.Entry<?, ?> entry = (Map.Entry<?, ?>) item;
                keys.add(entry.getKey());
                values.add(entry.getValue());
            } else {
                keys.add(item);
            }
        }
    }

    private void reportUnmatched(GraphWalk walk, UnorderedMatch match, List<Object> expectedKeys, List<Object> leftValues,
            List<Object> actualKeys, List<Object> rightValues) {
        if (walk.quiet()) {
            walk.fail(null, "", "");
            return;
        }
        if (match.firstUnmatched >= 0) {
            Object item = expectedKeys.get(match.firstUnmatched);
            int closest = match.candidate >= 0 ? match.candidate : match.soleLeft;
            if (closest >= 0) {
                // One element read back is the obvious partner: say where the two differ.
                PathStep at = (map ? path.name(".keySet()") : path).element(item);
                Difference inside = walk.explain(at, items(), item, actualKeys.get(closest));
                if (inside != null) {
                    walk.failWith(inside, true);
                    return;
                }
            }
            if (map) {
                walk.fail(path.key(item), Describe.value(leftValues.get(match.firstUnmatched)), "no such key");
            } else {
                walk.fail(path, "to contain " + Describe.value(item), Describe.value(actual) + " without it");
            }
        } else {
            Object item = actualKeys.get(match.firstExtra);
            if (map) {
                walk.fail(path.key(item), "no such key", Describe.value(rightValues.get(match.firstExtra)));
            } else {
                walk.fail(path, Describe.value(expected), Describe.value(actual) + " with " + Describe.value(item) + " in addition");
            }
        }
    }
}
