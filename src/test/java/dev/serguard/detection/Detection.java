package dev.serguard.detection;

import dev.serguard.internal.Json;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Whether serguard catches a slowdown of known size, and how often it fails unchanged code:
 * {@code ./mvnw -q test-compile exec:exec@detection -Ddetection=ARGS}. Records a baseline of
 * {@link DetectionCase} at factor 1.00 (idle, or beside a neighbour: {@code record}), then, for each condition (idle; loaded = a busy
 * neighbour with one spinning thread per core), runs {@code unchanged} comparisons at 1.00 and
 * {@code perFactor} at each factor, in a seeded shuffled order so that drift hits all factors
 * alike, each one {@link DetectionRun} in a fresh JVM. Writes the raw lines to
 * {@code detection.jsonl} and the tables to {@code detection.md} after every run, and prints the
 * tables at the end.
 *
 * <pre>{@code
 * ./mvnw -q test-compile exec:exec@detection -Ddetection=unchanged=100,perFactor=20,conditions=idle+loaded,factors=1.10+1.25+1.30+1.50+2.00,seed=1
 * ./mvnw -q test-compile exec:exec@detection -Ddetection=smoke,conditions=idle
 * }</pre>
 *
 * <p>ARGS are comma-separated: {@code smoke} (3 unchanged, 2 per factor), {@code unchanged=N},
 * {@code perFactor=N}, {@code conditions=idle+loaded}, {@code factors=1.10+1.25+…},
 * {@code seed=N}, {@code spinners=N} (threads of the neighbour, default: cores),
 * {@code record=idle|loaded|loaded2} (where the baseline is recorded: alone, or beside a neighbour
 * of {@code spinners} or twice as many threads; default idle),
 * {@code jvm=OPTION|OPTION} (options of every comparison's JVM, as a team's Surefire
 * {@code argLine} would give them, e.g. {@code jvm=-XX:+AlwaysPreTouch}), and any
 * {@code serguard.*=value}, handed to every comparison as a system property.
 */
public final class Detection {

    static final String DEFAULTS = "unchanged=100,perFactor=20,conditions=idle+loaded,factors=1.10+1.25+1.30+1.50+2.00,seed=1";
    private static final long RUN_LIMIT_MINUTES = 10;

    private final Path folder;
    private final Map<String, String> options;
    private final Map<String, String> serguardProperties = new LinkedHashMap<>();
    private final List<Map<String, Object>> lines = new ArrayList<>();
    private final List<String> conditionNotes = new ArrayList<>();
    private final long started = System.nanoTime();
    private volatile Process child;
    private volatile Process spinner;
    private String recording = "not yet recorded";

    private Detection(Path folder, Map<String, String> options) {
        this.folder = folder;
        this.options = options;
        options.forEach((name, value) -> {
            if (name.startsWith("serguard.")) {
                serguardProperties.put(name, value);
            }
        });
    }

    /** Arguments: ARGS as above (default: the full run) and the output folder (default: target/detection). */
    public static void main(String[] args) throws Exception {
        Map<String, String> options = options(args.length > 0 && !args[0].isBlank() ? args[0] : DEFAULTS);
        Detection detection = new Detection(Path.of(args.length > 1 ? args[1] : "target/detection"), options);
        Runtime.getRuntime().addShutdownHook(new Thread(detection::stopProcesses, "detection-cleanup"));
        int exit = detection.run();
        System.exit(exit);
    }

    /** {@code smoke,conditions=idle} → the defaults, overridden by smoke's counts, overridden by what follows. */
    static Map<String, String> options(String args) {
        Map<String, String> options = new LinkedHashMap<>(parse(DEFAULTS));
        for (String arg : args.split(",")) {
            String a = arg.trim();
            if (a.isEmpty()) {
                continue;
            }
            if (a.equals("smoke")) {
                options.put("unchanged", "3");
                options.put("perFactor", "2");
            } else if (a.indexOf('=') > 0) {
                options.put(a.substring(0, a.indexOf('=')).trim(), a.substring(a.indexOf('=') + 1).trim());
            } else {
                throw new IllegalArgumentException("detection argument \"" + a + "\" is neither smoke nor name=value; for example "
                        + "-Ddetection=smoke,conditions=idle");
            }
        }
        return options;
    }

