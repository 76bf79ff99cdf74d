package dev.serguard.junit;

import dev.serguard.measure.MeasureSettings;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * serguard's configuration keys, read once per run from JUnit configuration parameters, which
 * also take system properties and {@code junit-platform.properties}: {@code -Dserguard.mode=full}
 * and {@code serguard.mode=full} in that file mean the same. A bad value warns and falls back.
 *
 * @param mode             what runs
 * @param reportDir        where the end-of-run reports go
 * @param trustEnvironment whether to fail on times even under an agent, a debugger or a loaded machine
 */
record SerguardConfiguration(Mode mode, Path reportDir, boolean trustEnvironment) {

    static final String MODE = "serguard.mode";
    static final String REPORT_DIR = "serguard.reportDir";
    static final String TRUST_ENVIRONMENT = "serguard.trustEnvironment";

    private static final System.Logger LOG = System.getLogger(SerguardConfiguration.class.getName());

    /** What runs. */
    enum Mode {
        /** Round trip, size and allocation, with thorough timing. */
        FULL,
        /** Round trip, size and allocation, with short timing: the default. */
        QUICK,
        /** Nothing: every invocation is skipped. */
        OFF;

        MeasureSettings settings() {
            return this == FULL ? MeasureSettings.full() : MeasureSettings.quick();
        }
    }

    /** The timing settings of the mode. */
    MeasureSettings settings() {
        return trustEnvironment ? mode.settings().withTrustedEnvironment() : mode.settings();
    }

    static SerguardConfiguration from(ExtensionContext context) {
        return new SerguardConfiguration(mode(context.getConfigurationParameter(MODE)),
                Path.of(context.getConfigurationParameter(REPORT_DIR).orElse("target/serguard")),
                context.getConfigurationParameter(TRUST_ENVIRONMENT).map(value -> value.trim().equalsIgnoreCase("true")).orElse(false));
    }

    static Mode mode(Optional<String> value) {
        if (value.isEmpty()) {
            return Mode.QUICK;
        }
        try {
            return Mode.valueOf(value.get().trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            LOG.log(System.Logger.Level.WARNING, () -> MODE + " = \"" + value.get() + "\" is not one of full, quick, off; using quick.");
            return Mode.QUICK;
        }
    }
}
