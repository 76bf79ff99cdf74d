package dev.serguard.junit;

import dev.serguard.CheckSettings;
import dev.serguard.baseline.Thresholds;
import dev.serguard.budget.Metric;
import dev.serguard.fork.ForkSettings;
import dev.serguard.internal.Guarded;
import dev.serguard.internal.Settings;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.ProbeSource;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * serguard's configuration keys, read once per run from JUnit configuration parameters, which
 * also take system properties and {@code junit-platform.properties}: {@code -Dserguard.mode=full}
 * and {@code serguard.mode=full} in that file mean the same. A bad value warns and falls back.
 *
 * @param mode             what runs
 * @param reportDir        where the end-of-run reports go
 * @param trustEnvironment whether to fail on times even under an agent, a debugger or a loaded machine
 * @param baselineDir      where baseline files are read from and recorded to
 * @param thresholds       how much worse than its baseline a figure may get, unless a
 *                         {@link BaselineThresholds} says otherwise
 * @param callTimeout      how long one call into the user's code (a codec source, a payload
 *                         factory, a codec) may take before it is reported as hung
 * @param selection        the codecs, sizes and seed chosen on the command line
 * @param probes           what the timing engine reads in place of this JVM's clock and counters:
 *                         for serguard's own tests only ({@code serguard.internal.probes}), empty in every user's run
 * @param fork             which invocations run in child JVMs, and with what limits
 * @param recorded         what record mode records ({@code serguard.record}): sizes, allocation, times, golden bytes
 * @param printReportEntries whether each invocation also prints its report entries on its standard output ({@link ReportEntries})
 */
