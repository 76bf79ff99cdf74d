package dev.serguard.measure;

import java.lang.management.ManagementFactory;
import java.util.Optional;

/**
 * Total time the JIT compilers have spent so far. While it grows, the code being timed may still
 * be replaced by better-compiled code, and on a small machine the compiler threads compete for
 * the cores: per-op time that looks steady then is not yet steady.
 */
@FunctionalInterface
public interface JitActivity {

    /** Cumulative compilation time in milliseconds, as {@code CompilationMXBean} reports it. */
    long totalCompilationMillis();

    /** The JVM's own figure, or empty where it is not monitored. */
    static Optional<JitActivity> jvm() {
        var bean = ManagementFactory.getCompilationMXBean();
        if (bean == null || !bean.isCompilationTimeMonitoringSupported()) {
            return Optional.empty();
        }
        return Optional.of(bean::getTotalCompilationTime);
    }
}
