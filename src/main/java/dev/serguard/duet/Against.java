package dev.serguard.duet;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a test's upgrade duet compares with: {@code serguard.against} where it is set ({@code none}:
 * nothing), else the test's {@code @ComparedWith}s, the nearest version of each library.
 *
 * <pre>{@code
 * Optional<Against> against = Against.of(setting, factorSetting, () -> List.of(new Against.Named(
 *         "com.fasterxml.jackson.core:jackson-databind", "2.17.2", 0, "OrderTests.orders")));
 * }</pre>
 *
 * @param libraries the libraries and their versions to compare with, each a library or a bill of materials
 * @param source    where they were named, for messages: {@code serguard.against = …} or {@code @ComparedWith on OrderTests.orders}
 * @param factor    how many times as slow the new version may be
 */
@API(status = INTERNAL, since = "0.4")
public record Against(List<Library> libraries, String source, double factor) {

    // serguard.against = none: no duet, whatever the tests' @ComparedWith say.
    static final String NONE = "none";

    public Against {
        libraries = List.copyOf(libraries);
    }

    /**
     * One {@code @ComparedWith} as the test declares it, nearest first.
     *
     * @param artifact {@code groupId:artifactId}, as written
     * @param version  the version to compare with, as written
     * @param factor   how many times as slow the new version may be; 0 for the setting's
     * @param where    where it is declared, for messages: {@code OrderTests.orders}
     */
    public record Named(String artifact, String version, double factor, String where) {
    }

    /** The libraries as {@code groupId:artifactId:version}, comma-separated. */
    public String coordinates() {
        return libraries.stream().map(Library::toString).collect(Collectors.joining(","));
    }

    /**
     * What a test compares with: {@code setting} ({@code serguard.against}) where given, else what
     * {@code annotated} names; empty where nothing asks for a duet. {@code factorSetting}:
     * {@code serguard.against.factor}. A value it cannot use throws a {@link Misconfiguration}.
     */
    public static Optional<Against> of(Optional<String> setting, Optional<String> factorSetting, Supplier<List<Named>> annotated) {
        Optional<String> against = setting.filter(value -> !value.isBlank()).map(String::trim);
        Optional<Double> factor = factor(factorSetting);
        if (against.isPresent()) {
            return against.filter(value -> !value.equals(NONE)).map(value -> new Against(libraries(value), Settings.AGAINST.key() + " = "
                    + value, factor.orElse(Duet.DEFAULT_FACTOR)));
        }
        return annotated(annotated.get(), factor);
    }

    // The libraries serguard.against names, comma-separated.
    private static List<Library> libraries(String value) {
        List<Library> libraries = new ArrayList<>();
        for (String coordinates : SettingValues.names(Optional.of(value))) {
            libraries.add(Library.parse(coordinates).orElseThrow(() -> Misconfiguration.setting(Settings.AGAINST.key(), value, "has \""
                    + coordinates + "\", which is not groupId:artifactId:version", "name the library and the version to compare with, as"
                    + " com.fasterxml.jackson.core:jackson-databind:2.17.2, or a bill of materials, as com.fasterxml.jackson:jackson-bom:2.17.2")));
        }
        if (libraries.isEmpty()) {
            throw Misconfiguration.setting(Settings.AGAINST.key(), value, "names no library", "name the library and the version to compare"
                    + " with, as com.fasterxml.jackson.core:jackson-databind:2.17.2, or leave it out");
        }
        return libraries;
    }

    // The test's @ComparedWith, the nearest version of each library; the smallest factor any names, else the setting's.
    private static Optional<Against> annotated(List<Named> found, Optional<Double> factorSetting) {
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Library> libraries = new LinkedHashMap<>();
        double factor = Double.POSITIVE_INFINITY;
        for (Named each : found) {
            String artifact = each.artifact().trim();
            if (artifact.split(":", -1).length != 2 || Library.parse(artifact + ":1").isEmpty()) {
                throw Misconfiguration.attribute("@ComparedWith", each.where(), "artifact", "\"" + each.artifact() + "\"",
                        "which is not groupId:artifactId", "name the library as com.fasterxml.jackson.core:jackson-databind, its version in version");
            }
            Library library = Library.parse(artifact + ":" + each.version().trim()).orElseThrow(() -> Misconfiguration.attribute("@ComparedWith",
                    each.where(), "version", "\"" + each.version() + "\"", "which is no version", "give the version to compare with, as 2.17.2"));
            if (each.factor() != 0 && !(each.factor() >= 1 && Double.isFinite(each.factor()))) {
                throw Misconfiguration.attribute("@ComparedWith", each.where(), "factor", each.factor(), "which is less than 1",
                        "give how many times as slow the new version may be, as 1.10, or leave it out for " + Settings.AGAINST_FACTOR.key());
            }
            if (each.factor() != 0) {
                factor = Math.min(factor, each.factor());
            }
            libraries.remove(library.key());
            libraries.put(library.key(), library);
        }
        return Optional.of(new Against(List.copyOf(libraries.values()), "@ComparedWith on " + found.get(found.size() - 1).where(),
                Double.isFinite(factor) ? factor : factorSetting.orElse(Duet.DEFAULT_FACTOR)));
    }

    private static Optional<Double> factor(Optional<String> value) {
        if (value.isEmpty() || value.get().isBlank()) {
            return Optional.empty();
        }
        try {
            double factor = Double.parseDouble(value.get().trim());
            if (factor >= 1 && Double.isFinite(factor)) {
                return Optional.of(factor);
            }
        } catch (NumberFormatException e) {
            // said below
        }
        throw Misconfiguration.setting(Settings.AGAINST_FACTOR.key(), value.get(), "is no factor of 1 or more", "give how many times as slow"
                + " the new version may be, as 1.10 (the default)");
    }
}
