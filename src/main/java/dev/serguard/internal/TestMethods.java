package dev.serguard.internal;

import org.apiguardian.api.API;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The methods of a test class as serguard finds and calls the ones that make a test's codecs and
 * payloads, whatever runs the test: the adapter that knows the test framework answers where they
 * are looked for (the test class, its superclasses, the classes that enclose it) and which
 * instance a method that is not static is called on ({@code junit.TestDeclarations}).
 */
@API(status = INTERNAL, since = "0.4")
public interface TestMethods {

    /** The test method these methods serve. */
    Method method();

    /** The class the test method runs in. */
    Class<?> testClass();

    /** The method {@code name(parameterTypes)}, nearest class first. */
    Optional<Method> findMethod(String name, Class<?>... parameterTypes);

    /** Every method named {@code name}, whatever its parameters, nearest class first: the near misses of a method looked for. */
    List<Method> methodsNamed(String name);

    /** Whether {@code m} is a test method, which is never a factory, whatever its name. */
    boolean isTest(Method m);

    /** Whether {@code m} can be called now: it is static, or there is an instance to call it on. */
    boolean callable(Method m);

    /** Calls {@code m}, which must be {@linkplain #callable(Method) callable}; the method's exception is rethrown as is. */
    Object invoke(Method m, Object... arguments);

    /** {@code OrderTests.payload(Size, Random)}. */
    static String signature(Method m) {
        return m.getDeclaringClass().getSimpleName() + "." + m.getName() + "("
                + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName).collect(Collectors.joining(", ")) + ")";
    }

    /** {@code OrderTests.orders}: a test method as messages name it. */
    static String where(Method method) {
        return method.getDeclaringClass().getSimpleName() + "." + method.getName();
    }

    /** {@code The codec source … of OrderTests.orders is not static: make it static, or …}, said of {@code subject}. */
    default Misconfiguration notStatic(String subject) {
        return Misconfiguration.declaration(subject, " is not static", "make it static, or annotate "
                + testClass().getSimpleName() + " with @TestInstance(Lifecycle.PER_CLASS) to have it called on the test instance");
    }
}
