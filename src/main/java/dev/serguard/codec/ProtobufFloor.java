package dev.serguard.codec;

import java.util.Optional;

/**
 * The oldest protobuf-java that loads the built-in models' generated messages: protoc's
 * generated code refuses a runtime older than itself, when the message class initializes.
 * Read by reflection, so that this class names no protobuf type and loads with any runtime.
 */
final class ProtobufFloor {

    /** The protoc (and protobuf-java) version serguard's sample messages were generated with. */
    static final String GENCODE = "4.36.2";

    private static final String SAMPLES = "dev.serguard.samples.";

    private ProtobufFloor() {
    }

    /**
     * Why the built-in protobuf codec of {@code type} could not be created, when the runtime on
     * the class path is older than {@link #GENCODE}; empty for anything else.
     */
    static Optional<String> explain(Class<?> type, Throwable failure, Optional<String> runtime) {
        if (!type.getName().startsWith(SAMPLES) || runtime.isPresent() && !older(runtime.get(), GENCODE)) {
            return Optional.empty();
        }
        return Optional.of("the built-in models' protobuf messages need protobuf-java " + GENCODE + " or newer (gencode "
                + GENCODE + ", runtime " + runtime.orElse("3.25 or older, without com.google.protobuf.RuntimeVersion")
                + "): upgrade protobuf-java, or measure your own messages with ProtobufCodecs.of(...); " + rootCause(failure));
    }

    /** The protobuf-java version on the class path, read from {@code RuntimeVersion} (4.26 and newer). */
    static Optional<String> runtime(ClassLoader loader) {
        try {
            Class<?> version = Class.forName("com.google.protobuf.RuntimeVersion", true, loader);
            return Optional.of(version.getField("MAJOR").get(null) + "." + version.getField("MINOR").get(null)
                    + "." + version.getField("PATCH").get(null));
        } catch (ReflectiveOperationException | LinkageError e) {
            return Optional.empty();
        }
    }

    static boolean older(String version, String than) {
        String[] a = version.split("\\.");
        String[] b = than.split("\\.");
        for (int i = 0; i < Math.max(a.length, b.length); i++) {
            int x = i < a.length ? parse(a[i]) : 0;
            int y = i < b.length ? parse(b[i]) : 0;
            if (x != y) {
                return x < y;
            }
        }
        return false;
    }

    private static int parse(String part) {
        String digits = part.replaceAll("\\D.*", "");
        return digits.isEmpty() ? 0 : Integer.parseInt(digits);
    }

    // ExceptionInInitializerError's own text drops its cause, which holds protobuf's own words.
    private static String rootCause(Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        return root.toString();
    }
}
