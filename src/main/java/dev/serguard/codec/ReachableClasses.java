package dev.serguard.codec;

import org.apiguardian.api.API;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * The classes a library that must be told every class beforehand (a registration-required Kryo
 * or Fory, Hessian's allow list) meets in some values: found by walking the values, since
 * declared field types ({@code List}, {@code Object}) do not say which classes really occur.
 * Public for serguard's codecs in other packages, not for users.
 *
 * <p>Collections, maps, {@code Optional}s and arrays are walked through their API, the way
 * these libraries' serializers for them write them; JDK classes are leaves (the libraries have
 * serializers for them, and their fields are private to the JDK); other classes, records and
 * enums are walked through their fields, as field and record serializers do.
 */
@API(status = INTERNAL, since = "0.1")
public final class ReachableClasses {

    private final Set<Class<?>> found = new HashSet<>();
    private final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Deque<Object> pending = new ArrayDeque<>();
    private final Map<Class<?>, List<Field>> fields = new HashMap<>();

    private ReachableClasses() {
    }

    /** The classes to register, sorted by name so that every instance of the library gives them the same ids. */
    public static List<Class<?>> of(Class<?> root, Collection<?> samples) {
        ReachableClasses walk = new ReachableClasses();
        // The root is needed even when no sample is given, if it can have instances at all.
        if (!root.isInterface() && !Modifier.isAbstract(root.getModifiers()) || root.isArray()) {
            walk.found.add(root);
        }
        samples.forEach(walk::push);
        while (!walk.pending.isEmpty()) {
            walk.visit(walk.pending.pop());
        }
        List<Class<?>> sorted = new ArrayList<>(walk.found);
        sorted.removeIf(Class::isPrimitive);   // the libraries know primitives themselves
        sorted.sort(Comparator.comparing(Class::getName));
        return List.copyOf(sorted);
    }

    private void push(Object value) {
        // Identity, not equals: cheap, and safe for values whose equals or hashCode throws.
        if (value != null && seen.add(value)) {
            pending.push(value);
        }
    }

    private void visit(Object value) {
        Class<?> type = value.getClass();
        if (value instanceof Enum<?> constant) {
            // A constant with a body is an anonymous subclass; the enum itself is what is registered.
            found.add(constant.getDeclaringClass());
            return;
        }
        found.add(type);
        if (type.isArray()) {
            if (!type.getComponentType().isPrimitive()) {
                for (int i = 0, n = Array.getLength(value); i < n; i++) {
                    push(Array.get(value, i));
                }
            }
        } else if (value instanceof Collection<?> collection) {
            collection.forEach(this::push);
            if (value instanceof SortedSet<?> sorted) {
                push(sorted.comparator());
            }
        } else if (value instanceof Map<?, ?> map) {
            map.forEach((key, entry) -> {
                push(key);
                push(entry);
            });
            if (value instanceof SortedMap<?, ?> sorted) {
                push(sorted.comparator());
            }
        } else if (value instanceof Optional<?> optional) {
            optional.ifPresent(this::push);
        } else if (!isJdk(type)) {
            for (Field field : fieldsOf(type)) {
                push(read(field, value));
            }
        }
    }

    /** Whether {@code type} is the JDK's own, whose fields are closed to the libraries. */
    public static boolean isJdk(Class<?> type) {
        String name = type.getName();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun.");
    }

    private List<Field> fieldsOf(Class<?> type) {
        return fields.computeIfAbsent(type, t -> {
            List<Field> result = new ArrayList<>();
            for (Class<?> c = t; c != null && c != Object.class && !isJdk(c); c = c.getSuperclass()) {
                for (Field field : c.getDeclaredFields()) {
                    int modifiers = field.getModifiers();
                    // Primitive fields hold no class to register; static and transient ones are not written.
                    if (Modifier.isStatic(modifiers) || Modifier.isTransient(modifiers) || field.getType().isPrimitive()) {
                        continue;
                    }
                    if (!field.trySetAccessible()) {
                        throw new IllegalArgumentException("cannot read field " + field.getName() + " of " + c.getName()
                                + " to find the classes to register; open its package to serguard"
                                + " (opens " + c.getPackageName() + ")");
                    }
                    result.add(field);
                }
            }
            return result;
        });
    }

    private static Object read(Field field, Object owner) {
        try {
            return field.get(owner);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("field " + field + " was made accessible but cannot be read", e);
        }
    }
}
