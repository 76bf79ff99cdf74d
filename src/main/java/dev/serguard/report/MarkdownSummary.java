package dev.serguard.report;

import dev.serguard.budget.Verdict;
import dev.serguard.gate.InvocationOutcome;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code summary.md}: what failed, what was withheld and what changed against the baseline, as
 * Markdown tables that a pull request comment or a CI job summary shows as they are
 * ({@code cat target/serguard/summary.md >> $GITHUB_STEP_SUMMARY}). Rendered from the same parts
 * as the other reports; what changed is told by each verdict's outcome, not by its words.
 */
final class MarkdownSummary {

    private MarkdownSummary() {
    }

    static String format(String title, List<RunPart> parts, List<String> notes) {
        List<List<String>> failed = new ArrayList<>();
        List<List<String>> changes = new ArrayList<>();
        int invocations = 0;
        for (RunPart part : parts) {
            for (InvocationOutcome outcome : part.outcomes()) {
                outcome.failures().forEach(check -> failed.add(List.of(outcome.test(), outcome.title(), check.kind().label(), check.line() + HtmlReport.whoFailed(check))));
            }
            List<String> problems = HtmlReport.problems(part);
            if (!problems.isEmpty() && part.outcomes().isEmpty() && part.invocations().isEmpty()) {
                problems.forEach(problem -> failed.add(List.of(part.testClass(), "", "report", problem)));
            }
            // What changed against the baseline, failed or improved.
            for (Invocation invocation : part.invocations()) {
                for (Verdict verdict : invocation.baseline()) {
                    boolean improved = verdict.outcome() == Verdict.Status.IMPROVED;
                    if (improved || verdict.failed()) {
                        changes.add(List.of(invocation.test().orElse(""), invocation.result().title(), improved ? "improved" : "regressed",
                                verdict.compactLine()));
                    }
                }
            }
            invocations += part.invocations().size();
        }
        List<List<String>> withheld = new ArrayList<>();
        parts.forEach(part -> part.withheld().forEach(w -> withheld.add(List.of(w.test(), w.result().title(), w.line()))));
        StringBuilder md = new StringBuilder("# serguard: ").append(title).append("\n\n");
        md.append(failed.isEmpty() ? "No check failed" : "**" + count(failed.size(), "failed check") + "**")
                .append(withheld.isEmpty() ? "" : " · " + count(withheld.size(), "verdict") + " withheld")
                .append(" · ").append(count(invocations, "invocation")).append(" measured\n");
        table(md, "Failed checks", List.of("Test", "Invocation", "Check", "Why"), failed);
        table(md, "Verdicts withheld", List.of("Test", "Invocation", "Why not failed"), withheld);
        table(md, "Changed against the baseline", List.of("Test", "Invocation", "Change", "Figure"), changes);
        List<InvocationOutcome> outcomes = parts.stream().flatMap(part -> part.outcomes().stream()).toList();
        UpgradeColumns.rows(outcomes).forEach((versions, rows) -> table(md, "Upgrade duet " + versions, UpgradeColumns.HEADER,
                rows.stream().map(UpgradeColumns.Row::cells).toList()));
        if (!notes.isEmpty()) {
            md.append("\n## Notes\n\n");
            notes.forEach(note -> md.append("- ").append(note.replace("\n", " ")).append('\n'));
        }
        return md.toString();
    }

    private static void table(StringBuilder md, String heading, List<String> columns, List<List<String>> rows) {
        if (rows.isEmpty()) {
            return;
        }
        md.append("\n## ").append(heading).append("\n\n| ").append(String.join(" | ", columns)).append(" |\n|")
                .append("---|".repeat(columns.size())).append('\n');
        for (List<String> row : rows) {
            md.append("| ").append(String.join(" | ", row.stream().map(MarkdownSummary::cell).toList())).append(" |\n");
        }
    }

    // A cell on one line, its pipes escaped: a reason may hold both.
    private static String cell(String text) {
        return text.replace("\\", "\\\\").replace("|", "\\|").replace("\n", " ").strip();
    }

    private static String count(int count, String thing) {
        return count + " " + thing + (count == 1 ? "" : "s");
    }
}
