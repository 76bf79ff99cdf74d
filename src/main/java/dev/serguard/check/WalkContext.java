package dev.serguard.check;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * What the walks of one comparison share: the options, the notes, and what was learnt on the
 * way (classes whose {@code equals} throws, transient fields already noted, objects whose hash
 * caches were filled, differences at ignored paths). Created per comparison, never shared
 * between threads.
 */
final class WalkContext {

    final ComparisonOptions options;
    /** {@code null} when no notes are wanted (the fast path). */
    final Notes notes;
    /** The root's place against the ignored paths; {@code null} when none are. */
    final PathMatch root;
    /** A walk over one value that only finds which ignored paths it has ({@link IgnoredPaths#unmatched}): it compares nothing. */
    final boolean reaching;
    private boolean[] reached;
    /** Per ignored path, in the order first met: the note on its first difference, and the places that differ. */
    private Map<Integer, IgnoredDifferences> ignoredDifferences;
    private Set<Class<?>> brokenEquals;
    private Set<Class<?>> noted;
    private Set<ComparedField> notedTransients;
    private IdentityHashMap<Object, Boolean> hashed;

    WalkContext(ComparisonOptions options, Notes notes) {
        this(options, notes, false);
    }

    WalkContext(ComparisonOptions options, Notes notes, boolean reaching) {
        this.options = options;
        this.notes = notes;
        this.root = PathMatch.root(options.ignored());
        this.reaching = reaching;
    }

    /** Every ignored path that {@code at} matches has been reached. */
    void reached(PathMatch at) {
        if (reached == null) {
            reached = new boolean[at.patterns()];
        }
        for (int p : at.completes) {
            reached[p] = true;
        }
    }

    boolean wasReached(int pattern) {
        return reached != null && reached[pattern];
    }

    /** {@code inside}, the first difference at or below {@code path}, which the ignored path of {@code at} matches. */
    void ignoredDifference(PathMatch at, PathStep path, Difference inside) {
        if (ignoredDifferences == null) {
            ignoredDifferences = new LinkedHashMap<>();
        }
        String place = path.toString();
        IgnoredDifferences found = ignoredDifferences.computeIfAbsent(at.ignoredBy, p -> new IgnoredDifferences(inside.path().equals(place)
                ? place + " (ignored by \"" + at.ignoredPath() + "\") was " + inside.expected() + ", came back " + inside.actual()
                : place + " (ignored by \"" + at.ignoredPath() + "\") differs: " + inside));
        found.places.add(place);
    }

    /** Notes each ignored path that saw a difference: its first one, and how many more places differ. */
    void noteIgnoredDifferences() {
        if (ignoredDifferences == null) {
            return;
        }
        for (IgnoredDifferences found : ignoredDifferences.values()) {
            int more = found.places.size() - 1;
            notes.add(found.first + (more == 0 ? "" : more == 1 ? "; 1 more place it ignores differs" : "; " + more + " more places it ignores differ"));
        }
        ignoredDifferences = null;
    }

    private static final class IgnoredDifferences {
        final String first;
        // Places, not a count: a part walked again (its hash caches filled) is met twice.
        final Set<String> places = new LinkedHashSet<>();

        IgnoredDifferences(String first) {
            this.first = first;
        }
    }

    boolean equalsWorks(Class<?> type) {
        return brokenEquals == null || !brokenEquals.contains(type);
    }

    void equalsThrew(Class<?> type) {
        if (brokenEquals == null) {
            brokenEquals = new HashSet<>();
        }
        brokenEquals.add(type);
    }

    /** Whether a note about this class is the first one. */
    boolean firstTime(Class<?> type) {
        if (noted == null) {
            noted = new HashSet<>();
        }
        return noted.add(type);
    }

    boolean transientNoted(ComparedField field) {
        return notedTransients != null && notedTransients.contains(field);
    }

    void noteTransient(ComparedField field) {
        if (notedTransients == null) {
            notedTransients = new HashSet<>();
        }
        notedTransients.add(field);
    }

    boolean hashed(Object value) {
        return hashed != null && hashed.containsKey(value);
    }

    /** Calls {@code hashCode} once per object, so that a lazily cached hash is filled in. */
    void fillHashCache(Object value) {
        if (hashed == null) {
            hashed = new IdentityHashMap<>();
        }
        if (hashed.put(value, Boolean.TRUE) == null) {
            try {
                value.hashCode();
            } catch (RuntimeException | StackOverflowError e) {
                // nothing cached then; the difference stands
            }
        }
    }
}
