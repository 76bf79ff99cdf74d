package dev.serguard.measure;

import java.util.Objects;
import java.util.Optional;

/**
 * What the timing engine reads besides the operation: the clock, the JVM's counters and the
 * environment. {@link #jvm()} in production; tests inject fakes, so that timing logic is tested
 * without asserting anything about real time.
 *
 * @param clock       the time source
 * @param allocation  bytes allocated by the current thread, where the JVM counts them
 * @param jit         JIT compilation time, where monitored
 * @param gc          garbage collections
 * @param environment agents, debugger, {@code -Xint}
 * @param reference   the workload timed in every round next to the loops ({@link Reference#loop()})
 * @param neighbours  how busy other processes keep the CPUs
 */
record Probes(Clock clock, Optional<AllocationCounter> allocation, Optional<JitActivity> jit, GcActivity gc,
                     Environment environment, TimedLoop reference, Neighbours neighbours) {

    /** Probes whose reference costs nothing on {@code clock}: measurements then have no ratio to it. */
    public Probes(Clock clock, Optional<AllocationCounter> allocation, Optional<JitActivity> jit, GcActivity gc, Environment environment) {
        this(clock, allocation, jit, gc, environment, (count, blackhole) -> { });
    }

    /** Probes that do not know how busy other processes keep the CPUs. */
    public Probes(Clock clock, Optional<AllocationCounter> allocation, Optional<JitActivity> jit, GcActivity gc, Environment environment,
                  TimedLoop reference) {
        this(clock, allocation, jit, gc, environment, reference, Neighbours.UNKNOWN);
    }

    public Probes {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(allocation, "allocation");
        Objects.requireNonNull(jit, "jit");
        Objects.requireNonNull(gc, "gc");
        Objects.requireNonNull(environment, "environment");
        Objects.requireNonNull(reference, "reference");
        Objects.requireNonNull(neighbours, "neighbours");
    }

    /** The real clock, counters and environment of this JVM. */
    public static Probes jvm() {
        return new Probes(Clock.system(), AllocationCounter.jvm(), JitActivity.jvm(), GcActivity.jvm(), Environment.current(), Reference.loop(),
                Neighbours.jvm());
    }

    long compilationMillis() {
        return jit.map(JitActivity::totalCompilationMillis).orElse(0L);
    }

    /** Methods queued for compilation; 0 where that cannot be read. */
    int queuedCompilations() {
        return jit.map(j -> j.queuedCompilations().orElse(0)).orElse(0);
    }

    long allocatedBytes() {
        return allocation.map(AllocationCounter::allocatedBytes).orElse(0L);
    }
}
