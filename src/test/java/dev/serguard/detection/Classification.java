package dev.serguard.detection;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What one invocation of {@link DetectionCase} says about each of the three gates, read only from
 * what the JUnit path reports (the invocation's outcome and failure message, its
 * {@code serguard.warning} and {@code serguard.baseline} report entries): detected, passed,
 * withheld (a warning instead of a verdict, with its reason) or error (anything else went wrong,
 * which is never counted as a detection).
 *
 * <pre>{@code
 * Map<String, Check> checks = Classification.classify(invocation, true);
 * checks.get(Classification.BASELINE_TIME).outcome();   // "detected"
 * }</pre>
 */
final class Classification {

    static final String BASELINE_TIME = "baselineTime";
    static final String FASTER_THAN = "fasterThan";
    static final String BASELINE_ALLOCATION = "baselineAllocation";
    /** The three gates, in the order of the report's tables. */
    static final List<String> GATES = List.of(BASELINE_TIME, FASTER_THAN, BASELINE_ALLOCATION);

    static final String DETECTED = "detected";
    static final String PASSED = "passed";
    static final String WITHHELD = "withheld";
    static final String ERROR = "error";
    // What serguard adds to a failed time measured again in a fresh JVM, after the failures.
    private static final String CONFIRMED = "Measured again in ";
    private static final String NOT_CONFIRMED = "Not measured again in a fresh JVM";

    private static final String BASELINE_HEADER = "Baseline regression for ";
    // The line under this JVM's failed figures that says what fresh JVMs read of them.
    private static final java.util.regex.Pattern AGAIN = java.util.regex.Pattern.compile("failed (again )?in |not measured again |over its threshold in ");
    private static final String BUDGET_HEADER = "Serialization budget exceeded for ";

    private Classification() {
    }

    /**
     * One gate's verdict.
     *
     * @param outcome detected, passed, withheld or error
     * @param detail  the failure line, the warning's reason or the error; empty when passed
     */
    record Check(String outcome, String detail) {
        static Check passed() {
            return new Check(PASSED, "");
        }

        /** As the raw line holds it: {@code {"outcome": …, "detail": …}}. */
        Map<String, Object> toMap() {
            Map<String, Object> map = new LinkedHashMap<>();
            map.put("outcome", outcome);
            map.put("detail", detail);
            return map;
        }
    }

    /**
     * What JUnit reported for one codec's invocation.
     *
     * @param status          SUCCESSFUL, FAILED, ABORTED, SKIPPED or MISSING (never ran)
     * @param message         the failure's message, or the reason it was skipped; empty when it passed
     * @param warnings        the values of its {@code serguard.warning} report entries
     * @param baselineEntries the values of its (and its test method's) {@code serguard.baseline} report entries
     */
    record Invocation(String status, String message, List<String> warnings, List<String> baselineEntries) {
        Invocation {
            warnings = List.copyOf(warnings);
            baselineEntries = List.copyOf(baselineEntries);
        }

        static Invocation missing() {
            return new Invocation("MISSING", "the invocation never ran", List.of(), List.of());
        }
    }

    /** Baseline time, {@code @FasterThan} and baseline allocation, in that order, for a comparison run ({@code comparing}) or a recording. */
    static Map<String, Check> classify(Invocation invocation, boolean comparing) {
        Map<String, Check> checks = new LinkedHashMap<>();
        if (!invocation.status().equals("SUCCESSFUL") && !invocation.status().equals("FAILED")) {
            String error = invocation.status().toLowerCase(Locale.ROOT) + ": " + firstLine(invocation.message());
            GATES.forEach(gate -> checks.put(gate, new Check(ERROR, error)));
            return checks;
        }
        List<String> time = new ArrayList<>();
        List<String> allocation = new ArrayList<>();
        List<String> budget = new ArrayList<>();
        List<String> unrelated = new ArrayList<>();
        if (invocation.status().equals("FAILED")) {
            readFailure(invocation.message(), time, allocation, budget, unrelated);
        }
        if (!unrelated.isEmpty()) {
            // A crash, a wrong round trip, a budget that had nothing to compare: the figures are no test of detection.
            GATES.forEach(gate -> checks.put(gate, new Check(ERROR, unrelated.get(0))));
            return checks;
        }
        // Without a baseline compared, a passing invocation would be a false pass of the harness.
        Optional<String> notCompared = comparing
                ? invocation.baselineEntries().stream().filter(entry -> !entry.startsWith("recorded for")).findFirst()
                : Optional.empty();
        List<String> timeWarnings = new ArrayList<>();
        List<String> allocationWarnings = new ArrayList<>();
        List<String> budgetWarnings = new ArrayList<>();
        for (String warning : invocation.warnings()) {
            if (isBudgetLine(warning)) {
                budgetWarnings.add(warning);
            } else if (kind(warning).equals("allocation")) {
                allocationWarnings.add(warning);
            } else {
                timeWarnings.add(warning);
            }
        }
        checks.put(BASELINE_TIME, notCompared.isPresent() ? new Check(ERROR, "baseline not compared: " + notCompared.get())
                : check(time, timeWarnings));
        checks.put(FASTER_THAN, check(budget, budgetWarnings));
        checks.put(BASELINE_ALLOCATION, notCompared.isPresent() ? new Check(ERROR, "baseline not compared: " + notCompared.get())
                : check(allocation, allocationWarnings));
        return checks;
    }

