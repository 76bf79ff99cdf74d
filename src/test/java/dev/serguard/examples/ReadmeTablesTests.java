package dev.serguard.examples;

import dev.serguard.config.Mode;
import dev.serguard.internal.Setting;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The README's tables name only what exists: each annotation is one of serguard's, each attribute
 * of the budgets' table one of its annotation's, each {@code serguard.*} setting one of the
 * catalog's, each mode one of {@link Mode}'s (its codecs: {@link CodecFamiliesReferenceTests}).
 * Each check also runs on a row that breaks it, so that a check that could no longer fail is noticed.
 */
class ReadmeTablesTests {

    private static final Pattern ANNOTATION = Pattern.compile("`@(\\w+)");
    private static final Pattern SETTING = Pattern.compile("serguard\\.[A-Za-z.]*[A-Za-z]");

    // The README's tables, each its header and rows (the separator left out).
    private static List<List<String>> tables() throws IOException {
        List<List<String>> tables = new ArrayList<>();
        List<String> table = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("README.md"))) {
            if (line.startsWith("|")) {
                if (!line.startsWith("|---")) {
                    table.add(line);
                }
            } else if (!table.isEmpty()) {
                tables.add(table);
                table = new ArrayList<>();
            }
        }
        if (!table.isEmpty()) {
            tables.add(table);
        }
        return tables;
    }

    private static List<String> found(Pattern pattern, int group, List<String> rows) {
        List<String> found = new ArrayList<>();
        for (String row : rows) {
            Matcher matcher = pattern.matcher(row);
            while (matcher.find()) {
                found.add(matcher.group(group));
            }
        }
        return found;
    }

    // The annotations named that are none of serguard's.
    private static List<String> unknownAnnotations(List<String> rows) {
        return found(ANNOTATION, 1, rows).stream().filter(name -> annotation(name) == null).distinct().toList();
    }

    private static Class<?> annotation(String name) {
        try {
            Class<?> type = Class.forName("dev.serguard.junit." + name);
            return type.isAnnotation() ? type : null;
        } catch (ClassNotFoundException e) {
            return null;
        }
    }

    // In the budgets' table (| `@SizeBudget` | `maxBytes`, `maxDeflatedBytes` | …): the attributes that are none of the row's annotation's.
    private static List<String> unknownAttributes(List<String> rows) {
        List<String> unknown = new ArrayList<>();
        for (String row : rows) {
            String[] cells = row.split("\\|");
            Matcher named = ANNOTATION.matcher(cells.length > 2 ? cells[1] : "");
            Class<?> type = named.find() ? annotation(named.group(1)) : null;
            if (type == null || !cells[2].strip().startsWith("`")) {
                continue;
            }
            List<String> attributes = Arrays.stream(type.getDeclaredMethods()).map(Method::getName).toList();
            found(Pattern.compile("`(\\w+)`"), 1, List.of(cells[2])).stream().filter(attribute -> !attributes.contains(attribute))
                    .forEach(attribute -> unknown.add("@" + type.getSimpleName() + "." + attribute));
        }
        return unknown;
    }

    private static List<String> unknownSettings(List<String> rows) {
        List<String> keys = Settings.all().stream().map(Setting::key).toList();
        return found(SETTING, 0, rows).stream().filter(key -> !keys.contains(key)).distinct().toList();
    }

    // In the modes' table (| check | `check` | …): the first column's modes that are none of Mode's.
    private static List<String> unknownModes(List<List<String>> tables) {
        return tables.stream().filter(table -> table.get(0).startsWith("| mode |")).flatMap(table -> table.stream().skip(1))
                .map(row -> row.split("\\|")[1].strip())
                .filter(mode -> Arrays.stream(Mode.values()).noneMatch(known -> known.name().toLowerCase(Locale.ROOT).equals(mode))).toList();
    }

    @Test
    void theReadmesTables_nameOnlySerguardsAnnotations_theirAttributes_settingsAndModes() throws IOException {
        List<List<String>> tables = tables();
        List<String> rows = tables.stream().flatMap(List::stream).toList();

        assertThat(found(ANNOTATION, 1, rows)).as("the tables name annotations").isNotEmpty();
        assertThat(unknownAnnotations(rows)).as("annotations that serguard does not have").isEmpty();
        assertThat(unknownAttributes(rows)).as("attributes that their annotation does not have").isEmpty();
        assertThat(found(SETTING, 0, rows)).as("the tables name settings").isNotEmpty();
        assertThat(unknownSettings(rows)).as("settings that are not in internal.Settings").isEmpty();
        assertThat(tables).as("a table of modes").anyMatch(table -> table.get(0).startsWith("| mode |"));
        assertThat(unknownModes(tables)).as("modes that serguard does not have").isEmpty();
    }

    @Test
    void aRowThatNamesWhatDoesNotExist_isFound() {
        List<String> rows = List.of("| `@ThreadSafe` and friends | see thread safety | a codec shared across threads corrupts or throws |",
                "| `@SizeBudget` | `maxBytes`, `maxKilobytes` | the serialized size is over |", "| `-Dserguard.mdoe=full` | a typo |");

        assertThat(unknownAnnotations(rows)).containsExactly("ThreadSafe");
        assertThat(unknownAttributes(rows)).containsExactly("@SizeBudget.maxKilobytes");
        assertThat(unknownSettings(rows)).containsExactly("serguard.mdoe");
        assertThat(unknownModes(List.of(List.of("| mode | `-Dserguard.mode=` | round trip |", "| check | `check` | checked |",
                "| fast | `fast` | checked |")))).containsExactly("fast");
    }
}
