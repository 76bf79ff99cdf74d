package dev.serguard;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** Each outside library is used by one package only, so that an absent one costs only its codecs. */
class ArchitectureTests {

    private static final Path MAIN = Path.of("src/main/java/dev/serguard");

    @ParameterizedTest(name = "{0} only in {1}")
    @CsvSource({
            "com.fasterxml.jackson, codec/jackson",
            "com.esotericsoftware, codec/kryo",
            "com.google.protobuf, codec/protobuf samples/protobuf",
            "org.junit, junit",
            "org.assertj, assertj",
    })
    void library_isImportedByItsOwnPackageOnly(String library, String ownPackages) throws IOException {
        // protobuf has two homes: ProtobufCodecs.of for the user's messages, and the samples' gencode and mappers
        List<String> owners = List.of(ownPackages.split(" "));
        assertThat(sourcesImporting(library)).allSatisfy(file -> assertThat(owners)
                .as("%s imports %s", file, library).anyMatch(owner -> MAIN.relativize(file).toString().startsWith(owner + "/")));
    }

    // Imports and fully qualified names alike; comments and strings (class names to look for) may name a library.
    private static List<Path> sourcesImporting(String library) throws IOException {
        try (Stream<Path> files = Files.walk(MAIN)) {
            return files.filter(file -> file.toString().endsWith(".java")).filter(file -> {
                try {
                    return Files.readAllLines(file).stream().map(String::strip)
                            .filter(line -> !line.startsWith("*") && !line.startsWith("/"))
                            .map(line -> line.replaceAll("\"[^\"]*\"", "\"\""))
                            .anyMatch(line -> line.contains(library + "."));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).toList();
        }
    }
}
