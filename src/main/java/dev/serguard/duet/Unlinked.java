package dev.serguard.duet;

import org.apiguardian.api.API;

import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The test's code does not link with a world's classes: the head's tests or payload sources call a
 * method, read a field or use a class that the base's code lacks. Nothing can be compared then;
 * the invocation is reported as not compared, naming the missing member, and fails nothing.
 */
@API(status = INTERNAL, since = "0.5")
public final class Unlinked extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String world;
    private final String missing;

    Unlinked(String world, String missing) {
        super("the test code does not link with the classes of " + world + ": " + missing, null, false, false);
        this.world = world;
        this.missing = missing;
    }

    /** The world whose classes the test code does not link with. */
    public String world() {
        return world;
    }

    /** What is missing, as the JVM said it: {@code java.lang.NoSuchMethodError: 'void dev.acme.Order.setNote(java.lang.String)'}. */
    public String missing() {
        return missing;
    }

    // The linkage error in the chain of what a world threw, if there is one.
    static Optional<Unlinked> in(World world, Throwable thrown) {
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            if (cause instanceof LinkageError) {
                return Optional.of(new Unlinked(world.name(), cause.toString()));
            }
        }
        return Optional.empty();
    }
}
