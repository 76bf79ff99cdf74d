package dev.serguard.junit;

import com.esotericsoftware.kryo.KryoException;
import dev.serguard.check.BrokenOnPurpose;
import dev.serguard.check.ThreadSafety;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Payload;
import dev.serguard.payload.Size;
import dev.serguard.samples.media.MediaContent;
import dev.serguard.samples.media.MediaContents;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.cause;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** The thread-safety check in {@link SerializationTest}, through the Jupiter engine. */
class ThreadSafetyCheckTests {

    private static final String GENERIC_DIAGNOSIS = "The codec is not thread-safe: its calls share state (a buffer, a stream, an encoder)."
            + " Give each thread its own (ThreadLocal) or take one from a pool per call,"
            + " or make threadSafe() return false if the codec is meant for one thread.";

    @TempDir
    Path reports;

    /** Base of the fixtures: distinct points at SMALL, from the seed. */
    abstract static class PointTestCase {

        static Point payload(Size size, Random random) {
            return new Point(random.nextInt(1_000), random.nextInt(1_000));
        }
    }

    @ThreadSafetyCheck(threads = 4, iterations = 20)
    static class SharedFieldTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, BrokenOnPurpose.sharedField("shared-field", Point.class, 4, Fixtures::write, Fixtures::read));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void codecBrokenUnderConcurrency_failsItsInvocationWithCountsAndDiagnosis() {
        EngineExecutionResults results = EngineRuns.run(reports, SharedFieldTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("shared-field · SMALL (Point, 8 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("""
                        Thread-safety check failed for shared-field · SMALL (Point)
                          4 threads on one codec instance, 80 round trips: 3 of 160 operations failed
                          silently wrong   3   serialize 3, deserialize 0
                          afterwards       still works: 10 of 10 single-threaded round trips correct
                        """ + "  " + GENERIC_DIAGNOSIS + "\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=shared-field -Dserguard.sizes=SMALL"))));
    }

    @Test
    void everyInvocation_publishesTheThreadSafetyVerdict() {
        EngineExecutionResults results = EngineRuns.run(reports, SharedFieldTestCase.class);

        assertThat(threadSafetyEntries(results)).containsExactly(
                "passed: 4 threads on one codec instance, 80 round trips: all 160 operations correct; N calls overlapped another; 4 payloads",
                "failed: 4 threads on one codec instance, 80 round trips: 3 of 160 operations failed; 4 payloads");
    }

    // The entries, how many calls overlapped (which varies from run to run) written N.
    private static List<String> threadSafetyEntries(EngineExecutionResults results) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entries -> entries.containsKey("serguard.threadSafety"))
                .map(entries -> entries.get("serguard.threadSafety").replaceAll("; [\\d ]+ (calls?) overlapped another;", "; N calls overlapped another;"))
                .toList();
    }

    @ThreadSafetyCheck(threads = 4, iterations = 20)
    static class KryoExceptionTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(BrokenOnPurpose.throwsWhenShared("kryo-shared", Point.class, 4,
                    () -> new KryoException("Encountered unregistered class ID: 1234"), Fixtures::write, Fixtures::read));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void kryoFailingUnderConcurrency_isDiagnosedAsASharedKryo() {
        EngineExecutionResults results = EngineRuns.run(reports, KryoExceptionTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("kryo-shared · SMALL (Point, 8 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), cause(instanceOf(KryoException.class)), message("""
                        Thread-safety check failed for kryo-shared · SMALL (Point)
                          4 threads on one codec instance, 80 round trips: 4 of 160 operations failed
                          threw            4   KryoException 4
                          afterwards       still works: 10 of 10 single-threaded round trips correct
                          Kryo is not thread-safe: one instance used by several threads at once fails, silently too, and can stay broken.\
                         Give each thread its own Kryo: use Pool<Kryo> or ThreadLocal<Kryo>, or KryoCodecs.kryo(name, type, factory),\
                         which pools them.
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=kryo-shared -Dserguard.sizes=SMALL"""))));
    }

    @ThreadSafetyCheck(threads = 4, iterations = 20)
    static class ClockTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            // Its "second" ticks every 5 calls: on one thread, between the threads and afterwards.
            java.util.concurrent.atomic.AtomicLong calls = new java.util.concurrent.atomic.AtomicLong();
            return Stream.of(Codec.of("stamped", Point.class,
                    point -> java.nio.ByteBuffer.allocate(16).putLong(calls.getAndIncrement() / 5).put(Fixtures.write(point)).array(),
                    bytes -> Fixtures.read(java.util.Arrays.copyOfRange(bytes, 8, 16))));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void codecWritingTheTime_passes() {
        EngineExecutionResults results = EngineRuns.run(reports, ClockTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(threadSafetyEntries(results)).containsExactly(
                "passed: 4 threads on one codec instance, 80 round trips: all 160 operations correct; N calls overlapped another; 4 payloads");
    }

    /** Without {@link ThreadSafetyCheck}: on, with the default thread count and time limit. */
    static class DefaultTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(BrokenOnPurpose.sharedField("shared-field", Point.class, ThreadSafety.defaultThreads(),
                    Fixtures::write, Fixtures::read));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void withoutAnnotation_theCheckRunsOnThreadSafeCodecs() {
        EngineExecutionResults results = EngineRuns.run(reports, DefaultTestCase.class);

        int threads = ThreadSafety.defaultThreads();
        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message(text -> text.matches("""
                Thread-safety check failed for shared-field · SMALL \\(Point\\)
                  %d threads on one codec instance, [\\d ]+ round trips( \\(stopped at the time limit\\))?: (\\d+) of [\\d ]+ operations failed
                  silently wrong   \\2   serialize \\2, deserialize 0
                  afterwards       still works: 10 of 10 single-threaded round trips correct
                  The codec is not thread-safe: .*
                  to reproduce: -Dserguard\\.seed=20130609 -Dserguard\\.codecs=shared-field -Dserguard\\.sizes=SMALL""".formatted(threads))))));
    }

    /** The same broken codec, but it says it is not thread-safe. */
    static class NotThreadSafeTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            Codec<Point> broken = BrokenOnPurpose.sharedField("single", Point.class, 4, Fixtures::write, Fixtures::read);
            return Stream.of(new Codec<Point>() {
                public String name() {
                    return broken.name();
                }

                public Class<Point> type() {
                    return Point.class;
                }

                public byte[] serialize(Point value) throws Exception {
                    return broken.serialize(value);
                }

                public Point deserialize(byte[] bytes) throws Exception {
                    return broken.deserialize(bytes);
                }

                @Override
                public boolean threadSafe() {
                    return false;
                }
            });
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void codecThatSaysItIsNotThreadSafe_isNotChecked() {
        EngineExecutionResults results = EngineRuns.run(reports, NotThreadSafeTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(threadSafetyEntries(results)).containsExactly("not checked: the codec says it is not thread-safe");
    }

    @ThreadSafetyCheck(enabled = false)
    static class DisabledTestCase extends SharedFieldTestCase {
    }

    @Test
    void disabledOnTheClass_isNotChecked() {
        EngineExecutionResults results = EngineRuns.run(reports, DisabledTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
        assertThat(threadSafetyEntries(results)).containsOnly("not checked: @ThreadSafetyCheck(enabled = false)");
    }

    @ThreadSafetyCheck(enabled = false)
    static class MethodWinsTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(BrokenOnPurpose.sharedField("shared-field", Point.class, 4, Fixtures::write, Fixtures::read));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(threads = 4, iterations = 20)
        void points() {
        }
    }

    @Test
    void annotationOnTheMethod_winsOverTheClass() {
        EngineRuns.run(reports, MethodWinsTestCase.class).testEvents().assertStatistics(stats -> stats.failed(1));
    }

    @ThreadSafetyCheck(threads = 4, iterations = 20)
    static class BudgetAndThreadSafetyTestCase extends PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(BrokenOnPurpose.sharedField("shared-field", Point.class, 4, Fixtures::write, Fixtures::read));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SizeBudget(maxBytes = 4)
        void points() {
        }
    }

    @Test
    void budgetAndThreadSafetyFailures_areReportedTogether() {
        EngineExecutionResults results = EngineRuns.run(reports, BudgetAndThreadSafetyTestCase.class);

        results.testEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message("""
                Serialization budget exceeded for shared-field · SMALL (Point)
                  size                   8 B   budget ≤ 4 B   +100.0 %   @SizeBudget(maxBytes = 4) on BudgetAndThreadSafetyTestCase.points

                Thread-safety check failed for shared-field · SMALL (Point)
                  4 threads on one codec instance, 80 round trips: 3 of 160 operations failed
                  silently wrong   3   serialize 3, deserialize 0
                  afterwards       still works: 10 of 10 single-threaded round trips correct
                """ + "  " + GENERIC_DIAGNOSIS + "\n  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=shared-field -Dserguard.sizes=SMALL"))));
    }

    @ThreadSafetyCheck(threads = 4)
    static class BuiltInKryoTestCase {

        static Stream<Codec<MediaContent>> kryo() {
            // Registered from the payload and the variants the check makes of it, from the next seeds.
            List<MediaContent> samples = IntStream.range(0, 4)
                    .mapToObj(i -> Payload.of("MediaContent", Size.SMALL, MediaContents.factory(), Payload.DEFAULT_SEED + i).value()).toList();
            return Codecs.builtIns(MediaContent.class, samples).named("kryo").stream();
        }

        @SerializationTest
        @CodecSource("kryo")
        @PayloadSizes(Size.SMALL)
        void media(dev.serguard.SerializationResult<MediaContent> result) {
        }
    }

    @Test
    void builtInKryo_passes() {
        EngineExecutionResults results = EngineRuns.run(reports, BuiltInKryoTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(threadSafetyEntries(results)).singleElement().asString()
                .matches("passed: 4 threads on one codec instance, [\\d ]+ round trips( \\(stopped at the time limit\\))?:"
                        + " all [\\d ]+ operations correct(; N calls overlapped another; 4 payloads|; 4 payloads; only [\\d ]+ calls overlapped"
                        + " another \\(of 2 000 wanted\\): the machine was too busy for a firm verdict)");
    }

    static class OneThreadTestCase extends SharedFieldTestCase {
        @Override
        @SerializationTest
        @ThreadSafetyCheck(threads = 1)
        void points() {
        }
    }

    static class NoIterationsTestCase extends SharedFieldTestCase {
        @Override
        @SerializationTest
        @ThreadSafetyCheck(iterations = 0)
        void points() {
        }
    }

    @Test
    void threadsOrIterationsOutOfRange_failTheTemplateWithTheFix() {
        Map<Class<?>, String> expected = Map.of(
                OneThreadTestCase.class, "@ThreadSafetyCheck on OneThreadTestCase.points has threads = 1:"
                        + " use 2 or more, or leave it out for at least 8 and at least as many as cores.",
                NoIterationsTestCase.class, "@ThreadSafetyCheck on NoIterationsTestCase.points has iterations = 0:"
                        + " use 1 or more, or leave it out for the default.");
        expected.forEach((testCase, text) -> EngineRuns.run(reports, testCase).containerEvents().assertThatEvents().haveExactly(1,
                event(finishedWithFailure(instanceOf(ExtensionConfigurationException.class), message(text)))));
    }

    @ThreadSafetyCheck(threads = 4, iterations = 20)
    static class KeptResultTestCase extends PointTestCase {

        /** Keeps the bytes it returns in its own field: whether the threads' calls show it or not, the run notes name the field. */
        static final class LastBytes implements Codec.Serializer<Point> {
            private byte[] last;

            @Override
            public byte[] serialize(Point point) {
                last = Fixtures.write(point);
                return last;
            }
        }

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Codec.of("keeps-last", Point.class, new LastBytes(), Fixtures::read));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    @Test
    void aCodecKeepingWhatItReturnsInAField_isNamedInTheRunNotes_passedOrNot() throws Exception {
        EngineExecutionResults results = EngineRuns.run(reports, KeptResultTestCase.class);
        String note = "thread safety: serialize returns the byte[] it keeps in its field"
                + " ThreadSafetyCheckTests$KeptResultTestCase$LastBytes.last, one for every thread: another thread's call can replace it"
                + " before this one returns it, a race that compiled code seldom shows to a test. Keep the result in a local variable, or"
                + " guard the field with a lock.";

        assertThat(java.nio.file.Files.readString(reports.resolve("results.txt")))
                .contains("\n  keeps-last · SMALL (Point) in KeptResultTestCase.points: " + note + "\n");
        assertThat(results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().get("serguard.threadSafety.note"))).contains(note);
    }
}
