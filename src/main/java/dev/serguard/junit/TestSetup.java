package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Budget;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.payload.BuiltInModel;
import dev.serguard.payload.BuiltInPayloads;
import dev.serguard.payload.Payload;
import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.ReflectionSupport;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.lang.reflect.ParameterizedType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;

/**
 * What one {@link SerializationTest} method runs: its payloads (with the factory and seed that
 * made them, from which the thread-safety check makes more), codecs, budgets and thread-safety
 * settings, resolved from its annotations and the conventions, or an
 * {@code ExtensionConfigurationException} that says what to fix.
 */
record TestSetup<T>(Class<T> type, List<Payload<T>> payloads, List<Codec<T>> codecs, List<SkippedCodec> skipped,
                    List<Budget> budgets, PayloadFactory<T> factory, long seed, ThreadSafetySettings threadSafety) {

    private static final List<Size> DEFAULT_SIZES = List.of(Size.SMALL, Size.LARGE);

    static TestSetup<?> resolve(Class<?> testClass, Method method) {
        Optional<Method> payloadMethod = payloadMethod(testClass, method);
        Class<?> type = payloadMethod.<Class<?>>map(Method::getReturnType)
                .or(() -> resultType(method))
                .orElseThrow(() -> new ExtensionConfigurationException("@SerializationTest on " + where(method)
                        + " has no payloads: add a static payload(Size, Random) method, name one with @PayloadSource,"
                        + " or declare a SerializationResult<MediaContent> parameter to use a built-in model."));
        return resolve(testClass, method, type, payloadMethod);
    }

    private static <T> TestSetup<T> resolve(Class<?> testClass, Method method, Class<T> type, Optional<Method> payloadMethod) {
        resultType(method).filter(declared -> !declared.isAssignableFrom(type)).ifPresent(declared -> {
            throw new ExtensionConfigurationException("@SerializationTest on " + where(method) + " takes SerializationResult<"
                    + declared.getSimpleName() + "> but its payloads are " + type.getSimpleName() + ": make the two agree.");
        });
        List<Size> sizes = findAnnotation(testClass, method, PayloadSizes.class).map(a -> List.of(a.value())).orElse(DEFAULT_SIZES);
        if (sizes.isEmpty()) {
            throw new ExtensionConfigurationException("@PayloadSizes on " + where(method) + " has value = {}: name at least one Size.");
        }
        long seed = findAnnotation(testClass, method, PayloadSource.class).map(PayloadSource::seed).orElse(Payload.DEFAULT_SEED);
        PayloadFactory<T> factory = payloadMethod.<PayloadFactory<T>>map(m -> (size, random) -> type.cast(
                        ReflectionSupport.invokeMethod(m, null, size, random)))
                .orElseGet(() -> builtInFactory(type, method));
        List<Payload<T>> payloads = sizes.stream().map(size -> Payload.of(type.getSimpleName(), size, factory, seed)).toList();

        CodecSet<T> codecSet = codecs(testClass, method, type, payloads);
        Set<String> names = new LinkedHashSet<>();
        codecSet.available().forEach(codec -> names.add(codec.name()));
        codecSet.skipped().forEach(skip -> names.add(skip.name()));
        List<Budget> budgets = BudgetAnnotations.read(testClass, method, names);
        return new TestSetup<>(type, payloads, codecSet.available(), codecSet.skipped(), budgets, factory, seed,
                ThreadSafetySettings.read(testClass, method));
    }

    private static Optional<Method> payloadMethod(Class<?> testClass, Method method) {
        Optional<PayloadSource> source = findAnnotation(testClass, method, PayloadSource.class);
        String name = source.map(PayloadSource::value).orElse("payload");
        Optional<Method> found = ReflectionSupport.findMethod(testClass, name, Size.class, Random.class)
                .filter(m -> Modifier.isStatic(m.getModifiers()));
        if (found.isEmpty() && source.isPresent()) {
            throw new ExtensionConfigurationException("@PayloadSource on " + where(method) + " has value = \"" + name + "\", but "
                    + testClass.getSimpleName() + " has no static method " + name + "(Size, Random): add one, or fix the name.");
        }
        return found;
    }

    @SuppressWarnings("unchecked")
    private static <T> PayloadFactory<T> builtInFactory(Class<T> type, Method method) {
        return BuiltInPayloads.models().stream().filter(model -> model.type() == type).findFirst()
                .map(model -> ((BuiltInModel<T>) model).factory())
                .orElseThrow(() -> new ExtensionConfigurationException("@SerializationTest on " + where(method)
                        + " has no payload source for " + type.getSimpleName() + ", which is not a built-in model:"
                        + " add a static method payload(Size, Random) returning " + type.getSimpleName() + ", or name one with @PayloadSource."));
    }

    private static <T> CodecSet<T> codecs(Class<?> testClass, Method method, Class<T> type, List<Payload<T>> payloads) {
        Optional<CodecSource> source = findAnnotation(testClass, method, CodecSource.class);
        List<String> names = source.map(a -> Arrays.asList(a.value()))
                .orElse(ReflectionSupport.findMethod(testClass, "codecs").isPresent() ? List.of("codecs") : List.of());
        if (names.isEmpty()) {
            return Codecs.builtIns(type, payloads.stream().map(Payload::value).toList());
        }
        List<Codec<T>> codecs = new ArrayList<>();
        List<SkippedCodec> skipped = new ArrayList<>();
        for (String name : names) {
            Method factory = ReflectionSupport.findMethod(testClass, name).filter(m -> Modifier.isStatic(m.getModifiers()))
                    .orElseThrow(() -> new ExtensionConfigurationException("@CodecSource on " + where(method) + " has value = \"" + name
                            + "\", but " + testClass.getSimpleName() + " has no static method " + name + "(): add one, or fix the name."));
            for (Object element : elements(ReflectionSupport.invokeMethod(factory, null), skipped)) {
                codecs.add(codec(element, type, name, method));
            }
        }
        Set<String> seen = new LinkedHashSet<>();
        for (Codec<T> codec : codecs) {
            if (!seen.add(codec.name())) {
                throw new ExtensionConfigurationException("The codecs of " + where(method) + " have the name \"" + codec.name()
                        + "\" twice: give each codec its own name.");
            }
        }
        if (codecs.isEmpty() && skipped.isEmpty()) {
            throw new ExtensionConfigurationException("The codec source of " + where(method) + " returned no codec: return at least one.");
        }
        return new CodecSet<>(codecs, skipped);
    }

    private static Collection<?> elements(Object returned, List<SkippedCodec> skipped) {
        if (returned instanceof CodecSet<?> set) {
            skipped.addAll(set.skipped());
            return set.available();
        }
        if (returned instanceof Stream<?> stream) {
            return stream.toList();
        }
        if (returned instanceof Collection<?> collection) {
            return collection;
        }
        if (returned instanceof Object[] array) {
            return Arrays.asList(array);
        }
        return List.of(returned == null ? "null" : returned);
    }

    @SuppressWarnings("unchecked")
    private static <T> Codec<T> codec(Object element, Class<T> type, String source, Method method) {
        if (!(element instanceof Codec<?> codec)) {
            throw new ExtensionConfigurationException("The codec source " + source + "() of " + where(method)
                    + " returned " + element + ", which is not a Codec: return a Stream, Collection or array of Codec, or a CodecSet.");
        }
        if (!codec.type().isAssignableFrom(type)) {
            throw new ExtensionConfigurationException("Codec \"" + codec.name() + "\" from " + source + "() handles "
                    + codec.type().getSimpleName() + ", but the payloads of " + where(method) + " are " + type.getSimpleName() + ".");
        }
        return (Codec<T>) codec;
    }

    private static Optional<Class<?>> resultType(Method method) {
        for (Parameter parameter : method.getParameters()) {
            if (parameter.getType() == SerializationResult.class && parameter.getParameterizedType() instanceof ParameterizedType p
                    && p.getActualTypeArguments()[0] instanceof Class<?> argument) {
                return Optional.of(argument);
            }
        }
        return Optional.empty();
    }

    private static <A extends java.lang.annotation.Annotation> Optional<A> findAnnotation(Class<?> testClass, Method method, Class<A> type) {
        return AnnotationSupport.findAnnotation(method, type).or(() -> AnnotationSupport.findAnnotation(testClass, type));
    }

    static String where(Method method) {
        return method.getDeclaringClass().getSimpleName() + "." + method.getName();
    }
}
