package dev.serguard.check;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Field-by-field comparison of what was written with what was read back, stopping at the first
 * difference and naming its path.
 *
 * <pre>{@code
 * Optional<Difference> diff = DeepEquality.firstDifference(original, readBack);
 * }</pre>
 *
 * <p>Why not {@code equals}: many models do not override it, and when they do, "not equal" does
 * not say where. Rules: JDK value types ({@code String}, numbers, {@code java.time}, …) compare by
 * {@code equals}, so {@code BigDecimal} {@code 1.0} and {@code 1.00} differ, as they do for the
 * application; lists and arrays by index; sets by {@code equals}; maps key by key; {@code
 * Optional} by content; records by component; other classes by every non-static, non-transient
 * field, superclasses included. The concrete collection class does not matter (an {@code
 * ArrayList} may come back as another {@code List}); the class of a model object does.
 */
public final class DeepEquality {

    // Looked up once per class: reflection lookups cost far more than the reads, and the
    // thread-safety check compares values millions of times.
    private static final ClassValue<List<Method>> ACCESSORS = new ClassValue<>() {
        @Override
        protected List<Method> computeValue(Class<?> type) {
            List<Method> accessors = new ArrayList<>();
            for (RecordComponent component : type.getRecordComponents()) {
                Method accessor = component.getAccessor();
                accessor.trySetAccessible();
                accessors.add(accessor);
            }
            return List.copyOf(accessors);
        }
    };

    // The compared fields declared by one class, made accessible where the module system allows.
    private static final ClassValue<List<Field>> FIELDS = new ClassValue<>() {
        @Override
        protected List<Field> computeValue(Class<?> type) {
            List<Field> fields = new ArrayList<>();
            for (Field field : type.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers) && !field.isSynthetic()) {
                    field.trySetAccessible();
                    fields.add(field);
                }
            }
            return List.copyOf(fields);
        }
    };

    private final IdentityHashMap<Object, Object> visited = new IdentityHashMap<>();

    private DeepEquality() {
    }

    /** The first difference between {@code expected} and {@code actual}, or empty when equal. */
    public static Optional<Difference> firstDifference(Object expected, Object actual) {
        String root = expected == null ? "value" : expected.getClass().getSimpleName();
        return Optional.ofNullable(new DeepEquality().compare(root, expected, actual));
    }

    private Difference compare(String path, Object expected, Object actual) {
        if (expected == actual) {
            return null;
        }
        if (expected == null || actual == null) {
            return new Difference(path, describe(expected), describe(actual));
        }
        if (expected instanceof Optional<?> left && actual instanceof Optional<?> right) {
            return compare(path + ".get()", left.orElse(null), right.orElse(null));
        }
        if (expected instanceof List<?> left && actual instanceof List<?> right) {
            return compareSequences(path, left, right, left.size(), right.size());
        }
        if (expected.getClass().isArray() && actual.getClass().isArray()) {
            return compareSequences(path, arrayToList(expected), arrayToList(actual), Array.getLength(expected), Array.getLength(actual));
        }
        if (expected instanceof Map<?, ?> left && actual instanceof Map<?, ?> right) {
            return compareMaps(path, left, right);
        }
        if (expected instanceof Set<?> || expected instanceof Collection<?> && !(expected instanceof List<?>)) {
            return expected.equals(actual) ? null : new Difference(path, describe(expected), describe(actual));
        }
        if (expected.getClass() != actual.getClass()) {
            return new Difference(path, "a " + expected.getClass().getName(), "a " + actual.getClass().getName());
        }
        if (isValueType(expected.getClass())) {
            return expected.equals(actual) ? null : new Difference(path, describe(expected), describe(actual));
        }
        if (visited.put(expected, actual) != null) {
            return null;        // a cycle: already being compared further up
        }
        return expected.getClass().isRecord() ? compareRecords(path, expected, actual) : compareFields(path, expected, actual);
    }

    private Difference compareSequences(String path, List<?> left, List<?> right, int leftSize, int rightSize) {
        for (int i = 0; i < Math.min(leftSize, rightSize); i++) {
            Difference difference = compare(path + "[" + i + "]", left.get(i), right.get(i));
            if (difference != null) {
                return difference;
            }
        }
        return leftSize == rightSize ? null
                : new Difference(path + ".size()", String.valueOf(leftSize), String.valueOf(rightSize));
    }

    private Difference compareMaps(String path, Map<?, ?> left, Map<?, ?> right) {
        for (Map.Entry<?, ?> entry : left.entrySet()) {
            String entryPath = path + "[" + describe(entry.getKey()) + "]";
            if (!right.containsKey(entry.getKey())) {
                return new Difference(entryPath, describe(entry.getValue()), "no such key");
            }
            Difference difference = compare(entryPath, entry.getValue(), right.get(entry.getKey()));
            if (difference != null) {
                return difference;
            }
        }
        for (Object key : right.keySet()) {
            if (!left.containsKey(key)) {
                return new Difference(path + "[" + describe(key) + "]", "no such key", describe(right.get(key)));
            }
        }
        return null;
    }

    private Difference compareRecords(String path, Object expected, Object actual) {
        for (Method accessor : ACCESSORS.get(expected.getClass())) {
            try {
                Difference difference = compare(path + "." + accessor.getName(), accessor.invoke(expected), accessor.invoke(actual));
                if (difference != null) {
                    return difference;
                }
            } catch (ReflectiveOperationException e) {
                throw new IllegalStateException("cannot read " + path + "." + accessor.getName(), e);
            }
        }
        return null;
    }

    private Difference compareFields(String path, Object expected, Object actual) {
        for (Class<?> type = expected.getClass(); type != null && type != Object.class; type = type.getSuperclass()) {
            if (isJdk(type)) {
                return expected.equals(actual) ? null : new Difference(path, describe(expected), describe(actual));
            }
            for (Field field : FIELDS.get(type)) {
                if (!field.canAccess(expected)) {
                    throw new IllegalStateException("cannot read field " + path + "." + field.getName()
                            + ": open its package to serguard (opens ... to ALL-UNNAMED)");
                }
                try {
                    Difference difference = compare(path + "." + field.getName(), field.get(expected), field.get(actual));
                    if (difference != null) {
                        return difference;
                    }
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException("cannot read field " + path + "." + field.getName(), e);
                }
            }
        }
        return null;
    }

    private static boolean isValueType(Class<?> type) {
        return type.isPrimitive() || type.isEnum() || type.getSuperclass() != null && type.getSuperclass().isEnum()
                || Number.class.isAssignableFrom(type) || isJdk(type);
    }

    private static boolean isJdk(Class<?> type) {
        String name = type.getName();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun.");
    }

    private static List<Object> arrayToList(Object array) {
        int length = Array.getLength(array);
        List<Object> list = new ArrayList<>(length);
        for (int i = 0; i < length; i++) {
            list.add(Array.get(array, i));
        }
        return list;
    }

    static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof CharSequence text) {
            String shown = text.length() > 60 ? text.subSequence(0, 57) + "…" : text.toString();
            return '"' + shown + '"' + (text.length() > 60 ? " (" + text.length() + " chars)" : "");
        }
        if (value instanceof BigDecimal decimal) {
            return decimal.toString() + " (scale " + decimal.scale() + ")";
        }
        if (value instanceof Collection<?> collection) {
            return value.getClass().getSimpleName() + " of " + collection.size();
        }
        if (value instanceof Map<?, ?> map) {
            return value.getClass().getSimpleName() + " of " + map.size();
        }
        String text = String.valueOf(value);
        return text.length() > 80 ? text.substring(0, 77) + "…" : text;
    }

}
