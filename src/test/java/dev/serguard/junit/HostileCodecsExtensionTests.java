package dev.serguard.junit;

import dev.serguard.Misbehaving;
import dev.serguard.codec.Codec;
import dev.serguard.measure.CostedProbes;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * Codecs that blow the heap or the stack, change their input or write other bytes on each call,
 * run through the extension: each fails only its own invocations, named, and the build goes on.
 */
class HostileCodecsExtensionTests {

    @TempDir
    Path reports;

    /** A mutable model, as most teams' are. */
    static final class Box {
        int width;
        int height;

        Box(int width, int height) {
            this.width = width;
            this.height = height;
        }
    }

    static byte[] write(Box box) {
        return ByteBuffer.allocate(8).putInt(box.width).putInt(box.height).array();
    }

    static Box read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new Box(buffer.getInt(), buffer.getInt());
    }

    static final Codec<Box> EXACT = Codec.of("exact", Box.class, HostileCodecsExtensionTests::write, HostileCodecsExtensionTests::read);

    /**
     * The hang cases: measured on {@link CostedProbes}, the well-behaved codec's timing is a few
     * batches of real work (and no reference workload warmed up for real), far inside the call
     * limit on any machine, while a codec that hangs still hangs past it.
     */
    private static final Map<String, String> SHORT_LIMIT_COSTED = Map.of("serguard.callTimeout", "1s", CostedProbes.PARAMETER, CostedProbes.NAME);

    static final Codec<Box> COSTED_EXACT = CostedProbes.costing(EXACT, 1_000, 48, 32);

    abstract static class BoxTestCase {
        static Box payload(Size size, Random random) {
            return new Box(3, 4);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void boxes() {
        }
    }

    static class GreedyTestCase extends BoxTestCase {
        static Stream<Codec<Box>> codecs() {
            return Stream.of(Codec.of("greedy", Box.class, box -> {
                long[] more = new long[Integer.MAX_VALUE - 16];      // past any heap these tests run with
                return new byte[more.length];
            }, HostileCodecsExtensionTests::read), EXACT);
        }
    }

    @Test
    void codecThatExhaustsTheHeap_failsItsOwnInvocationOnly_namedWithoutASize() {
        EngineExecutionResults results = EngineRuns.run(reports, GreedyTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("greedy · SMALL (Box)"),
                finishedWithFailure(message(text -> text.startsWith(
                        "Codec threw for greedy · SMALL (Box)\n  serialize threw java.lang.OutOfMemoryError: ")))));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("exact · SMALL (Box, 8 B)"), finishedSuccessfully()));
    }

    static class RecursiveTestCase extends BoxTestCase {
        static Stream<Codec<Box>> codecs() {
            return Stream.of(Codec.of("recursive", Box.class, Misbehaving::recurse, HostileCodecsExtensionTests::read), EXACT);
        }
    }

    @Test
    void codecThatOverflowsTheStack_failsWithItsName() {
        EngineExecutionResults results = EngineRuns.run(reports, RecursiveTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("recursive · SMALL (Box)"),
                finishedWithFailure(message("Codec threw for recursive · SMALL (Box)\n  serialize threw java.lang.StackOverflowError\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=recursive -Dserguard.sizes=SMALL"))));
    }

    static class WordyTestCase extends BoxTestCase {
        static Stream<Codec<Box>> codecs() {
            return Stream.of(Codec.of("wordy", Box.class, box -> {
                throw new IllegalStateException("cannot write " + "Box -> ".repeat(1_000) + "Box");
            }, HostileCodecsExtensionTests::read));
        }
    }

    /** A library's message of pages is cut in the failure message, saying where the whole of it is. */
    @Test
    void codecThatThrowsAPageLongMessage_failsWithItsStart_andWhereTheRestIs() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, WordyTestCase.class);

        String thrown = "java.lang.IllegalStateException: cannot write " + "Box -> ".repeat(1_000) + "Box";
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("wordy · SMALL (Box)"),
                finishedWithFailure(message("Codec threw for wordy · SMALL (Box)\n  serialize threw " + thrown.substring(0, 1_000) + "… (6 049 more"
                        + " characters: the whole message is the failed check's \"detail\" in results.json, in serguard's report folder)\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=wordy -Dserguard.sizes=SMALL"))));
        assertThat(dev.serguard.internal.Json.parse(java.nio.file.Files.readString(reports.resolve("results.json"))).toString()).contains(thrown);
    }

    static class MutatingTestCase extends BoxTestCase {
        static Stream<Codec<Box>> codecs() {
            return Stream.of(Codec.of("mutates", Box.class, box -> {
                byte[] bytes = write(box);
                box.height = 0;
                return bytes;
            }, HostileCodecsExtensionTests::read), Codec.of("checks-height", Box.class, box -> {
                if (box.height != 4) {
                    throw new IllegalStateException("measured on a changed payload: height = " + box.height);
                }
                return write(box);
            }, HostileCodecsExtensionTests::read));
        }
    }

    @Test
    void codecThatChangesItsInput_fails_andTheNextCodecIsMeasuredOnAnUnchangedPayload() {
        EngineExecutionResults results = EngineRuns.run(reports, MutatingTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("mutates · SMALL (Box)"),
                finishedWithFailure(message("Codec changed its input for mutates · SMALL (Box)\n"
                        + "  serialize changed the value it was given: Box.height: expected 4 but was 0"
                        + " (compared with a fresh copy of the payload; a codec must not change what it writes)\n"
                        + "  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=mutates -Dserguard.sizes=SMALL"))));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("checks-height · SMALL (Box, 8 B)"), finishedSuccessfully()));
    }

    static class NonceTestCase extends BoxTestCase {
        static final AtomicLong NONCE = new AtomicLong();

        static Stream<Codec<Box>> codecs() {
            return Stream.of(Codec.of("nonce", Box.class, box -> ByteBuffer.allocate(16).put(write(box))
                    .putLong(NONCE.incrementAndGet() * 0x9E3779B97F4A7C15L).array(), HostileCodecsExtensionTests::read));
        }
    }

    @Test
    void codecWhoseBytesVary_passes_andIsToldSoInAReportEntry() {
        EngineExecutionResults results = EngineRuns.run(reports, NonceTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entries -> entries.containsKey("serguard.note")))
                .singleElement().satisfies(entries -> assertThat(entries.get("serguard.note")).startsWith(
                        "nonce writes other bytes from call to call (a time, a nonce, an unordered set?): sizes are the largest of 8 calls, 16 B, deflated "));
    }

    static class HangingTestCase extends BoxTestCase {
        static Stream<Codec<Box>> codecs() {
            return Stream.of(
                    Codec.of("spins", Box.class, box -> Misbehaving.spin(), HostileCodecsExtensionTests::read),
                    CostedProbes.costing(Codec.of("waits", Box.class, HostileCodecsExtensionTests::write, bytes -> Misbehaving.hang()), 1_000, 48, 32),
                    COSTED_EXACT);
        }
    }

    @Test
    @Timeout(60)
    void codecsThatHangInSerializeOrDeserialize_failWithinTheirLimit_andOnlyThemselves() {
        EngineExecutionResults results = EngineRuns.run(reports, SHORT_LIMIT_COSTED, HangingTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(2));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("spins · SMALL (Box)"),
                finishedWithFailure(message(text -> text.startsWith("Codec timed out for spins · SMALL (Box)\n"
                        + "  serialize: no result after 1 s, at dev.serguard.Misbehaving.spin(")))));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("waits · SMALL (Box, 8 B)"),
                finishedWithFailure(message(text -> text.startsWith("Codec timed out for waits · SMALL (Box)\n"
                        + "  deserialize: no result after 1 s, at dev.serguard.Misbehaving.hang(")))));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("exact · SMALL (Box, 8 B)"), finishedSuccessfully()));
    }

    static class HangsWhenTimedTestCase extends BoxTestCase {
        static final AtomicLong CALLS = new AtomicLong();

        static Stream<Codec<Box>> codecs() {
            return Stream.of(COSTED_EXACT, CostedProbes.costing(Codec.of("tires", Box.class, box -> {
                if (CALLS.incrementAndGet() > 100) {
                    Misbehaving.hang();
                }
                return write(box);
            }, HostileCodecsExtensionTests::read), 1_000, 48, 32));
        }
    }

    @Test
    @Timeout(60)
    void codecThatHangsOnlyWhileTimed_failsAlone_andTheOtherIsStillTimed() {
        EngineExecutionResults results = EngineRuns.run(reports, SHORT_LIMIT_COSTED, HangsWhenTimedTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("tires · SMALL (Box, 8 B)"),
                finishedWithFailure(message(text -> text.startsWith("Codec timed out for tires · SMALL (Box)\n"
                        + "  warm-up of tires: no result after 1 s, at dev.serguard.Misbehaving.hang(")))));
        assertThat(results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entries -> "exact".equals(entries.get("serguard.codec"))))
                .singleElement().satisfies(entries -> assertThat(entries).containsKeys("serguard.serialize.nsPerOp", "serguard.deserialize.nsPerOp"));
    }
}