    private static Map<String, String> parse(String args) {
        Map<String, String> options = new LinkedHashMap<>();
        for (String arg : args.split(",")) {
            options.put(arg.substring(0, arg.indexOf('=')), arg.substring(arg.indexOf('=') + 1));
        }
        return options;
    }

    /** {@code jvm=-XX:+AlwaysPreTouch|-Xms512m} → those options, in that order; none without {@code jvm}. */
    static List<String> jvmOptions(Map<String, String> options) {
        return Optional.ofNullable(options.get("jvm")).stream().flatMap(value -> Arrays.stream(value.split("\\|")))
                .map(String::trim).filter(option -> !option.isEmpty()).toList();
    }

    /** The comparisons of one condition: {@code unchanged} at 1.00 and {@code perFactor} at each factor, shuffled by {@code random}. */
    static List<Double> schedule(int unchanged, int perFactor, List<Double> factors, Random random) {
        List<Double> runs = new ArrayList<>(Collections.nCopies(unchanged, 1.0));
        factors.forEach(factor -> runs.addAll(Collections.nCopies(perFactor, factor)));
        Collections.shuffle(runs, random);
        return runs;
    }

    private int run() throws Exception {
        Files.createDirectories(folder);
        Path baselines = folder.resolve("baseline");
        deleteTree(baselines);         // a baseline of an earlier run (or an earlier engine) must not be compared with
        Files.deleteIfExists(folder.resolve("detection.jsonl"));
        Files.deleteIfExists(folder.resolve("runs.log"));
        List<String> conditions = List.of(options.get("conditions").split("\\+"));
        for (String condition : conditions) {
            if (!condition.equals("idle") && !condition.equals("loaded")) {
                throw new IllegalArgumentException("conditions must be idle, loaded or idle+loaded, but had " + condition);
            }
        }
        List<Double> factors = Stream.of(options.get("factors").split("\\+")).map(Double::parseDouble).toList();
        int unchanged = Integer.parseInt(options.get("unchanged"));
        int perFactor = Integer.parseInt(options.get("perFactor"));
        Random random = new Random(Long.parseLong(options.get("seed")));
        int total = 1 + conditions.size() * (unchanged + perFactor * factors.size());

        // Teams record where they work: beside a busy neighbour too (loaded: one spinning thread per core; loaded2: two).
        String recordCondition = options.getOrDefault("record", "idle");
        if (!List.of("idle", "loaded", "loaded2").contains(recordCondition)) {
            throw new IllegalArgumentException("record must be idle, loaded or loaded2, but was " + recordCondition);
        }
        Map<String, Object> record;
        String loadAtRecording = loadAverage();
        if (!recordCondition.equals("idle")) {
            startSpinner(recordCondition.equals("loaded2") ? 2 * spinners() : spinners());
        }
        try {
            record = comparison("record", 1.0, recordCondition, 0, 1, total);
        } finally {
            stopSpinner();
        }
        recording = recordingSummary(record, baselines, recordCondition, loadAtRecording, loadAverage());
        if (!Boolean.TRUE.equals(record.get("recorded")) || !Files.exists(baselines.resolve("DetectionCase.json"))) {
            writeReport(conditions);
            System.err.println("detection: the baseline could not be recorded, nothing compared: " + recording);
            return 1;
        }
        int k = 1;
        for (String condition : conditions) {
            if (condition.equals("loaded")) {
                startSpinner(spinners());
            }
            String loadBefore = loadAverage();
            try {
                int index = 0;
                for (double factor : schedule(unchanged, perFactor, factors, random)) {
                    if (condition.equals("loaded") && !spinner.isAlive()) {
                        // a comparison without its neighbour would be an idle one counted as loaded
                        System.err.println("detection: the busy neighbour exited with " + spinner.exitValue() + "; starting it again");
                        startSpinner(spinners());
                    }
                    Map<String, Object> line = comparison("compare", factor, condition, ++index, ++k, total);
                    lines.add(line);
                    Files.writeString(folder.resolve("detection.jsonl"), JsonLine.write(line) + "\n", StandardCharsets.UTF_8,
                            StandardOpenOption.CREATE, StandardOpenOption.APPEND);
                    writeReport(conditions);
                }
            } finally {
                conditionNotes.add(String.format(Locale.ROOT, "%s: load average (1 min) %s at the start, %s at the end%s", condition,
                        loadBefore, loadAverage(), condition.equals("loaded") ? "; neighbour: " + spinners() + " spinning threads" : ""));
                stopSpinner();
            }
        }
        String report = writeReport(conditions);
        System.out.println(report);
        return 0;
    }

