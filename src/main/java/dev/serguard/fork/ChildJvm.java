package dev.serguard.fork;

import org.apiguardian.api.API;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A JVM started for one piece of work: the same {@code java}, class path, system properties and
 * module options as this one (no agents: a debugger's port or a coverage agent's file belongs to
 * the parent), a bounded heap or this JVM's own heap, collector and JIT options, and a time limit
 * after which it is killed with its descendants.
 * Its output goes to a log file, whose last lines the outcome keeps for the message.
 *
 * <pre>{@code
 * ChildJvm child = ChildJvm.like(current, Optional.of("512m"), List.of(), Duration.ofMinutes(5), folder);
 * ChildJvm.Exit exit = child.run("com.example.Main", List.of("request.json"), logFile);
 * if (!exit.normal()) System.out.println(exit.describe());
 * }</pre>
 *
 * @param classPath the child's class path entries, in order
 * @param jvmArgs   options before the main class: heap, module options, system properties
 * @param timeout   how long the child may run before it is killed
 */
@API(status = INTERNAL, since = "0.2")
public record ChildJvm(List<String> classPath, List<String> jvmArgs, Duration timeout) {

    /** How many lines of the child's output a message quotes. */
    public static final int LAST_LINES = 12;

    // Properties the JVM sets itself or that describe the parent: the child gets its own.
    private static final List<String> OWN_PROPERTY_PREFIXES = List.of("java.", "jdk.", "sun.", "os.", "user.", "file.", "line.", "path.",
            "native.", "awt.", "surefire.", "stdout.", "stderr.", "basedir", "localRepository", "maven.");
    // Options a child needs to load and run the same code: module access and preview features.
    private static final List<String> FORWARDED_OPTIONS = List.of("--add-opens", "--add-exports", "--add-reads", "--add-modules", "--enable-preview",
            "--enable-native-access");

    public ChildJvm {
        classPath = List.copyOf(classPath);
        jvmArgs = List.copyOf(jvmArgs);
        Objects.requireNonNull(timeout, "timeout");
    }

    /**
     * A child like this JVM: {@code classPath}, the system properties set in this one (not the
     * JVM's own), this JVM's module options, {@code -Xmx<maxHeap>}, then {@code extraArgs}. Without
     * a {@code maxHeap}, this JVM's own heap, garbage collector and JIT options instead
     * ({@link #sameRuntimeOptions}): for a child whose times are compared with this JVM's.
     */
    public static ChildJvm like(List<String> classPath, Optional<String> maxHeap, List<String> extraArgs, Duration timeout, Path errorFolder) {
        List<String> args = new ArrayList<>();
        maxHeap.ifPresentOrElse(heap -> args.add("-Xmx" + heap),
                () -> args.addAll(sameRuntimeOptions(ManagementFactory.getRuntimeMXBean().getInputArguments())));
        // A crash report next to the log, not in the project's root; no core dump of a crash to fill the disk.
        args.add("-XX:ErrorFile=" + errorFolder.toAbsolutePath().resolve("hs_err_pid%p.log"));
        args.add("-XX:-CreateCoredumpOnCrash");
        List<String> input = ManagementFactory.getRuntimeMXBean().getInputArguments();
        for (int i = 0; i < input.size(); i++) {
            String arg = input.get(i);
            for (String option : FORWARDED_OPTIONS) {
                if (arg.equals(option) && i + 1 < input.size() && !option.equals("--enable-preview")) {
                    args.add(arg);
                    args.add(input.get(++i));
                } else if (arg.equals(option) || arg.startsWith(option + "=")) {
                    args.add(arg);
                }
            }
        }
        for (Map.Entry<Object, Object> property : System.getProperties().entrySet()) {
            String key = String.valueOf(property.getKey());
            if (OWN_PROPERTY_PREFIXES.stream().noneMatch(key::startsWith)) {
                args.add("-D" + key + "=" + property.getValue());
            }
        }
        args.addAll(extraArgs);
        return new ChildJvm(classPath, args, timeout);
    }

    /**
     * The options among {@code input} (a JVM's) that change how fast its code runs: heap sizes
     * ({@code -Xmx}, {@code -Xms}, {@code -Xmn}, {@code -Xss}), {@code -Xint}, {@code -Xcomp},
     * {@code -Xbatch} and every {@code -XX:} option but those naming a file (a crash report, a
     * heap dump, a log, a flight recording, which would be the parent's). A codec's time relative
     * to the reference workload moves by 20 to 28 % between a heap under 4 GB and one over it
     * (compressed references decoded with a shift), more than the regressions a baseline catches.
     */
    static List<String> sameRuntimeOptions(List<String> input) {
        return input.stream().filter(arg -> arg.matches("-Xm[xsn].+|-Xss.+|-Xint|-Xcomp|-Xbatch")
                || arg.startsWith("-XX:") && !arg.matches("(?i)-XX:[+-]?\\w*(File|Path|FlightRecord|Coredump)\\w*.*")).toList();
    }

