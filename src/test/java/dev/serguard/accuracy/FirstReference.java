package dev.serguard.accuracy;

import dev.serguard.measure.TimedLoop;

/**
 * Version 1 of serguard's reference workload (arithmetic, sorting, an open-addressing hash table,
 * varints over arrays), kept for {@code -Daccuracy=spread} to show how far a codec's ratio to it
 * moved from JVM to JVM, next to its ratio to the current one.
 */
final class FirstReference {

    static final TimedLoop LOOP = (count, blackhole) -> {
        for (long i = 0; i < count; i++) {
            blackhole.consume(work((int) (i & 1023)));
        }
    };

    private FirstReference() {
    }

    static long work(int seed) {
        int[] numbers = new int[192];
        long x = seed * 0x9E3779B97F4A7C15L + 1;
        for (int i = 0; i < numbers.length; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            numbers[i] = (int) (x >>> 40);
        }
        sort(numbers);
        int[] table = new int[512];                         // open addressing, 0 is empty
        int found = 0;
        for (int i = 0; i < numbers.length; i += 2) {
            put(table, numbers[i] | 1);
        }
        for (int number : numbers) {
            found += contains(table, number | 1) ? 1 : 0;
        }
        byte[] bytes = new byte[numbers.length * 5];
        int length = 0;
        for (int number : numbers) {
            for (int v = number; ; v >>>= 7) {                // a varint, as binary codecs write them
                if ((v & ~0x7F) == 0) {
                    bytes[length++] = (byte) v;
                    break;
                }
                bytes[length++] = (byte) ((v & 0x7F) | 0x80);
            }
        }
        long sum = found;
        for (int at = 0; at < length; ) {
            int v = 0;
            for (int shift = 0; ; shift += 7) {
                byte b = bytes[at++];
                v |= (b & 0x7F) << shift;
                if (b >= 0) {
                    break;
                }
            }
            sum = sum * 31 + v;
        }
        return sum;
    }

    // Insertion sort over runs, then merged by a shell pass: data-dependent branches, no JDK code.
    private static void sort(int[] a) {
        for (int gap : new int[] {57, 23, 10, 4, 1}) {
            for (int i = gap; i < a.length; i++) {
                int v = a[i];
                int j = i;
                while (j >= gap && a[j - gap] > v) {
                    a[j] = a[j - gap];
                    j -= gap;
                }
                a[j] = v;
            }
        }
    }

    private static void put(int[] table, int key) {
        int at = mix(key) & (table.length - 1);
        while (table[at] != 0 && table[at] != key) {
            at = (at + 1) & (table.length - 1);
        }
        table[at] = key;
    }

    private static boolean contains(int[] table, int key) {
        int at = mix(key) & (table.length - 1);
        while (table[at] != 0) {
            if (table[at] == key) {
                return true;
            }
            at = (at + 1) & (table.length - 1);
        }
        return false;
    }

    private static int mix(int key) {
        int h = key * 0x9E3779B9;
        return h ^ (h >>> 16);
    }
}
