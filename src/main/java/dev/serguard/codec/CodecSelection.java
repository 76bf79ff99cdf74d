package dev.serguard.codec;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * A test's codecs narrowed to those the command line selects ({@code serguard.codecs=kryo,json}):
 * a name that is no codec of the test is a typo only if no test could have it built in, and a
 * selection that leaves the test none says so, to be reported rather than failed.
 *
 * @param codecs      the codecs selected, available or skipped
 * @param names       the names selected; empty where the command line selects none, and all run
 * @param notSelected why the test runs nothing: {@code serguard.codecs = … selects none of the codecs of …}
 */
@API(status = INTERNAL, since = "0.4")
public record CodecSelection<T>(CodecSet<T> codecs, List<String> names, Optional<String> notSelected) {

    public CodecSelection {
        names = List.copyOf(names);
    }

    /**
     * The codecs of {@code codecs} that {@code selection} ({@code serguard.codecs}, comma-separated) names.
     *
     * @param test the test, as messages name it: {@code OrderTests.orders}
     * @throws Misconfiguration if it names a codec that is neither the test's nor serguard's
     */
    public static <T> CodecSelection<T> of(CodecSet<T> codecs, Optional<String> selection, String test) {
        List<String> selected = SettingValues.names(selection);
        if (selected.isEmpty()) {
            return new CodecSelection<>(codecs, selected, Optional.empty());
        }
        Set<String> names = names(codecs);
        List<String> builtIns = CodecFamily.everyCodecName();
        for (String name : selected) {
            if (!names.contains(name) && !builtIns.contains(name)) {
                throw Misconfiguration.setting(Settings.CODECS.key(), selection.orElseThrow(), "has \"" + name + "\", which is no codec of "
                        + test, "name one of " + String.join(", ", names) + " (this test's) or one of serguard's ("
                        + String.join(", ", builtIns) + "), or fix the name");
            }
        }
        CodecSet<T> kept = new CodecSet<>(codecs.available().stream().filter(codec -> selected.contains(codec.name())).toList(),
                codecs.skipped().stream().filter(codec -> selected.contains(codec.name())).toList());
        Optional<String> none = kept.available().isEmpty() && kept.skipped().isEmpty()
                ? Optional.of(Settings.CODECS.key() + " = " + selection.orElseThrow() + " selects none of the codecs of " + test
                + " (" + String.join(", ", names) + ")")
                : Optional.empty();
        return new CodecSelection<>(kept, selected, none);
    }

    /** The names of {@code codecs}, available and skipped, in their order. */
    public static Set<String> names(CodecSet<?> codecs) {
        Set<String> names = new LinkedHashSet<>();
        codecs.available().forEach(codec -> names.add(codec.name()));
        codecs.skipped().forEach(skip -> names.add(skip.name()));
        return names;
    }

    /** Whether the codec {@code name} is selected: named, or all are. */
    public boolean selects(String name) {
        return names.isEmpty() || names.contains(name);
    }
}
