package dev.serguard.check;

import java.lang.reflect.Array;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.concurrent.PriorityBlockingQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.concurrent.atomic.DoubleAccumulator;
import java.util.concurrent.atomic.DoubleAdder;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/** Reads the content of JDK classes whose {@code equals} is identity: atomics, atomic arrays, sorted collections. */
final class JdkContent {

    private JdkContent() {
    }

    /** The number or boolean an atomic, adder or accumulator holds. */
    static Object atomicValue(Object atomic) {
        if (atomic instanceof AtomicLong value) {
            return value.get();
        } else if (atomic instanceof AtomicInteger value) {
            return value.get();
        } else if (atomic instanceof AtomicBoolean value) {
            return value.get();
        } else if (atomic instanceof LongAdder value) {
            return value.sum();
        } else if (atomic instanceof DoubleAdder value) {
            return value.sum();
        } else if (atomic instanceof LongAccumulator value) {
            return value.get();
        } else {
            return ((DoubleAccumulator) atomic).get();
        }
    }

    /** The length of an array or atomic array. */
    static int length(Object array) {
        if (array instanceof AtomicIntegerArray atomic) {
            return atomic.length();
        } else if (array instanceof AtomicLongArray atomic) {
            return atomic.length();
        } else if (array instanceof AtomicReferenceArray<?> atomic) {
            return atomic.length();
        }
        return Array.getLength(array);
    }

    /** One element of an array or atomic array, boxed for primitives. */
    static Object element(Object array, int index) {
        if (array instanceof Object[] objects) {
            return objects[index];
        } else if (array instanceof AtomicIntegerArray atomic) {
            return atomic.get(index);
        } else if (array instanceof AtomicLongArray atomic) {
            return atomic.get(index);
        } else if (array instanceof AtomicReferenceArray<?> atomic) {
            return atomic.get(index);
        }
        return Array.get(array, index);
    }

    /**
     * The first index where two arrays of the same primitive type differ, or where the shorter
     * one ends; {@code -1} when equal. Floating point as {@code Double.equals}: {@code NaN} equals itself.
     */
    static int mismatch(Object expected, Object actual) {
        if (expected instanceof int[] e) {
            return Arrays.mismatch(e, (int[]) actual);
        } else if (expected instanceof byte[] e) {
            return Arrays.mismatch(e, (byte[]) actual);
        } else if (expected instanceof long[] e) {
            return Arrays.mismatch(e, (long[]) actual);
        } else if (expected instanceof double[] e) {
            return Arrays.mismatch(e, (double[]) actual);
        } else if (expected instanceof char[] e) {
            return Arrays.mismatch(e, (char[]) actual);
        } else if (expected instanceof boolean[] e) {
            return Arrays.mismatch(e, (boolean[]) actual);
        } else if (expected instanceof float[] e) {
            return Arrays.mismatch(e, (float[]) actual);
        }
        return Arrays.mismatch((short[]) expected, (short[]) actual);
    }

    /**
     * An empty array, collection or map: libraries hand out shared empty ones (often immutable,
     * always harmless to share), so their aliasing is never worth a note.
     */
    static boolean isEmpty(Object value) {
        if (value instanceof Collection<?> collection) {
            return collection.isEmpty();
        } else if (value instanceof Map<?, ?> map) {
            return map.isEmpty();
        }
        return value.getClass().isArray() && Array.getLength(value) == 0;
    }

    /** Whether the collection or map keeps its content sorted: sorted sets and maps, priority queues. */
    static boolean isSorted(Object container) {
        return container instanceof SortedSet<?> || container instanceof SortedMap<?, ?>
                || container instanceof PriorityQueue<?> || container instanceof PriorityBlockingQueue<?>;
    }

    /** The comparator of a sorted container; {@code null} for natural order. */
    static Comparator<?> comparator(Object sorted) {
        if (sorted instanceof SortedSet<?> set) {
            return set.comparator();
        } else if (sorted instanceof SortedMap<?, ?> map) {
            return map.comparator();
        } else if (sorted instanceof PriorityQueue<?> queue) {
            return queue.comparator();
        }
        return ((PriorityBlockingQueue<?>) sorted).comparator();
    }
}
