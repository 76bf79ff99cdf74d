package dev.serguard.examples;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The README's code examples are the ones these tests compile and run, to the character. */
class ReadmeTests {

    @ParameterizedTest(name = "README shows {1} from {0}")
    @CsvSource({
            "OrderSerializationTests.java, junit",
            "ProgrammaticExampleTests.java, assertj",
            "ProgrammaticExampleTests.java, programmatic",
            "OrderThreadSafetyTests.java, threadsafety-junit",
            "OrderKryoCodec.java, threadsafety-codec",
            "ThreadSafetyExampleTests.java, threadsafety-assertj",
    })
    void readme_showsTheExampleAsCompiled(String file, String marker) throws IOException {
        List<String> lines = Files.readAllLines(Path.of("src/test/java/dev/serguard/examples", file));
        int start = lines.indexOf(lines.stream().filter(l -> l.strip().equals("// README:" + marker)).findFirst().orElseThrow());
        int end = lines.subList(start, lines.size()).indexOf(lines.stream().skip(start).filter(l -> l.strip().equals("// README:end"))
                .findFirst().orElseThrow()) + start;
        List<String> example = lines.subList(start + 1, end);
        int indent = example.stream().filter(l -> !l.isBlank()).mapToInt(l -> l.length() - l.stripLeading().length()).min().orElse(0);
        String block = example.stream().map(l -> l.isBlank() ? "" : l.substring(indent)).collect(Collectors.joining("\n"));

        assertThat(Files.readString(Path.of("README.md"))).contains("```java\n" + block + "\n```");
    }
}
