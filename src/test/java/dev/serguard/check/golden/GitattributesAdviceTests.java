package dev.serguard.check.golden;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The note that asks for {@code *.bin binary} in {@code .gitattributes}: where golden files lie in a Git working tree without it. */
class GitattributesAdviceTests {

    @TempDir
    Path project;

    private Path bin() throws IOException {
        return Files.createDirectories(project.resolve("src/test/resources/serguard/golden/OrderTests/orders")).resolve("kryo-SMALL.bin");
    }

    @Test
    void aWorkingTreeWithoutTheRule_isToldTheLineAndTheFile() throws IOException {
        Files.createDirectories(project.resolve(".git"));
        Files.writeString(project.resolve(".gitattributes"), "*.java text\n", StandardCharsets.UTF_8);

        assertThat(GoldenFiles.gitattributesAdvice(bin())).hasValue("Golden bytes are binary files: add the line *.bin binary to "
                + project.resolve(".gitattributes").toAbsolutePath() + " and commit it, so that Git does not change them (docs/guide/golden-bytes.md).");
    }

    @Test
    void aWorkingTreeWithTheRule_orNoWorkingTree_isToldNothing() throws IOException {
        Path bin = bin();
        assertThat(GoldenFiles.gitattributesAdvice(bin)).as("no .git above").isEmpty();

        Files.writeString(project.resolve(".git"), "gitdir: ../main/.git/worktrees/feature\n", StandardCharsets.UTF_8);
        Files.writeString(project.resolve(".gitattributes"), "# binary files\n*.bin binary\n", StandardCharsets.UTF_8);
        assertThat(GoldenFiles.gitattributesAdvice(bin)).isEmpty();
        Files.writeString(project.resolve(".gitattributes"), "*.bin -text -diff\n", StandardCharsets.UTF_8);
        assertThat(GoldenFiles.gitattributesAdvice(bin)).isEmpty();
    }
}
