package dev.serguard.junit;

import dev.serguard.internal.TestMethods;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.junit.platform.commons.support.ReflectionSupport;

import java.lang.annotation.Annotation;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where the configuration of one {@link SerializationTest} method is found: on the method, then
 * on its class and that class's superclasses, then, for a {@code @Nested} class, on each
 * enclosing class and its superclasses, nearest first. The methods that the conventions,
 * {@link CodecSource} and {@link PayloadSource} name are looked for in the same order, and called
 * on the test instance when they are not static ({@code @TestInstance(PER_CLASS)}), as JUnit's
 * {@code @MethodSource} does.
 *
 * <pre>{@code
 * TestDeclarations declared = TestDeclarations.of(context);
 * Optional<TestDeclarations.Found<PayloadSizes>> sizes = declared.find(PayloadSizes.class);
 * }</pre>
 *
 * <p>The enclosing classes come from the extension context's parents: they are the classes of
 * the enclosing instances (a subclass of the class that declares the {@code @Nested} one
 * included), as with JUnit's {@code AnnotationSupport.findAnnotation(Class, Class, List)}; that
 * method only exists from JUnit 5.12, the parents exist in every JUnit 5. Superclasses are
 * searched because serguard's annotations are not {@code @Inherited}: without the walk, a budget
 * on a base class would be silently ignored.
 */
final class TestDeclarations implements TestMethods {

    private static final String AUTODETECTION = "junit.jupiter.extensions.autodetection.enabled";

    private final ExtensionContext context;
    private final Method method;
    private final List<Class<?>> classes;          // the test class, then the enclosing ones, nearest first
    private final List<Class<?>> withSuperclasses; // each of those followed by its superclasses

