package dev.serguard.check;

import dev.serguard.codec.Codec;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a codec keeps what a call returns in a field of its own, one for every thread that
 * shares it: {@code last = mapper.writeValueAsBytes(order); return last;}. Another thread's call
 * can replace the field between the store and the return, yet the compiled code of such a method
 * seldom shows it (the compiler may return the stored value without reading the field again), so
 * no number of overlapping calls finds it reliably; the fields themselves do, after one call on
 * one thread. A lock around the field would make it safe, which the fields cannot tell: this is
 * a note, never a failure.
 *
 * <pre>{@code
 * KeptResults.of(codec, order);   // Optional[serialize returns the byte[] it keeps in its field Cache.last …]
 * }</pre>
 */
final class KeptResults {

    // The codec's own objects, a few references deep: a codec's state, not its library's.
    private static final int DEPTH = 3;
    private static final int MOST_OBJECTS = 500;

    private KeptResults() {
    }

    /** One call each way on this thread; the note on the first result kept, if any. */
    static <T> Optional<String> of(Codec<T> codec, T value) throws Exception {
        byte[] bytes = codec.serialize(value);
        Optional<String> written = where(codec, bytes);
        if (written.isPresent()) {
            return Optional.of(note("serialize returns the byte[]", written.get()));
        }
        Object read = codec.deserialize(bytes);
        // An enum constant or a JDK value may be held for another reason; a model object read anew is not.
        boolean own = read != null && read != value && !read.getClass().isEnum() && !isJdk(read.getClass());
        return own ? where(codec, read).map(field -> note("deserialize returns the value", field)) : Optional.empty();
    }

    private static String note(String what, String field) {
        return what + " it keeps in its field " + field + ", one for every thread: another thread's call can replace it before this"
                + " one returns it, a race that compiled code seldom shows to a test. Keep the result in a local variable, or guard the"
                + " field with a lock.";
    }

    // The field, among the codec's objects, that holds target itself: Owner.field.
    private static Optional<String> where(Object codec, Object target) {
        Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        ArrayDeque<Object[]> next = new ArrayDeque<>();
        next.add(new Object[] {codec, 0});
        while (!next.isEmpty() && seen.size() < MOST_OBJECTS) {
            Object[] at = next.poll();
            Object object = at[0];
            int depth = (int) at[1];
            if (!seen.add(object)) {
                continue;
            }
            for (Class<?> type = object.getClass(); type != null && !isJdk(type); type = type.getSuperclass()) {
                for (Field field : type.getDeclaredFields()) {
                    if (Modifier.isStatic(field.getModifiers()) || field.getType().isPrimitive() || !field.trySetAccessible()) {
                        continue;
                    }
                    Object held;
                    try {
                        held = field.get(object);
                    } catch (IllegalAccessException | RuntimeException e) {
                        continue;
                    }
                    // A final field holds a constant (an empty array returned for an empty payload), never a result kept.
                    if (held == target && !Modifier.isFinal(field.getModifiers())) {
                        return Optional.of(type.getName().substring(type.getPackageName().isEmpty() ? 0 : type.getPackageName().length() + 1)
                                + "." + field.getName());
                    }
                    if (held != null && depth + 1 < DEPTH && !held.getClass().isArray() && !isJdk(held.getClass())) {
                        next.add(new Object[] {held, depth + 1});
                    }
                }
            }
        }
        return Optional.empty();
    }

    // The JDK's classes hold no codec state of their own to look into (a ThreadLocal's value is the thread's).
    private static boolean isJdk(Class<?> type) {
        String name = type.getName();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.") || name.startsWith("sun.")
                || name.startsWith("com.sun.");
    }
}
