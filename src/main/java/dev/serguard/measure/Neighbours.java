package dev.serguard.measure;

import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * How busy other processes keep the machine's CPUs: read when the rounds start and when they end,
 * it says whether a neighbour (another build, a spinning process) shared the machine while they
 * ran ({@link Rounds#neighbourCores()}).
 */
@FunctionalInterface
interface Neighbours {

    /** Where it cannot be read: no figure. */
    Neighbours UNKNOWN = () -> Double.NaN;

    /**
     * How many cores' worth of CPU time processes other than this JVM used since the previous
     * call (1.2: a core and a fifth); NaN where that cannot be read.
     */
    double busyCores();

    /**
     * The operating system's figures, through {@code com.sun.management.OperatingSystemMXBean}:
     * the whole machine's (or container's) CPU load since the previous call less this process's.
     */
    static Neighbours jvm() {
        OperatingSystemMXBean bean = ManagementFactory.getOperatingSystemMXBean();
        if (!(bean instanceof com.sun.management.OperatingSystemMXBean os)) {
            return UNKNOWN;
        }
        int cores = Runtime.getRuntime().availableProcessors();
        return () -> {
            double machine = os.getCpuLoad();
            double process = os.getProcessCpuLoad();
            return machine < 0 || process < 0 ? Double.NaN : Math.max(0, machine - process) * cores;
        };
    }
}
