package dev.serguard.junit;

import dev.serguard.check.robust.Fragile;
import dev.serguard.check.robust.Fragile.Note;
import dev.serguard.codec.Codec;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** The robustness check in {@link SerializationTest}, through the Jupiter engine. */
class RobustnessCheckTests {

    private static final Map<String, String> CHECK_MODE = Map.of("serguard.mode", "check");
    private static final Map<String, String> FULL_MODE = Map.of("serguard.mode", "full");

    @TempDir
    Path reports;

    /** A careful codec and one that allocates what a length prefix says, on a 40-character note. */
    abstract static class NoteTestCase {

        static Note payload(Size size, Random random) {
            return Fragile.note(40);
        }

        static Stream<Codec<Note>> codecs() {
            return Stream.of(Fragile.careful(), Fragile.allocating());
        }
    }

    // Bounds that are their floors (factors of 1): the messages do not depend on the machine; a time bound no busy machine reaches.
    @RobustnessCheck(minTimeMillis = 60_000, timeFactor = 1, minAllocatedBytes = 4_000_000, allocationFactor = 1)
    static class FragileTestCase extends NoteTestCase {

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void notes() {
        }
    }

    @Test
    void codecAllocatingFromALengthPrefix_failsItsInvocation_andSavesTheInput() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, FragileTestCase.class);

        Path saved = reports.resolve("robustness").resolve("allocating.SMALL.varint-0-16777216.bin");
        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("allocating · SMALL (Note, 45 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("""
                        Robustness check failed for allocating · SMALL (Note): deserialize of varint at offset 0 (value 40) rewritten to 16777216 allocated 16.8 MB, over its 4.0 MB bound
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
                          to reproduce: codec.deserialize(Files.readAllBytes(Path.of("%s")))
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=allocating -Dserguard.sizes=SMALL""".formatted(saved)))));
        assertThat(saved).isRegularFile();
        assertThat(Files.size(saved)).isEqualTo(48);      // the 4-byte varint in place of the 1-byte one
    }

    @Test
    void everyInvocation_publishesItsSummary_andTheRunReportListsThem() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, FragileTestCase.class);

        assertThat(robustnessEntries(results)).hasSize(2)
                .anySatisfy(entry -> assertThat(entry).startsWith("passed: 383 corrupted inputs: 62 rejected, 0 read back equal, 321 read back different, 0 failed; slowest "))
                .anySatisfy(entry -> assertThat(entry).startsWith("failed: 383 corrupted inputs: 57 rejected, 0 read back equal, 321 read back different, 5 failed; slowest "));
        assertThat(Files.readString(reports.resolve("results.txt")))
                .contains("Robustness careful · SMALL (Note): passed: 383 corrupted inputs: ")
                .contains("Robustness allocating · SMALL (Note): failed: 383 corrupted inputs: ");
    }

    static class UnannotatedTestCase extends NoteTestCase {

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void notes() {
        }
    }

    @Test
    void withoutTheAnnotation_checkModeDoesNotRunIt() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, UnannotatedTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        assertThat(robustnessEntries(results)).isEmpty();
    }

    @RobustnessCheck(enabled = false)
    static class DisabledTestCase extends NoteTestCase {

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void notes() {
        }
    }

    @Test
    void fullMode_runsItWithoutTheAnnotation_unlessDisabled() {
        // one run for both: full mode times every invocation
        EngineExecutionResults results = EngineRuns.run(reports, FULL_MODE, UnannotatedTestCase.class, DisabledTestCase.class);

        // The default bounds: 16 MB, which a 16 Mi byte array is just over.
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("allocating · SMALL (Note, 45 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message(m -> m.startsWith("Robustness check failed for allocating · SMALL (Note):"
                        + " deserialize of varint at offset 0 (value 40) rewritten to 16777216 allocated 16.8 MB, over its 16.0 MB bound\n")))));
        results.testEvents().assertStatistics(stats -> stats.succeeded(3).failed(1));
        assertThat(robustnessEntries(results)).hasSize(2);     // the unannotated test's two invocations, none of the disabled one
    }

    static class MisconfiguredTestCase extends NoteTestCase {

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @RobustnessCheck(minTimeMillis = 0)
        void notes() {
        }
    }

    @Test
    void boundOfZero_isAConfigurationError() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, MisconfiguredTestCase.class);

        results.allEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(instanceOf(ExtensionConfigurationException.class),
                message("@RobustnessCheck on MisconfiguredTestCase.notes has minTimeMillis = 0: use 1 or more."))));
        results.testEvents().assertStatistics(stats -> stats.started(0));
    }

    private static List<String> robustnessEntries(EngineExecutionResults results) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entries -> entries.containsKey("serguard.robustness"))
                .map(entries -> entries.get("serguard.robustness")).toList();
    }
}
