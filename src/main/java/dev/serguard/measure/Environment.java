package dev.serguard.measure;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.DoubleSupplier;

/**
 * Whether this JVM and machine can time anything meaningfully. An agent (JaCoCo's coverage
 * instruments every branch), a debugger, the interpreter only ({@code -Xint}) or a machine
 * busier than its cores make times meaningless; serguard then says so and turns speed budgets
 * into report-only warnings, while correctness, size and allocation keep failing as usual.
 *
 * <pre>{@code
 * Environment.current().distrust().ifPresent(reason -> System.out.println("times not trusted: " + reason));
 * }</pre>
 *
 * @param jvmArguments the JVM's input arguments
 * @param vmInfo       {@code java.vm.info}, which says {@code interpreted mode} under {@code -Xint}
 * @param cores        available processors
 * @param loadAverage  the system load average over the last minute, negative where unknown
 */
public record Environment(List<String> jvmArguments, String vmInfo, int cores, DoubleSupplier loadAverage) {

    /** This JVM, on this machine. */
    public static Environment current() {
        var os = ManagementFactory.getOperatingSystemMXBean();
        return new Environment(ManagementFactory.getRuntimeMXBean().getInputArguments(), System.getProperty("java.vm.info", ""),
                Runtime.getRuntime().availableProcessors(), os::getSystemLoadAverage);
    }

    /**
     * Why times measured here are not to be trusted, or empty. The load is read now, so call it
     * when the measurement ends.
     */
    public Optional<String> distrust() {
        List<String> reasons = new ArrayList<>();
        for (String argument : jvmArguments) {
            if (argument.startsWith("-javaagent:")) {
                String jar = argument.substring("-javaagent:".length()).split("=", 2)[0];
                reasons.add("a Java agent is attached (" + jar.substring(Math.max(jar.lastIndexOf('/'), jar.lastIndexOf('\\')) + 1) + ")");
            } else if (argument.contains("jdwp")) {
                reasons.add("a debugger agent is attached (" + argument + ")");
            } else if (argument.startsWith("-agentlib:") || argument.startsWith("-agentpath:")) {
                reasons.add("a native agent is attached (" + argument + ")");
            }
        }
        if (vmInfo.contains("interpreted mode") || jvmArguments.contains("-Xint")) {
            reasons.add("the JIT is off (-Xint)");
        }
        double load = loadAverage.getAsDouble();
        if (load > 1.5 * cores) {
            reasons.add(String.format(Locale.ROOT, "the machine is overloaded (load average %.1f on %d cores)", load, cores));
        }
        return reasons.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", reasons));
    }
}
