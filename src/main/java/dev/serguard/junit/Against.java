package dev.serguard.junit;

import dev.serguard.duet.Duet;
import dev.serguard.duet.Library;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What a test's upgrade duet compares with: {@code serguard.against} where it is set ({@code none}:
 * nothing), else the test's {@link ComparedWith}s, the nearest version of each library.
 *
 * @param libraries the libraries and their versions to compare with, each a library or a bill of materials
 * @param source    where they were named, for messages: {@code serguard.against = …} or {@code @ComparedWith on OrderTests.orders}
 * @param factor    how many times as slow the new version may be
 */
record Against(List<Library> libraries, String source, double factor) {

    // serguard.against = none: no duet, whatever the tests' @ComparedWith say.
    static final String NONE = "none";

    Against {
        libraries = List.copyOf(libraries);
    }

    /** The libraries as {@code groupId:artifactId:version}, comma-separated. */
    String coordinates() {
        return libraries.stream().map(Library::toString).collect(Collectors.joining(","));
    }

    /** What the test of {@code context} compares with; empty where nothing asks for a duet. */
    static Optional<Against> forTest(ExtensionContext context) {
        Optional<String> setting = context.getConfigurationParameter(Settings.AGAINST.key()).filter(value -> !value.isBlank()).map(String::trim);
        Optional<Double> factorSetting = factor(context.getConfigurationParameter(Settings.AGAINST_FACTOR.key()));
        if (setting.isPresent()) {
            return setting.filter(value -> !value.equals(NONE)).map(value -> new Against(libraries(value), Settings.AGAINST.key() + " = "
                    + value, factorSetting.orElse(Duet.DEFAULT_FACTOR)));
        }
        return annotated(TestDeclarations.of(context), factorSetting);
    }

    // The libraries serguard.against names, comma-separated.
    private static List<Library> libraries(String value) {
        List<Library> libraries = new ArrayList<>();
        for (String coordinates : SettingValues.names(Optional.of(value))) {
            libraries.add(Library.parse(coordinates).orElseThrow(() -> Misconfigured.setting(Settings.AGAINST.key(), value, "has \"" + coordinates
                    + "\", which is not groupId:artifactId:version", "name the library and the version to compare with, as"
                    + " com.fasterxml.jackson.core:jackson-databind:2.17.2, or a bill of materials, as com.fasterxml.jackson:jackson-bom:2.17.2")));
        }
        if (libraries.isEmpty()) {
            throw Misconfigured.setting(Settings.AGAINST.key(), value, "names no library", "name the library and the version to compare"
                    + " with, as com.fasterxml.jackson.core:jackson-databind:2.17.2, or leave it out");
        }
        return libraries;
    }

    // The test's @ComparedWith, the nearest version of each library; the smallest factor any names, else the setting's.
    private static Optional<Against> annotated(TestDeclarations declared, Optional<Double> factorSetting) {
        List<TestDeclarations.Found<ComparedWith>> found = declared.findRepeatable(ComparedWith.class);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Map<String, Library> libraries = new LinkedHashMap<>();
        double factor = Double.POSITIVE_INFINITY;
        for (TestDeclarations.Found<ComparedWith> each : found) {
            ComparedWith a = each.annotation();
            String artifact = a.artifact().trim();
            if (artifact.split(":", -1).length != 2 || Library.parse(artifact + ":1").isEmpty()) {
                throw Misconfigured.attribute("@ComparedWith", declared.at(each), "artifact", "\"" + a.artifact() + "\"",
                        "which is not groupId:artifactId", "name the library as com.fasterxml.jackson.core:jackson-databind, its version in version");
            }
            Library library = Library.parse(artifact + ":" + a.version().trim()).orElseThrow(() -> Misconfigured.attribute("@ComparedWith",
                    declared.at(each), "version", "\"" + a.version() + "\"", "which is no version", "give the version to compare with, as 2.17.2"));
            if (a.factor() != 0 && !(a.factor() >= 1 && Double.isFinite(a.factor()))) {
                throw Misconfigured.attribute("@ComparedWith", declared.at(each), "factor", a.factor(), "which is less than 1",
                        "give how many times as slow the new version may be, as 1.10, or leave it out for " + Settings.AGAINST_FACTOR.key());
            }
            if (a.factor() != 0) {
                factor = Math.min(factor, a.factor());
            }
            libraries.remove(library.key());
            libraries.put(library.key(), library);
        }
        String where = declared.at(found.get(found.size() - 1));
        return Optional.of(new Against(List.copyOf(libraries.values()), "@ComparedWith on " + where,
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
        throw Misconfigured.setting(Settings.AGAINST_FACTOR.key(), value.get(), "is no factor of 1 or more", "give how many times as slow the new"
                + " version may be, as 1.10 (the default)");
    }
}
