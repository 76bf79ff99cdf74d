package dev.serguard.measure;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Whether this JVM can time anything meaningfully. An agent (JaCoCo's coverage instruments every
 * branch), a debugger or the interpreter only ({@code -Xint}) make times meaningless; serguard
 * then says so and turns speed verdicts into warnings, while correctness, size and allocation keep
 * failing as usual. A busy machine is not among them: times are judged as ratios to a reference
 * workload timed in the same rounds ({@link Rounds}), which a neighbour slows alike.
 *
 * <pre>{@code
 * Environment.current().distrust().ifPresent(reason -> System.out.println("times not trusted: " + reason));
 * }</pre>
 *
 * @param jvmArguments the JVM's input arguments
 * @param vmInfo       {@code java.vm.info}, which says {@code interpreted mode} under {@code -Xint}
 */
record Environment(List<String> jvmArguments, String vmInfo) {

    /** This JVM, on this machine. */
    public static Environment current() {
        return new Environment(ManagementFactory.getRuntimeMXBean().getInputArguments(), System.getProperty("java.vm.info", ""));
    }

    /**
     * Why times measured here are not to be trusted, or empty.
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
        return reasons.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", reasons));
    }
}