    /** This JVM's class path, then the folders or jars that hold {@code classes}, each once. */
    public static List<String> classPathWith(Class<?>... classes) {
        Set<String> entries = new LinkedHashSet<>();
        for (String entry : System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
            if (!entry.isBlank()) {
                entries.add(entry);
            }
        }
        for (Class<?> type : classes) {
            try {
                var source = type.getProtectionDomain().getCodeSource();
                if (source != null && source.getLocation() != null) {
                    entries.add(Path.of(source.getLocation().toURI()).toString());
                }
            } catch (Exception e) {
                // a class from a source that is no file (a jrt: or a custom loader): the class path has to do
            }
        }
        return List.copyOf(entries);
    }

    /**
     * Runs {@code mainClass} with {@code args} in the child, its output to {@code log}, and waits
     * for it to end or for the time limit, after which it is killed.
     */
    public Exit run(String mainClass, List<String> args, Path log) {
        try {
            Files.createDirectories(log.toAbsolutePath().getParent());
            // An argument file: a class path of a few hundred jars does not fit every command line.
            Path argFile = log.resolveSibling(log.getFileName() + ".args");
            List<String> all = new ArrayList<>(jvmArgs);
            all.add("-cp");
            all.add(String.join(java.io.File.pathSeparator, classPath));
            all.add(mainClass);
            all.addAll(args);
            Files.write(argFile, all.stream().map(ChildJvm::quoted).toList(), StandardCharsets.UTF_8);
            Process process = new ProcessBuilder(java(), "@" + argFile.toAbsolutePath())
                    .redirectErrorStream(true).redirectOutput(log.toFile()).start();
            long start = System.nanoTime();
            boolean ended = process.waitFor(timeout.toNanos(), TimeUnit.NANOSECONDS);
            if (!ended) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                process.waitFor(10, TimeUnit.SECONDS);
            }
            Duration took = Duration.ofNanos(System.nanoTime() - start);
            return new Exit(ended ? OptionalInt.of(process.exitValue()) : OptionalInt.empty(), timeout, took, log, lastLines(log));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start a child JVM (" + java() + ")", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a child JVM", e);
        }
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    // The quoting of java's @argfiles: in double quotes, a backslash escapes.
    private static String quoted(String arg) {
        return "\"" + arg.replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static List<String> lastLines(Path log) {
        try {
            List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8).stream().filter(line -> !line.isBlank()).toList();
            return List.copyOf(lines.subList(Math.max(0, lines.size() - LAST_LINES), lines.size()));
        } catch (IOException | UncheckedIOException e) {
            return List.of("(its output could not be read: " + e + ")");
        }
    }

    /**
     * How a child ended.
     *
     * @param status    its exit status; empty when it was killed at the time limit
     * @param timeout   the time limit it had
     * @param took      how long it ran
     * @param log       its output
     * @param lastLines the last non-blank lines of its output
     */
    public record Exit(OptionalInt status, Duration timeout, Duration took, Path log, List<String> lastLines) {

        public Exit {
            lastLines = List.copyOf(lastLines);
        }

        /** Whether it ended by itself with status 0. */
        public boolean normal() {
            return status.isPresent() && status.getAsInt() == 0;
        }

        /** {@code exited with status 3}, {@code was killed by signal 9 (SIGKILL)}, {@code was still running after 5 min and was killed}. */
        public String describe() {
            if (status.isEmpty()) {
                return "was still running after " + format(timeout) + " and was killed";
            }
            int code = status.getAsInt();
            // On Unix, a process ended by a signal reports 128 + its number.
            if (code > 128 && code < 160 && !System.getProperty("os.name", "").startsWith("Windows")) {
                return "was killed by signal " + (code - 128) + signalName(code - 128);
            }
            return "exited with status " + code;
        }

        private static String signalName(int signal) {
            return switch (signal) {
                case 4 -> " (SIGILL)";
                case 6 -> " (SIGABRT: the JVM aborted, a crash)";
                case 9 -> " (SIGKILL: killed from outside, often the kernel out of memory)";
                case 11 -> " (SIGSEGV: the JVM crashed)";
                case 15 -> " (SIGTERM)";
                default -> "";
            };
        }

        static String format(Duration duration) {
            long seconds = duration.toSeconds();
            return seconds >= 60 && seconds % 60 == 0 ? seconds / 60 + " min"
                    : seconds >= 1 ? String.format(Locale.ROOT, "%d s", seconds) : duration.toMillis() + " ms";
        }
    }
}