    private TestDeclarations(ExtensionContext context, Method method, List<Class<?>> classes) {
        this.context = context;
        this.method = method;
        this.classes = List.copyOf(classes);
        List<Class<?>> all = new ArrayList<>();
        for (Class<?> type : classes) {
            for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
                if (!all.contains(c)) {
                    all.add(c);
                }
            }
        }
        this.withSuperclasses = List.copyOf(all);
    }

    static TestDeclarations of(ExtensionContext context) {
        List<Class<?>> classes = new ArrayList<>(List.of(context.getRequiredTestClass()));
        for (Optional<ExtensionContext> c = context.getParent(); c.isPresent(); c = c.get().getParent()) {
            c.get().getTestClass().filter(type -> !classes.contains(type)).ifPresent(classes::add);
        }
        return new TestDeclarations(context, context.getRequiredTestMethod(), classes);
    }

    /**
     * The declarations of {@code method} of {@code testClass} without a test run: that class and
     * the classes that enclose it, and no test instance, so that only static sources can be
     * called. How a world of the upgrade duet finds the test's codecs and payloads.
     */
    static TestDeclarations ofStatic(Class<?> testClass, Method method) {
        List<Class<?>> classes = new ArrayList<>();
        for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
            classes.add(c);
        }
        return new TestDeclarations(null, method, classes);
    }

    @Override
    public Method method() {
        return method;
    }

    @Override
    public Class<?> testClass() {
        return classes.get(0);
    }

    /**
     * An annotation and where it was found.
     *
     * @param annotation the annotation
     * @param onClass    the class it is on; empty when it is on the test method
     */
    record Found<A extends Annotation>(A annotation, Optional<Class<?>> onClass) {
    }

    /** The nearest {@code type}: on the method, else on a class, nearest first. */
    <A extends Annotation> Optional<Found<A>> find(Class<A> type) {
        return findAll(type).stream().findFirst();
    }

    /** Every {@code type}, nearest first: the method's, then each class's. */
    <A extends Annotation> List<Found<A>> findAll(Class<A> type) {
        List<Found<A>> found = new ArrayList<>();
        Set<A> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        AnnotationSupport.findAnnotation(method, type).ifPresent(a -> found.add(new Found<>(a, Optional.empty())));
        for (Class<?> c : withSuperclasses) {
            AnnotationSupport.findAnnotation(c, type).filter(seen::add).ifPresent(a -> found.add(new Found<>(a, Optional.of(c))));
        }
        return found;
    }

    /**
     * Every repeatable {@code type}, outermost first and the method's last: a budget on an
     * enclosing class or a base class holds as well as the test's own.
     */
    <A extends Annotation> List<Found<A>> findRepeatable(Class<A> type) {
        List<Found<A>> found = new ArrayList<>();
        // An annotation a class inherits (from an interface, say) is found again on that class: once is enough.
        Set<A> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Class<?>> outermostFirst = new ArrayList<>(withSuperclasses);
        Collections.reverse(outermostFirst);
        for (Class<?> c : outermostFirst) {
            AnnotationSupport.findRepeatableAnnotations(c, type).stream().filter(seen::add)
                    .forEach(a -> found.add(new Found<>(a, Optional.of(c))));
        }
        AnnotationSupport.findRepeatableAnnotations(method, type).forEach(a -> found.add(new Found<>(a, Optional.empty())));
        return found;
    }

    /**
     * Where {@code found} is, for a message: {@code OrderTests.orders} on the test method or its
     * class, {@code OrderTests (for Nested.orders)} on an enclosing or a base class; a test method
     * a class inherits is named by that class, as JUnit runs it.
     */
    String at(Found<?> found) {
        String test = testClass().getSimpleName() + "." + method.getName();
        return found.onClass().filter(c -> c != testClass()).map(c -> c.getSimpleName() + " (for " + test + ")").orElse(test);
    }

    /** The method {@code name(parameterTypes)} of the test class (or a superclass) or of an enclosing class, nearest first. */
    @Override
    public Optional<Method> findMethod(String name, Class<?>... parameterTypes) {
        for (Class<?> c : classes) {
            Optional<Method> found = ReflectionSupport.findMethod(c, name, parameterTypes);
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    @Override
    public List<Method> methodsNamed(String name) {
        List<Method> found = new ArrayList<>();
        for (Class<?> c : classes) {
            ReflectionSupport.findMethods(c, m -> m.getName().equals(name), HierarchyTraversalMode.BOTTOM_UP).stream()
                    .filter(m -> !found.contains(m)).forEach(found::add);
        }
        return found;
    }

    // A test method (the @SerializationTest itself, say) is never a factory, whatever its name.
    @Override
    public boolean isTest(Method m) {
        return AnnotationSupport.isAnnotated(m, Testable.class);
    }

    @Override
    public boolean callable(Method m) {
        return Modifier.isStatic(m.getModifiers()) || instance(m.getDeclaringClass()).isPresent();
    }

    @Override
    public Object invoke(Method m, Object... arguments) {
        Object target = Modifier.isStatic(m.getModifiers()) ? null : instance(m.getDeclaringClass()).orElseThrow();
        return ReflectionSupport.invokeMethod(m, target, arguments);
    }

    // Under PER_CLASS the test instance exists before the invocations are provided; an enclosing
    // class's instance may sit in a parent context (a PER_METHOD @Nested class in a PER_CLASS one).
    private Optional<Object> instance(Class<?> owner) {
        for (Optional<ExtensionContext> c = Optional.ofNullable(context); c.isPresent(); c = c.get().getParent()) {
            ExtensionContext level = c.get();
            Optional<Object> found = level.getTestInstances().flatMap(instances -> instances.findInstance(owner)).map(Object.class::cast)
                    .or(() -> level.getTestInstance().filter(owner::isInstance));
            if (found.isPresent()) {
                return found;
            }
        }
        return Optional.empty();
    }

    /**
     * Whether an extension other than serguard's may resolve the test method's parameters: one
     * registered with {@code @ExtendWith} (directly or in a composed annotation such as
     * {@code @SpringBootTest}) on the method, a parameter, a class, an enclosing class, a field or
     * a constructor parameter, a {@code @RegisterExtension} field, or any extension when
     * auto-detection is on. serguard cannot ask JUnit which resolvers are registered, so it
     * only speaks for a parameter when none of these is there.
     */
    boolean otherExtensionsMayBeRegistered() {
        if (context.getConfigurationParameter(AUTODETECTION).map(value -> value.trim().equalsIgnoreCase("true")).orElse(false)) {
            return true;
        }
        if (registersExtension(method) || Arrays.stream(method.getParameters()).anyMatch(TestDeclarations::registersExtension)) {
            return true;
        }
        for (Class<?> c : withSuperclasses) {
            if (registersExtension(c)
                    || !ReflectionSupport.findFields(c, f -> AnnotationSupport.isAnnotated(f, RegisterExtension.class) || registersExtension(f),
                    HierarchyTraversalMode.TOP_DOWN).isEmpty()) {
                return true;
            }
            for (Constructor<?> constructor : c.getDeclaredConstructors()) {
                for (Parameter parameter : constructor.getParameters()) {
                    if (registersExtension(parameter)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean registersExtension(AnnotatedElement element) {
        return AnnotationSupport.findRepeatableAnnotations(element, ExtendWith.class).stream()
                .flatMap(a -> Arrays.stream(a.value()))
                .anyMatch(extension -> extension != SerializationTestExtension.class);
    }
}
