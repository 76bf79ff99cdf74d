package dev.serguard.payload;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.TestMethods;
import org.apiguardian.api.API;

import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The method of a test class that makes its payloads: a factory {@code payload(Size, Random)} by
 * convention, or the method a {@code @PayloadSource} names, which may instead return named
 * payloads as a {@code Map} from name to value; checked for what would make it unusable, with a
 * message that says what to fix.
 */
@API(status = INTERNAL, since = "0.4")
public final class PayloadMethods {

    private static final String CONVENTION = "payload";

    private PayloadMethods() {
    }

    /**
     * A {@code @PayloadSource}: the method it names, and where it is declared, for a message.
     *
     * @param name the method's name
     * @param at   {@code OrderTests.orders}, or {@code OrderTests (for Nested.orders)} on an enclosing or a base class
     */
    public record Declared(String name, String at) {
    }

    /**
     * The payload method of {@code methods}' test: the one {@code source} names, else the
     * conventional one; empty when there is none (the test uses a built-in model).
     *
     * @param typeName the simple name of the payloads' type as the test's parameter says it, or {@code T}
     * @throws Misconfiguration if a method is named but unusable, or named and not there
     */
    public static Optional<Method> find(TestMethods methods, Optional<Declared> source, String typeName) {
        String name = source.map(Declared::name).orElse(CONVENTION);
        // Said the way the user configured it: by the annotation's attribute, or by the convention.
        String subject = source.map(declared -> "@PayloadSource on " + declared.at() + " has value = \"" + name + "\", but ")
                .orElse("The payload method ");
        String of = source.isPresent() ? "" : " of " + TestMethods.where(methods.method());

        Optional<Method> found = methods.findMethod(name, Size.class, Random.class);
        if (found.isPresent()) {
            Method m = found.get();
            if (m.getReturnType() == void.class || m.getReturnType().isPrimitive()) {
                throw Misconfiguration.declaration(subject + TestMethods.signature(m) + of, " returns " + m.getReturnType(),
                        "return the payload, as in static " + typeName + " " + name + "(Size size, Random random)");
            }
            if (!methods.callable(m)) {
                throw methods.notStatic(subject + TestMethods.signature(m) + of);
            }
            return found;
        }
        // Named fixtures: a method of no parameters returning a Map from name to payload.
        Optional<Method> fixtures = source.flatMap(declared -> methods.findMethod(name)).filter(m -> Map.class.isAssignableFrom(m.getReturnType()));
        if (fixtures.isPresent()) {
            if (!methods.callable(fixtures.get())) {
                throw methods.notStatic(subject + TestMethods.signature(fixtures.get()));
            }
            return fixtures;
        }
        // A method of that name that cannot be the factory: named on purpose, or taking a Size or a Random, it was meant to be one.
        List<Method> nearMisses = methods.methodsNamed(name).stream()
                .filter(m -> !methods.isTest(m))
                .filter(m -> source.isPresent() || Arrays.stream(m.getParameterTypes()).anyMatch(p -> p == Size.class || p == Random.class))
                .toList();
        if (!nearMisses.isEmpty()) {
            Method m = nearMisses.get(0);
            String returned = m.getReturnType() == void.class || m.getReturnType().isPrimitive() ? typeName : m.getReturnType().getSimpleName();
            throw Misconfiguration.declaration(subject + TestMethods.signature(m) + of, " takes "
                    + (m.getParameterCount() == 0 ? "no parameters" : "(" + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName)
                    .collect(Collectors.joining(", ")) + ")"), "declare it as static " + returned + " " + name + "(Size size, Random random)");
        }
        if (source.isPresent()) {
            throw Misconfiguration.attribute("@PayloadSource", source.get().at(), "value", '"' + name + '"', "but "
                    + methods.testClass().getSimpleName() + " has no static method " + name + "(Size, Random)", "add one, or fix the name");
        }
        return Optional.empty();
    }

    /** Whether {@code m} returns named payloads rather than making them by size. */
    public static boolean named(Method m) {
        return m.getParameterCount() == 0;
    }

    /** The type of the values {@code m} makes: {@code Order} of {@code Order payload(Size, Random)} and of {@code Map<String, Order> orders()}. */
    public static Optional<Class<?>> madeType(Method m) {
        if (!named(m)) {
            return Optional.of(m.getReturnType());
        }
        return m.getGenericReturnType() instanceof ParameterizedType p && p.getActualTypeArguments().length == 2
                && p.getActualTypeArguments()[1] instanceof Class<?> value ? Optional.of(value) : Optional.empty();
    }
}
