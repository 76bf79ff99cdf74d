package dev.serguard.check;

import java.util.Arrays;
import java.util.List;

/**
 * Where one place of a walk stands against the ignored paths: how many steps of each path from
 * the root the steps to it matched, and which paths it completes. Kept by each frame and worked
 * out one step at a time, so that no path is matched again from the root (a path may be 100 000
 * steps long). Immutable; once no path from the root can match any more, every place below
 * shares one instance, which only field names alone can match, or none ({@code null}) when no
 * field name is ignored.
 */
final class PathMatch {

    private final PathPattern[] patterns;
    /** Per pattern from the root: the steps matched so far, or -1; {@code null} when none can match any more. */
    private final int[] progress;
    /** The instance for places where only field names alone can match (itself for that one); {@code null} when there are none. */
    private PathMatch idle;
    /** The first pattern this place completes, or -1. */
    final int ignoredBy;
    /** Every pattern it completes, the first one first; {@code null} when none. */
    final int[] completes;

    private PathMatch(PathPattern[] patterns, int[] progress, PathMatch idle, int ignoredBy, int[] completes) {
        this.patterns = patterns;
        this.progress = progress;
        this.idle = idle;
        this.ignoredBy = ignoredBy;
        this.completes = completes;
    }

    /** The root's place for {@code paths}; {@code null} when there are none. */
    static PathMatch root(List<String> paths) {
        if (paths.isEmpty()) {
            return null;
        }
        PathPattern[] patterns = paths.stream().map(PathPattern::of).toArray(PathPattern[]::new);
        boolean anyDepth = Arrays.stream(patterns).anyMatch(pattern -> pattern.anyDepth);
        PathMatch idle = anyDepth ? new PathMatch(patterns, null, null, -1, null) : null;
        if (idle != null) {
            idle.idle = idle;
        }
        int[] progress = new int[patterns.length];
        for (int p = 0; p < patterns.length; p++) {
            progress[p] = patterns[p].anyDepth ? -1 : 0;
        }
        return new PathMatch(patterns, progress, idle, -1, null);
    }

    /** Whether this place is ignored. */
    boolean ignored() {
        return ignoredBy >= 0;
    }

    /** The ignored path that matched this place, as it was given. */
    String ignoredPath() {
        return patterns[ignoredBy].text;
    }

    int patterns() {
        return patterns.length;
    }

    String pattern(int p) {
        return patterns[p].text;
    }

    /** The place one step further: {@code kind} and its parts as {@link PathStep} has them. */
    PathMatch step(byte kind, String name, int index, Object key) {
        int[] next = null;
        int[] completed = null;
        for (int p = 0; p < patterns.length; p++) {
            PathPattern pattern = patterns[p];
            boolean complete = false;
            if (pattern.anyDepth) {
                complete = pattern.matches(0, kind, name, index, key);
            } else if (progress != null && progress[p] >= 0 && pattern.matches(progress[p], kind, name, index, key)) {
                complete = progress[p] + 1 == pattern.length();
                if (!complete) {
                    if (next == null) {
                        next = new int[patterns.length];
                        Arrays.fill(next, -1);
                    }
                    next[p] = progress[p] + 1;
                }
            }
            if (complete) {
                completed = completed == null ? new int[] {p} : append(completed, p);
            }
        }
        if (completed == null && next == null) {
            return idle;
        }
        return new PathMatch(patterns, next, idle, completed == null ? -1 : completed[0], completed);
    }

    private static int[] append(int[] values, int value) {
        int[] longer = Arrays.copyOf(values, values.length + 1);
        longer[values.length] = value;
        return longer;
    }
}
