package dev.serguard.check;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Currency;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Phaser;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.DoubleAccumulator;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.regex.Pattern;

/**
 * What the comparator knows about one class, worked out once per class (a {@link ClassValue}):
 * the rule it is compared by, its fields, and whether its own {@code equals} and {@code hashCode}
 * are to be honoured. The thread-safety check compares values millions of times; reflection
 * costs far more than the reads.
 */
final class TypeShape {

    /** The rule a class is compared by. */
    enum Kind {
        /** {@code equals}: JDK classes that define it, enums, and JDK classes whose instances are canonical. */
        VALUE,
        /** Character content: {@code StringBuilder}, {@code StringBuffer}. */
        TEXT,
        /** {@code toExternalForm()}: {@code URL.equals} resolves host names. */
        URL,
        /** {@code pattern()} and {@code flags()}. */
        PATTERN,
        /** The held number or boolean: atomics, adders, accumulators. */
        ATOMIC_VALUE,
        /** {@code java.lang.Object} itself: nothing to compare. */
        STATELESS,
        /** JDK classes with identity {@code equals} and no content rule (locks, {@code Random}): by class only. */
        OPAQUE,
        /** Other JDK classes with identity {@code equals} that describe themselves: by {@code toString}. */
        BY_TO_STRING,
        OPTIONAL,
        PRIMITIVE_ARRAY,
        ARRAY,
        ATOMIC_ARRAY,
        /** Lists and every other collection that is not a set, by iteration order. */
        SEQUENCE,
        SET,
        /** Priority queues: elements matched without regard to order, comparators by class. */
        BAG,
        MAP,
        ENTRY,
        ATOMIC_REFERENCE,
        THROWABLE,
        RECORD,
        /** The user's classes: field by field, then their own {@code equals}. */
        OBJECT
    }

    private static final ClassValue<TypeShape> SHAPES = new ClassValue<>() {
        @Override
        protected TypeShape computeValue(Class<?> type) {
            return new TypeShape(type);
        }
    };

    private static final ClassLoader PLATFORM = ClassLoader.getPlatformClassLoader();

    final Class<?> type;
    final Kind kind;
    /** For {@link Kind#OBJECT}: the rule of its nearest JDK superclass with content, or {@code null}. */
    final Kind jdkPart;
    /** Compared fields (non-static, non-synthetic, not transient), own class first, then superclasses. */
    final ComparedField[] fields;
    /** The same, transient fields included, in the same order. */
    final ComparedField[] allFields;
    final ComparedField[] transientFields;
    /** A user class whose {@code equals} the round trip must satisfy. */
    final boolean honoursEquals;
    /** A user class that defines {@code hashCode}, which may fill a lazily cached field. */
    final boolean overridesHashCode;
    /** Some class in the hierarchy defines {@code equals}: worth a hash lookup when matching set elements. */
    final boolean definesEquals;
    /** Its instances can change, so two paths sharing one is worth a note. */
    final boolean aliasNotes;

    private TypeShape(Class<?> type) {
        this.type = type;
        this.kind = kindOf(type);
        List<ComparedField> compared = new ArrayList<>();
        List<ComparedField> all = new ArrayList<>();
        List<ComparedField> transients = new ArrayList<>();
        Kind part = null;
        if (kind == Kind.RECORD) {
            for (RecordComponent component : type.getRecordComponents()) {
                ComparedField field = new ComparedField(declaredField(type, component.getName()), component.getAccessor(), false);
                compared.add(field);
                all.add(field);
            }
        } else if (kind == Kind.OBJECT) {
            Class<?> level = type;
            for (; level != null && !isJdk(level); level = level.getSuperclass()) {
                for (Field field : level.getDeclaredFields()) {
                    int modifiers = field.getModifiers();
                    if (Modifier.isStatic(modifiers) || field.isSynthetic()) {
                        continue;
                    }
                    ComparedField read = new ComparedField(field, null, Modifier.isTransient(modifiers));
                    all.add(read);
                    (read.isTransient ? transients : compared).add(read);
                }
            }
            if (level != null && level != Object.class) {
                Kind jdk = kindOf(level);
                part = jdk == Kind.OPAQUE || jdk == Kind.STATELESS || jdk == Kind.BY_TO_STRING ? null : jdk;
            }
        }
        this.jdkPart = part;
        this.fields = compared.toArray(ComparedField[]::new);
        this.allFields = all.toArray(ComparedField[]::new);
        this.transientFields = transients.toArray(ComparedField[]::new);
        this.definesEquals = !type.isArray() && !type.isPrimitive() && declaringClass(type, "equals", Object.class) != Object.class;
        this.honoursEquals = kind == Kind.OBJECT && !isJdk(declaringClass(type, "equals", Object.class));
        this.overridesHashCode = kind == Kind.OBJECT && !isJdk(declaringClass(type, "hashCode"));
        this.aliasNotes = switch (kind) {
            case OBJECT, SEQUENCE, SET, BAG, MAP, ARRAY, PRIMITIVE_ARRAY, ATOMIC_ARRAY, ATOMIC_REFERENCE -> !isUnmodifiableJdk(type);
            default -> false;
        };
    }

