package dev.serguard.junit;

import dev.serguard.baseline.BaselineKey;
import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.StoredBaseline;
import dev.serguard.baseline.Thresholds;
import dev.serguard.config.Mode;
import dev.serguard.config.Recorded;
import dev.serguard.internal.Setting;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.DoubleSupplier;
import java.util.function.ToDoubleFunction;

/**
 * The run's {@link BaselineRun}, kept in the root store: JUnit closes it when the run ends, which
 * writes what record mode recorded. Adapts the configuration and {@link BaselineThresholds} to
 * the baseline package, and its notes to report entries.
 *
 * <p>A baseline folder that cannot be written fails the first test set up in record mode (before
 * anything is measured), and a write that still fails at the end fails the run when JUnit closes
 * the root store (JUnit reports that on the engine, and Maven's build fails).
 */
@SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on (which warns without it)
final class BaselineRunResource implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    private final SerguardConfiguration configuration;
    private final BaselineRun run;
    private Optional<String> folderProblem;        // checked when the first test is set up in record mode

    BaselineRunResource(SerguardConfiguration configuration) {
        this.configuration = configuration;
        // Record mode measures as quick mode does, and records under its key.
        BaselineKey key = BaselineKey.current(configuration.run().mode() == Mode.FULL ? BaselineKey.Mode.FULL : BaselineKey.Mode.QUICK);
        this.run = new BaselineRun(configuration.run().baselineDir(), key, configuration.run().mode() == Mode.RECORD,
                configuration.fork().role().isChild(), Recorded.metrics(configuration.run().recorded()));
    }

    BaselineRun run() {
        return run;
    }

    /**
     * The check of one test method; reports a missing baseline, and baseline entries that the test
     * no longer has codecs or payloads for.
     */
    BaselineCheck forTest(Class<?> testClass, Method method, TestSetup<?> setup, ExtensionContext context) {
        BaselineCheck check = new BaselineCheck(run, testClass, method.getName(), thresholds(TestDeclarations.of(context)),
                configuration.fork().role());
        if (run.recording()) {
            requireWritableFolder();
        }
        if (configuration.run().mode() == Mode.OFF || run.recording()) {
            return check;
        }
        StoredBaseline stored = run.stored(testClass);
        if (stored instanceof StoredBaseline.Missing) {
            // Once per test method, not per invocation: a team that keeps no baselines hears it once.
            run.note(stored.message());
            context.publishReportEntry(ReportEntries.BASELINE, stored.message());
        }
        Set<String> codecs = new LinkedHashSet<>();
        setup.codecs().forEach(codec -> codecs.add(codec.name()));
        setup.skipped().forEach(codec -> codecs.add(codec.name()));
        List<String> payloads = setup.payloads().stream().map(payload -> payload.label()).toList();
        run.staleNotes(testClass, method.getName(), TestSetup.where(method), codecs, payloads)
                .forEach(note -> context.publishReportEntry(ReportEntries.BASELINE_STALE, note));
        return check;
    }

    // Said when the first test is set up, not after the whole run measured for nothing; every later test hears it again.
    private synchronized void requireWritableFolder() {
        if (folderProblem == null) {
            folderProblem = run.problemWriting();
        }
        folderProblem.ifPresent(problem -> {
            throw Misconfigured.setting(Settings.BASELINE_DIR.key(), configuration.run().baselineDir().toString(), "cannot be written (" + problem
                    + ")", "point " + Settings.BASELINE_DIR.key() + " at a folder that can be written, or make that one writable, and record again");
        });
    }

    @Override
    public void close() {
        run.close();
    }

    // Attribute by attribute, the nearest annotation that sets it wins (the method's, the class's, an enclosing class's), then the run's setting.
    private Thresholds thresholds(TestDeclarations declared) {
        List<TestDeclarations.Found<BaselineThresholds>> found = declared.findAll(BaselineThresholds.class);
        Thresholds run = configuration.run().thresholds();
        return new Thresholds(
                percent(declared, found, "sizePercent", Settings.BASELINE_SIZE_PERCENT, BaselineThresholds::sizePercent, run::sizePercent),
                percent(declared, found, "allocationPercent", Settings.BASELINE_ALLOCATION_PERCENT, BaselineThresholds::allocationPercent,
                        run::allocationPercent),
                percent(declared, found, "timePercent", Settings.BASELINE_TIME_PERCENT, BaselineThresholds::timePercent, run::timePercent));
    }

    private static double percent(TestDeclarations declared, List<TestDeclarations.Found<BaselineThresholds>> found, String attribute,
                                  Setting setting, ToDoubleFunction<BaselineThresholds> value, DoubleSupplier run) {
        for (TestDeclarations.Found<BaselineThresholds> f : found) {
            double percent = value.applyAsDouble(f.annotation());
            if (percent != -1 && !(percent >= 0 && !Double.isInfinite(percent))) {
                throw Misconfigured.attribute("@BaselineThresholds", declared.at(f), attribute, percent,
                        "set it to 0 or more, or leave it out for the run's " + setting.key());
            }
        }
        return found.stream().mapToDouble(f -> value.applyAsDouble(f.annotation())).filter(percent -> percent >= 0).findFirst()
                .orElseGet(run);
    }
}
