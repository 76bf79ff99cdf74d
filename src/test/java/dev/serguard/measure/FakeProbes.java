package dev.serguard.measure;

import java.util.List;
import java.util.Optional;

/** Probes for timing tests: a given clock, no GC, a calm environment; no real time is read. */
public final class FakeProbes {

    /** A JVM with no agent, the JIT on and a load well under its 2 cores. */
    public static final Environment CALM = new Environment(List.of(), "mixed mode");

    /** A collector that never runs. */
    public static final GcActivity NO_GC = new GcActivity() {
        @Override
        public long collections() {
            return 0;
        }

        @Override
        public long collectionMillis() {
            return 0;
        }
    };

    private FakeProbes() {
    }

    /** Only {@code clock}: no allocation or JIT counters, no GC, a calm environment. */
    /** A JIT that spends no time compiling and has {@code methods} methods queued, asked each time. */
    public static JitActivity queued(java.util.function.IntSupplier methods) {
        return new JitActivity() {
            @Override
            public long totalCompilationMillis() {
                return 0;
            }

            @Override
            public java.util.OptionalInt queuedCompilations() {
                return java.util.OptionalInt.of(methods.getAsInt());
            }
        };
    }

    public static Probes on(Clock clock) {
        return new Probes(clock, Optional.empty(), Optional.empty(), NO_GC, CALM);
    }
}
