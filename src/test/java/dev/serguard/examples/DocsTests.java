package dev.serguard.examples;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every Java block of the README and the user guide is a region of an example in this package,
 * to the character, and so is compiled and run by the build: a test class runs in the suite, a
 * failing example runs through EngineTestKit in its file. A region is the lines between
 * {@code // docs:NAME} and {@code // docs:end}, without their common indentation.
 */
class DocsTests {

    private static final Path EXAMPLES = Path.of("src/test/java/dev/serguard/examples");
    private static final Pattern JAVA_BLOCK = Pattern.compile("```java\n(.*?)\n```", Pattern.DOTALL);

    static List<Path> pages() throws IOException {
        try (Stream<Path> guide = Files.list(Path.of("docs/guide"))) {
            return Stream.concat(Stream.of(Path.of("README.md")), guide.filter(p -> p.toString().endsWith(".md")).sorted()).toList();
        }
    }

    /** Each region of the examples, by name: {@code GuideBudgetTests.java#speed}. */
    static Map<String, String> regions() throws IOException {
        Map<String, String> regions = new LinkedHashMap<>();
        try (Stream<Path> files = Files.list(EXAMPLES)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int start = 0; start < lines.size(); start++) {
                    String marker = lines.get(start).strip();
                    if (!marker.startsWith("// docs:") || marker.equals("// docs:end")) {
                        continue;
                    }
                    int end = start + 1;
                    while (end < lines.size() && !lines.get(end).strip().equals("// docs:end")) {
                        end++;
                    }
                    assertThat(end).as("%s: %s has no // docs:end", file.getFileName(), marker).isLessThan(lines.size());
                    regions.put(file.getFileName() + "#" + marker.substring("// docs:".length()), block(lines.subList(start + 1, end)));
                }
            }
        }
        return regions;
    }

    private static String block(List<String> example) {
        int indent = example.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        return example.stream().map(l -> l.isBlank() ? "" : l.substring(indent)).collect(Collectors.joining("\n"));
    }

    private static List<String> javaBlocks(Path page) {
        try {
            Matcher blocks = JAVA_BLOCK.matcher(Files.readString(page));
            List<String> found = new ArrayList<>();
            while (blocks.find()) {
                found.add(blocks.group(1));
            }
            return found;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void everyJavaBlockOfTheReadmeAndTheGuide_isAnExampleThatTheBuildCompilesAndRuns() throws IOException {
        Map<String, String> regions = regions();
        List<String> notExamples = new ArrayList<>();
        for (Path page : pages()) {
            for (String block : javaBlocks(page)) {
                if (!regions.containsValue(block)) {
                    notExamples.add(page + ": " + block.lines().findFirst().orElse(""));
                }
            }
        }
        assertThat(notExamples).as("Java blocks that are no // docs: region of src/test/java/dev/serguard/examples").isEmpty();
        assertThat(javaBlocks(Path.of("README.md"))).as("the README's first test").isNotEmpty();
    }

    @Test
    void everyExampleRegion_isShownOnSomePage() throws IOException {
        List<String> shown = new ArrayList<>();
        for (Path page : pages()) {
            shown.addAll(javaBlocks(page));
        }
        assertThat(regions()).allSatisfy((name, region) -> assertThat(shown).as(name).contains(region));
    }

    @Test
    void theGuide_isLinkedFromTheReadme_pageByPage_andTheReadmeStaysShort() throws IOException {
        String readme = Files.readString(Path.of("README.md"));
        assertThat(pages().subList(1, pages().size())).allSatisfy(page -> assertThat(readme).contains("](docs/guide/" + page.getFileName() + ")"));
        assertThat(readme.lines().count()).isLessThanOrEqualTo(250);
    }
}
