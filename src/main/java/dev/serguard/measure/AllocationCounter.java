package dev.serguard.measure;

import java.lang.management.ManagementFactory;
import java.util.Optional;

/**
 * Bytes allocated so far by the current thread. Reading it allocates nothing, and it is nearly
 * deterministic for the same work, which makes allocation the steadiest regression signal on a
 * noisy machine.
 */
@FunctionalInterface
interface AllocationCounter {

    /** Bytes the current thread has allocated since it started. */
    long allocatedBytes();

    /**
     * The JVM's own counter ({@code com.sun.management.ThreadMXBean#getCurrentThreadAllocatedBytes}),
     * or empty where this JVM does not offer or has disabled it.
     */
    static Optional<AllocationCounter> jvm() {
        var bean = ManagementFactory.getThreadMXBean();
        if (bean instanceof com.sun.management.ThreadMXBean threads && threads.isThreadAllocatedMemorySupported()) {
            if (!threads.isThreadAllocatedMemoryEnabled()) {
                threads.setThreadAllocatedMemoryEnabled(true);
            }
            return Optional.of(threads::getCurrentThreadAllocatedBytes);
        }
        return Optional.empty();
    }
}
