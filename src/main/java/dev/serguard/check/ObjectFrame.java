package dev.serguard.check;

import dev.serguard.check.TypeShape.Kind;

/**
 * A record or one of the user's objects: field by field, then, for a user class that defines
 * {@code equals}, that equals, which the round trip must satisfy unless a difference at an
 * ignored place was found within; transient fields that differ are noted.
 */
final class ObjectFrame extends WalkFrame {

    final TypeShape shape;
    private final ComparedField[] fields;
    private int next;
    private boolean jdkPartDone;
    /** Walked again once already, its hash caches filled. */
    boolean walkedAgain;

    ObjectFrame(TypeShape shape, ComparedField[] fields, PathStep path, Object expected, Object actual) {
        super(path, expected, actual);
        this.shape = shape;
        this.fields = fields;
    }

    @Override
    boolean step(GraphWalk walk) {
        while (next < fields.length) {
            ComparedField field = fields[next++];
            if (match != null && ignored(walk, field)) {
                continue;
            }
            if (field.isPrimitive()) {
                if (!field.samePrimitive(expected, actual, path)) {
                    walk.failValues(walk.name(path, field.step), field.read(expected, path), field.read(actual, path));
                    return true;
                }
            } else {
                walk.visit(path, match, PathStep.NAME, field.step, 0, null, field.read(expected, path), field.read(actual, path));
                if (!walk.onTop(this)) {
                    return true;        // a difference, or a child to walk first
                }
            }
        }
        if (!jdkPartDone && shape.jdkPart != null) {
            jdkPartDone = true;
            // A user class extending a JDK class: the JDK part by its rule, unless equals is honoured anyway.
            if (shape.jdkPart != Kind.VALUE || !shape.honoursEquals) {
                walk.descendPart(shape.jdkPart, shape, path, match, expected, actual);
            }
            return true;
        }
        return false;
    }

    // A primitive field at an ignored place, handled here (a reference is handled by the walk's visit); true when skipped.
    private boolean ignored(GraphWalk walk, ComparedField field) {
        if (!field.isPrimitive()) {
            return false;
        }
        PathMatch at = match.step(PathStep.NAME, field.step, 0, null);
        return at != null && at.ignored() && walk.ignore(walk.name(path, field.step), at, field.read(expected, path), field.read(actual, path));
    }

    void restart() {
        next = 0;
        jdkPartDone = false;
    }

    @Override
    void done(GraphWalk walk) {
        if (shape.kind != Kind.OBJECT) {
            return;
        }
        WalkContext context = walk.context();
        if (shape.honoursEquals && context.options.ownEquals() && context.equalsWorks(shape.type) && !holdsIgnored) {
            Boolean equal = ownEquals(walk);
            if (Boolean.FALSE.equals(equal) && shape.overridesHashCode) {
                context.fillHashCache(expected);
                context.fillHashCache(actual);
                equal = ownEquals(walk);
            }
            if (Boolean.FALSE.equals(equal)) {
                explainEquals(walk);
                return;
            }
        }
        if (walk.notes() && !context.options.transientFields()) {
            noteTransientFields(walk);
        }
    }

    // TRUE or FALSE; null when equals threw, then the class is compared by its fields only.
    private Boolean ownEquals(GraphWalk walk) {
        try {
            return expected.equals(actual);
        } catch (RuntimeException | StackOverflowError e) {
            walk.context().equalsThrew(shape.type);
            if (walk.notes()) {
                String type = shape.type.getSimpleName();
                walk.note(path + ": " + type + ".equals(…) threw " + e.getClass().getSimpleName() + ", so " + type
                        + " is compared by its fields only");
            }
            return null;
        }
    }

    private void explainEquals(GraphWalk walk) {
        if (walk.quiet()) {
            walk.failWith(GraphWalk.UNEQUAL, false);
            return;
        }
        String type = shape.type.getSimpleName();
        if (!walk.context().options.transientFields()) {
            for (ComparedField field : shape.transientFields) {
                Difference inField = compareTransient(walk, field);
                if (inField != null) {
                    walk.failWith(new Difference(inField.path(), inField.expected(),
                            inField.actual() + " (a transient field; " + type + ".equals(…) is false)"), false);
                    return;
                }
            }
        }
        walk.failWith(new Difference(path.toString(), type + ".equals(…) to be true", "false, though every field is equal"), false);
    }

    private void noteTransientFields(GraphWalk walk) {
        for (ComparedField field : shape.transientFields) {
            if (!walk.context().transientNoted(field)) {
                Difference inField = compareTransient(walk, field);
                if (inField != null) {
                    walk.context().noteTransient(field);
                    String at = path + field.step;
                    walk.note(inField.path().equals(at)
                            ? at + " (transient) was " + inField.expected() + ", came back " + inField.actual()
                            : at + " (transient) differs: " + inField);
                }
            }
        }
    }

    private Difference compareTransient(GraphWalk walk, ComparedField field) {
        PathStep at = path.name(field.step);
        if (field.isPrimitive()) {
            return field.samePrimitive(expected, actual, path) ? null
                    : new Difference(at.toString(), Describe.value(field.read(expected, path)), Describe.value(field.read(actual, path)));
        }
        return walk.explain(at, field.read(expected, path), field.read(actual, path));
    }
}
