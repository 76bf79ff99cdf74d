package dev.serguard.examples;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The pull-request guide shows the very script that src/it/pull-request-gate runs on a git repository. */
class PullRequestGuideTests {

    private static final Path GUIDE = Path.of("docs/guide/pull-requests.md");
    private static final Path SCRIPT = Path.of("docs/guide/pull-request-gate.sh");

    @Test
    void theGuidesScript_isTheScriptItLinks_lineForLine() throws IOException {
        assertThat(shownScript(Files.readString(GUIDE, StandardCharsets.UTF_8))).isEqualTo(Files.readString(SCRIPT, StandardCharsets.UTF_8));
    }

    @Test
    void aGuideWhoseScriptDiffers_isToldApart() {
        String guide = "text\n\n```sh\n#!/bin/sh\necho other\n```\n";
        assertThat(shownScript(guide)).isEqualTo("#!/bin/sh\necho other\n").isNotEqualTo("#!/bin/sh\necho this\n");
    }

    // The guide's shell block that starts with #!/bin/sh, with its last newline.
    private static String shownScript(String guide) {
        int start = guide.indexOf("```sh\n#!/bin/sh\n");
        assertThat(start).as("a ```sh block starting with #!/bin/sh").isNotNegative();
        int from = start + "```sh\n".length();
        return guide.substring(from, guide.indexOf("```", from));
    }
}
