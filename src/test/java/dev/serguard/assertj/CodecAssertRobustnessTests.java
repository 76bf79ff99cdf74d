package dev.serguard.assertj;

import dev.serguard.check.robust.Fragile;
import dev.serguard.check.robust.Fragile.Note;
import dev.serguard.check.robust.RobustnessSettings;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static dev.serguard.assertj.SerguardAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalStateException;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CodecAssertRobustnessTests {

    @TempDir
    Path folder;

    @Test
    void should_pass_when_the_codec_checks_its_lengths() {
        // GIVEN
        Codec<Note> careful = Fragile.careful();
        // WHEN / THEN
        assertThat(careful).withRobustness(RobustnessSettings.defaults().withFolder(folder)).isRobustAgainstCorruption(Fragile.note(40));
    }

    @Test
    void should_pass_when_the_built_in_json_codec_reads_a_built_in_model() {
        // GIVEN the SMALL MediaContent that isRobustAgainstCorruption() makes
        Codec<MediaContent> json = Codecs.builtIns(MediaContent.class, List.of(MediaContents.standard())).available().stream()
                .filter(c -> c.name().equals("json")).findFirst().orElseThrow();
        // WHEN / THEN
        assertThat(json).withRobustness(RobustnessSettings.defaults().withFolder(folder)).isRobustAgainstCorruption();
    }

    @Test
    void should_fail_with_the_checks_message_when_the_codec_loops_on_a_truncated_input() {
        // GIVEN
        Codec<Note> looping = Fragile.looping();
        RobustnessSettings settings = RobustnessSettings.defaults().withTimeBound(Duration.ofMillis(20), 1).withAllocationBound(4_000_000, 1)
                .withFolder(folder);
        // WHEN / THEN
        assertThatThrownBy(() -> assertThat(looping).withRobustness(settings).isRobustAgainstCorruption(Fragile.note(40)))
                .isInstanceOf(AssertionError.class)
                .satisfies(error -> org.assertj.core.api.Assertions.assertThat(error.getMessage().replaceAll("Fragile\\.java:\\d+", "Fragile.java:N")
                        .replaceAll("lambda\\$looping\\$\\d+", "lambda\\$looping\\$N"))
                        .isEqualTo("""

                                Robustness check failed for looping · 1 value (Note): deserialize of truncated input (offset 1 of 45) was still running after 200 ms (10× its 20 ms bound), %1$s
                                  2 of 383 corrupted inputs: 1 rejected, 0 read back equal, 0 read back different, 1 failed
                                  bounds per input: 20 ms and 4.0 MB (the larger of 20 ms and 1× the valid input's time; of 4.0 MB and 1× its allocation)
                                  failed:
                                    truncated input (offset 1 of 45): was still running after 200 ms (10× its 20 ms bound), %1$s
                                  stopped at that input: its thread cannot be stopped and keeps running (a core busy) until the JVM ends
                                  The codec does not stop on input it cannot read: make it check for the end of the input and throw.
                                  to reproduce: codec.deserialize(Files.readAllBytes(Path.of("%2$s")))""".formatted(
                                "at dev.serguard.check.robust.Fragile.lambda$looping$N(Fragile.java:N), at dev.serguard.codec.FunctionCodec.deserialize(FunctionCodec.java:23)",
                                folder.resolve("looping.1_value.truncated-1.bin"))));
    }

    @Test
    void should_fail_with_the_error_as_cause_when_the_codec_throws_an_undocumented_error() {
        assertThatThrownBy(() -> assertThat(Fragile.overflowing()).withRobustness(RobustnessSettings.defaults().withFolder(folder))
                .isRobustAgainstCorruption(Fragile.note(40)))
                .isInstanceOf(AssertionError.class).hasCauseInstanceOf(StackOverflowError.class)
                .hasMessageContaining("deserialize of bit 7 of byte 41 flipped threw StackOverflowError");
    }

    @Test
    void should_refuse_to_make_payloads_for_a_type_that_is_no_built_in_model() {
        assertThatIllegalStateException().isThrownBy(() -> assertThat(Fragile.careful()).isRobustAgainstCorruption())
                .withMessage("isRobustAgainstCorruption() makes payloads for the built-in models only (MediaContent, Car, Employee),"
                        + " but codec careful handles Note: give values, as in isRobustAgainstCorruption(value).");
    }
}
