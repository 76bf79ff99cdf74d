package dev.serguard.junit;

import dev.serguard.config.Configuration;
import dev.serguard.fork.ForkSettings;
import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * serguard's configuration ({@link Configuration}) and forked mode's ({@link ForkSettings}), read
 * once per run from JUnit configuration parameters, which also take system properties and
 * {@code junit-platform.properties}. A bad value fails the run as JUnit's configuration error,
 * with serguard's sentence ({@link Misconfiguration}).
 *
 * @param run  the run's configuration: mode, folders, thresholds, call limit, selection, what record mode records
 * @param fork which invocations run in child JVMs, and with what limits
 */
record SerguardConfiguration(Configuration run, ForkSettings fork) {

    static SerguardConfiguration from(ExtensionContext context) {
        ForkSettings fork = ForkConfiguration.from(context);
        return new SerguardConfiguration(reading(() -> Configuration.read(context::getConfigurationParameter, fork.confirm())), fork);
    }

    /** What {@code reading} a setting gives, a value it cannot take failing as JUnit's configuration error. */
    static <T> T reading(Supplier<T> reading) {
        try {
            return reading.get();
        } catch (Misconfiguration e) {
            throw Misconfigured.of(e);
        }
    }

    /** See {@link SettingValues#flag}. */
    static boolean flag(String key, Optional<String> value, boolean fallback) {
        return reading(() -> SettingValues.flag(key, value, fallback));
    }

    /** See {@link SettingValues#bytes}. */
    static int bytes(String key, Optional<String> value, int fallback) {
        return reading(() -> SettingValues.bytes(key, value, fallback));
    }

    /** See {@link SettingValues#duration(String)}. */
    static Optional<Duration> parseDuration(String value) {
        return SettingValues.duration(value);
    }
}
