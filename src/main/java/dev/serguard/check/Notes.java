package dev.serguard.check;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** What a comparison noticed without failing: transient fields, aliasing, lost sort order. Each once, the first few kept. */
final class Notes {

    private static final int KEPT = 20;

    private final Set<String> kept = new LinkedHashSet<>();
    private final Set<String> dropped = new LinkedHashSet<>();

    void add(String note) {
        if (kept.size() < KEPT) {
            kept.add(note);
        } else if (!kept.contains(note)) {
            dropped.add(note);
        }
    }

    List<String> list() {
        List<String> all = new ArrayList<>(kept);
        if (!dropped.isEmpty()) {
            all.add("… and " + dropped.size() + " more notes");
        }
        return List.copyOf(all);
    }
}
