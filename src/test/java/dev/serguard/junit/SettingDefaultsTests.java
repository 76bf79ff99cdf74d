package dev.serguard.junit;

import dev.serguard.baseline.Thresholds;
import dev.serguard.check.golden.GoldenFiles;
import dev.serguard.config.Mode;
import dev.serguard.config.Recorded;
import dev.serguard.duet.Duet;
import dev.serguard.fork.ForkSettings;
import dev.serguard.internal.Setting;
import dev.serguard.internal.Settings;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.lang.reflect.Proxy;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The default the configuration reference shows for a setting ({@link Setting#defaultValue()}),
 * read as its reader reads a value, is what that reader gives where the key is not set.
 */
class SettingDefaultsTests {

    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    @Test
    void theDefaultsOfTheReference_areWhatAnUnsetKeyReadsAs() {
        SerguardConfiguration unset = SerguardConfiguration.from(context(Map.of()));

        assertThat(Mode.read(Optional.of(code(Settings.MODE, 0)))).isEqualTo(unset.run().mode());
        assertThat(Path.of(code(Settings.REPORT_DIR, 0))).isEqualTo(unset.run().reportDir());
        assertThat(Boolean.parseBoolean(code(Settings.TRUST_ENVIRONMENT, 0))).isEqualTo(unset.run().trustEnvironment());
        assertThat(Boolean.parseBoolean(code(Settings.PRINT_REPORT_ENTRIES, 0))).isEqualTo(unset.run().printReportEntries());
        assertThat(SerguardConfiguration.parseDuration(code(Settings.CALL_TIMEOUT, 0))).contains(unset.run().callTimeout());
        assertThat(Path.of(code(Settings.BASELINE_DIR, 0))).isEqualTo(unset.run().baselineDir());
        assertThat(Double.parseDouble(code(Settings.BASELINE_SIZE_PERCENT, 0))).isEqualTo(unset.run().thresholds().sizePercent());
        assertThat(Double.parseDouble(code(Settings.BASELINE_ALLOCATION_PERCENT, 0))).isEqualTo(unset.run().thresholds().allocationPercent());
        assertThat(Double.parseDouble(code(Settings.BASELINE_TIME_PERCENT, 0))).isEqualTo(unset.run().thresholds().timePercent());
        assertThat(Recorded.read(Optional.of(code(Settings.RECORD, 0)))).isEqualTo(unset.run().recorded());
        assertThat(Long.parseLong(code(Settings.SEED, 1))).isEqualTo(Payload.DEFAULT_SEED);
        assertThat(Integer.parseInt(code(Settings.GOLDEN_MAX_BYTES, 0))).isEqualTo(GoldenFiles.DEFAULT_MAX_BYTES);
        assertThat(Double.parseDouble(code(Settings.AGAINST_FACTOR, 0))).isEqualTo(Duet.DEFAULT_FACTOR);
    }

    @Test
    void theForkDefaultsOfTheReference_areWhatAnUnsetKeyReadsAs() {
        ForkSettings unset = ForkConfiguration.from(context(Map.of()));

        assertThat(Boolean.parseBoolean(code(Settings.FORK, 0))).isEqualTo(unset.all());
        assertThat(Boolean.parseBoolean(code(Settings.CONFIRM_FORK, 0))).isEqualTo(unset.confirm());
        assertThat(Integer.parseInt(code(Settings.RECORD_JVMS, 0))).isEqualTo(unset.recordJvms());
        assertThat(code(Settings.FORK_MAX_HEAP, 0)).isEqualTo(unset.maxHeap());
        assertThat(SerguardConfiguration.parseDuration(code(Settings.FORK_TIMEOUT, 0))).contains(unset.timeout());
        assertThat(Settings.FORK_JVM_ARGS.defaultValue()).isEqualTo("none");
        assertThat(unset.jvmArgs()).isEmpty();
    }

    @Test
    void theTimePercentWithoutFreshJvms_isTheOneTheReferenceShows() {
        SerguardConfiguration oneJvm = SerguardConfiguration.from(context(Map.of(Settings.CONFIRM_FORK.key(), "false")));

        assertThat(code(Settings.BASELINE_TIME_PERCENT, 2)).isEqualTo(Settings.CONFIRM_FORK.key() + "=false");
        assertThat(Double.parseDouble(code(Settings.BASELINE_TIME_PERCENT, 1))).isEqualTo(oneJvm.run().thresholds().timePercent())
                .isEqualTo(Thresholds.ONE_JVM.timePercent());
    }

    // The index-th `code` span of the default as the reference shows it: `15`; `25` with `serguard.confirm.fork=false`.
    private static String code(Setting setting, int index) {
        List<String> spans = new ArrayList<>();
        Matcher span = CODE.matcher(setting.defaultValue());
        while (span.find()) {
            spans.add(span.group(1));
        }
        assertThat(spans).as(setting.key()).hasSizeGreaterThan(index);
        return spans.get(index);
    }

    // Only what SerguardConfiguration.from and ForkConfiguration.from ask: the configuration parameters, here those of parameters alone.
    private static ExtensionContext context(Map<String, String> parameters) {
        return (ExtensionContext) Proxy.newProxyInstance(ExtensionContext.class.getClassLoader(), new Class<?>[] {ExtensionContext.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("getConfigurationParameter") && args.length == 1) {
                        return Optional.ofNullable(parameters.get((String) args[0]));
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }
}
