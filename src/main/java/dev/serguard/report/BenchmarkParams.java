package dev.serguard.report;

import dev.serguard.measure.MeasureSettings;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * The JVM that measured and its measure settings, as JMH's entries name them: kept with a part,
 * so that a part merged in another JVM still names the JVM that ran its tests.
 *
 * @param warmupMaxNanos    how long a warm-up may take
 * @param sampleTargetNanos how long one sample aims to take
 */
record BenchmarkParams(String jvm, List<String> jvmArgs, String jdkVersion, String vmName, String vmVersion, long warmupMaxNanos,
                       long sampleTargetNanos) {

    BenchmarkParams {
        jvmArgs = List.copyOf(jvmArgs);
    }

    /** This JVM, measuring with {@code settings}. */
    static BenchmarkParams current(MeasureSettings settings) {
        return new BenchmarkParams(System.getProperty("java.home") + "/bin/java", ManagementFactory.getRuntimeMXBean().getInputArguments(),
                System.getProperty("java.version"), System.getProperty("java.vm.name"), System.getProperty("java.vm.version"),
                settings.warmupMaxNanos(), settings.sampleTargetNanos());
    }
}
