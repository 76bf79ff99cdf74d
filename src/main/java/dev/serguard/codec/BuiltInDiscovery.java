package dev.serguard.codec;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finds the built-in codecs for one type, as {@link CodecFamily} lists them; see
 * {@link Codecs#builtIns} and {@link Codecs#everyFormat}.
 *
 * <p>A codec's factory runs only after every library it needs was found, so that a missing
 * optional library is a skipped codec, never an error.
 */
final class BuiltInDiscovery<T> {

    private final List<Codec<T>> available = new ArrayList<>();
    private final List<SkippedCodec> skipped = new ArrayList<>();

    private BuiltInDiscovery() {
    }

    static <T> CodecSet<T> discover(Class<T> type, List<? extends T> samples) {
        return discover(type, samples, false);
    }

    /**
     * The built-ins, then the other formats serguard knows, each available or skipped with the
     * reason: see {@link Codecs#everyFormat}.
     */
    static <T> CodecSet<T> discoverEveryFormat(Class<T> type, List<T> samples) {
        return discover(type, samples, true);
    }

    private static <T> CodecSet<T> discover(Class<T> type, List<? extends T> samples, boolean everyFormat) {
        BuiltInDiscovery<T> found = new BuiltInDiscovery<>();
        for (BuiltInCodec codec : CodecFamily.inDiscoveryOrder(everyFormat, CodecFamily::listed)) {
            found.add(codec, type, samples);
        }
        return new CodecSet<>(found.available, found.skipped);
    }

    // The factory makes a codec of the type it is given: Object only because a lambda cannot be generic.
    @SuppressWarnings("unchecked")
    private void add(BuiltInCodec codec, Class<T> type, List<? extends T> samples) {
        for (OptionalLibrary library : codec.needs()) {
            Optional<String> absence = library.absence();
            if (absence.isPresent()) {
                skipped.add(new SkippedCodec(codec.name(), absence.get()));
                return;
            }
        }
        try {
            Optional<Codec<Object>> made = codec.factory().make((Class<Object>) type, (List<Object>) samples);
            made.ifPresentOrElse(c -> available.add((Codec<T>) (Codec<?>) c),
                    () -> skipped.add(new SkippedCodec(codec.name(), codec.unsupported().apply(type))));
        } catch (RuntimeException | LinkageError e) {
            // A half-present library (version clash, missing transitive jar) or a type the library
            // rejects: report it next to the others instead of failing every codec of the run.
            // LinkageError: e.g. protobuf-java older than the generated messages.
            skipped.add(new SkippedCodec(codec.name(), codec.explain().apply(type, e).orElseGet(() -> "could not be created: " + withCause(e))));
        }
    }

    // An ExceptionInInitializerError says nothing of its own: the reason is its cause.
    private static String withCause(Throwable e) {
        return e.getCause() == null || e.getMessage() != null ? e.toString() : e + " caused by " + e.getCause();
    }
}
