package dev.serguard.codec;

import java.util.List;
import java.util.Optional;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * One codec of a {@link CodecFamily}: its name, the libraries it needs, how it is made for a type,
 * and why it is skipped when it cannot be. The factory runs only after every library was found.
 *
 * @param everyFormat  only in {@link Codecs#everyFormat}, not in {@link Codecs#builtIns}
 * @param unsupported  why the factory made none for a type (its {@code Optional} was empty)
 * @param explain      why the factory threw, where the failure's own text would not say it
 */
record BuiltInCodec(String name, boolean everyFormat, List<OptionalLibrary> needs, Factory factory,
                    Function<Class<?>, String> unsupported, BiFunction<Class<?>, Throwable, Optional<String>> explain) {

    /**
     * Makes the codec for {@code type}, or none where it cannot serve it. Typed on {@code Object}
     * because a lambda cannot be generic: discovery passes the type the codec is made for.
     */
    @FunctionalInterface
    interface Factory {
        Optional<Codec<Object>> make(Class<Object> type, List<Object> samples);
    }

    /** A codec its factory always makes; a failure to is a skip with the failure's text. */
    static BuiltInCodec of(String name, boolean everyFormat, BiFunction<Class<Object>, List<Object>, Codec<Object>> factory,
                           OptionalLibrary... needs) {
        return new BuiltInCodec(name, everyFormat, List.of(needs), (type, samples) -> Optional.of(factory.apply(type, samples)),
                type -> "", (type, failure) -> Optional.empty());
    }

    /** A codec whose factory refuses a type it cannot serve in an IllegalArgumentException: that sentence is the reason to skip. */
    static BuiltInCodec refusing(String name, BiFunction<Class<Object>, List<Object>, Codec<Object>> factory, OptionalLibrary... needs) {
        return new BuiltInCodec(name, true, List.of(needs), (type, samples) -> Optional.of(factory.apply(type, samples)),
                type -> "", (type, failure) -> failure instanceof IllegalArgumentException ? Optional.ofNullable(failure.getMessage())
                        : Optional.empty());
    }

    /** A codec that a {@link ModelProvider} generates for the type in this format, or skipped saying none did. */
    static BuiltInCodec generated(String name, String factory, OptionalLibrary... needs) {
        return new BuiltInCodec(name, true, List.of(needs), (type, samples) -> ModelProvider.installedGenerated(name, type),
                type -> "no built-in " + name + " mapping for " + type.getName()
                        + " (serguard generates one for its sample models only); build one on your generated classes with " + factory,
                (type, failure) -> Optional.empty());
    }
}