    private static Check check(List<String> failed, List<String> warnings) {
        if (!failed.isEmpty()) {
            return new Check(DETECTED, failed.get(0));
        }
        if (!warnings.isEmpty()) {
            return new Check(WITHHELD, reason(warnings.get(0)));
        }
        return Check.passed();
    }

    // serguard joins the failures of one invocation with a blank line: budgets, then the baseline, then thread safety.
    private static void readFailure(String message, List<String> time, List<String> allocation, List<String> budget, List<String> unrelated) {
        if (message.isBlank()) {
            unrelated.add("failed without a message");
            return;
        }
        for (String block : message.split("\n\\s*\n")) {
            if (block.startsWith(CONFIRMED) || block.startsWith(NOT_CONFIRMED)) {
                break;      // a fresh JVM's word on the failures above: they are this JVM's verdicts
            }
            String[] lines = block.strip().split("\n");
            boolean baseline = lines[0].startsWith(BASELINE_HEADER);
            boolean budgets = lines[0].startsWith(BUDGET_HEADER);
            if ((!baseline && !budgets) || lines.length < 2) {
                unrelated.add(summary(block));
                continue;
            }
            for (int i = 1; i < lines.length; i++) {
                String line = lines[i].strip();
                if (line.isEmpty() || line.startsWith("to reproduce:") || line.startsWith("baseline ") || AGAIN.matcher(line).lookingAt()) {
                    continue;       // how to make the same payload again, the baseline's file, what fresh JVMs read of this JVM's figures
                }
                if (budgets) {
                    // "plain has no serialize figure to compare (it failed…)" is a crash of plain, not a slowdown.
                    (isFasterThanLine(line) && !line.contains("figure to compare") ? budget : unrelated).add(line);
                } else {
                    String kind = kind(line);
                    (kind.equals("time") ? time : kind.equals("allocation") ? allocation : unrelated).add(line);
                }
            }
        }
    }

    /** time, allocation or other (a size), from the metric's label that opens the line, else from its unit. */
    static String kind(String line) {
        String l = line.strip();
        if (l.startsWith("serialize allocation") || l.startsWith("deserialize allocation")) {
            return "allocation";
        }
        if (l.startsWith("serialize ") || l.startsWith("deserialize ") || l.startsWith("round trip ")) {
            return "time";
        }
        return l.contains("B/op") ? "allocation" : l.contains("ns/op") ? "time" : "other";
    }

    private static boolean isBudgetLine(String line) {
        return line.contains("budget ≥") || line.contains("budget ≤") || isFasterThanLine(line);
    }

    private static boolean isFasterThanLine(String line) {
        return line.contains("faster than") || line.contains("@FasterThan");
    }

    /**
     * The reason a verdict was withheld, without the figures, so that equal reasons count
     * together: {@code but its interval reaches the baseline's, not failed},
     * {@code times are not trusted here: warm-up did not reach …}.
     */
    static String reason(String warning) {
        int trusted = warning.indexOf("not failed, ");
        if (trusted >= 0) {
            return withoutNumbers(warning.substring(trusted + "not failed, ".length()).strip());
        }
        for (String part : warning.split(" {3,}")) {
            if (part.contains("not failed")) {
                // "-3.2 % but within the intervals, not failed": the margin is a figure, not a reason
                return withoutNumbers(part.replaceFirst("^[+\\-−]?[\\d.]+ %\\s*", "").strip());
            }
        }
        String line = withoutNumbers(warning.strip());
        return line.length() > 160 ? line.substring(0, 160) + "…" : line;
    }

    private static String withoutNumbers(String text) {
        // "1 728" and "5.5" are one figure each; the space after a figure stays
        return text.replaceAll("\\d+(?:[ ,.]\\d+)*", "#");
    }

    // The header and the first detail line of a failure that is not a verdict: "Codec threw for … / serialize threw …".
    private static String summary(String block) {
        String[] lines = block.strip().split("\n");
        String text = lines.length > 1 ? lines[0] + " / " + lines[1].strip() : lines[0];
        return text.length() > 300 ? text.substring(0, 300) + "…" : text;
    }

    private static String firstLine(String text) {
        String line = text.strip();
        int end = line.indexOf('\n');
        return end < 0 ? line : line.substring(0, end);
    }
}
