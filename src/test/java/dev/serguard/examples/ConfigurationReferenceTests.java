package dev.serguard.examples;

import dev.serguard.internal.Setting;
import dev.serguard.internal.Settings;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/guide/configuration.md names every {@code serguard.*} key of the code, settings and report
 * entries alike, and no key that the code does not have: a key added in code and not documented
 * fails here, and so does one documented and gone. Its settings table is the {@link Settings}
 * catalog, row for row: key, default and description.
 */
class ConfigurationReferenceTests {

    private static final Path PAGE = Path.of("docs/guide/configuration.md");
    private static final Pattern LITERAL = Pattern.compile("\"(serguard\\.[A-Za-z][A-Za-z.]*[A-Za-z])\"");
    private static final Pattern TABLE_KEY = Pattern.compile("^\\| `(serguard\\.[A-Za-z.]+)`", Pattern.MULTILINE);
    private static final Pattern SETTING_ROW = Pattern.compile("^\\| `(serguard\\.[^`]+)` \\| (.*) \\|$", Pattern.MULTILINE);
    // A key the page names in its text or examples: serguard.mode, -Dserguard.codecs=kryo, serguard.baseline.*Percent.
    private static final Pattern NAMED_KEY = Pattern.compile("serguard\\.[A-Za-z][A-Za-z.*]*[A-Za-z]");

    private static Set<String> keysInCode() throws IOException {
        Set<String> keys = new TreeSet<>();
        try (Stream<Path> sources = Files.walk(Path.of("src/main/java"))) {
            for (Path source : sources.filter(p -> p.toString().endsWith(".java")).toList()) {
                Matcher literal = LITERAL.matcher(Files.readString(source));
                while (literal.find()) {
                    if (!literal.group(1).startsWith("serguard.internal.")) {
                        keys.add(literal.group(1));
                    }
                }
            }
        }
        return keys;
    }

    @Test
    void everyKeyInTheCode_isInTheConfigurationReference() throws IOException {
        String page = Files.readString(PAGE);

        assertThat(keysInCode()).isNotEmpty().allSatisfy(key -> assertThat(page).as(key).contains("`" + key + "`"));
    }

    @Test
    void everyKeyOfTheReferencesTables_isInTheCode() throws IOException {
        Set<String> inCode = keysInCode();
        Matcher row = TABLE_KEY.matcher(Files.readString(PAGE));
        Set<String> documented = new TreeSet<>();
        while (row.find()) {
            documented.add(row.group(1));
        }

        assertThat(documented).isNotEmpty().allSatisfy(key -> assertThat(inCode).as(key).contains(key));
    }

    @Test
    void theSettingsTable_isTheCatalog_rowForRow() throws IOException {
        assertThat(settingsTableDifferences(Files.readString(PAGE))).isEmpty();
    }

    @Test
    void aSettingMissingFromThePage_isNamed() throws IOException {
        String page = Files.readString(PAGE);
        String row = "| `serguard.fork.timeout` | " + Settings.FORK_TIMEOUT.defaultValue() + " | " + Settings.FORK_TIMEOUT.description() + " |\n";

        assertThat(page).contains(row);
        assertThat(settingsTableDifferences(page.replace(row, "")))
                .containsExactly("serguard.fork.timeout is a setting of Settings but no row of the settings table");
    }

    @Test
    void aRowThatIsNoSetting_orMisstatesOne_isNamed() throws IOException {
        String page = Files.readString(PAGE);
        String jvms = "| `serguard.record.jvms` | `5` |";

        assertThat(page).contains(jvms);
        String doctored = page.replace(jvms, "| `serguard.fork.colour` | `blue` | The colour of child JVMs. |\n| `serguard.record.jvms` | `3` |")
                .replace("Folder of the golden bytes.", "Folder of golden bytes.");
        assertThat(settingsTableDifferences(doctored)).containsExactly(
                "serguard.record.jvms: the table's default is `3`, Settings' `5`",
                "serguard.golden.dir: the table describes it as \"Folder of golden bytes.\", Settings as \"Folder of the golden bytes.\"",
                "serguard.fork.colour is a row of the settings table but no setting of Settings");
    }

    @Test
    void aKeyThePageNamesElsewhere_isASetting_andNeverAnInternalOne() throws IOException {
        String page = Files.readString(PAGE);
        String example = "serguard.golden.maxBytes=65536\n";

        assertThat(page).contains(example);
        assertThat(settingsTableDifferences(page.replace(example, example + "serguard.golden.minBytes=16\nserguard.internal.probes=Fake\n"
                + "serguard.baseline.*Millis=3\n"))).containsExactly(
                "serguard.golden.minBytes is named by the page but is no setting of Settings",
                "serguard.internal.probes is internal: no page for users names it",
                "serguard.baseline.*Millis is named by the page but is no setting of Settings");
    }

    /**
     * How the settings table of {@code page} (its section {@code ## Settings}) and the keys the page names
     * before its report entries differ from {@link Settings}: one line per difference, none where they agree.
     */
    static List<String> settingsTableDifferences(String page) {
        String settings = section(page, "## Settings");
        Map<String, String[]> rows = new LinkedHashMap<>();
        Matcher row = SETTING_ROW.matcher(settings);
        while (row.find()) {
            rows.put(row.group(1), row.group(2).split(" \\| ", 2));
        }
        List<String> differences = new ArrayList<>();
        for (Setting setting : Settings.documented()) {
            String[] cells = rows.get(setting.key());
            if (cells == null) {
                differences.add(setting.key() + " is a setting of Settings but no row of the settings table");
                continue;
            }
            if (!cells[0].equals(setting.defaultValue())) {
                differences.add(setting.key() + ": the table's default is " + cells[0] + ", Settings' " + setting.defaultValue());
            }
            if (cells.length < 2 || !cells[1].equals(setting.description())) {
                differences.add(setting.key() + ": the table describes it as \"" + (cells.length < 2 ? "" : cells[1]) + "\", Settings as \""
                        + setting.description() + "\"");
            }
        }
        rows.keySet().stream().filter(key -> Settings.of(key).filter(setting -> !setting.internal()).isEmpty())
                .forEach(key -> differences.add(key + " is a row of the settings table but no setting of Settings"));
        Set<String> named = new LinkedHashSet<>();
        Matcher key = NAMED_KEY.matcher(page.substring(0, page.indexOf("\n## Report entries")));
        while (key.find()) {
            named.add(key.group());
        }
        for (String name : named) {
            if (name.startsWith(Setting.INTERNAL_PREFIX)) {
                differences.add(name + " is internal: no page for users names it");
            } else if (!rows.containsKey(name) && Settings.documented().stream().noneMatch(setting -> matches(name, setting.key()))) {
                differences.add(name + " is named by the page but is no setting of Settings");
            }
        }
        return differences;
    }

    // serguard.baseline.*Percent stands for the keys it matches.
    private static boolean matches(String named, String key) {
        return key.matches(Pattern.quote(named).replace("*", "\\E[A-Za-z.]*\\Q"));
    }

    private static String section(String page, String heading) {
        int start = page.indexOf("\n" + heading + "\n");
        int end = page.indexOf("\n## ", start + 1);
        return page.substring(start, end < 0 ? page.length() : end);
    }
}
