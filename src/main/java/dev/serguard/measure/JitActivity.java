package dev.serguard.measure;

import java.lang.management.ManagementFactory;
import java.util.Optional;
import java.util.OptionalInt;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * What the JIT compilers are doing. While they work, the code being timed may still be replaced by
 * better-compiled code; on a busy machine their threads wait for a core, and code that looks
 * steady is still interpreted or only C1-compiled (10 to 100 times slower, and allocating what
 * escape analysis would remove). The timing engine waits, within a bound, until the compile queue
 * is empty.
 */
@FunctionalInterface
interface JitActivity {

    /** Cumulative compilation time in milliseconds, as {@code CompilationMXBean} reports it. */
    long totalCompilationMillis();

    /** Methods waiting in the compile queues now; empty where that cannot be read. */
    default OptionalInt queuedCompilations() {
        return OptionalInt.empty();
    }

    /** The JVM's own figures, or empty where compilation time is not monitored. */
    static Optional<JitActivity> jvm() {
        var bean = ManagementFactory.getCompilationMXBean();
        if (bean == null || !bean.isCompilationTimeMonitoringSupported()) {
            return Optional.empty();
        }
        return Optional.of(new HotSpot(bean::getTotalCompilationTime));
    }

    /** The queue as {@code jcmd <pid> Compiler.queue} shows it, read through the diagnostic command bean. */
    final class HotSpot implements JitActivity {

        private final JitActivity time;
        private final MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        private volatile boolean readable = true;

        HotSpot(JitActivity time) {
            this.time = time;
        }

        @Override
        public long totalCompilationMillis() {
            return time.totalCompilationMillis();
        }

        @Override
        public OptionalInt queuedCompilations() {
            if (!readable) {
                return OptionalInt.empty();
            }
            try {
                Object queue = server.invoke(new ObjectName("com.sun.management:type=DiagnosticCommand"), "compilerQueue",
                        new Object[] {null}, new String[] {String[].class.getName()});
                return OptionalInt.of(count(String.valueOf(queue)));
            } catch (JMException | RuntimeException e) {
                readable = false;       // not HotSpot, or the command is gone: judge by compilation time alone
                return OptionalInt.empty();
            }
        }

        // One line per queued method, each starting with its compile id; headers and "Empty" do not.
        static int count(String queue) {
            return (int) queue.lines().map(String::strip).filter(line -> !line.isEmpty() && Character.isDigit(line.charAt(0))).count();
        }
    }
}
