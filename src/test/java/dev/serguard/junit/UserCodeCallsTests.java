package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.cause;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * The user's codec source and payload factory, called by serguard before anything is measured:
 * one that throws, hangs or runs out of memory or stack fails the test template with a sentence
 * naming the method (and the size), the cause kept; under {@code @TestInstance(PER_CLASS)} they
 * may be instance methods, as with JUnit's {@code @MethodSource}.
 */
class UserCodeCallsTests {

    @TempDir
    Path reports;

    /** Holds every hanging call until the test is over; they ignore interrupts, as a hostile codec source would. */
    static volatile CountDownLatch release = new CountDownLatch(1);

    @AfterEach
    void releaseHungCalls() {
        release.countDown();
        release = new CountDownLatch(1);
    }

    static void hang() {
        CountDownLatch latch = release;
        while (latch.getCount() > 0) {
            try {
                latch.await();
            } catch (InterruptedException e) {
                // ignored on purpose
            }
        }
    }

    // The default limit (30 s), for calls that end.
    private EngineExecutionResults run(Class<?> testCase) {
        return EngineRuns.run(reports, testCase);
    }

    private EngineExecutionResults runWithShortLimit(Class<?> testCase) {
        return EngineRuns.run(reports, Map.of("serguard.callTimeout", "300ms"), testCase);
    }

    private static TestExecutionResult templateFailure(EngineExecutionResults results) {
        results.testEvents().assertStatistics(stats -> stats.started(0));
        List<TestExecutionResult> failed = results.containerEvents().failed().stream()
                .map(e -> e.getPayload(TestExecutionResult.class).orElseThrow()).toList();
        assertThat(failed).hasSize(1);
        return failed.get(0);
    }