    static TypeShape of(Class<?> type) {
        return SHAPES.get(type);
    }

    /** Loaded by the bootstrap or platform loader: the JDK's own classes, whose fields serguard does not read. */
    static boolean isJdk(Class<?> type) {
        ClassLoader loader = type.getClassLoader();
        return loader == null || loader == PLATFORM;
    }

    private static Kind kindOf(Class<?> type) {
        if (type.isArray()) {
            return type.getComponentType().isPrimitive() ? Kind.PRIMITIVE_ARRAY : Kind.ARRAY;
        }
        if (type.isEnum() || type.getSuperclass() != null && type.getSuperclass().isEnum() || type.isPrimitive()) {
            return Kind.VALUE;
        }
        if (Map.class.isAssignableFrom(type)) {
            return Kind.MAP;
        }
        if (Set.class.isAssignableFrom(type)) {
            return Kind.SET;
        }
        if (List.class.isAssignableFrom(type)) {
            return Kind.SEQUENCE;
        }
        if (PriorityQueue.class.isAssignableFrom(type) || PriorityBlockingQueue.class.isAssignableFrom(type)) {
            return Kind.BAG;
        }
        if (Collection.class.isAssignableFrom(type)) {
            return Kind.SEQUENCE;
        }
        if (!isJdk(type)) {
            return type.isRecord() ? Kind.RECORD : Kind.OBJECT;
        }
        return jdkKind(type);
    }

    // JDK classes: the ones that inherit Object.equals get a content rule, or a fallback.
    private static Kind jdkKind(Class<?> type) {
        if (type == Optional.class) {
            return Kind.OPTIONAL;
        }
        if (type == Object.class) {
            return Kind.STATELESS;
        }
        if (isAny(type, AtomicBoolean.class, AtomicInteger.class, AtomicLong.class, LongAdder.class, DoubleAdder.class,
                LongAccumulator.class, DoubleAccumulator.class)) {
            return Kind.ATOMIC_VALUE;
        }
        if (AtomicReference.class.isAssignableFrom(type)) {
            return Kind.ATOMIC_REFERENCE;
        }
        if (isAny(type, AtomicIntegerArray.class, AtomicLongArray.class, AtomicReferenceArray.class)) {
            return Kind.ATOMIC_ARRAY;
        }
        if (Throwable.class.isAssignableFrom(type)) {
            return Kind.THROWABLE;
        }
        if (Map.Entry.class.isAssignableFrom(type)) {
            return Kind.ENTRY;
        }
        if (type == URL.class) {
            return Kind.URL;
        }
        if (type == Pattern.class) {
            return Kind.PATTERN;
        }
        // Identity equals, but one instance per value in a JVM (readResolve, caches): equals is right.
        if (isAny(type, Class.class, Module.class, Currency.class)) {
            return Kind.VALUE;
        }
        // Synchronizers carry no data worth a round trip, and their toString shows their identity.
        if (isAny(type, Lock.class, ReadWriteLock.class, Semaphore.class, CountDownLatch.class, CyclicBarrier.class, Phaser.class,
                ThreadLocal.class, Thread.class)) {
            return Kind.OPAQUE;
        }
        if (declaringClass(type, "equals", Object.class) != Object.class) {
            return Kind.VALUE;
        }
        if (CharSequence.class.isAssignableFrom(type)) {
            return Kind.TEXT;
        }
        return declaringClass(type, "toString") != Object.class ? Kind.BY_TO_STRING : Kind.OPAQUE;
    }

    private static boolean isAny(Class<?> type, Class<?>... supertypes) {
        for (Class<?> supertype : supertypes) {
            if (supertype.isAssignableFrom(type)) {
                return true;
            }
        }
        return false;
    }

    private static boolean isUnmodifiableJdk(Class<?> type) {
        String name = type.getName();
        return name.startsWith("java.util.ImmutableCollections$") || name.startsWith("java.util.Collections$Unmodifiable")
                || name.startsWith("java.util.Collections$Empty") || name.startsWith("java.util.Collections$Singleton");
    }

    private static Class<?> declaringClass(Class<?> type, String method, Class<?>... parameters) {
        try {
            return type.getMethod(method, parameters).getDeclaringClass();
        } catch (NoSuchMethodException e) {
            return Object.class;       // an interface: no implementation of its own
        }
    }

    private static Field declaredField(Class<?> type, String name) {
        try {
            return type.getDeclaredField(name);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException("record " + type.getName() + " has no field for its component " + name, e);
        }
    }
}
