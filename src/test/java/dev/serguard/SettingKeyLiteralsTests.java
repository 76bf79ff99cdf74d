package dev.serguard;

import dev.serguard.internal.Setting;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A {@code serguard.*} key in serguard's code is declared in one of two places: a setting in
 * {@code internal/Settings.java}, a report entry's key in {@code junit/ReportEntries.java}. Every other
 * class uses their constants, so that a setting cannot be read under a key the catalog (and the
 * configuration reference it is held to) does not know. A string literal of any other main class that
 * holds a key fails here; comments, and prefixes such as {@code "serguard.internal."}, are no keys.
 */
class SettingKeyLiteralsTests {

    private static final Path MAIN = Path.of("src/main/java");
    private static final Path SETTINGS = MAIN.resolve("dev/serguard/internal/Settings.java");
    private static final Path REPORT_ENTRIES = MAIN.resolve("dev/serguard/junit/ReportEntries.java");
    private static final Pattern KEY = Pattern.compile("(?<![\\w.])serguard(\\.[A-Za-z][A-Za-z0-9]*)+");

    @Test
    void noClassButTheTwoHomes_holdsAKeyInALiteral() throws IOException {
        Map<String, List<String>> found = new TreeMap<>();
        try (Stream<Path> sources = Files.walk(MAIN)) {
            for (Path source : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                List<String> keys = keys(Files.readString(source));
                if (!keys.isEmpty() && !source.equals(SETTINGS) && !source.equals(REPORT_ENTRIES)) {
                    found.put(MAIN.relativize(source).toString(), keys);
                }
            }
        }

        assertThat(found).isEmpty();
    }

    @Test
    void theSettingsHome_holdsTheCatalogsKeys_andTheReportEntriesHome_noneOfThem() throws IOException {
        List<String> catalog = Settings.all().stream().map(Setting::key).toList();

        assertThat(new LinkedHashSet<>(keys(Files.readString(SETTINGS)))).containsExactlyInAnyOrderElementsOf(catalog);
        assertThat(keys(Files.readString(REPORT_ENTRIES))).isNotEmpty().doesNotContainAnyElementsOf(catalog);
    }

    @Test
    void aKeyInALiteral_isFound_andOneInACommentOrAPrefix_isNot() {
        String source = """
                /** Reads {@code "serguard.mode"}: see "serguard.codecs". */
                class Reads {
                    // String old = "serguard.fork";
                    String key = "serguard.fork.colour";
                    String message = "point serguard.baseline.dir at a folder, not dev.serguard.baseline";
                    String prefix = "serguard.internal.";
                    String escaped = "a \\"quote\\" and serguard.sizes";   /* "serguard.seed" */
                    char quote = '"';
                    String block = \"""
                        serguard.record.jvms=3
                        \""";
                    String last = "serguard.callTimeout";
                }
                """;

        assertThat(keys(source)).containsExactly("serguard.fork.colour", "serguard.baseline.dir", "serguard.sizes", "serguard.record.jvms",
                "serguard.callTimeout");
    }

    /**
     * The keys in the string literals and text blocks of a Java {@code source}, in order; a
     * literal that is a prefix ending in a dot ({@code "serguard.internal."}) holds none.
     */
    static List<String> keys(String source) {
        List<String> keys = new ArrayList<>();
        for (String literal : literals(source)) {
            if (literal.endsWith(".") && KEY.matcher(literal.substring(0, literal.length() - 1)).matches()) {
                continue;
            }
            Matcher key = KEY.matcher(literal);
            while (key.find()) {
                keys.add(key.group());
            }
        }
        return keys;
    }

    // What a Java lexer calls string literals and text blocks, their contents; comments and char literals skipped.
    private static List<String> literals(String source) {
        List<String> literals = new ArrayList<>();
        int i = 0;
        while (i < source.length()) {
            if (source.startsWith("//", i)) {
                i = end(source.indexOf('\n', i), source);
            } else if (source.startsWith("/*", i)) {
                i = end(source.indexOf("*/", i + 2), source) + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                int close = closing(source, i + 3, "\"\"\"");
                literals.add(source.substring(i + 3, close));
                i = close + 3;
            } else if (source.charAt(i) == '"') {
                int close = closing(source, i + 1, "\"");
                literals.add(source.substring(i + 1, close));
                i = close + 1;
            } else if (source.charAt(i) == '\'') {
                i = closing(source, i + 1, "'") + 1;
            } else {
                i++;
            }
        }
        return literals;
    }

    // The index of the unescaped delimiter that closes a literal opened before from.
    private static int closing(String source, int from, String delimiter) {
        int i = from;
        while (i < source.length() && !source.startsWith(delimiter, i)) {
            i += source.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(i, source.length());
    }

    private static int end(int index, String source) {
        return index < 0 ? source.length() : index;
    }
}
