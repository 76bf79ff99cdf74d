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
 * @param environment agents, debugger, {@code -Xint}, load
 */
public record Probes(Clock clock, Optional<AllocationCounter> allocation, Optional<JitActivity> jit, GcActivity gc,
                     Environment environment) {

    public Probes {
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(allocation, "allocation");
        Objects.requireNonNull(jit, "jit");
        Objects.requireNonNull(gc, "gc");
        Objects.requireNonNull(environment, "environment");
    }

    /** The real clock, counters and environment of this JVM. */
    public static Probes jvm() {
        return new Probes(Clock.system(), AllocationCounter.jvm(), JitActivity.jvm(), GcActivity.jvm(), Environment.current());
    }

    long compilationMillis() {
        return jit.map(JitActivity::totalCompilationMillis).orElse(0L);
    }

    long allocatedBytes() {
        return allocation.map(AllocationCounter::allocatedBytes).orElse(0L);
    }
}
