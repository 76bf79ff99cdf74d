package dev.serguard.check.robust;

import dev.serguard.check.robust.Fragile.Note;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.payload.Payload;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The robustness check on codecs that read corrupted bytes badly on purpose, and on good ones. */
class RobustnessTests {

    private static final Payload<Note> NOTE = Payload.named("Note", "40 chars", Fragile.note(40));

    @TempDir
    Path folder;

    // Bounds that are their floors (factors of 1), so that messages do not depend on how fast the machine read the valid bytes.
    private RobustnessSettings settings() {
        // A time bound no busy machine reaches: these cases are about allocation, and must not turn into hangs under load.
        return RobustnessSettings.defaults().withTimeBound(Duration.ofSeconds(60), 1).withAllocationBound(4_000_000, 1).withFolder(folder);
    }

    @Test
    void codecThatChecksItsLengths_passes() {
        RobustnessReport report = Robustness.check(Fragile.careful(), NOTE, settings());

        assertThat(report.passed()).isTrue();
        assertThat(report.failureMessage()).isEmpty();
        assertThat(report.tried()).isEqualTo(report.derived()).isEqualTo(report.rejected() + report.readBackEqual() + report.readBackDifferent());
        assertThat(report.summary()).startsWith("passed: " + report.derived() + " corrupted inputs: ");
        assertThat(folder).isEmptyDirectory();
    }

    @Test
    void codecThatAllocatesFromALengthPrefix_failsOnTheAllocationBound() throws Exception {
        RobustnessReport report = Robustness.check(Fragile.allocating(), NOTE, settings());

        assertThat(report.failures()).isNotEmpty().allSatisfy(f -> assertThat(f.kind()).isEqualTo(RobustnessFailure.Kind.ALLOCATED));
        Path saved = folder.resolve("allocating.40_chars.varint-0-16777216.bin");
        assertThat(report.failureMessage()).hasValue("""
                Robustness check failed for allocating · 40 chars (Note): deserialize of varint at offset 0 (value 40) rewritten to 16777216 allocated 16.8 MB, over its 4.0 MB bound
                  383 corrupted inputs: 57 rejected, 0 read back equal, 321 read back different, 5 failed
                  bounds per input: 60.0 s and 4.0 MB (the larger of 60.0 s and 1× the valid input's time; of 4.0 MB and 1× its allocation)
                  failed:
                    varint at offset 0 (value 40) rewritten to 16777216: allocated 16.8 MB, over its 4.0 MB bound
                    varint at offset 0 (value 40) rewritten to 2147483647: allocated 67.1 MB, over its 4.0 MB bound
                    random bytes #2 (45 bytes): allocated 67.1 MB, over its 4.0 MB bound
                    random bytes #6 (45 bytes): allocated 67.1 MB, over its 4.0 MB bound
                    random bytes #15 (45 bytes): allocated 67.1 MB, over its 4.0 MB bound
                  read back different (counted, not failed): 321, e.g. bit 0 of byte 1 flipped: Note.text: expected "abcdefghijklmnopqrstuvwxyzabcdefghijklmn" but was "`bcdefghijklmnopqrstuvwxyzabcdefghijklmn"
                  The codec allocates what the input asks for: check a length or count against the bytes left (or a limit) before allocating.
                  to reproduce: codec.deserialize(Files.readAllBytes(Path.of("%s")))""".formatted(saved));
        assertThat(report.failureReason()).hasValue("Robustness check failed: deserialize of varint at offset 0 (value 40) rewritten to 16777216"
                + " allocated 16.8 MB, over its 4.0 MB bound");
        assertThat(Files.readAllBytes(saved)).isEqualTo(report.failures().get(0).corruption().bytes());
    }

    @Test
    void codecThatLoopsOnATruncatedInput_isAbandonedAtItsTimeLimit() {
        RobustnessReport report = Robustness.check(Fragile.looping(), NOTE, settings().withTimeBound(Duration.ofMillis(20), 1));

        // where the loop was: the line varies with the moment it was looked at, the lambda's number with the javac that compiled it
        String where = "at dev.serguard.check.robust.Fragile.lambda$looping$N(Fragile.java:N), at dev.serguard.codec.FunctionCodec.deserialize(FunctionCodec.java:23)";
        assertThat(report.failures()).singleElement().satisfies(f -> assertThat(f.kind()).isEqualTo(RobustnessFailure.Kind.HUNG));
        assertThat(report.failureMessage().map(m -> m.replaceAll("Fragile\\.java:\\d+", "Fragile.java:N")
                        .replaceAll("lambda\\$looping\\$\\d+", "lambda\\$looping\\$N"))).hasValue("""
                Robustness check failed for looping · 40 chars (Note): deserialize of truncated input (offset 1 of 45) was still running after 200 ms (10× its 20 ms bound), %s
                  2 of 383 corrupted inputs: 1 rejected, 0 read back equal, 0 read back different, 1 failed
                  bounds per input: 20 ms and 4.0 MB (the larger of 20 ms and 1× the valid input's time; of 4.0 MB and 1× its allocation)
                  failed:
                    truncated input (offset 1 of 45): was still running after 200 ms (10× its 20 ms bound), %s
                  stopped at that input: its thread cannot be stopped and keeps running (a core busy) until the JVM ends
                  The codec does not stop on input it cannot read: make it check for the end of the input and throw.
                  to reproduce: codec.deserialize(Files.readAllBytes(Path.of("%s")))""".formatted(where, where, folder.resolve("looping.40_chars.truncated-1.bin")));
    }

