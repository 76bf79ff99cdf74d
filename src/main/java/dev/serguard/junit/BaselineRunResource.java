package dev.serguard.junit;

import dev.serguard.baseline.BaselineRun;
import dev.serguard.baseline.Recording;
import dev.serguard.baseline.RunBaselines;
import dev.serguard.baseline.Thresholds;
import dev.serguard.config.Mode;
import dev.serguard.config.Recorded;
import dev.serguard.fork.RecordingJvms;
import dev.serguard.internal.Setting;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleSupplier;
import java.util.function.ToDoubleFunction;

/**
 * The run's baselines ({@link RunBaselines}), kept in the root store: JUnit closes it when the run
 * ends, which writes what record mode recorded. Adapts the configuration and {@link BaselineThresholds}
 * to the baseline package, and its notes to report entries.
 *
 * <p>A baseline folder that cannot be written fails the first test set up in record mode (before
 * anything is measured), and a write that still fails at the end fails the run when JUnit closes
 * the root store (JUnit reports that on the engine, and Maven's build fails).
 */
@SuppressWarnings("deprecation")    // CloseableResource for JUnit before 5.13, AutoCloseable for 5.13 on (which warns without it)
final class BaselineRunResource implements ExtensionContext.Store.CloseableResource, AutoCloseable {

    private final SerguardConfiguration configuration;
    private final RunBaselines baselines;

    BaselineRunResource(SerguardConfiguration configuration) {
        this.configuration = configuration;
        Mode mode = configuration.run().mode();
        this.baselines = new RunBaselines(configuration.run().baselineDir(), mode == Mode.FULL, mode == Mode.RECORD, mode == Mode.OFF,
                // A child JVM, or a run with codecs or sizes selected, records some invocations of its tests: it replaces those alone.
                configuration.fork().role().isChild() || configuration.run().selection().narrowed(), Recorded.metrics(configuration.run().recorded()));
        if (mode == Mode.RECORD && configuration.run().recorded().contains(Recorded.TIMES) && !configuration.fork().role().isChild()) {
            // At the start, on the console, once per run (not a run note: the reports say how each time was recorded).
            int jvms = configuration.fork().recordJvms();
            Recording.busyNotice(ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), Runtime.getRuntime().availableProcessors(),
                    jvms, RecordingJvms.most(jvms)).ifPresent(System.out::println);
        }
    }

    BaselineRun run() {
        return baselines.run();
    }

    /**
     * The check of one test method; reports a missing baseline, and baseline entries that the test
     * no longer has codecs or payloads for.
     */
    BaselineCheck forTest(Class<?> testClass, Method method, TestSetup<?> setup, ExtensionContext context) {
        BaselineCheck check = new BaselineCheck(run(), testClass, method.getName(), thresholds(TestDeclarations.of(context)),
                configuration.fork().role());
        Set<String> codecs = new LinkedHashSet<>();
        setup.codecs().forEach(codec -> codecs.add(codec.name()));
        setup.skipped().forEach(codec -> codecs.add(codec.name()));
        List<String> payloads = setup.payloads().stream().map(payload -> payload.label()).toList();
        RunBaselines.Heard heard = SerguardConfiguration.reading(() -> baselines.forTest(testClass, method.getName(), TestSetup.where(method),
                codecs, payloads));
        heard.missing().ifPresent(missing -> context.publishReportEntry(ReportEntries.BASELINE, missing));
        heard.stale().forEach(note -> context.publishReportEntry(ReportEntries.BASELINE_STALE, note));
        return check;
    }

    @Override
    public void close() {
        baselines.close();
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
