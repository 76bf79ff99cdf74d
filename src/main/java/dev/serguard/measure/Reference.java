package dev.serguard.measure;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A fixed reference workload, timed in every sampling round next to the codecs, so that a codec's
 * time can be expressed as a ratio to it ({@link Rounds#relativeToReference()}). Whatever slows
 * the machine at that moment (a neighbour's build, a throttled host, a slower CI runner) slows
 * both alike, and the ratio stays: a baseline records ratios, not nanoseconds.
 *
 * <pre>{@code
 * TimedLoop reference = Reference.loop();
 * }</pre>
 *
 * <p>The work is a deterministic mix of what serialization does: 64-bit arithmetic, filling and
 * sorting an array (branches that depend on the data), a hash map of boxed keys and short strings
 * (hashing, pointer chasing, small allocations the garbage collector must clear). Its limits: it
 * follows the CPU, caches and memory as a whole, not what one codec leans on most; and another JDK
 * or garbage collector changes codec times in ways it does not share (baselines are therefore kept
 * per JDK, collector and mode).
 */
public final class Reference {

    // One instance: the engine warms it up once per JVM.
    private static final TimedLoop LOOP = (count, blackhole) -> {
        for (long i = 0; i < count; i++) {
            blackhole.consume(work((int) (i & 1023)));
        }
    };

    private Reference() {
    }

    /** The workload as a timed loop, each operation on the next of 1,024 fixed seeds; always the same instance. */
    public static TimedLoop loop() {
        return LOOP;
    }

    /**
     * One operation, some 5 µs of CPU and memory work on a 2020s server core. Returns a checksum,
     * the same for the same seed on every machine, which the caller must consume.
     */
    public static long work(int seed) {
        int[] numbers = new int[128];
        long x = seed * 0x9E3779B97F4A7C15L + 1;
        for (int i = 0; i < numbers.length; i++) {
            x = x * 6364136223846793005L + 1442695040888963407L;
            numbers[i] = (int) (x >>> 40);
        }
        Arrays.sort(numbers);
        Map<Integer, String> names = new HashMap<>();
        for (int i = 0; i < numbers.length; i += 4) {
            names.put(numbers[i], Integer.toHexString(numbers[i]));
        }
        long sum = 0;
        for (int number : numbers) {
            String name = names.get(number);
            sum = sum * 31 + (name == null ? number : name.length());
        }
        return sum;
    }
}
