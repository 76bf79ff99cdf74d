package dev.serguard.check;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.Set;

/**
 * What the walks of one comparison share: the options, the notes, and what was learnt on the
 * way (classes whose {@code equals} throws, transient fields already noted, objects whose hash
 * caches were filled). Created per comparison, never shared between threads.
 */
final class WalkContext {

    final ComparisonOptions options;
    /** {@code null} when no notes are wanted (the fast path). */
    final Notes notes;
    private Set<Class<?>> brokenEquals;
    private Set<Class<?>> noted;
    private Set<ComparedField> notedTransients;
    private IdentityHashMap<Object, Boolean> hashed;

    WalkContext(ComparisonOptions options, Notes notes) {
        this.options = options;
        this.notes = notes;
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
