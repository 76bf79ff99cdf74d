package dev.serguard.baseline;

import dev.serguard.budget.Metric;
import dev.serguard.internal.Misconfiguration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RunBaselinesTests {

    @TempDir
    Path folder;

    @Test
    void aTestWithoutBaseline_hearsItIsMissing_andNothingStale() {
        try (RunBaselines baselines = new RunBaselines(folder, false, false, false, false, EnumSet.allOf(Metric.class))) {
            RunBaselines.Heard heard = baselines.forTest(RunBaselinesTests.class, "orders", "RunBaselinesTests.orders", List.of("kryo"),
                    List.of("SMALL"));

            assertThat(heard.missing()).hasValueSatisfying(missing -> assertThat(missing).startsWith("No baseline at "));
            assertThat(heard.stale()).isEmpty();
            assertThat(baselines.run().notes()).containsExactly(heard.missing().get());
        }
    }

    @Test
    void offOrRecording_hearsNothing() {
        try (RunBaselines off = new RunBaselines(folder, false, false, true, false, EnumSet.allOf(Metric.class))) {
            assertThat(off.forTest(RunBaselinesTests.class, "orders", "RunBaselinesTests.orders", List.of("kryo"), List.of("SMALL")))
                    .isEqualTo(new RunBaselines.Heard(Optional.empty(), List.of()));
        }
    }

    @Test
    void recordingIntoAFolderThatCannotBeWritten_failsAtTheFirstTest_inOneSentence() throws IOException {
        Path notAFolder = Files.writeString(folder.resolve("file"), "");
        RunBaselines baselines = new RunBaselines(notAFolder, false, true, false, false, EnumSet.allOf(Metric.class));

        assertThatThrownBy(() -> baselines.forTest(RunBaselinesTests.class, "orders", "RunBaselinesTests.orders", List.of(), List.of()))
                .isInstanceOf(Misconfiguration.class).hasMessageStartingWith("serguard.baseline.dir = \"" + notAFolder + "\" cannot be written (")
                .hasMessageEndingWith("): point serguard.baseline.dir at a folder that can be written, or make that one writable, and record again.");
    }
}
