package dev.serguard.baseline;

import dev.serguard.measure.Measurement;
import dev.serguard.measure.TimedLoop;
import dev.serguard.measure.TimingEngine;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * How fast this machine is, today: the time per operation of a fixed reference workload, timed
 * by the same engine and settings as the codecs. A baseline stores it next to every time, so
 * that a later run on another machine compares {@code time / calibration} ratios instead of
 * nanoseconds: a laptop's baseline does not fail on a CI runner that is twice as slow at
 * everything.
 *
 * <pre>{@code
 * Calibration here = Calibration.measure(new TimingEngine(MeasureSettings.quick()));
 * double slower = here.relativeTo(recorded.calibration().getAsDouble());   // 2.0: this machine takes twice as long
 * }</pre>
 *
 * <p>The workload is a deterministic mix of what serialization does: 64-bit arithmetic, filling
 * and sorting an array (branches that depend on the data), a hash map of boxed keys and short
 * strings (hashing, pointer chasing, small allocations that the garbage collector must clear).
 * Its limits: it scales with the CPU's clock, caches and memory as a whole, not with what one
 * codec leans on most (a machine with a much larger cache may speed up a large payload more than
 * the workload); it is measured once per run, so a machine whose speed changes during the run
 * (throttling, a neighbour on a shared runner) is not followed; and another JDK version or
 * garbage collector changes codec times in ways the workload does not share. Sizes and
 * allocation need no calibration: they do not depend on the machine.
 */
public record Calibration(double nanosPerOp) {

    /** How many times the workload is measured. */
    static final int ROUNDS = 3;

    public Calibration {
        if (!(nanosPerOp > 0) || Double.isInfinite(nanosPerOp)) {
            throw new IllegalArgumentException("nanosPerOp must be a finite number > 0 but was " + nanosPerOp);
        }
    }

    /** Times the reference workload with {@code engine}. */
    public static Calibration measure(TimingEngine engine) throws Exception {
        return measure(engine, workload());
    }

    /**
     * Times {@code workload} with {@code engine}: the reference workload, or a stand-in of known
     * cost in tests. The fastest of {@value #ROUNDS} measurements counts: the first ones may end
     * their warm-up before the JIT's top tier has compiled all of the workload (a cold JVM's
     * first round can be half again as slow), and another process can only ever make a round
     * slower.
     */
    public static Calibration measure(TimingEngine engine, TimedLoop workload) throws Exception {
        double fastest = Double.MAX_VALUE;
        for (int round = 0; round < ROUNDS; round++) {
            Measurement measurement = engine.measure(workload);
            fastest = Math.min(fastest, measurement.nanosPerOp().median());
        }
        return new Calibration(fastest);
    }

    /** The reference workload as a timed loop, each operation on the next of 1,024 fixed seeds. */
    public static TimedLoop workload() {
        return (count, blackhole) -> {
            for (long i = 0; i < count; i++) {
                blackhole.consume(referenceWork((int) (i & 1023)));
            }
        };
    }

    /**
     * One operation of the reference workload, some 5 µs of CPU and memory work on a 2020s server core. Returns a
     * checksum, the same for the same seed on every machine, which the caller must consume.
     */
    public static long referenceWork(int seed) {
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

    /** How many times longer the workload takes here than it took where {@code recordedNanosPerOp} was measured. */
    public double relativeTo(double recordedNanosPerOp) {
        return nanosPerOp / recordedNanosPerOp;
    }
}
