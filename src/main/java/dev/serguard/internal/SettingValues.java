package dev.serguard.internal;

import org.apiguardian.api.API;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * How the value of a {@code serguard.*} setting is read, for each kind of value the catalog
 * ({@link Settings}) declares: the fallback where the key is not given, and strictly otherwise, as a
 * typo must fail the run ({@link Misconfiguration}) rather than quietly run with another value. Not
 * API: internal to serguard and free to change.
 *
 * <pre>{@code
 * SettingValues.flag(Settings.FORK.key(), parameters.apply(Settings.FORK.key()), false);
 * SettingValues.duration("90");     // 90 s, as JUnit reads its timeouts
 * }</pre>
 */
@API(status = INTERNAL, since = "0.4")
public final class SettingValues {

    // JUnit's own format for durations (junit.jupiter.execution.timeout.default): a number, an optional unit, seconds by default.
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ns|μs|us|ms|s|m|h|d)?", Pattern.CASE_INSENSITIVE);

    private SettingValues() {
    }

    /**
     * {@code 30 s}, {@code 500ms}, {@code 2 m} or {@code 30} (seconds), as JUnit reads its timeouts; {@code fallback} where
     * not given. Strict: a value that is no such duration fails the run rather than quietly running with another.
     */
    public static Duration duration(String key, Optional<String> value, Duration fallback) {
        if (value.isEmpty()) {
            return fallback;
        }
        return duration(value.get()).orElseThrow(() -> Misconfiguration.setting(key, value.get(), "is not a duration greater than 0",
                "give one such as 30 s, 500 ms or 2 m, or leave it out for " + Guarded.describe(fallback)));
    }

    /** {@code 30 s}, {@code 500ms}, {@code 2 m} or {@code 30} (seconds); empty for anything else, zero included. */
    public static Optional<Duration> duration(String value) {
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

    /** {@code true} or {@code false}, in any case; {@code fallback} where not given. Strict: {@code flase} or {@code yes} fails the run. */
    public static boolean flag(String key, Optional<String> value, boolean fallback) {
        if (value.isEmpty()) {
            return fallback;
        }
        String given = value.get().trim().toLowerCase(Locale.ROOT);
        if (given.equals("true") || given.equals("false")) {
            return given.equals("true");
        }
        throw Misconfiguration.setting(key, value.get(), "is not true or false", "set it to true or false, or leave it out for " + fallback);
    }

    /** A percentage, 0 or more ({@code 7.5}); {@code fallback} where not given. */
    public static double percent(String key, Optional<String> value, double fallback) {
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
        throw Misconfiguration.setting(key, value.get(), "is not a percentage ≥ 0", "give a number such as 15 or 7.5, or leave it out for "
                + BigDecimal.valueOf(fallback).stripTrailingZeros().toPlainString());
    }

    /** A number of bytes, 0 or more, as digits ({@code 65536}); {@code fallback} where not given. */
    public static int bytes(String key, Optional<String> value, int fallback) {
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
        throw Misconfiguration.setting(key, value.get(), "is not a number of bytes", "give one such as 65536, or leave it out for " + fallback);
    }

    /** The names of a comma-separated value, blanks dropped; empty when none is given. */
    public static List<String> names(Optional<String> value) {
        return value.stream().flatMap(v -> Arrays.stream(v.split(","))).map(String::trim).filter(name -> !name.isEmpty()).toList();
    }
}