    // ReportEntries.READING: the key under which a fresh JVM hands over what it read of each time.
    private static final String READING = "serguard.internal.reading";

    private Map<String, Object> comparison(String mode, double factor, String condition, int index, int k, int total) throws Exception {
        Path out = folder.resolve("run.json");
        Files.deleteIfExists(out);
        for (Path records : freshRecords()) {
            Files.delete(records);
        }
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(jvmOptions(options));
        command.add("-D" + DetectionCase.FACTOR + "=" + factor);
        serguardProperties.forEach((name, value) -> command.add("-D" + name + "=" + value));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), DetectionRun.class.getName(),
                "mode=" + mode, "baselineDir=" + folder.resolve("baseline"), "reportDir=" + folder.resolve("serguard"),
                "out=" + out, "condition=" + condition, "run=" + index));
        Path log = folder.resolve("runs.log");
        Files.writeString(log, String.format(Locale.ROOT, "%n=== %s %s %d, factor %.2f%n", condition, mode, index, factor),
                StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        long start = System.nanoTime();
        child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
        boolean ended = child.waitFor(RUN_LIMIT_MINUTES, TimeUnit.MINUTES);
        if (!ended) {
            child.destroyForcibly().waitFor();
        }
        int exit = child.exitValue();
        child = null;
        long processMillis = (System.nanoTime() - start) / 1_000_000;
        Map<String, Object> line;
        if (Files.exists(out)) {
            @SuppressWarnings("unchecked")
            Map<String, Object> read = (Map<String, Object>) Json.parse(Files.readString(out).strip());
            line = read;
        } else {
            line = errorLine(mode, factor, condition, index, ended
                    ? "the comparison's JVM exited with " + exit + " and wrote no result (see runs.log)"
                    : "the comparison's JVM ran past " + RUN_LIMIT_MINUTES + " minutes and was ended");
        }
        line.put("processMillis", processMillis);
        line.put("freshReadings", freshReadings());
        System.err.println(progress(line, k, total));
        return line;
    }

    // The records of the fresh JVMs that measured a comparison's times again (serguard's own, in its report folder).
    private List<Path> freshRecords() throws IOException {
        Path forks = folder.resolve("serguard").resolve("forks");
        if (!Files.isDirectory(forks)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(forks)) {
            return files.filter(file -> file.getFileName().toString().matches(".*\\.confirm\\d*\\.records")).sorted().toList();
        }
    }

    // What each fresh JVM read of the times, against the baseline or a budget, passed or not: "slowed.confirm2: serialize 1 206 ns/op → …".
    @SuppressWarnings("unchecked")
    private List<String> freshReadings() throws IOException {
        List<String> readings = new ArrayList<>();
        for (Path records : freshRecords()) {
            String jvm = records.getFileName().toString().replaceFirst("^DetectionCase\\.media\\.", "").replaceFirst("\\.SMALL", "")
                    .replaceFirst("\\.records$", "");
            for (String text : Files.readAllLines(records, StandardCharsets.UTF_8)) {
                if (!text.isBlank() && Json.parse(text) instanceof Map<?, ?> record && READING.equals(((Map<String, Object>) record).get("key"))) {
                    readings.add(jvm + ": " + record.get("value"));
                }
            }
        }
        return readings;
    }

    static Map<String, Object> errorLine(String mode, double factor, String condition, int index, String error) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("condition", condition);
        line.put("run", Integer.toString(index));
        line.put("mode", mode);
        line.put("factor", factor);
        for (String gate : Classification.GATES) {
            line.put(gate, new Classification.Check(Classification.ERROR, error).toMap());
        }
        return line;
    }

    @SuppressWarnings("unchecked")
    private String progress(Map<String, Object> line, int k, int total) {
        double elapsed = (System.nanoTime() - started) / 1e9;
        StringBuilder out = new StringBuilder(String.format(Locale.ROOT, "detection: run %d of %d (%s %s, factor %s):", k, total,
                line.get("condition"), line.get("mode"), Tables.factor(line)));
        for (String gate : Classification.GATES) {
            Object check = line.get(gate);
            out.append(' ').append(gate).append(' ').append(check instanceof Map<?, ?> m ? ((Map<String, Object>) m).get("outcome") : "?");
        }
        Object processMillis = line.get("processMillis");
        out.append(String.format(Locale.ROOT, "; %.1f s; elapsed %s, about %s left", ((Number) processMillis).doubleValue() / 1e3,
                duration(elapsed), duration(elapsed / k * (total - k))));
        return out.toString();
    }

    private static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 60 ? String.format(Locale.ROOT, "%d min %02d s", s / 60, s % 60) : s + " s";
    }

    @SuppressWarnings("unchecked")
    private String recordingSummary(Map<String, Object> record, Path baselines, String condition, String loadBefore, String loadAfter) {
        if (Boolean.TRUE.equals(record.get("recorded")) && Files.exists(baselines.resolve("DetectionCase.json"))) {
            return String.format(Locale.ROOT, "recorded at factor 1.00, %s (load average %s at the start, %s at the end), in %.1f s", condition.equals("idle")
                    ? "idle" : "beside a neighbour of " + (condition.equals("loaded2") ? 2 * spinners() : spinners()) + " spinning threads",
                    loadBefore, loadAfter, ((Number) record.get("processMillis")).doubleValue() / 1e3);
        }
        Object errors = record.get("errors");
        Object detail = record.get(Classification.BASELINE_TIME) instanceof Map<?, ?> m ? ((Map<String, Object>) m).get("detail") : "";
        return "not recorded: " + (errors instanceof List<?> list && !list.isEmpty() ? list.get(0) : detail);
    }

    private String writeReport(List<String> conditions) throws IOException {
        StringBuilder out = new StringBuilder("# Detection benchmark\n\n");
        out.append(String.format(Locale.ROOT, "`-Ddetection=%s`; JDK %s, %d cores; %s; %s elapsed.%n%n", arguments(),
                Runtime.version(), Runtime.getRuntime().availableProcessors(), recording, duration((System.nanoTime() - started) / 1e9)));
        out.append("Each comparison is one JVM running `DetectionCase` (MediaContent SMALL, Jackson json as `plain` at 1.00 and as `slowed` "
                + "at the factor) in serguard's default quick mode against the baseline recorded at 1.00. Detected = failed with the "
                + "gate's message (at 1.00 that is a false failure); withheld = a warning instead of a verdict; errors = anything else "
                + "went wrong, counted neither way. Wall time per case = the test method's time ÷ its 2 invocations. Idle = no neighbour "
                + "started by the command; the load averages below show what else the machine ran.\n\n");
        conditionNotes.forEach(note -> out.append("- ").append(note).append('\n'));
        if (!conditionNotes.isEmpty()) {
            out.append('\n');
        }
        out.append(Tables.markdown(lines, conditions));
        String report = out.toString();
        Files.writeString(folder.resolve("detection.md"), report, StandardCharsets.UTF_8);
        return report;
    }

    private String arguments() {
        StringBuilder out = new StringBuilder();
        options.forEach((name, value) -> out.append(out.length() == 0 ? "" : ",").append(name).append('=').append(value));
        return out.toString();
    }

    private int spinners() {
        return options.containsKey("spinners") ? Integer.parseInt(options.get("spinners")) : Runtime.getRuntime().availableProcessors();
    }

    private void startSpinner(int threads) throws IOException, InterruptedException {
        spinner = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), Spinner.class.getName(), Integer.toString(threads))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        Thread.sleep(2_000);       // its JVM started and its loops compiled: the load is there from the first comparison
        if (!spinner.isAlive()) {
            throw new IllegalStateException("the busy neighbour exited at once with " + spinner.exitValue());
        }
    }

    private void stopSpinner() throws InterruptedException {
        Process p = spinner;
        spinner = null;
        if (p != null) {
            p.destroy();
            if (!p.waitFor(5, TimeUnit.SECONDS)) {
                p.destroyForcibly().waitFor();
            }
        }
    }

    // Ctrl-C, a failure, or the end: no neighbour and no comparison may outlive the command.
    private void stopProcesses() {
        for (Process p : new Process[] {spinner, child}) {
            if (p != null && p.isAlive()) {
                p.destroyForcibly();
            }
        }
    }

    private static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "unknown";
        }
    }

    private static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
