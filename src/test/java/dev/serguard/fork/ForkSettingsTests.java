package dev.serguard.fork;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Forked mode's settings, read without JUnit: the limits each child gets, and the values that cannot be taken. */
class ForkSettingsTests {

    private static ForkSettings from(Map<String, String> values) {
        return ForkSettings.from(key -> Optional.ofNullable(values.get(key)));
    }

    @Test
    void aTestIsForked_byItsOwnLimits_orTheRunsWhereEveryTestIs() {
        ForkSettings every = from(Map.of(Settings.FORK.key(), "true", Settings.FORK_JVM_ARGS.key(), " -Da=1  -Db=2 "));

        assertThat(every.forTest(Optional.empty())).contains(new ForkSettings.Limits("512m", Duration.ofMinutes(5), List.of("-Da=1", "-Db=2")));
        assertThat(every.forTest(Optional.of(new ForkSettings.Declared("2g", Optional.of(Duration.ofSeconds(90))))))
                .contains(new ForkSettings.Limits("2g", Duration.ofSeconds(90), List.of("-Da=1", "-Db=2")));
        assertThat(from(Map.of()).forTest(Optional.empty())).isEmpty();
        assertThat(from(Map.of()).forTest(Optional.of(new ForkSettings.Declared("", Optional.empty()))))
                .contains(new ForkSettings.Limits("512m", Duration.ofMinutes(5), List.of()));
    }

    @Test
    void aChild_forksNothing_andKnowsItsRole() {
        ForkSettings child = from(Map.of(Settings.FORK.key(), "true", Settings.FORK_CODEC.key(), "kryo", Settings.FORK_ROLE.key(), "CONFIRMING"));

        assertThat(child.role()).isEqualTo(Role.CONFIRMING);
        assertThat(child.forTest(Optional.empty())).isEmpty();
        assertThat(child.forConfirmation()).isEmpty();
        assertThat(child.forRecording()).isEmpty();
        assertThat(from(Map.of()).role()).isEqualTo(Role.TEST);
    }

    @Test
    void aHeapOrANumberOfJvmsItCannotTake_isSaidWithItsFix() {
        assertThatThrownBy(() -> from(Map.of(Settings.FORK_MAX_HEAP.key(), "lots"))).isInstanceOf(Misconfiguration.class)
                .hasMessage("serguard.fork.maxHeap = \"lots\" is not a heap size as -Xmx takes it: give one such as 512m or 2g, or leave it out"
                        + " for 512m.");
        assertThatThrownBy(() -> from(Map.of(Settings.RECORD_JVMS.key(), "21"))).isInstanceOf(Misconfiguration.class)
                .hasMessage("serguard.record.jvms = \"21\" is not a number of JVMs from 1 to 20: give one such as 3, or leave it out for 5.");
    }
}
