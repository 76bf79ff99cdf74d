package dev.serguard.examples;

import dev.serguard.codec.CodecFamily;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The guide's tables of codecs are the registry's ({@link CodecFamily}): the families' table of
 * docs/guide/formats.md has one row per family, as the registry has it, and no other; the
 * built-ins' table of writing-tests.md and the formats' table of formats.md name the codecs of
 * {@code Codecs.builtIns} and the others of {@code Codecs.everyFormat}, and the README's table
 * every codec. A family or codec added in
 * code and not in the guide fails here, and so does one documented and gone.
 */
class CodecFamiliesReferenceTests {

    private static final Path FORMATS = Path.of("docs/guide/formats.md");
    private static final Path WRITING_TESTS = Path.of("docs/guide/writing-tests.md");
    private static final Path README = Path.of("README.md");
    private static final Pattern CODE = Pattern.compile("`([^`]+)`");

    @Test
    void familiesTable_hasOneRowPerFamilyOfTheRegistry() throws IOException {
        List<String> expected = Arrays.stream(CodecFamily.values()).map(family -> "| " + family.label() + " | " + code(family.codecNames())
                + " | " + (family.coordinates().isEmpty() ? "the JDK" : code(family.coordinates())) + " | `" + family.serguardPackage() + "` |")
                .toList();

        assertThat(rows(FORMATS, "## Families")).containsExactlyElementsOf(expected);
    }

    @Test
    void builtInCodecsTable_namesTheBuiltInsOfTheRegistry() throws IOException {
        assertThat(namesInFirstColumn(rows(WRITING_TESTS, "## Built-in codecs"))).containsExactlyElementsOf(CodecFamily.builtInCodecNames());
    }

    @Test
    void formatsTable_namesTheOtherFormatsOfTheRegistry() throws IOException {
        List<String> others = new ArrayList<>(CodecFamily.everyCodecName());
        others.removeAll(CodecFamily.builtInCodecNames());

        assertThat(namesInFirstColumn(rows(FORMATS, "## Formats"))).containsExactlyElementsOf(others);
    }

    @Test
    void readmeTable_namesEveryCodecOfTheRegistry() throws IOException {
        assertThat(namesInFirstColumn(rows(README, "| codecs | library (optional dependency) |")))
                .containsExactlyInAnyOrderElementsOf(CodecFamily.everyCodecName());
    }

    private static String code(List<String> names) {
        return names.stream().map(name -> "`" + name + "`").collect(Collectors.joining(", "));
    }

    // The body rows of the first table from the line that starts with the marker (a heading, or the table's own header): its lines
    // from the one after the separator to the first that is no row.
    private static List<String> rows(Path page, String marker) throws IOException {
        List<String> lines = Files.readAllLines(page);
        int at = 0;
        while (at < lines.size() && !lines.get(at).startsWith(marker)) {
            at++;
        }
        assertThat(at).as("%s in %s", marker, page).isLessThan(lines.size());
        while (!lines.get(at).startsWith("|---")) {
            at++;
        }
        List<String> rows = new ArrayList<>();
        for (at++; at < lines.size() && lines.get(at).startsWith("| "); at++) {
            rows.add(lines.get(at));
        }
        return rows;
    }

    private static List<String> namesInFirstColumn(List<String> rows) {
        List<String> names = new ArrayList<>();
        for (String row : rows) {
            Matcher name = CODE.matcher(row.substring(2, row.indexOf(" |", 2)));
            while (name.find()) {
                names.add(name.group(1));
            }
        }
        return names;
    }
}
