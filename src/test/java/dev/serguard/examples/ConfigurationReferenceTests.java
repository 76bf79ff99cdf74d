package dev.serguard.examples;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docs/guide/configuration.md names every {@code serguard.*} key of the code, settings and report
 * entries alike, and no key that the code does not have: a key added in code and not documented
 * fails here, and so does one documented and gone.
 */
class ConfigurationReferenceTests {

    private static final Path PAGE = Path.of("docs/guide/configuration.md");
    private static final Pattern LITERAL = Pattern.compile("\"(serguard\\.[A-Za-z][A-Za-z.]*[A-Za-z])\"");
    private static final Pattern TABLE_KEY = Pattern.compile("^\\| `(serguard\\.[A-Za-z.]+)`", Pattern.MULTILINE);

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
}
