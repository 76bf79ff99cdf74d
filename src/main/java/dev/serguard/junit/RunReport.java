package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.report.ConsoleTable;
import dev.serguard.report.HtmlReport;
import dev.serguard.report.JmhJsonReport;
import dev.serguard.report.WithheldVerdict;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Everything measured in one test run, and the verdicts withheld in it; when JUnit closes the
 * root store at the end of the run, writes the baselines that record mode recorded, prints one
 * table with the verdicts withheld (counted in its first line) and what the baselines had to
 * say, and writes it, JMH-format JSON and the HTML report to the report folder. Kept in the root
 * store so that it outlives every test class, and written whatever the verdicts were.
 */
@SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on (which warns without it)
final class RunReport implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    private final SerguardConfiguration configuration;
    private final MeasureSettings settings;
    private final BaselineRun baselines;
    private final List<SerializationResult<?>> results = new ArrayList<>();
    private final List<SkippedCodec> skipped = new ArrayList<>();
    private final List<WithheldVerdict> withheld = new ArrayList<>();
    private final java.util.Set<String> notJudged = new java.util.LinkedHashSet<>();     // budgets on what check mode does not measure

    RunReport(SerguardConfiguration configuration, BaselineRun baselines) {
        this.configuration = configuration;
        this.settings = configuration.settings();
        this.baselines = baselines;
    }

    synchronized void add(SerializationResult<?> result) {
        results.add(result);
    }

    /** A verdict withheld, for the summary, report.html and results.json. */
    synchronized void withheld(WithheldVerdict verdict) {
        withheld.add(verdict);
    }

    synchronized void skipped(SkippedCodec codec) {
        if (!skipped.contains(codec)) {
            skipped.add(codec);
        }
    }

    /** Budgets on times or allocation that check mode left unjudged, said once at the end of the run. */
    synchronized void notJudged(List<dev.serguard.budget.Budget> budgets) {
        budgets.forEach(budget -> notJudged.add(budget.metric() + " " + budget.declaredBy()));
    }

    private boolean closed;

    @Override
    public synchronized void close() {
        if (closed || results.isEmpty() && skipped.isEmpty()) {
            return;
        }
        closed = true;
        List<String> notes = baselines.finish();
        String table = ConsoleTable.format(results, skipped, withheld)
                + (notes.isEmpty() ? "" : "Baselines:\n  " + String.join("\n  ", notes) + "\n");
        String counted = withheld.isEmpty() ? "" : ": " + withheld.size() + (withheld.size() == 1 ? " verdict" : " verdicts") + " withheld";
        String untimed = configuration.mode().timed() ? "" : "Check mode: nothing timed, no allocation measured; "
                + (notJudged.isEmpty() ? "no" : Integer.toString(notJudged.size())) + " time or allocation " + (notJudged.size() == 1 ? "budget" : "budgets")
                + " and the baselines' times and allocation not judged (run quick or full mode for them).\n";
        System.out.println("serguard results (" + configuration.mode().name().toLowerCase(java.util.Locale.ROOT) + " mode)" + counted + "\n" + untimed + table);
        Path folder = configuration.reportDir();
        try {
            Files.createDirectories(folder);
            Files.writeString(folder.resolve("results.txt"), untimed + table, StandardCharsets.UTF_8);
            JmhJsonReport.write(results, withheld, settings, folder.resolve("results.json"));
            HtmlReport.write("test run", results, baselines::verdicts, notes, withheld, folder.resolve("report.html"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write serguard's reports to " + folder.toAbsolutePath(), e);
        }
    }
}
