package dev.serguard.codec;

import dev.serguard.internal.Guarded;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.TestMethods;
import org.apiguardian.api.API;

import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The codecs of a test: those its codec sources return (the static methods a {@code @CodecSource}
 * names, else {@code codecs()} by convention), each called on a guarded thread within the time
 * limit, with serguard's own for {@code @EveryFormat}; serguard's built-ins where it has no
 * source. A source that fails, returns what is not a codec of the test's type, or gives two codecs
 * one name is a misconfiguration said with the method and the fix.
 */
@API(status = INTERNAL, since = "0.4")
public final class CodecMethods {

    private static final String CONVENTION = "codecs";

    private CodecMethods() {
    }

    /**
     * A {@code @CodecSource}: the methods it names, and where it is declared, for a message.
     *
     * @param names the methods' names
     * @param at    {@code OrderTests.orders}, or {@code OrderTests (for Nested.orders)} on an enclosing or a base class
     */
    public record Declared(List<String> names, String at) {
        public Declared {
            names = List.copyOf(names);
        }
    }

    /**
     * The codecs of {@code methods}' test for payloads of {@code type}.
     *
     * @param samples     the payloads' values, which serguard's codecs are made for
     * @param everyFormat whether the test asks for every format serguard knows besides its own codecs
     * @throws Misconfiguration if a source is missing, unusable, or fails, or the codecs are none or clash
     */
    public static <T> CodecSet<T> codecs(TestMethods methods, Class<T> type, List<T> samples, Optional<Declared> source, boolean everyFormat,
                                         Duration limit) {
        String test = TestMethods.where(methods.method());
        List<String> names;
        if (source.isPresent()) {
            names = source.get().names();
        } else if (methods.findMethod(CONVENTION).filter(m -> !methods.isTest(m)).isPresent()) {
            names = List.of(CONVENTION);
        } else {
            List<Method> nearMisses = methods.methodsNamed(CONVENTION).stream().filter(m -> !methods.isTest(m)).toList();
            if (!nearMisses.isEmpty()) {
                throw Misconfiguration.declaration("The codec source " + TestMethods.signature(nearMisses.get(0)) + " of " + test,
                        " takes parameters", "declare it as static Stream<Codec<" + type.getSimpleName() + ">> codecs()");
            }
            names = List.of();
        }
        if (names.isEmpty()) {
            return everyFormat ? Codecs.everyFormat(type, samples) : Codecs.builtIns(type, samples);
        }
        List<Codec<T>> codecs = new ArrayList<>();
        List<SkippedCodec> skipped = new ArrayList<>();
        if (everyFormat) {
            CodecSet<T> serguards = Codecs.everyFormat(type, samples);
            codecs.addAll(serguards.available());
            skipped.addAll(serguards.skipped());
        }
        for (String name : names) {
            Method factory = methods.findMethod(name).orElseThrow(() -> Misconfiguration.attribute("@CodecSource",
                    source.orElseThrow().at(), "value", '"' + name + '"', "but " + methods.testClass().getSimpleName()
                    + " has no static method " + name + "()", "add one, or fix the name"));
            String subject = source.map(declared -> "@CodecSource on " + declared.at() + " has value = \"" + name + "\", but "
                    + TestMethods.signature(factory)).orElse("The codec source " + TestMethods.signature(factory) + " of " + test);
            if (!methods.callable(factory)) {
                throw methods.notStatic(subject);
            }
            Supplied supplied = supply(methods, factory, limit);
            skipped.addAll(supplied.skipped());
            for (Object element : supplied.elements()) {
                codecs.add(codec(element, type, name, test));
            }
        }
        Set<String> seen = new LinkedHashSet<>();
        for (Codec<T> codec : codecs) {
            if (!seen.add(codec.name())) {
                throw Misconfiguration.declaration("The codecs of " + test, " have the name \"" + codec.name()
                        + "\" twice", everyFormat && CodecFamily.everyCodecName().contains(codec.name())
                        ? "give yours a name of its own: @EveryFormat brings serguard's \"" + codec.name() + "\" already"
                        : "give each codec its own name");
            }
        }
        if (codecs.isEmpty() && skipped.isEmpty()) {
            throw Misconfiguration.declaration("The codec source of " + test, " returned no codec", "return at least one");
        }
        return new CodecSet<>(codecs, skipped);
    }

    /** What a codec source returned, a stream already drained (on the guarded thread: a lazy stream runs the user's code too). */
    private record Supplied(List<?> elements, List<SkippedCodec> skipped) {
    }

    private static Supplied supply(TestMethods methods, Method factory, Duration limit) {
        String subject = "The codec source " + TestMethods.signature(factory) + " of " + TestMethods.where(methods.method());
        Guarded.Completion<Supplied> outcome = Guarded.call("serguard codecs " + TestMethods.signature(factory), limit,
                () -> elements(methods.invoke(factory)));
        if (outcome instanceof Guarded.Returned<Supplied> returned) {
            return returned.value();
        }
        throw Misconfiguration.failed(subject, "", outcome);
    }

    private static Supplied elements(Object returned) {
        if (returned instanceof CodecSet<?> set) {
            return new Supplied(set.available(), set.skipped());
        }
        if (returned instanceof Stream<?> stream) {
            return new Supplied(stream.toList(), List.of());
        }
        if (returned instanceof Collection<?> collection) {
            return new Supplied(new ArrayList<>(collection), List.of());
        }
        if (returned instanceof Object[] array) {
            return new Supplied(Arrays.asList(array), List.of());
        }
        return new Supplied(List.of(returned == null ? "null" : returned), List.of());
    }

    @SuppressWarnings("unchecked")
    private static <T> Codec<T> codec(Object element, Class<T> type, String source, String test) {
        if (!(element instanceof Codec<?> codec)) {
            throw Misconfiguration.declaration("The codec source " + source + "() of " + test,
                    " returned " + element + ", which is not a Codec", "return a Stream, Collection or array of Codec, or a CodecSet");
        }
        if (!codec.type().isAssignableFrom(type)) {
            throw Misconfiguration.declaration("Codec \"" + codec.name() + "\" from " + source + "()", " handles "
                    + codec.type().getSimpleName() + ", but the payloads of " + test + " are " + type.getSimpleName(),
                    "give the test a codec of " + type.getSimpleName());
        }
        return (Codec<T>) codec;
    }
}
