package dev.serguard.detection;

import dev.serguard.detection.Classification.Check;
import dev.serguard.detection.Classification.Invocation;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

/**
 * One comparison, in a JVM of its own as one {@code mvn test} is: runs {@link DetectionCase}
 * through the JUnit Platform launcher in record or compare mode, listens to what the JUnit path
 * reports, and prints one JSON line with the classification of the {@code slowed} codec's
 * invocation (baseline time, {@code @FasterThan}, baseline allocation), the {@code plain} codec's
 * baseline verdicts, and the wall time per case.
 *
 * <pre>{@code
 * java -Ddetection.factor=1.25 -cp <test class path> dev.serguard.detection.DetectionRun \
 *     mode=compare baselineDir=target/detection/baseline reportDir=target/detection/serguard out=run.json condition=idle run=7
 * }</pre>
 *
 * <p>Arguments are {@code name=value}: {@code mode} (record or compare), {@code baselineDir},
 * {@code reportDir}, {@code out} (the file the line is also written to); any other pair is
 * copied into the line.
 */
public final class DetectionRun {

    private DetectionRun() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> options = new LinkedHashMap<>();
        for (String arg : args) {
            int eq = arg.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("DetectionRun takes name=value arguments, but got \"" + arg + "\"");
            }
            options.put(arg.substring(0, eq), arg.substring(eq + 1));
        }
        String mode = options.getOrDefault("mode", "compare");
        if (!mode.equals("record") && !mode.equals("compare")) {
            throw new IllegalArgumentException("mode must be record or compare, but was " + mode);
        }
        Events events = new Events();
        LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectClass(DetectionCase.class))
                // compare mode is serguard's default mode, quick: what a team's mvn test runs
                .configurationParameter("serguard.mode", mode.equals("record") ? "record" : "quick")
                .configurationParameter("serguard.baseline.dir", options.getOrDefault("baselineDir", "target/detection/baseline"))
                .configurationParameter("serguard.reportDir", options.getOrDefault("reportDir", "target/detection/serguard"))
                .build();
        Launcher launcher = LauncherFactory.create();
        launcher.execute(request, events);

        Map<String, Object> line = new LinkedHashMap<>();
        options.forEach((name, value) -> {
            if (!List.of("mode", "baselineDir", "reportDir", "out").contains(name)) {
                line.put(name, value);
            }
        });
        line.put("mode", mode);
        line.put("factor", SlowedCodec.factorProperty(System.getProperty(DetectionCase.FACTOR)));
        line.putAll(events.summary(mode.equals("compare")));
        line.put("jvmMillis", ManagementFactory.getRuntimeMXBean().getUptime());
        String json = JsonLine.write(line);
        System.out.println(json);
        if (options.containsKey("out")) {
            Files.writeString(Path.of(options.get("out")), json + "\n", StandardCharsets.UTF_8);
        }
        System.out.flush();
        // serguard's guarded workers and the JIT must not keep this JVM (one comparison) alive.
        System.exit(0);
    }

    /** What the launcher reported, kept per invocation; then read into one line. */
    static final class Events implements TestExecutionListener {

        private final Map<String, String> codecOf = new HashMap<>();                // invocation id → codec
        private final Map<String, String> status = new HashMap<>();
        private final Map<String, String> message = new HashMap<>();
        private final Map<String, List<String>> warnings = new HashMap<>();
        private final Map<String, String> confirmations = new HashMap<>();      // invocation id → its serguard.confirmation line
        private final Map<String, Integer> freshJvms = new HashMap<>();         // invocation id → how many fresh JVMs measured it again
        private final Map<String, List<String>> baselineEntries = new HashMap<>();
        private final List<String> methodBaselineEntries = new ArrayList<>();
        private final List<String> containerErrors = new ArrayList<>();
        private Optional<String> template = Optional.empty();
        private long templateStart;
        private long templateEnd;
        private long firstInvocationStart = Long.MAX_VALUE;
        private long lastInvocationEnd;

        @Override
        public synchronized void executionStarted(TestIdentifier id) {
            if (isTemplate(id)) {
                template = Optional.of(id.getUniqueId());
                templateStart = System.nanoTime();
            } else if (isInvocation(id)) {
                String name = id.getDisplayName();
                int dot = name.indexOf(" · ");
                codecOf.put(id.getUniqueId(), dot < 0 ? name : name.substring(0, dot));
                firstInvocationStart = Math.min(firstInvocationStart, System.nanoTime());
            }
        }

        @Override
        public synchronized void executionSkipped(TestIdentifier id, String reason) {
            if (isInvocation(id)) {
                String name = id.getDisplayName();
                int dot = name.indexOf(" · ");
                codecOf.put(id.getUniqueId(), dot < 0 ? name : name.substring(0, dot));
                status.put(id.getUniqueId(), "SKIPPED");
                message.put(id.getUniqueId(), reason);
            } else if (id.isContainer()) {
                containerErrors.add(id.getDisplayName() + " skipped: " + reason);
            }
        }

        @Override
        public synchronized void executionFinished(TestIdentifier id, TestExecutionResult result) {
            String failure = result.getThrowable().map(t -> t.getMessage() == null ? t.toString() : t.getMessage()).orElse("");
            if (isInvocation(id)) {
                lastInvocationEnd = System.nanoTime();
                status.put(id.getUniqueId(), result.getStatus().name());
                message.put(id.getUniqueId(), failure);
                return;
            }
            if (isTemplate(id)) {
                templateEnd = System.nanoTime();
            }
            if (result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
                // The class, the engine or the method itself failed (set-up, a baseline that could not be written).
                containerErrors.add(id.getDisplayName() + " " + result.getStatus().name().toLowerCase(Locale.ROOT) + ": " + failure);
            }
        }

        @Override
        public synchronized void reportingEntryPublished(TestIdentifier id, ReportEntry entry) {
            entry.getKeyValuePairs().forEach((key, value) -> {
                if (key.equals("serguard.confirmation")) {
                    confirmations.put(id.getUniqueId(), value);
                } else if (key.equals("serguard.confirm.seconds")) {
                    freshJvms.merge(id.getUniqueId(), 1, Integer::sum);
                } else if (key.equals("serguard.warning")) {
                    warnings.computeIfAbsent(id.getUniqueId(), k -> new ArrayList<>()).add(value);
                } else if (key.equals("serguard.baseline")) {
                    if (isTemplate(id)) {
                        methodBaselineEntries.add(value);
                    } else {
                        baselineEntries.computeIfAbsent(id.getUniqueId(), k -> new ArrayList<>()).add(value);
                    }
                }
            });
        }

        private boolean isTemplate(TestIdentifier id) {
            return id.isContainer() && id.getSource().filter(MethodSource.class::isInstance).map(MethodSource.class::cast)
                    .filter(source -> source.getClassName().equals(DetectionCase.class.getName())).isPresent();
        }

        private boolean isInvocation(TestIdentifier id) {
            return id.isTest() && template.isPresent() && id.getParentId().filter(template.get()::equals).isPresent();
        }

        // The vote's end, before what it said of each heading where times failed under two: "…: failed (…; …)."
        private static final java.util.regex.Pattern FAILED_THERE = java.util.regex.Pattern.compile(": failed( \\(.*\\))?\\.$");

        /**
         * What came of measuring the failed times of {@code codec}'s invocation again in a fresh
         * JVM: none (nothing to confirm), passed (not failed), failed, or unmeasured.
         */
        synchronized String confirmation(String codec) {
            return codecOf.entrySet().stream().filter(e -> e.getValue().equals(codec)).map(e -> confirmations.get(e.getKey()))
                    .filter(java.util.Objects::nonNull).findFirst()
                    .map(Events::confirmationOf).orElse("none");
        }

        /** The end of a fresh-JVM line: failed, passed (not failed), open (left open, not judged) or unmeasured. */
        static String confirmationOf(String line) {
            return line.contains("could not be measured") ? "unmeasured" : FAILED_THERE.matcher(line).find() ? "failed"
                    : line.endsWith(": not judged.") ? "open" : "passed";
        }

        /** How many fresh JVMs measured {@code codec}'s invocation again. */
        synchronized int freshJvms(String codec) {
            return codecOf.entrySet().stream().filter(e -> e.getValue().equals(codec)).mapToInt(e -> freshJvms.getOrDefault(e.getKey(), 0)).sum();
        }

        /** What JUnit reported for the invocation of {@code codec}. */
        synchronized Invocation invocation(String codec) {
            for (Map.Entry<String, String> e : codecOf.entrySet()) {
                if (e.getValue().equals(codec)) {
                    String id = e.getKey();
                    List<String> entries = new ArrayList<>(methodBaselineEntries);
                    entries.addAll(baselineEntries.getOrDefault(id, List.of()));
                    return new Invocation(status.getOrDefault(id, "MISSING"), message.getOrDefault(id, ""),
                            warnings.getOrDefault(id, List.of()), entries);
                }
            }
            return Invocation.missing();
        }

        synchronized Map<String, Object> summary(boolean comparing) {
            Map<String, Object> line = new LinkedHashMap<>();
            Map<String, Check> slowed = Classification.classify(invocation("slowed"), comparing);
            if (!containerErrors.isEmpty()) {
                Check error = new Check(Classification.ERROR, containerErrors.get(0));
                slowed.replaceAll((gate, check) -> error);
                line.put("errors", List.copyOf(containerErrors));
            }
            slowed.forEach((gate, check) -> line.put(gate, check.toMap()));
            // plain is unchanged in every run: its baseline verdicts are more unchanged comparisons, for the curious
            Map<String, Check> plain = Classification.classify(invocation("plain"), comparing);
            Map<String, Object> plainLine = new LinkedHashMap<>();
            plainLine.put(Classification.BASELINE_TIME, plain.get(Classification.BASELINE_TIME).outcome());
            plainLine.put(Classification.BASELINE_ALLOCATION, plain.get(Classification.BASELINE_ALLOCATION).outcome());
            plainLine.put("confirmation", confirmation("plain"));
            plainLine.put("freshJvms", freshJvms("plain"));
            line.put("plain", plainLine);
            line.put("confirmation", confirmation("slowed"));
            line.put("freshJvms", freshJvms("slowed"));
            if (!comparing) {
                // plain and slowed: unsafe (DetectionCase.UNSAFE) fails its thread-safety check, and is no part of the benchmark.
                List<String> measured = codecOf.entrySet().stream().filter(e -> !e.getValue().equals("unsafe")).map(Map.Entry::getKey).toList();
                boolean recorded = measured.stream().allMatch(id -> baselineEntries.getOrDefault(id, List.of()).stream()
                        .anyMatch(entry -> entry.startsWith("recorded for")));
                line.put("recorded", recorded && measured.size() == 2 && containerErrors.isEmpty());
            }
            if (codecOf.containsValue("unsafe")) {
                line.put("unsafeFailed", codecOf.entrySet().stream().anyMatch(e -> e.getValue().equals("unsafe") && "FAILED".equals(status.get(e.getKey()))));
            }
            int invocations = codecOf.size();
            line.put("invocations", invocations);
            // From the method's start: serguard measures all codecs of a payload before its first invocation starts.
            double templateMillis = templateEnd > templateStart ? (templateEnd - templateStart) / 1e6 : Double.NaN;
            line.put("wallMillisPerCase", invocations > 0 ? templateMillis / invocations : Double.NaN);
            line.put("invocationsMillis", lastInvocationEnd > firstInvocationStart ? (lastInvocationEnd - firstInvocationStart) / 1e6 : Double.NaN);
            return line;
        }
    }
}
