package dev.serguard.junit;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The {@code SerializationResult} parameter is the test method's alone: like JUnit's own
 * {@code @ParameterizedTest} arguments, it is not offered to constructors or lifecycle methods.
 */
class ResultParameterTests {

    @TempDir
    Path reports;

    abstract static class OneInvocation {
        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }
    }

    static class TestMethodTestCase extends OneInvocation {
        static volatile SerializationResult<?> received;

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points(SerializationResult<Point> result) {
            received = result;
        }
    }

    static class BeforeEachTestCase extends OneInvocation {
        @BeforeEach
        void setUp(SerializationResult<Point> result) {
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points(SerializationResult<Point> result) {
        }
    }

    static class ConstructorTestCase extends OneInvocation {
        ConstructorTestCase(SerializationResult<Point> result) {
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points(SerializationResult<Point> result) {
        }
    }

    @Test
    void testMethod_receivesTheInvocationsResult() {
        TestMethodTestCase.received = null;

        EngineRuns.run(reports, TestMethodTestCase.class).testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));

        assertThat(TestMethodTestCase.received).isNotNull();
        assertThat(TestMethodTestCase.received.codec()).isEqualTo("exact");
    }

    @Test
    void beforeEachAskingForTheResult_failsWithJUnitsParameterResolutionException() {
        Throwable thrown = onlyFailure(EngineRuns.run(reports, BeforeEachTestCase.class));

        assertThat(thrown).isInstanceOf(ParameterResolutionException.class)
                .hasMessageStartingWith("No ParameterResolver registered for parameter [dev.serguard.SerializationResult<")
                .hasMessageContaining("in method [void dev.serguard.junit.ResultParameterTests$BeforeEachTestCase.setUp(");
    }

    @Test
    void constructorAskingForTheResult_failsWithJUnitsParameterResolutionException() {
        Throwable thrown = onlyFailure(EngineRuns.run(reports, ConstructorTestCase.class));

        assertThat(thrown).isInstanceOf(ParameterResolutionException.class)
                .hasMessageStartingWith("No ParameterResolver registered for parameter [dev.serguard.SerializationResult<")
                .hasMessageContaining("in constructor [dev.serguard.junit.ResultParameterTests$ConstructorTestCase(");
    }

    private static Throwable onlyFailure(EngineExecutionResults results) {
        results.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
        return results.testEvents().failed().stream().findFirst().orElseThrow()
                .getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
    }
}
