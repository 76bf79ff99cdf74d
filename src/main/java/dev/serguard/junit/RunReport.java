package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.budget.Budget;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.report.ConsoleTable;
import dev.serguard.report.RunPart;
import dev.serguard.report.RunParts;
import dev.serguard.report.WithheldVerdict;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Everything measured in this JVM's part of the test run, by test class, and the verdicts
 * withheld in it. When JUnit closes the root store at the end of the run: writes the baselines
 * that record mode recorded, prints one table with the verdicts withheld (counted in its first
 * line) and what the baselines had to say, saves a report part per test class and writes the
 * reports merged from every part of the build (see {@link RunParts}: other Surefire forks, a
 * rerun, Failsafe). Kept in the root store so that it outlives every test class, and written
 * whatever the verdicts were.
 */
@SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on (which warns without it)
final class RunReport implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    /** The test that measured a result: its class and {@code OrderTests.orders}. */
    record Test(Class<?> testClass, String name) {

        static Test of(ExtensionContext context) {
            // The class the test runs in (a subclass may inherit the method), as budgets name where they were declared.
            return new Test(context.getRequiredTestClass(), context.getRequiredTestClass().getSimpleName() + "."
                    + context.getRequiredTestMethod().getName());
        }
    }

    private final SerguardConfiguration configuration;
    private final MeasureSettings settings;
    private final BaselineRun baselines;
    // By test, codec and payload: a rerun of a test replaces its first attempt's results.
    private final Map<String, SerializationResult<?>> results = new LinkedHashMap<>();
    private final Map<SerializationResult<?>, Test> tests = new IdentityHashMap<>();
    private final Map<Class<?>, Set<SkippedCodec>> skipped = new LinkedHashMap<>();
    // By test, codec, payload and metric: a rerun's verdict replaces the first attempt's.
    private final Map<String, WithheldVerdict> withheld = new LinkedHashMap<>();
    private final Map<WithheldVerdict, Class<?>> withheldIn = new IdentityHashMap<>();
    private boolean closed;
    private final Set<String> notJudged = new LinkedHashSet<>();     // budgets on what check mode does not measure

    RunReport(SerguardConfiguration configuration, BaselineRun baselines) {
        this.configuration = configuration;
        this.settings = configuration.settings();
        this.baselines = baselines;
    }

    synchronized void add(Test test, SerializationResult<?> result) {
        String key = test.testClass().getName() + "\n" + test.name() + "\n" + result.codec() + "\n" + result.payload().label();
        results.remove(key);
        results.put(key, result);
        tests.put(result, test);
    }

    /** A verdict withheld, for the summary, report.html and results.json. */
    synchronized void withheld(Class<?> testClass, WithheldVerdict verdict) {
        String key = testClass.getName() + "\n" + verdict.test() + "\n" + verdict.result().codec() + "\n" + verdict.result().payload().label()
                + "\n" + verdict.metricKey();
        withheld.remove(key);
        withheld.put(key, verdict);
        withheldIn.put(verdict, testClass);
    }

    synchronized void skipped(Class<?> testClass, SkippedCodec codec) {
        skipped.computeIfAbsent(testClass, key -> new LinkedHashSet<>()).add(codec);
    }

    /** Budgets on times or allocation that check mode left unjudged, said once at the end of the run. */
    synchronized void notJudged(List<Budget> budgets) {
        budgets.forEach(budget -> notJudged.add(budget.metric() + " " + budget.declaredBy()));
    }

    @Override
    public synchronized void close() {
        if (closed || results.isEmpty() && skipped.isEmpty()) {
            return;
        }
        closed = true;
        List<String> notes = baselines.finish();
        List<SerializationResult<?>> all = List.copyOf(results.values());
        List<WithheldVerdict> kept = List.copyOf(withheld.values());
        String table = ConsoleTable.format(all, this::heading, skippedIn(null), kept)
                + (notes.isEmpty() ? "" : "Baselines:\n  " + String.join("\n  ", notes) + "\n");
        String counted = kept.isEmpty() ? "" : ": " + kept.size() + (kept.size() == 1 ? " verdict" : " verdicts") + " withheld";
        String untimed = configuration.mode().timed() ? "" : "Check mode: nothing timed, no allocation measured; "
                + (notJudged.isEmpty() ? "no" : Integer.toString(notJudged.size())) + " time or allocation " + (notJudged.size() == 1 ? "budget" : "budgets")
                + " and the baselines' times and allocation not judged (run quick or full mode for them).\n";
        System.out.println("serguard results (" + configuration.mode().name().toLowerCase(Locale.ROOT) + " mode)" + counted + "\n" + untimed + table);
        Path folder = configuration.reportDir();
        try {
            String build = RunParts.currentBuild();
            for (Class<?> testClass : testClasses()) {
                List<SerializationResult<?>> mine = all.stream().filter(r -> tests.get(r).testClass() == testClass).toList();
                List<WithheldVerdict> itsWithheld = kept.stream().filter(w -> withheldIn.get(w) == testClass).toList();
                RunParts.save(folder, RunPart.of(build, testClass.getName(), mine, r -> tests.get(r).name(), skippedIn(testClass), itsWithheld,
                        untimed.isEmpty() ? notes : concat(untimed.strip(), notes), baselines::verdicts, settings));
            }
            RunParts.writeReports(folder, "test run", RunParts.load(folder, build), Clock.systemDefaultZone());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write serguard's reports to " + folder.toAbsolutePath(), e);
        }
    }

    private static List<String> concat(String first, List<String> rest) {
        List<String> all = new java.util.ArrayList<>(List.of(first));
        all.addAll(rest);
        return all;
    }

    private String heading(SerializationResult<?> result) {
        return tests.get(result).name() + " · " + result.payload();
    }

    private Set<Class<?>> testClasses() {
        Set<Class<?>> classes = new LinkedHashSet<>();
        results.values().forEach(result -> classes.add(tests.get(result).testClass()));
        classes.addAll(skipped.keySet());
        return classes;
    }

    // Those of one test class, or of all of them (null), each codec once.
    private List<SkippedCodec> skippedIn(Class<?> testClass) {
        Set<SkippedCodec> codecs = new LinkedHashSet<>();
        skipped.forEach((in, those) -> {
            if (testClass == null || in == testClass) {
                codecs.addAll(those);
            }
        });
        return List.copyOf(codecs);
    }
}
