package dev.serguard.internal;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingsTests {

    @Test
    void everyConstantOfSettings_isInTheCatalog_once_documentedOnesFirst() throws IllegalAccessException {
        List<Setting> constants = new ArrayList<>();
        for (Field field : Settings.class.getDeclaredFields()) {
            if (field.getType() == Setting.class && Modifier.isStatic(field.getModifiers())) {
                constants.add((Setting) field.get(null));
            }
        }

        assertThat(Settings.all()).containsExactlyElementsOf(constants);
        assertThat(Settings.all()).extracting(Setting::key).doesNotHaveDuplicates();
        assertThat(Settings.all().subList(0, Settings.documented().size())).containsExactlyElementsOf(Settings.documented());
        assertThat(Settings.all()).filteredOn(Setting::internal).extracting(Setting::key)
                .allSatisfy(key -> assertThat(key).startsWith("serguard.internal."));
    }

    @Test
    void aSetting_isFoundByItsKey_andOnlyByIt() {
        assertThat(Settings.of("serguard.fork.timeout")).contains(Settings.FORK_TIMEOUT);
        assertThat(Settings.of("serguard.codec")).isEmpty();
        assertThat(Settings.FORK_TIMEOUT.type()).isEqualTo(Setting.Type.DURATION);
        assertThat(Settings.PROBES.internal()).isTrue();
        assertThat(Settings.CONFIRM_FORK.internal()).isFalse();
    }

    @Test
    void aKeyOutsideSerguardsOwn_orAnInternalOneMarkedForUsers_isRefused() {
        assertThatThrownBy(() -> new Setting("junit.fork", Setting.Type.BOOLEAN, "`false`", "Forks.", false))
                .hasMessage("A setting's key is serguard. and a name, but was junit.fork");
        assertThatThrownBy(() -> new Setting("serguard.internal.fork.codec", Setting.Type.STRING, "none", "The codec.", false))
                .hasMessage("serguard.internal.fork.codec is for users, so its key must not start with serguard.internal.");
        assertThatThrownBy(() -> new Setting("serguard.fork.codec", Setting.Type.STRING, "none", "The codec.", true))
                .hasMessage("serguard.fork.codec is internal, so its key must start with serguard.internal.");
    }

    @Test
    void everyType_isUsedBySomeSetting() {
        assertThat(Settings.all()).extracting(Setting::type).containsAll(Arrays.asList(Setting.Type.values()));
    }
}
