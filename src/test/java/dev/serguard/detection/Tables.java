package dev.serguard.detection;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The benchmark's tables, from its raw lines (as {@link DetectionRun} writes them and serguard's
 * JSON reader reads them back): per condition, one table per gate, a row per factor.
 *
 * <pre>{@code
 * String markdown = Tables.markdown(lines, List.of("idle", "loaded"));
 * }</pre>
 */
final class Tables {

    private static final Map<String, String> TITLES = Map.of(
            Classification.BASELINE_TIME, "Baseline, time",
            Classification.FASTER_THAN, "@FasterThan (slowed against plain × 1.0, serialize and deserialize)",
            Classification.BASELINE_ALLOCATION, "Baseline, allocation");

    private Tables() {
    }

    /**
     * The tables again from a run's raw lines, as this version of the classification counts them:
     * {@code java … dev.serguard.detection.Tables target/detection/detection.jsonl}.
     */
    @SuppressWarnings("unchecked")
    public static void main(String[] args) throws java.io.IOException {
        List<Map<String, Object>> lines = new ArrayList<>();
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(args[0]))) {
            if (!line.isBlank()) {
                lines.add((Map<String, Object>) dev.serguard.internal.Json.parse(line));
            }
        }
        System.out.print(markdown(lines, lines.stream().map(line -> String.valueOf(line.get("condition"))).distinct().toList()));
    }

    /**
     * One gate at one factor.
     *
     * @param factor   as the row names it: 1.25
     * @param runs     comparisons run
     * @param detected failed with the gate's message (at 1.00: false failures)
     * @param withheld reported a warning instead of a verdict
     * @param reasons  each distinct reason withheld, with its count, most frequent first
     * @param errors   runs where something else went wrong: no verdict either way
     * @param medianWallSeconds median wall time per codec × size
     * @param maxWallSeconds    the largest
     */
    record Row(String factor, int runs, int detected, int withheld, Map<String, Integer> reasons, int errors,
               double medianWallSeconds, double maxWallSeconds) {

        boolean unchanged() {
            return factor.equals("1.00");
        }
    }

    /** The rows of {@code gate} for the lines of one condition, by ascending factor. */
    static List<Row> rows(List<Map<String, Object>> lines, String gate) {
        Map<String, List<Map<String, Object>>> byFactor = new TreeMap<>();
        for (Map<String, Object> line : lines) {
            byFactor.computeIfAbsent(factor(line), f -> new ArrayList<>()).add(line);
        }
        List<Row> rows = new ArrayList<>();
        byFactor.forEach((factor, runs) -> {
            int detected = 0;
            int withheld = 0;
            int errors = 0;
            Map<String, Integer> reasons = new LinkedHashMap<>();
            List<Double> walls = new ArrayList<>();
            for (Map<String, Object> run : runs) {
                String outcome = outcome(run, gate);
                switch (outcome) {
                    case Classification.DETECTED -> detected++;
                    case Classification.WITHHELD -> {
                        withheld++;
                        reasons.merge(detail(run, gate), 1, Integer::sum);
                    }
                    case Classification.PASSED -> { }
                    default -> errors++;
                }
                if (run.get("wallMillisPerCase") instanceof Number wall) {
                    walls.add(wall.doubleValue() / 1e3);
                }
            }
            walls.sort(null);
            Map<String, Integer> sorted = reasons.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                    .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, (a, b) -> a, LinkedHashMap::new));
            rows.add(new Row(factor, runs.size(), detected, withheld, sorted, errors, median(walls),
                    walls.isEmpty() ? Double.NaN : walls.get(walls.size() - 1)));
        });
        return rows;
    }

    /** The three tables of every condition, in the order given; a condition without lines says so. */
    static String markdown(List<Map<String, Object>> lines, List<String> conditions) {
        StringBuilder out = new StringBuilder();
        for (String condition : conditions) {
            List<Map<String, Object>> mine = lines.stream().filter(line -> condition.equals(line.get("condition"))).toList();
            out.append("## ").append(condition).append("\n\n");
            if (mine.isEmpty()) {
                out.append("No comparison ran.\n\n");
                continue;
            }
            for (String gate : Classification.GATES) {
                out.append("### ").append(TITLES.get(gate)).append(", ").append(condition).append("\n\n");
                out.append(table(rows(mine, gate))).append('\n');
            }
            out.append("### plain, unchanged in every run: its baseline verdicts, ").append(condition).append("\n\n")
                    .append(plain(mine)).append('\n');
            out.append("### Failed times of slowed measured again in fresh JVMs, ").append(condition).append("\n\n")
                    .append(confirmations(mine)).append('\n');
        }
        return out.toString();
    }

    /**
     * Per factor: the runs whose failed times fresh JVMs measured again, and what they found; and
     * how many fresh JVMs that took in all, for {@code slowed} and for {@code plain} (unchanged in
     * every run), where the run recorded it.
     */
    static String confirmations(List<Map<String, Object>> lines) {
        Map<String, Map<String, Integer>> byFactor = new TreeMap<>();
        for (Map<String, Object> line : lines) {
            Map<String, Integer> counts = byFactor.computeIfAbsent(factor(line), f -> new TreeMap<>());
            counts.merge(String.valueOf(line.getOrDefault("confirmation", "none")), 1, Integer::sum);
            counts.merge("jvms", number(line.get("freshJvms")), Integer::sum);
            if (line.get("plain") instanceof Map<?, ?> plain) {
                counts.merge("plainJvms", number(plain.get("freshJvms")), Integer::sum);
            }
        }
        StringBuilder out = new StringBuilder("| factor | runs | measured again | passed there: not failed | failed there too | left open"
                + " | could not measure | fresh JVMs, slowed | fresh JVMs, plain |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        byFactor.forEach((factor, counts) -> {
            int passed = counts.getOrDefault("passed", 0);
            int failed = counts.getOrDefault("failed", 0);
            int unmeasured = counts.getOrDefault("unmeasured", 0);
            int open = counts.getOrDefault("open", 0);
            int runs = passed + failed + open + unmeasured + counts.getOrDefault("none", 0);
            out.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d | %d | %d |%n", factor.equals("1.00") ? "1.00 (unchanged)" : factor,
                    runs, passed + failed + open + unmeasured, passed, failed, open, unmeasured, counts.getOrDefault("jvms", 0),
                    counts.getOrDefault("plainJvms", 0)));
        });
        return out.toString();
    }

    /**
     * {@code plain} is unchanged in every run, whatever the factor of {@code slowed}: each of its
     * baseline verdicts is one more comparison of unchanged code, and each failure a false failure
     * a team would see. Per factor of the run: how many runs, and in how many plain's baseline time
     * and allocation failed; and in how many runs any unchanged codec failed its baseline time
     * (plain, or slowed at 1.00).
     */
    static String plain(List<Map<String, Object>> lines) {
        Map<String, int[]> byFactor = new TreeMap<>();
        for (Map<String, Object> line : lines) {
            if (!(line.get("plain") instanceof Map<?, ?> plain)) {
                continue;
            }
            int[] counts = byFactor.computeIfAbsent(factor(line), f -> new int[4]);
            boolean time = "detected".equals(plain.get(Classification.BASELINE_TIME));
            boolean slowedUnchanged = factor(line).equals("1.00") && line.get(Classification.BASELINE_TIME) instanceof Map<?, ?> slowed
                    && "detected".equals(slowed.get("outcome"));
            counts[0]++;
            counts[1] += time ? 1 : 0;
            counts[2] += "detected".equals(plain.get(Classification.BASELINE_ALLOCATION)) ? 1 : 0;
            counts[3] += time || slowedUnchanged ? 1 : 0;
        }
        StringBuilder out = new StringBuilder("| factor of slowed | runs | plain's baseline time: false failures | plain's allocation: false failures"
                + " | runs where an unchanged codec failed its baseline time |\n|---|---:|---:|---:|---:|\n");
        byFactor.forEach((factor, c) -> out.append(String.format(Locale.ROOT, "| %s | %d | %s | %s | %s |%n",
                factor.equals("1.00") ? "1.00 (unchanged)" : factor, c[0], count(c[1], c[0]), count(c[2], c[0]), count(c[3], c[0]))));
        return out.toString();
    }

    private static int number(Object value) {
        return value instanceof Number n ? n.intValue() : 0;
    }

    static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder(
                "| factor | runs | detected | false failures | withheld | reasons withheld | errors | wall per case, median | max |\n"
                        + "|---|---:|---:|---:|---:|---|---:|---:|---:|\n");
        for (Row row : rows) {
            String counted = count(row.detected(), row.runs());
            out.append(String.format(Locale.ROOT, "| %s | %d | %s | %s | %s | %s | %d | %s | %s |%n",
                    row.unchanged() ? "1.00 (unchanged)" : row.factor(), row.runs(),
                    row.unchanged() ? "–" : counted, row.unchanged() ? counted : "–",
                    count(row.withheld(), row.runs()), reasons(row.reasons()), row.errors(),
                    seconds(row.medianWallSeconds()), seconds(row.maxWallSeconds())));
        }
        return out.toString();
    }

    private static String reasons(Map<String, Integer> reasons) {
        if (reasons.isEmpty()) {
            return "";
        }
        return reasons.entrySet().stream().map(e -> e.getValue() + "× " + e.getKey().replace("|", "\\|"))
                .collect(Collectors.joining("; "));
    }

    private static String count(int count, int of) {
        return String.format(Locale.ROOT, "%d (%.0f %%)", count, of == 0 ? 0.0 : 100.0 * count / of);
    }

    private static String seconds(double seconds) {
        return Double.isNaN(seconds) ? "–" : String.format(Locale.ROOT, "%.2f s", seconds);
    }

    static String factor(Map<String, Object> line) {
        Object factor = line.get("factor");
        double value = factor instanceof Number n ? n.doubleValue() : Double.parseDouble(String.valueOf(factor));
        return String.format(Locale.ROOT, "%.2f", value);
    }

    @SuppressWarnings("unchecked")
    private static String outcome(Map<String, Object> line, String gate) {
        // As serguard reported it: a time in doubt that fresh JVMs decide is not announced as withheld, so a withheld time is
        // one nothing decided (where another failure of the invocation kept it from fresh JVMs too).
        return line.get(gate) instanceof Map<?, ?> check ? String.valueOf(((Map<String, Object>) check).get("outcome")) : Classification.ERROR;
    }

    @SuppressWarnings("unchecked")
    private static String detail(Map<String, Object> line, String gate) {
        return line.get(gate) instanceof Map<?, ?> check ? String.valueOf(((Map<String, Object>) check).get("detail")) : "";
    }

    private static double median(List<Double> sorted) {
        if (sorted.isEmpty()) {
            return Double.NaN;
        }
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
    }
}