    abstract static class PointPayloads {
        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }
    }

    abstract static class ExactCodec {
        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }
    }

    static class ThrowingCodecsTestCase extends PointPayloads {
        static Stream<Codec<Point>> codecs() {
            throw new IllegalStateException("no mapper configured");
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void codecSourceThatThrows_failsNamingItWithTheCause() {
        EngineExecutionResults results = run(ThrowingCodecsTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class),
                message("The codec source ThrowingCodecsTestCase.codecs() of ThrowingCodecsTestCase.points threw IllegalStateException: no mapper configured"),
                cause(instanceOf(IllegalStateException.class), message("no mapper configured")))));
        results.testEvents().assertStatistics(stats -> stats.started(0));
    }

    static class LazyThrowingCodecsTestCase extends PointPayloads {
        static Stream<Codec<Point>> codecs() {
            return Stream.of("exact").map(name -> {
                throw new IllegalArgumentException("unknown codec " + name);
            });
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void codecSourceWhoseStreamThrowsLater_failsNamingIt() {
        TestExecutionResult failure = templateFailure(run(LazyThrowingCodecsTestCase.class));

        assertThat(failure.getThrowable().orElseThrow()).hasMessage("The codec source LazyThrowingCodecsTestCase.codecs() of"
                + " LazyThrowingCodecsTestCase.points threw IllegalArgumentException: unknown codec exact").cause().isInstanceOf(IllegalArgumentException.class);
    }

    static class HangingCodecsTestCase extends PointPayloads {
        static Stream<Codec<Point>> codecs() {
            hang();
            return Stream.of(Fixtures.EXACT);
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void codecSourceThatHangs_failsAtTheTimeLimitNamingWhereItWaits() {
        TestExecutionResult failure = templateFailure(runWithShortLimit(HangingCodecsTestCase.class));

        assertThat(failure.getThrowable().orElseThrow()).isInstanceOf(ExtensionConfigurationException.class).message()
                .startsWith("The codec source HangingCodecsTestCase.codecs() of HangingCodecsTestCase.points was still running after 300 ms, at ")
                .containsPattern("at (app//)?dev\\.serguard\\.junit\\.UserCodeCallsTests\\.hang\\(UserCodeCallsTests\\.java:\\d+\\)")
                .endsWith(": make it return, or raise serguard.callTimeout.");
    }

    static class StackOverflowCodecsTestCase extends PointPayloads {
        static Stream<Codec<Point>> codecs() {
            return recurse(0);
        }

        private static Stream<Codec<Point>> recurse(int depth) {
            return depth < 0 ? Stream.empty() : recurse(depth + 1);
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void codecSourceThatOverflowsItsStack_failsNamingIt() {
        TestExecutionResult failure = templateFailure(run(StackOverflowCodecsTestCase.class));

        assertThat(failure.getThrowable().orElseThrow()).hasMessage("The codec source StackOverflowCodecsTestCase.codecs() of"
                + " StackOverflowCodecsTestCase.points threw StackOverflowError.").cause().isInstanceOf(StackOverflowError.class);
    }

    static class ThrowingPayloadTestCase extends ExactCodec {
        static Point payload(Size size, Random random) {
            if (size == Size.LARGE) {
                throw new IllegalArgumentException("no order has 1 000 lines");
            }
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void payloadFactoryThatThrows_failsNamingItAndTheSizeWithTheCause() {
        EngineExecutionResults results = run(ThrowingPayloadTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class),
                message("The payload factory ThrowingPayloadTestCase.payload(Size, Random) of ThrowingPayloadTestCase.points threw"
                        + " IllegalArgumentException for LARGE: no order has 1 000 lines"),
                cause(instanceOf(IllegalArgumentException.class), message("no order has 1 000 lines")))));
        results.testEvents().assertStatistics(stats -> stats.started(0));
    }

    static class HangingPayloadTestCase extends ExactCodec {
        static Point payload(Size size, Random random) {
            hang();
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void payloadFactoryThatHangs_failsAtTheTimeLimitNamingItAndTheSize() {
        TestExecutionResult failure = templateFailure(runWithShortLimit(HangingPayloadTestCase.class));

        assertThat(failure.getThrowable().orElseThrow()).message()
                .startsWith("The payload factory HangingPayloadTestCase.payload(Size, Random) of HangingPayloadTestCase.points"
                        + " was still running for SMALL after 300 ms, at ")
                .containsPattern("at (app//)?dev\\.serguard\\.junit\\.UserCodeCallsTests\\.hang\\(UserCodeCallsTests\\.java:\\d+\\)")
                .endsWith(": make it return, or raise serguard.callTimeout.");
    }

    static class OutOfMemoryPayloadTestCase extends ExactCodec {
        static Point payload(Size size, Random random) {
            long[] tooMany = new long[Integer.MAX_VALUE - 16];     // fails at once, without filling the heap
            return new Point(tooMany.length, 0);
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void payloadFactoryThatRunsOutOfMemory_failsNamingIt() {
        TestExecutionResult failure = templateFailure(run(OutOfMemoryPayloadTestCase.class));

        assertThat(failure.getThrowable().orElseThrow()).message().matches("The payload factory OutOfMemoryPayloadTestCase\\.payload\\(Size, Random\\)"
                + " of OutOfMemoryPayloadTestCase\\.points threw OutOfMemoryError for SMALL: .+");
        assertThat(failure.getThrowable().orElseThrow()).cause().isInstanceOf(OutOfMemoryError.class);
    }

    static class NullPayloadTestCase extends ExactCodec {
        static Point payload(Size size, Random random) {
            return null;
        }

        @SerializationTest
        void points() {
        }
    }

    @Test
    void payloadFactoryThatReturnsNull_failsNamingIt() {
        TestExecutionResult failure = templateFailure(run(NullPayloadTestCase.class));

        assertThat(failure.getThrowable().orElseThrow()).hasMessage("The payload factory NullPayloadTestCase.payload(Size, Random) of"
                + " NullPayloadTestCase.points returned null for SMALL: return a Point.");
    }

    /** Instance methods, as under PER_CLASS a {@code @MethodSource} may be: they see the test instance's fields. */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    static class PerClassTestCase {
        private final Codec<Point> codec = Fixtures.PADDED;
        private final int y = 11;

        Stream<Codec<Point>> codecs() {
            return Stream.of(codec);
        }

        Point payload(Size size, Random random) {
            return new Point(size.ordinal(), y);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points(SerializationResult<Point> result) {
            assertThat(result.codec()).isEqualTo("padded");
            assertThat(result.payload().value()).isEqualTo(new Point(Size.SMALL.ordinal(), y));
        }
    }

    @Test
    void perClassInstanceMethods_areCalledOnTheTestInstance() {
        run(PerClassTestCase.class).testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
    }

    /** A PER_METHOD {@code @Nested} class in a PER_CLASS one: the enclosing instance's methods. */
    @TestInstance(TestInstance.Lifecycle.PER_CLASS)
    static class PerClassOuterTestCase {
        private final int y = 13;

        Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        Point payload(Size size, Random random) {
            return new Point(size.ordinal(), y);
        }

        @Nested
        class PerMethodInnerTestCase {
            @SerializationTest
            @PayloadSizes(Size.SMALL)
            void points(SerializationResult<Point> result) {
                assertThat(result.payload().value()).isEqualTo(new Point(Size.SMALL.ordinal(), y));
            }
        }
    }

    @Test
    void nestedPerMethodClass_callsTheEnclosingPerClassInstance() {
        run(PerClassOuterTestCase.class).testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
    }
}