record SerguardConfiguration(Mode mode, Path reportDir, boolean trustEnvironment, Path baselineDir, Thresholds thresholds,
                             Duration callTimeout, Selection selection, Optional<ProbeSource> probes, ForkSettings fork,
                             Set<Recorded> recorded, boolean printReportEntries) {

    /** What record mode records ({@code serguard.record}): every part by default. */
    enum Recorded {
        /** serialized and deflated sizes */
        SIZES(Metric.SIZE, Metric.DEFLATED_SIZE),
        /** bytes allocated per operation, from this JVM alone: exact once compiled */
        ALLOCATION(Metric.SERIALIZE_ALLOCATION, Metric.DESERIALIZE_ALLOCATION),
        /** times, from this JVM and fresh ones */
        TIMES(Metric.SERIALIZE_TIME, Metric.DESERIALIZE_TIME, Metric.ROUND_TRIP_TIME),
        /** golden bytes */
        GOLDEN;

        private final Set<Metric> metrics;

        Recorded(Metric... metrics) {
            this.metrics = metrics.length == 0 ? Set.of() : EnumSet.copyOf(List.of(metrics));
        }

        /** The baseline metrics that {@code parts} record; empty where they record golden bytes only. */
        static Set<Metric> metrics(Set<Recorded> parts) {
            Set<Metric> metrics = EnumSet.noneOf(Metric.class);
            parts.forEach(part -> metrics.addAll(part.metrics));
            return metrics;
        }

        String key() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    static final Duration DEFAULT_CALL_TIMEOUT = CheckSettings.defaults().callLimit();
    // JUnit's own format for durations (junit.jupiter.execution.timeout.default): a number, an optional unit, seconds by default.
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ns|μs|us|ms|s|m|h|d)?", Pattern.CASE_INSENSITIVE);

    /** What runs. */
    enum Mode {
        /**
         * Round trip, size and deflated size, thread safety and the baselines' sizes; nothing
         * timed, no allocation measured: the mode for every pull request.
         */
        CHECK,
        /** Round trip, size and allocation, with thorough timing. */
        FULL,
        /** Round trip, size and allocation, with short timing: the default. */
        QUICK,
        /**
         * Round trip, size and allocation, with short timing as in quick mode (the mode the
         * comparisons usually run in: like is compared with like), and the figures written as
         * baselines instead of compared with them.
         */
        RECORD,
        /** Nothing: every invocation is skipped. */
        OFF;

        /**
         * How long record mode warms up at most, and how long one measurement may take: longer
         * than quick mode's 0.4 s and 5 s, as on a busy machine the compilers wait for a core and
         * warm-up that gives up leaves a figure that could judge nothing.
         */
        static final java.time.Duration RECORD_WARMUP = java.time.Duration.ofSeconds(2);
        static final java.time.Duration RECORD_TIME_LIMIT = java.time.Duration.ofSeconds(20);

        MeasureSettings settings() {
            return switch (this) {
                case FULL -> MeasureSettings.full();
                // Sampled as quick mode samples, warmed up as long as it takes: a figure recorded is one a later run judges by.
                case RECORD -> MeasureSettings.quick().withWarmupMax(RECORD_WARMUP).withTimeLimit(RECORD_TIME_LIMIT);
                default -> MeasureSettings.quick();
            };
        }

        /** Whether times and allocation are measured (and so timed budgets judged). */
        boolean timed() {
            return this != CHECK;
        }
    }

    /** The timing settings of the mode. */
    MeasureSettings settings() {
        MeasureSettings settings = trustEnvironment ? mode.settings().withTrustedEnvironment() : mode.settings();
        return probes.map(settings::withProbes).orElse(settings);
    }

    static SerguardConfiguration from(ExtensionContext context) {
        ForkSettings fork = ForkConfiguration.from(context);
        // Where no fresh JVM decides a time, one JVM's own spread must not fail it.
        Thresholds defaults = fork.confirm() ? Thresholds.DEFAULTS : Thresholds.ONE_JVM;
        Thresholds thresholds = new Thresholds(
                percent(Settings.BASELINE_SIZE_PERCENT.key(), context.getConfigurationParameter(Settings.BASELINE_SIZE_PERCENT.key()),
                        defaults.sizePercent()),
                percent(Settings.BASELINE_ALLOCATION_PERCENT.key(), context.getConfigurationParameter(Settings.BASELINE_ALLOCATION_PERCENT.key()),
                        defaults.allocationPercent()),
                percent(Settings.BASELINE_TIME_PERCENT.key(), context.getConfigurationParameter(Settings.BASELINE_TIME_PERCENT.key()),
                        defaults.timePercent()));
        return new SerguardConfiguration(mode(context.getConfigurationParameter(Settings.MODE.key())),
                Path.of(context.getConfigurationParameter(Settings.REPORT_DIR.key()).orElse("target/serguard")),
                flag(Settings.TRUST_ENVIRONMENT.key(), context.getConfigurationParameter(Settings.TRUST_ENVIRONMENT.key()), false),
                Path.of(context.getConfigurationParameter(Settings.BASELINE_DIR.key()).orElse("src/test/resources/serguard")), thresholds,
                duration(Settings.CALL_TIMEOUT.key(), context.getConfigurationParameter(Settings.CALL_TIMEOUT.key()), DEFAULT_CALL_TIMEOUT),
                new Selection(context.getConfigurationParameter(Settings.CODECS.key()), context.getConfigurationParameter(Settings.SIZES.key()),
                        context.getConfigurationParameter(Settings.SEED.key())),
                context.getConfigurationParameter(Settings.PROBES.key()).map(SerguardConfiguration::probes), fork,
                recorded(context.getConfigurationParameter(Settings.RECORD.key())),
                flag(Settings.PRINT_REPORT_ENTRIES.key(), context.getConfigurationParameter(Settings.PRINT_REPORT_ENTRIES.key()), false));
    }

    /**
     * {@code serguard.record=sizes,golden}: the parts record mode records, every one where not
     * given. Strict, as a typo here would record what was not meant and say nothing.
     */
    static Set<Recorded> recorded(Optional<String> value) {
        if (value.isEmpty()) {
            return EnumSet.allOf(Recorded.class);
        }
        Set<Recorded> parts = EnumSet.noneOf(Recorded.class);
        for (String name : Selection.names(value)) {
            Recorded part = Arrays.stream(Recorded.values()).filter(p -> p.key().equals(name.toLowerCase(Locale.ROOT))).findFirst()
                    .orElseThrow(() -> Misconfigured.setting(Settings.RECORD.key(), value.get(), "names \"" + name
                            + "\", which is not one of sizes, allocation, times, golden", "give those to record, comma-separated (sizes,golden"
                            + " records sizes and golden bytes anew and keeps the recorded times), or leave it out to record all"));
            parts.add(part);
        }
        if (parts.isEmpty()) {
            throw Misconfigured.setting(Settings.RECORD.key(), value.get(), "names nothing to record", "give some of sizes,"
                    + " allocation, times, golden, comma-separated, or leave it out to record all");
        }
        return parts;
    }

    /** Whether this run times its codecs: in every mode but check, and in record mode only where it records times or allocation. */
    boolean timed() {
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
        throw Misconfigured.setting(Settings.PROBES.key(), className, "names no ProbeSource with a constructor without parameters ("
                + reason + ")", "it is for serguard's own tests; remove it");
    }

    /**
     * What the command line picks, as given: {@code serguard.codecs=kryo,json},
     * {@code serguard.sizes=SMALL,LARGE}, {@code serguard.seed=42}. Checked per test (by
     * {@link TestSetup}), where a name that matches nothing can be said with the names there are.
     *
     * @param codecs the codec names, comma-separated; empty for all of a test's codecs
     * @param sizes  the size names, comma-separated; empty for all of a test's sizes
     * @param seed   the base seed of every payload factory, instead of the declared one
     */
    record Selection(Optional<String> codecs, Optional<String> sizes, Optional<String> seed) {

        static final Selection NONE = new Selection(Optional.empty(), Optional.empty(), Optional.empty());

        /** The names of a comma-separated value, blanks dropped; empty when none is given. */
        static List<String> names(Optional<String> value) {
            return value.stream().flatMap(v -> Arrays.stream(v.split(","))).map(String::trim).filter(name -> !name.isEmpty()).toList();
        }
    }

    /**
     * {@code 30 s}, {@code 500ms}, {@code 2 m} or {@code 30} (seconds), as JUnit reads its timeouts; {@code fallback} where
     * not given. Strict: a value that is no such duration fails the run rather than quietly running with another.
     */
    static Duration duration(String key, Optional<String> value, Duration fallback) {
        if (value.isEmpty()) {
            return fallback;
        }
        return parseDuration(value.get()).orElseThrow(() -> Misconfigured.setting(key, value.get(), "is not a duration greater than 0",
                "give one such as 30 s, 500 ms or 2 m, or leave it out for " + Guarded.describe(fallback)));
    }

    /** {@code true} or {@code false}, in any case; {@code fallback} where not given. Strict: {@code flase} or {@code yes} fails the run. */
    static boolean flag(String key, Optional<String> value, boolean fallback) {
        if (value.isEmpty()) {
            return fallback;
        }
        String given = value.get().trim().toLowerCase(Locale.ROOT);
        if (given.equals("true") || given.equals("false")) {
            return given.equals("true");
        }
        throw Misconfigured.setting(key, value.get(), "is not true or false", "set it to true or false, or leave it out for " + fallback);
    }

    /** {@code 30 s}, {@code 500ms}, {@code 2 m} or {@code 30} (seconds); empty for anything else, zero included. */
    static Optional<Duration> parseDuration(String value) {
        Matcher matcher = DURATION.matcher(value.trim());
        if (matcher.matches()) {
            try {
                long amount = Long.parseLong(matcher.group(1));
                String unit = matcher.group(2) == null ? "s" : matcher.group(2).toLowerCase(Locale.ROOT);
                Duration duration = switch (unit) {
                    case "ns" -> Duration.ofNanos(amount);
                    case "μs", "us" -> Duration.ofNanos(Math.multiplyExact(amount, 1_000L));
                    case "ms" -> Duration.ofMillis(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    case "h" -> Duration.ofHours(amount);
                    case "d" -> Duration.ofDays(amount);
                    default -> Duration.ofSeconds(amount);
                };
                if (!duration.isZero() && duration.toNanos() > 0) {      // toNanos: a limit waited for in nanoseconds must fit in them
                    return Optional.of(duration);
                }
            } catch (NumberFormatException | ArithmeticException e) {
                // not a duration
            }
        }
        return Optional.empty();
    }

    static double percent(String key, Optional<String> value, double fallback) {
        if (value.isEmpty()) {
            return fallback;
        }
        try {
            double percent = Double.parseDouble(value.get().trim());
            if (percent >= 0 && !Double.isInfinite(percent)) {
                return percent;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw Misconfigured.setting(key, value.get(), "is not a percentage ≥ 0", "give a number such as 15 or 7.5, or leave it out for "
                + BigDecimal.valueOf(fallback).stripTrailingZeros().toPlainString());
    }

    /** A number of bytes, 0 or more, as digits ({@code 65536}); {@code fallback} where not given. Strict, as every setting. */
    static int bytes(String key, Optional<String> value, int fallback) {
        if (value.isEmpty()) {
            return fallback;
        }
        try {
            int bytes = Integer.parseInt(value.get().trim());
            if (bytes >= 0) {
                return bytes;
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw Misconfigured.setting(key, value.get(), "is not a number of bytes", "give one such as 65536, or leave it out for " + fallback);
    }

    static Mode mode(Optional<String> value) {
        if (value.isEmpty()) {
            return Mode.QUICK;
        }
        try {
            return Mode.valueOf(value.get().trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Misconfigured.setting(Settings.MODE.key(), value.get(), "is not a mode",
                    "give one of check, quick, full, record, off, or leave it out for quick");
        }
    }
}
