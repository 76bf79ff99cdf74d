package dev.serguard.duet;

import org.apiguardian.api.API;

import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A side of the duet that cannot run the test's codec: the test's code does not link with the
 * world's classes (the head's tests call a method, read a field or use a class that the base's
 * code lacks), or the world cannot load or run the codec at all (an older library whose classes
 * fail to initialise, generated code that needs a newer runtime). Nothing can be compared then;
 * the invocation is reported as not compared, saying why in one sentence, and fails nothing.
 */
@API(status = INTERNAL, since = "0.5")
public final class NotCompared extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String world;

    private NotCompared(String world, String why) {
        super(why, null, false, false);
        this.world = world;
    }

    /** The test code does not link with the classes of {@code world}: {@code missing}, as the JVM said it. */
    static NotCompared unlinked(String world, String missing) {
        return new NotCompared(world, "the test code does not link with the classes of " + world + ": " + missing);
    }

    /** The world {@code world} cannot run the codec, because of {@code thrown}. */
    static NotCompared cannotRun(String world, Throwable thrown) {
        return cannotRun(world, cause(thrown));
    }

    /** The world {@code world} cannot run the codec: {@code why}. */
    static NotCompared cannotRun(String world, String why) {
        return new NotCompared(world, "the world of " + world + " cannot run it: " + why);
    }

    /** The world whose classes cannot run the test's codec. */
    public String world() {
        return world;
    }

    /**
     * Why a world could not run what {@code thrown} interrupted, where a linkage error says it: a
     * class that failed to initialise ({@link #cannotRun}), else a member the world lacks
     * ({@link #unlinked}); empty where the chain holds no linkage error.
     */
    static Optional<NotCompared> in(World world, Throwable thrown) {
        Optional<Throwable> linkage = Optional.empty();
        for (Throwable cause = thrown; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof ExceptionInInitializerError || cause instanceof NoClassDefFoundError
                    && String.valueOf(cause.getMessage()).startsWith("Could not initialize class")) {
                return Optional.of(cannotRun(world.name(), thrown));
            }
            if (linkage.isEmpty() && cause instanceof LinkageError) {
                linkage = Optional.of(cause);
            }
        }
        // A member missing of the test's own code, or generated code that does not link with the world's runtime.
        return linkage.map(error -> cause(error).equals(error.toString()) ? unlinked(world.name(), error.toString())
                : cannotRun(world.name(), error));
    }

    /**
     * One sentence for what {@code thrown} says went wrong, from the deepest cause in its chain:
     * past the wrappers a class's initialiser or a reflective call puts around it; a mismatch of
     * protobuf's generated code and runtime named as such.
     */
    static String cause(Throwable thrown) {
        Throwable deepest = thrown;
        boolean gencode = false;
        for (Throwable cause = thrown; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            deepest = cause;
            String text = cause.toString();
            gencode |= text.contains("ProtobufRuntimeVersionException") || text.contains("Gencode/Runtime");
        }
        String said = deepest.toString();
        if (gencode) {
            return "the generated code and the protobuf runtime do not match (" + said + ")";
        }
        if (deepest instanceof LinkageError && (said.contains("com/google/protobuf") || said.contains("com.google.protobuf"))) {
            return "the generated code does not link with this protobuf runtime (" + said + ")";
        }
        return said;
    }
}
