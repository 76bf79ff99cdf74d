package dev.serguard.config;

import dev.serguard.CheckSettings;
import dev.serguard.baseline.Thresholds;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.ProbeSource;
import org.apiguardian.api.API;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * serguard's configuration keys, read once per run from the configuration parameters an adapter
 * hands over (JUnit's also take system properties and {@code junit-platform.properties}:
 * {@code -Dserguard.mode=full} and {@code serguard.mode=full} in that file mean the same). A bad
 * value fails the run with a {@link Misconfiguration}. Forked mode's keys are the adapter's.
 *
 * @param mode             what runs
 * @param reportDir        where the end-of-run reports go
 * @param trustEnvironment whether to fail on times even under an agent, a debugger or a loaded machine
 * @param baselineDir      where baseline files are read from and recorded to
 * @param thresholds       how much worse than its baseline a figure may get, unless a test says otherwise
 * @param callTimeout      how long one call into the user's code (a codec source, a payload
 *                         factory, a codec) may take before it is reported as hung
 * @param selection        the codecs, sizes and seed chosen on the command line
 * @param probes           what the timing engine reads in place of this JVM's clock and counters:
 *                         for serguard's own tests only ({@code serguard.internal.probes}), empty in every user's run
 * @param recorded         what record mode records ({@code serguard.record}): sizes, allocation, times, golden bytes
 * @param printReportEntries whether each invocation also prints its report entries on its standard output
 */
@API(status = INTERNAL, since = "0.4")
public record Configuration(Mode mode, Path reportDir, boolean trustEnvironment, Path baselineDir, Thresholds thresholds,
                            Duration callTimeout, Selection selection, Optional<ProbeSource> probes, Set<Recorded> recorded,
                            boolean printReportEntries) {

    /** How long one call into the user's code may take where {@code serguard.callTimeout} is not given. */
    public static final Duration DEFAULT_CALL_TIMEOUT = CheckSettings.defaults().callLimit();

    /**
     * The configuration that {@code parameters} (a key's value, if given) set; {@code confirm}:
     * whether fresh JVMs decide a time that fails, which sets the baselines' default thresholds.
     */
    public static Configuration read(Function<String, Optional<String>> parameters, boolean confirm) {
        // Where no fresh JVM decides a time, one JVM's own spread must not fail it.
        Thresholds defaults = confirm ? Thresholds.DEFAULTS : Thresholds.ONE_JVM;
        Thresholds thresholds = new Thresholds(
                SettingValues.percent(Settings.BASELINE_SIZE_PERCENT.key(), parameters.apply(Settings.BASELINE_SIZE_PERCENT.key()),
                        defaults.sizePercent()),
                SettingValues.percent(Settings.BASELINE_ALLOCATION_PERCENT.key(), parameters.apply(Settings.BASELINE_ALLOCATION_PERCENT.key()),
                        defaults.allocationPercent()),
                SettingValues.percent(Settings.BASELINE_TIME_PERCENT.key(), parameters.apply(Settings.BASELINE_TIME_PERCENT.key()),
                        defaults.timePercent()));
        return new Configuration(Mode.read(parameters.apply(Settings.MODE.key())),
                Path.of(parameters.apply(Settings.REPORT_DIR.key()).orElse("target/serguard")),
                SettingValues.flag(Settings.TRUST_ENVIRONMENT.key(), parameters.apply(Settings.TRUST_ENVIRONMENT.key()), false),
                Path.of(parameters.apply(Settings.BASELINE_DIR.key()).orElse("src/test/resources/serguard")), thresholds,
                SettingValues.duration(Settings.CALL_TIMEOUT.key(), parameters.apply(Settings.CALL_TIMEOUT.key()), DEFAULT_CALL_TIMEOUT),
                new Selection(parameters.apply(Settings.CODECS.key()), parameters.apply(Settings.SIZES.key()), parameters.apply(Settings.SEED.key())),
                parameters.apply(Settings.PROBES.key()).map(Configuration::probes),
                Recorded.read(parameters.apply(Settings.RECORD.key())),
                SettingValues.flag(Settings.PRINT_REPORT_ENTRIES.key(), parameters.apply(Settings.PRINT_REPORT_ENTRIES.key()), false));
    }

    /** The timing settings of the mode. */
    public MeasureSettings settings() {
        MeasureSettings settings = trustEnvironment ? mode.settings().withTrustedEnvironment() : mode.settings();
        return probes.map(settings::withProbes).orElse(settings);
    }

    /** Whether this run times its codecs: in every mode but check, and in record mode only where it records times or allocation. */
    public boolean timed() {
        return mode.timed() && (mode != Mode.RECORD || recorded.contains(Recorded.TIMES) || recorded.contains(Recorded.ALLOCATION));
    }

    // Fails rather than falling back: a test that meant to measure on its own probes must not silently time for real.
    static ProbeSource probes(String className) {
        String reason;
        try {
            Class<?> source = Class.forName(className.trim(), true, Thread.currentThread().getContextClassLoader());
            if (ProbeSource.class.isAssignableFrom(source)) {
                return (ProbeSource) source.getDeclaredConstructor().newInstance();
            }
            reason = "it does not implement ProbeSource";
        } catch (ClassNotFoundException e) {
            reason = "no such class";
        } catch (ReflectiveOperationException | LinkageError | RuntimeException e) {
            reason = String.valueOf(e);
        }
        throw Misconfiguration.setting(Settings.PROBES.key(), className, "names no ProbeSource with a constructor without parameters ("
                + reason + ")", "it is for serguard's own tests; remove it");
    }
}
