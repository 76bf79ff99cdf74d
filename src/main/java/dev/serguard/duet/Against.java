package dev.serguard.duet;

import dev.serguard.internal.Misconfiguration;
import dev.serguard.internal.SettingValues;
import dev.serguard.internal.Settings;
import org.apiguardian.api.API;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What a test's upgrade duet compares with: {@code serguard.against} where it is set ({@code none}:
 * nothing), else the test's {@code @ComparedWith}s, the nearest version of each library. The
 * setting also takes the team's own code at the base of a change: a jar or a classes folder built
 * there, which takes the place of the class path entries that hold the same classes.
 *
 * <pre>{@code
 * Optional<Against> against = Against.of(setting, factorSetting, () -> List.of(new Against.Named(
 *         "com.fasterxml.jackson.core:jackson-databind", "2.17.2", 0, "OrderTests.orders")));
 * }</pre>
 *
 * @param libraries the libraries and their versions to compare with, each a library or a bill of materials
 * @param bases     jars or classes folders of the team's own code built at the base, as given
 * @param source    where they were named, for messages: {@code serguard.against = …} or {@code @ComparedWith on OrderTests.orders}
 * @param factor    how many times as slow the new version may be
 */
@API(status = INTERNAL, since = "0.4")
public record Against(List<Library> libraries, List<Path> bases, String source, double factor) {

    // serguard.against = none: no duet, whatever the tests' @ComparedWith say.
    static final String NONE = "none";

    public Against {
        libraries = List.copyOf(libraries);
        bases = List.copyOf(bases);
    }

    /** Libraries alone, as {@code @ComparedWith} names them. */
    public Against(List<Library> libraries, String source, double factor) {
        this(libraries, List.of(), source, factor);
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

    /** The libraries as {@code groupId:artifactId:version} and the bases' paths, comma-separated. */
    public String coordinates() {
        return Stream.concat(libraries.stream().map(Library::toString), bases.stream().map(Path::toString)).collect(Collectors.joining(","));
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
            return against.filter(value -> !value.equals(NONE)).map(value -> parse(value, factor.orElse(Duet.DEFAULT_FACTOR)));
        }
        return annotated(annotated.get(), factor);
    }

    // The libraries and bases serguard.against names, comma-separated: a path has a separator or names a jar, else it is coordinates.
    private static Against parse(String value, double factor) {
        List<Library> libraries = new ArrayList<>();
        List<Path> bases = new ArrayList<>();
        for (String item : SettingValues.names(Optional.of(value))) {
            if (item.contains("/") || item.contains("\\") || item.endsWith(".jar") || Files.exists(Path.of(item))) {
                bases.add(base(value, item));
                continue;
            }
            libraries.add(Library.parse(item).orElseThrow(() -> Misconfiguration.setting(Settings.AGAINST.key(), value, "has \""
                    + item + "\", which is not groupId:artifactId:version", "name the library and the version to compare with, as"
                    + " com.fasterxml.jackson.core:jackson-databind:2.17.2, a bill of materials, as com.fasterxml.jackson:jackson-bom:2.17.2,"
                    + " or the path of a jar or classes folder built at the base, as ../base/target/classes")));
        }
        if (libraries.isEmpty() && bases.isEmpty()) {
            throw Misconfiguration.setting(Settings.AGAINST.key(), value, "names nothing to compare with", "name the library and the version"
                    + " to compare with, as com.fasterxml.jackson.core:jackson-databind:2.17.2, the path of a jar or classes folder built at"
                    + " the base, as ../base/target/classes, or leave it out");
        }
        return new Against(libraries, bases, Settings.AGAINST.key() + " = " + value, factor);
    }

    // A jar or classes folder built at the base, which must be there.
    private static Path base(String value, String item) {
        Path path = Path.of(item);
        if (!Files.exists(path)) {
            throw Misconfiguration.setting(Settings.AGAINST.key(), value, "names " + item + ", which does not exist (from "
                    + Path.of("").toAbsolutePath().getFileName() + ")", "build the base first (mvn -f <base checkout> package -DskipTests) and"
                    + " give its jar or its target/classes, relative to this module's folder");
        }
        if (!Files.isDirectory(path) && !item.endsWith(".jar")) {
            throw Misconfiguration.setting(Settings.AGAINST.key(), value, "names " + item + ", which is neither a jar nor a classes folder",
                    "give the jar or the target/classes folder of this module built at the base");
        }
        return path;
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
                + " the new version may be, as 1.05 (the default)");
    }
}
