package dev.serguard.check;

import java.util.Objects;

/**
 * One step of the path from the root to a compared value: {@code .lines}, {@code [1]},
 * {@code ["channel"]}, {@code {Item#2}}, {@code .get()}. Steps point to their parent, so that a
 * frame costs one small object and the text is built only for a difference or a note.
 */
final class PathStep {

    /** The root: the text is the root's name. */
    static final byte ROOT = 0;
    /** A field or a call: the text is written as it is ({@code .lines}, {@code .get()}). */
    static final byte NAME = 1;
    /** A list or array index. */
    static final byte INDEX = 2;
    /** A map key, described: {@code ["channel"]}. */
    static final byte KEY = 3;
    /** A set element, described: {@code {Item#2}}. */
    static final byte ELEMENT = 4;

    private final PathStep parent;
    private final byte kind;
    private final String text;
    private final int index;
    private final Object key;

    private PathStep(PathStep parent, byte kind, String text, int index, Object key) {
        this.parent = parent;
        this.kind = kind;
        this.text = text;
        this.index = index;
        this.key = key;
    }

    static PathStep root(String name) {
        return new PathStep(null, ROOT, name, 0, null);
    }

    static PathStep child(PathStep parent, byte kind, String text, int index, Object key) {
        return new PathStep(parent, kind, text, index, key);
    }

    PathStep name(String text) {
        return new PathStep(this, NAME, text, 0, null);
    }

    PathStep key(Object key) {
        return new PathStep(this, KEY, null, 0, key);
    }

    PathStep element(Object element) {
        return new PathStep(this, ELEMENT, null, 0, element);
    }

    /** Whether both lead through the same steps (keys by identity): the same place reached twice. */
    boolean samePlaceAs(PathStep other) {
        PathStep a = this;
        PathStep b = other;
        while (a != null && b != null) {
            if (a == b) {
                return true;
            }
            if (a.kind != b.kind || a.index != b.index || a.key != b.key || !Objects.equals(a.text, b.text)) {
                return false;
            }
            a = a.parent;
            b = b.parent;
        }
        return a == b;
    }

    // Built from the root down without recursion: a path may be 100 000 steps long.
    @Override
    public String toString() {
        int depth = 0;
        for (PathStep step = this; step != null; step = step.parent) {
            depth++;
        }
        PathStep[] steps = new PathStep[depth];
        for (PathStep step = this; step != null; step = step.parent) {
            steps[--depth] = step;
        }
        StringBuilder text = new StringBuilder();
        for (PathStep step : steps) {
            switch (step.kind) {
                case INDEX -> text.append('[').append(step.index).append(']');
                case KEY -> text.append('[').append(Describe.value(step.key)).append(']');
                case ELEMENT -> text.append('{').append(Describe.value(step.key)).append('}');
                default -> text.append(step.text);
            }
        }
        return text.toString();
    }
}
