package dev.serguard.config;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.Settings;
import dev.serguard.measure.MeasureSettings;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.Locale;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/** What runs ({@code serguard.mode}). */
@API(status = INTERNAL, since = "0.4")
public enum Mode {
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
    static final Duration RECORD_WARMUP = Duration.ofSeconds(2);
    static final Duration RECORD_TIME_LIMIT = Duration.ofSeconds(20);

    /** The mode {@code value} names, in any case; quick where not given. */
    public static Mode read(Optional<String> value) {
        if (value.isEmpty()) {
            return QUICK;
        }
        try {
            return valueOf(value.get().trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Misconfiguration.setting(Settings.MODE.key(), value.get(), "is not a mode",
                    "give one of check, quick, full, record, off, or leave it out for quick");
        }
    }

    /** The timing settings of the mode. */
    public MeasureSettings settings() {
        return switch (this) {
            case FULL -> MeasureSettings.full();
            // Sampled as quick mode samples, warmed up as long as it takes: a figure recorded is one a later run judges by.
            case RECORD -> MeasureSettings.quick().withWarmupMax(RECORD_WARMUP).withTimeLimit(RECORD_TIME_LIMIT);
            default -> MeasureSettings.quick();
        };
    }

    /** Whether times and allocation are measured (and so timed budgets judged). */
    public boolean timed() {
        return this != CHECK;
    }
}
