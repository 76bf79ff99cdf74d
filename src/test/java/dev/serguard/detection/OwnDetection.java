package dev.serguard.detection;

import dev.serguard.detection.own.OwnCodec;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The detection benchmark of the pair with the base: a team's own code ({@link OwnCodec}) compared
 * with itself and with slowed copies of itself, each comparison a JVM of its own running
 * {@code mvn test}'s engine with {@code serguard.against} a classes folder of the base. The head's
 * classes folder comes first on the child's class path, as {@code target/classes} does in a build.
 *
 * <pre>{@code
 * ./mvnw -q test-compile exec:exec@duet-detection "-Dduet=mode=own,unchanged=100,loadedUnchanged=50,perFactor=10,factors=1.05+1.10+1.25+2.00,allocating=1.05"
 * }</pre>
 *
 * <p>Rows: unchanged; {@code cpu} slowdowns (a spin after each call, allocating nothing); {@code work}
 * slowdowns (more of the codec's own calls: time and allocation grow). Then the cost: the same test
 * in quick mode without the pair, and a class of six invocations with and without it. Raw lines go
 * to {@code target/duet-detection/own.jsonl}, the table to {@code own-table.md}.
 */
final class OwnDetection {

    private static final Pattern RATIO = Pattern.compile("(serialize|deserialize)  \\S+ \\S+ ns/op → \\S+ \\S+ ns/op   ×(\\S+) \\((\\S+) to (\\S+)\\)");

    private final Path folder;
    private final Map<String, String> options;
    private final Path own;

    OwnDetection(Path folder, Map<String, String> options) {
        this.folder = folder;
        this.options = options;
        this.own = folder.resolve("own");
    }

    void run() throws Exception {
        int unchanged = Integer.parseInt(options.getOrDefault("unchanged", "100"));
        int loadedUnchanged = Integer.parseInt(options.getOrDefault("loadedUnchanged", "50"));
        int perFactor = Integer.parseInt(options.getOrDefault("perFactor", "10"));
        int costRuns = Integer.parseInt(options.getOrDefault("costRuns", "5"));
        List<Double> cpu = factors("factors", "1.05+1.10+1.25+2.00");
        List<Double> work = factors("allocating", "1.05");
        Path base = side("base", "cpu", 1.0);
        StringBuilder table = new StringBuilder("| condition | head | comparisons | failed | on time | on allocation | withheld | wall, median (max) |\n"
                + "|---|---|---:|---:|---:|---:|---:|---:|\n");
        StringBuilder footer = new StringBuilder();
        for (String condition : List.of("idle", "loaded")) {
            List<double[]> spreads = new ArrayList<>();
            Process spinner = condition.equals("loaded") ? DuetDetection.spinner() : null;
            try {
                row(table, condition, "unchanged", side("head-unchanged", "cpu", 1.0), base, condition.equals("idle") ? unchanged : loadedUnchanged,
                        spreads);
                for (double factor : cpu) {
                    row(table, condition, String.format(Locale.ROOT, "%.2f× on the CPU", factor), side("head-cpu-" + factor, "cpu", factor), base,
                            perFactor, null);
                }
                for (double factor : work) {
                    row(table, condition, String.format(Locale.ROOT, "%.2f× more work (allocating)", factor), side("head-work-" + factor, "work",
                            factor), base, perFactor, null);
                }
                cost(table, condition, base, costRuns);
                footer.append(spreadLine(condition, spreads));
            } finally {
                if (spinner != null) {
                    spinner.destroy();
                    spinner.waitFor(10, TimeUnit.SECONDS);
                }
            }
        }
        table.append(footer);
        System.out.println(table);
        Files.writeString(folder.resolve("own-table.md"), table, StandardCharsets.UTF_8);
    }

    private List<Double> factors(String key, String fallback) {
        String value = options.getOrDefault(key, fallback);
        return value.isBlank() || value.equals("none") ? List.of() : Arrays.stream(value.split("\\+")).map(Double::parseDouble).toList();
    }

    // A classes folder of one side: the own code's classes, with what this side's code does beside them.
    private Path side(String name, String kind, double factor) throws Exception {
        Path classes = Path.of(OwnCodec.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        Path from = classes.resolve("dev/serguard/detection/own");
        Path to = Files.createDirectories(own.resolve(name).resolve("dev/serguard/detection/own"));
        try (Stream<Path> files = Files.list(from)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                Files.copy(file, to.resolve(file.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Files.writeString(to.resolve(OwnCodec.RESOURCE), "kind=" + kind + "\nfactor=" + factor + "\n", StandardCharsets.UTF_8);
        return own.resolve(name);
    }

    private void row(StringBuilder table, String condition, String head, Path headFolder, Path base, int count, List<double[]> spreads)
            throws Exception {
        if (count == 0) {
            return;
        }
        List<Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Outcome outcome = compare(condition, head, i, headFolder, base, true, DuetDetection.OwnCase.class.getName());
            outcomes.add(outcome);
            if (spreads != null) {
                spreads.addAll(outcome.ratios());
            }
        }
        double[] walls = outcomes.stream().mapToDouble(Outcome::seconds).sorted().toArray();
        table.append(String.format(Locale.ROOT, "| %s | %s | %d | %d | %d | %d | %d | %.1f s (%.1f s) |%n", condition, head, count,
                outcomes.stream().filter(Outcome::failed).count(), outcomes.stream().filter(Outcome::onTime).count(),
                outcomes.stream().filter(Outcome::onAllocation).count(), outcomes.stream().filter(Outcome::withheld).count(),
                walls[walls.length / 2], walls[walls.length - 1]));
    }

    // The cost: one invocation in quick mode alone and with the pair; a class of six alone and with the pair; unchanged code.
    private void cost(StringBuilder table, String condition, Path base, int runs) throws Exception {
        if (runs == 0) {
            return;
        }
        Path head = side("head-unchanged", "cpu", 1.0);
        String one = DuetDetection.OwnCase.class.getName();
        String six = DuetDetection.OwnClassCase.class.getName();
        table.append(String.format(Locale.ROOT, "| %s | cost: one invocation, quick mode alone | %d | | | | | %s |%n", condition, runs,
                walls(condition, "quick alone", head, base, false, one, runs)));
        table.append(String.format(Locale.ROOT, "| %s | cost: a class of six, quick mode alone | %d | | | | | %s |%n", condition, runs,
                walls(condition, "class alone", head, base, false, six, runs)));
        table.append(String.format(Locale.ROOT, "| %s | cost: a class of six with the pair | %d | | | | | %s |%n", condition, runs,
                walls(condition, "class with the pair", head, base, true, six, runs)));
    }

    private String walls(String condition, String what, Path head, Path base, boolean duet, String testCase, int runs) throws Exception {
        List<Outcome> outcomes = new ArrayList<>();
        for (int i = 0; i < runs; i++) {
            outcomes.add(compare(condition, what, i, head, base, duet, testCase));
        }
        long failed = outcomes.stream().filter(Outcome::failed).count();
        double[] walls = outcomes.stream().mapToDouble(Outcome::seconds).sorted().toArray();
        return String.format(Locale.ROOT, "%.1f s (%.1f s)%s", walls[walls.length / 2], walls[walls.length - 1], failed == 0 ? ""
                : ", " + failed + " failed");
    }

    /**
     * One comparison's outcome.
     *
     * @param ratios the first pair's ratios, serialize and deserialize: median, lower, upper
     */
    record Outcome(boolean failed, boolean onTime, boolean onAllocation, boolean withheld, double seconds, List<double[]> ratios) {
    }

    private Outcome compare(String condition, String head, int index, Path headFolder, Path base, boolean duet, String testCase)
            throws IOException, InterruptedException {
        String classPath = headFolder + java.io.File.pathSeparator + System.getProperty("java.class.path");
        DuetDetection.Comparison comparison = DuetDetection.comparison(folder, List.of("-cp", classPath, DuetDetection.class.getName(), "child",
                Boolean.toString(duet)), base.toString(), testCase);
        String line = comparison.line();
        Matcher found = comparison.found();
        System.out.printf(Locale.ROOT, "own %s %s #%d: %s%n", condition, head, index, line);
        Files.writeString(folder.resolve("own.jsonl"), String.format(Locale.ROOT, "{\"condition\":\"%s\",\"head\":\"%s\",\"line\":\"%s\"}%n",
                condition, head, line.replace("\\", "\\\\").replace("\"", "\\\"")), StandardCharsets.UTF_8, java.nio.file.StandardOpenOption.CREATE,
                java.nio.file.StandardOpenOption.APPEND);
        List<double[]> ratios = new ArrayList<>();
        Matcher ratio = RATIO.matcher(line);
        while (ratio.find() && ratios.size() < 2) {
            ratios.add(new double[] {Double.parseDouble(ratio.group(2)), Double.parseDouble(ratio.group(3)), Double.parseDouble(ratio.group(4))});
        }
        return new Outcome(found.group(1).equals("FAILED"), Boolean.parseBoolean(found.group(4)), Boolean.parseBoolean(found.group(5)),
                line.contains("withheld=true"), Double.parseDouble(found.group(3)), ratios);
    }

    // How a version reads against itself: the spread of its medians, and how wide its intervals are (upper ÷ lower).
    private static String spreadLine(String condition, List<double[]> ratios) {
        if (ratios.isEmpty()) {
            return "";
        }
        double[] medians = ratios.stream().mapToDouble(r -> r[0]).sorted().toArray();
        double[] widths = ratios.stream().mapToDouble(r -> r[2] / r[1]).sorted().toArray();
        return String.format(Locale.ROOT, "%nUnchanged, %s, first measurement (%d ratios, serialize and deserialize): median ratio ×%.3f to ×%.3f"
                        + " (95th percentile ×%.3f); interval width upper ÷ lower: median %.3f, 95th percentile %.3f, max %.3f.%n",
                condition, medians.length, medians[0], medians[medians.length - 1], medians[(int) Math.floor(0.95 * (medians.length - 1))],
                widths[widths.length / 2], widths[(int) Math.floor(0.95 * (widths.length - 1))], widths[widths.length - 1]);
    }
}