    @Test
    void codecThatAcceptsGarbage_isCountedNotFailed() {
        RobustnessReport report = Robustness.check(Fragile.lenient(), NOTE, settings());

        assertThat(report.passed()).isTrue();
        assertThat(report.rejected()).isZero();
        assertThat(report.readBackDifferent()).isEqualTo(report.tried() - report.readBackEqual()).isGreaterThan(300);
        assertThat(report.differentSamples()).containsExactly(
                "empty input: Note.text: expected \"abcdefghijklmnopqrstuvwxyzabcdefghijklmn\" but was \"\"",
                "truncated input (offset 1 of 45): Note.text: expected \"abcdefghijklmnopqrstuvwxyzabcdefghijklmn\" but was \"\"",
                "truncated input (offset 2 of 45): Note.text: expected \"abcdefghijklmnopqrstuvwxyzabcdefghijklmn\" but was \"a\"");
        assertThat(report.summary()).startsWith("passed: 383 corrupted inputs: 0 rejected, " + report.readBackEqual() + " read back equal, "
                + report.readBackDifferent() + " read back different, 0 failed; slowest ");
    }

    @Test
    void undocumentedError_fails_documentedOneIsARejection() {
        RobustnessReport undocumented = Robustness.check(Fragile.overflowing(), NOTE, settings());
        RobustnessReport documented = Robustness.check(Fragile.overflowing(), NOTE, settings().withDocumentedErrors(List.of(StackOverflowError.class)));

        assertThat(undocumented.failureMessage()).hasValueSatisfying(message -> assertThat(message).startsWith("""
                Robustness check failed for overflowing · 40 chars (Note): deserialize of bit 7 of byte 41 flipped threw StackOverflowError
                  383 corrupted inputs: 62 rejected, 0 read back equal, 314 read back different, 7 failed
                  bounds per input: 60.0 s and 4.0 MB (the larger of 60.0 s and 1× the valid input's time; of 4.0 MB and 1× its allocation)
                  failed:
                    bit 7 of byte 41 flipped: threw StackOverflowError
                    14 bytes from offset 30 overwritten: threw StackOverflowError
                    15 bytes from offset 28 overwritten: threw StackOverflowError
                    3 bytes from offset 39 overwritten: threw StackOverflowError
                    11 bytes from offset 32 overwritten: threw StackOverflowError
                    … and 2 more
                """).contains("""
                  The codec lets an Error out on bad input: make it throw an exception, or declare the Error as documented if the codec documents it.
                """));
        assertThat(undocumented.firstError()).containsInstanceOf(StackOverflowError.class);
        assertThat(documented.passed()).isTrue();
        assertThat(documented.rejected()).isEqualTo(undocumented.rejected() + undocumented.failures().size());
    }

    @Test
    void codecThatCannotSerialize_isNotCheckedAndFails() {
        Codec<Note> broken = Codec.of("broken", Note.class, note -> {
            throw new IllegalStateException("no writer");
        }, bytes -> null);

        RobustnessReport report = Robustness.check(broken, NOTE, settings());

        assertThat(report.failureMessage()).hasValue("Robustness check failed for broken · 40 chars (Note): the payload could not be serialized:"
                + " IllegalStateException: no writer");
        assertThat(report.failureReason()).hasValue("Robustness check failed: the payload could not be serialized: IllegalStateException: no writer");
        assertThat(report.summary()).isEqualTo("not checked: the payload could not be serialized: IllegalStateException: no writer");
    }

    @ParameterizedTest
    @ValueSource(strings = {"json", "smile", "protobuf"})
    void builtInCodec_passesOnMedia1(String name) {
        Codec<MediaContent> codec = Codecs.builtIns(MediaContent.class, List.of(MediaContents.standard())).available().stream()
                .filter(c -> c.name().equals(name)).findFirst().orElseThrow();

        RobustnessReport report = Robustness.check(codec, Payload.named("MediaContent", "media.1", MediaContents.standard()),
                RobustnessSettings.defaults().withFolder(folder));

        assertThat(report.failureMessage()).isEmpty();
        assertThat(report.tried()).isEqualTo(report.derived()).isGreaterThan(700);
        assertThat(report.rejected()).isGreaterThan(report.tried() / 2);
    }
}
