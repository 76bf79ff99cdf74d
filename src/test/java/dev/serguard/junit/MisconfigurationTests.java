package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** A misconfigured annotation fails the test template with one sentence naming what to fix. */
class MisconfigurationTests {

    @TempDir
    Path reports;

    abstract static class PointTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT, Fixtures.PADDED);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }
    }

    static class UnknownCodecTestCase extends PointTestCase {
        @SerializationTest
        @SizeBudget(codec = "kryo", maxBytes = 10)
        void points() {
        }
    }

    static class UnknownThanTestCase extends PointTestCase {
        @SerializationTest
        @FasterThan(codec = "exact", than = "jsno", factor = 1.5)
        void points() {
        }
    }

    static class ZeroFactorTestCase extends PointTestCase {
        @SerializationTest
        @SmallerThan(codec = "exact", than = "padded", factor = 0)
        void points() {
        }
    }

    static class NegativeLimitTestCase extends PointTestCase {
        @SerializationTest
        @AllocationBudget(maxSerializeBytes = -5)
        void points() {
        }
    }

    static class NoLimitTestCase extends PointTestCase {
        @SerializationTest
        @SpeedBudget(codec = "exact")
        void points() {
        }
    }

    static class MissingPayloadMethodTestCase extends PointTestCase {
        @SerializationTest
        @PayloadSource("points")
        void points() {
        }
    }

    static class NoPayloadSourceTestCase {
        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        @SerializationTest
        void points(dev.serguard.SerializationResult<Point> result) {
        }
    }

    static class NoPayloadsAtAllTestCase {
        @SerializationTest
        void points() {
        }
    }

    static Stream<Arguments> misconfigurations() {
        return Stream.of(
                arguments(UnknownCodecTestCase.class, "@SizeBudget on UnknownCodecTestCase.points has codec = \"kryo\":"
                        + " name one of the test's codecs: exact, padded, or \"*\"."),
                arguments(UnknownThanTestCase.class, "@FasterThan on UnknownThanTestCase.points has than = \"jsno\":"
                        + " name one of the test's codecs: exact, padded."),
                arguments(ZeroFactorTestCase.class, "@SmallerThan on ZeroFactorTestCase.points has factor = 0.0:"
                        + " use a finite number greater than 0, such as 1.5."),
                arguments(NegativeLimitTestCase.class, "@AllocationBudget on NegativeLimitTestCase.points has maxSerializeBytes = -5:"
                        + " set it to 0 or more, or leave it out for no limit."),
                arguments(NoLimitTestCase.class, "@SpeedBudget sets no limit: set maxSerializeNanos, maxDeserializeNanos or maxRoundTripNanos."),
                arguments(MissingPayloadMethodTestCase.class, "@PayloadSource on MissingPayloadMethodTestCase.points has value = \"points\","
                        + " but MissingPayloadMethodTestCase has no static method points(Size, Random): add one, or fix the name."),
                arguments(NoPayloadSourceTestCase.class, "@SerializationTest on NoPayloadSourceTestCase.points has no payload source for Point,"
                        + " which is not a built-in model: add a static method payload(Size, Random) returning Point, or name one with @PayloadSource."),
                arguments(NoPayloadsAtAllTestCase.class, "@SerializationTest on NoPayloadsAtAllTestCase.points has no payloads:"
                        + " add a static payload(Size, Random) method, name one with @PayloadSource,"
                        + " or declare a SerializationResult<MediaContent> parameter to use a built-in model."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("misconfigurations")
    void misconfiguredAnnotation_failsTheTemplateWithTheFix(Class<?> testCase, String expected) {
        EngineRuns.run(reports, testCase).containerEvents().assertThatEvents().haveExactly(1,
                event(finishedWithFailure(instanceOf(ExtensionConfigurationException.class), message(expected))));
    }
}
