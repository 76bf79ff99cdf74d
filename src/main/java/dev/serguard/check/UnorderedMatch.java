package dev.serguard.check;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Pairs set elements (or map keys) written with those read back by deep equality, not by their
 * own {@code equals}, which may be identity or look at an id only. Linear in the usual cases:
 * first by the elements' own {@code equals} and {@code hashCode} (each pair then verified
 * deeply), then by a {@link DeepHash}, and only for an element still unmatched by trying every
 * element left.
 */
final class UnorderedMatch {

    /** For each expected item, the index of the actual item it matches, or -1. */
    final int[] partner;
    /** The first expected item that matches none, or -1 when all match. */
    final int firstUnmatched;
    /** For that item: the actual item its own {@code equals} picked but which differs deeply, or -1. */
    final int candidate;
    /** For that item: the only actual item left when it is the only expected item left, or -1. */
    final int soleLeft;
    /** When every expected item matched: the first actual item left over, or -1. */
    final int firstExtra;

    private UnorderedMatch(int[] partner, int firstUnmatched, int candidate, int soleLeft, int firstExtra) {
        this.partner = partner;
        this.firstUnmatched = firstUnmatched;
        this.candidate = candidate;
        this.soleLeft = soleLeft;
        this.firstExtra = firstExtra;
    }

    boolean complete() {
        return firstUnmatched < 0 && firstExtra < 0;
    }

    /** Matches with deep equality, the items standing at {@code at} against the ignored paths. */
    static UnorderedMatch of(List<Object> expected, List<Object> actual, PathMatch at, GraphWalk walk) {
        int n = expected.size();
        int m = actual.size();
        int[] partner = new int[n];
        int[] candidate = new int[n];
        Arrays.fill(partner, -1);
        Arrays.fill(candidate, -1);
        boolean[] used = new boolean[m];
        int matched = byOwnEquals(expected, actual, at, walk, partner, candidate, used);
        if (matched < n) {
            int[] actualHash = new int[m];
            long[] byHash = new long[m - matched];
            for (int j = 0, k = 0; j < m; j++) {
                if (!used[j]) {
                    actualHash[j] = DeepHash.of(actual.get(j), walk.options());
                    byHash[k++] = (long) actualHash[j] << 32 | j;
                }
            }
            Arrays.sort(byHash);
            int[] expectedHash = new int[n];
            for (int i = 0; i < n; i++) {
                if (partner[i] < 0) {
                    expectedHash[i] = DeepHash.of(expected.get(i), walk.options());
                    int j = inBucket(byHash, expectedHash[i], expected.get(i), actual, used, at, walk);
                    if (j >= 0) {
                        partner[i] = j;
                        used[j] = true;
                        matched++;
                    }
                }
            }
            // Only an item still unmatched is tried against every item left (a hashCode at odds
            // with equals), and the first that matches none ends the matching.
            int sole = n - matched == 1 && m - matched == 1 ? firstUnused(used) : -1;
            for (int i = 0; i < n; i++) {
                if (partner[i] < 0) {
                    int j = anyOther(expectedHash[i], actualHash, expected.get(i), actual, used, at, walk);
                    if (j < 0) {
                        return new UnorderedMatch(partner, i, candidate[i], sole, -1);
                    }
                    partner[i] = j;
                    used[j] = true;
                }
            }
        }
        return new UnorderedMatch(partner, -1, -1, -1, firstUnused(used));
    }

    // Pairs each item with the one its own equals finds, when that pair is also deeply equal.
    private static int byOwnEquals(List<Object> expected, List<Object> actual, PathMatch at, GraphWalk walk, int[] partner,
            int[] candidate, boolean[] used) {
        Map<Object, Integer> index = null;
        int matched = 0;
        try {
            for (int i = 0; i < expected.size(); i++) {
                Object item = expected.get(i);
                if (item == null || !TypeShape.of(item.getClass()).definesEquals) {
                    continue;
                }
                if (index == null) {
                    index = new HashMap<>();
                    for (int j = 0; j < actual.size(); j++) {
                        index.putIfAbsent(actual.get(j), j);
                    }
                }
                Integer j = index.get(item);
                if (j != null && !used[j]) {
                    if (walk.sameItem(at, item, actual.get(j))) {
                        partner[i] = j;
                        used[j] = true;
                        matched++;
                    } else {
                        candidate[i] = j;
                    }
                }
            }
        } catch (RuntimeException | StackOverflowError e) {
            // An equals or hashCode that throws: the deep hash below still matches every item.
        }
        return matched;
    }

    private static int inBucket(long[] byHash, int hash, Object item, List<Object> actual, boolean[] used, PathMatch at, GraphWalk walk) {
        long first = (long) hash << 32;
        int low = 0;
        int high = byHash.length;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (byHash[middle] < first) {
                low = middle + 1;
            } else {
                high = middle;
            }
        }
        for (int k = low; k < byHash.length && (int) (byHash[k] >> 32) == hash; k++) {
            int j = (int) byHash[k];
            if (!used[j] && walk.sameItem(at, item, actual.get(j))) {
                return j;
            }
        }
        return -1;
    }

    private static int anyOther(int hash, int[] actualHash, Object item, List<Object> actual, boolean[] used, PathMatch at,
            GraphWalk walk) {
        for (int j = 0; j < actual.size(); j++) {
            if (!used[j] && actualHash[j] != hash && walk.sameItem(at, item, actual.get(j))) {
                return j;
            }
        }
        return -1;
    }

    private static int firstUnused(boolean[] used) {
        for (int j = 0; j < used.length; j++) {
            if (!used[j]) {
                return j;
            }
        }
        return -1;
    }
}
