package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/**
 * A misconfigured annotation, convention method or parameter fails the test template, before
 * anything is measured, with one sentence naming what to fix.
 */
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

    static class UnmeasuredSizeTestCase extends PointTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SizeBudget(payload = Size.LARGE, maxBytes = 1)
        void points() {
        }
    }

    static class MalformedIgnoredPathTestCase extends PointTestCase {
        @SerializationTest
        @RoundTripCheck(ignore = {"y", "x["})
        void points() {
        }
    }

    static class IgnoredPathMatchingNothingTestCase extends PointTestCase {
        @SerializationTest
        @RoundTripCheck(ignore = {"y", "Point.y"})
        void points() {
        }
    }

    static class UnmeasuredSizeAmongOthersTestCase extends PointTestCase {
        @SerializationTest
        @PayloadSizes({Size.TINY, Size.SMALL})
        @FasterThan(codec = "exact", than = "padded", factor = 2, payload = {Size.SMALL, Size.HUGE})
        void points() {
        }
    }

    static class FasterThanItselfTestCase extends PointTestCase {
        @SerializationTest
        @FasterThan(codec = "exact", than = "exact", factor = 2)
        void points() {
        }
    }

    static class SmallerThanOneOfItselfTestCase extends PointTestCase {
        @SerializationTest
        @SmallerThan(codec = {"exact", "padded"}, than = "padded", factor = 2)
        void points() {
        }
    }

    abstract static class OneCodecNoPayloadTestCase {
        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }
    }

    static class OneCodecTestCase extends OneCodecNoPayloadTestCase {
        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }
    }

    static class SmallerThanTheOnlyCodecTestCase extends OneCodecTestCase {
        @SerializationTest
        @SmallerThan(than = "exact", factor = 2)
        void points() {
        }
    }

    static class ItselfAndNoOtherTestCase extends OneCodecTestCase {
        @SerializationTest
        @SmallerThan(codec = "exact", than = "exact", factor = 2)
        void points() {
        }
    }

    static class PayloadOfSizeOnlyTestCase extends OneCodecNoPayloadTestCase {
        static Point payload(Size size) {
            return Fixtures.point(size, new Random());
        }

        @SerializationTest
        void points() {
        }
    }

    static class PayloadOfSwappedParametersTestCase extends OneCodecNoPayloadTestCase {
        static Point payload(Random random, Size size) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }
    }

    static class NonStaticPayloadTestCase {
        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }
    }

    static class VoidPayloadTestCase {
        static Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        static void payload(Size size, Random random) {
        }

        @SerializationTest
        void points(dev.serguard.SerializationResult<Point> result) {
        }
    }

    static class NamedPayloadOfSizeOnlyTestCase extends PointTestCase {
        static Point point(Size size) {
            return Fixtures.point(size, new Random());
        }

        @SerializationTest
        @PayloadSource("point")
        void points() {
        }
    }

    static class NonStaticCodecsTestCase {
        Stream<Codec<Point>> codecs() {
            return Stream.of(Fixtures.EXACT);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }
    }

    static class NonStaticNamedCodecsTestCase {
        Stream<Codec<Point>> mine() {
            return Stream.of(Fixtures.EXACT);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @CodecSource("mine")
        void points() {
        }
    }

    static class CodecOfAnotherTypeTestCase {
        static Stream<Codec<?>> codecs() {
            return Stream.of(Codec.of("text", String.class, text -> text.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                    bytes -> new String(bytes, java.nio.charset.StandardCharsets.UTF_8)));
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }
    }

    static class CodecsWithParametersTestCase {
        static Stream<Codec<Point>> codecs(String only) {
            return Stream.of(Fixtures.EXACT);
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        void points() {
        }
    }

    static class UnresolvableParameterTestCase extends PointTestCase {
        @SerializationTest
        void points(String name) {
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
                        + " or declare a SerializationResult<MediaContent> parameter to use a built-in model."),
                arguments(UnmeasuredSizeTestCase.class, "@SizeBudget on UnmeasuredSizeTestCase.points has payload = LARGE:"
                        + " name one of the sizes the test measures: SMALL, or add LARGE to @PayloadSizes."),
                arguments(UnmeasuredSizeAmongOthersTestCase.class, "@FasterThan on UnmeasuredSizeAmongOthersTestCase.points has payload = HUGE:"
                        + " name one of the sizes the test measures: TINY, SMALL, or add HUGE to @PayloadSizes."),
                arguments(MalformedIgnoredPathTestCase.class, "@RoundTripCheck on MalformedIgnoredPathTestCase.points has ignore = \"x[\","
                        + " which has a [ that is never closed: write a path as a difference prints it, without the root's class name,"
                        + " as in \"components.schemas[*].jsonSchema\", or a field name alone, as in \"jsonSchema\"."),
                arguments(IgnoredPathMatchingNothingTestCase.class, "@RoundTripCheck on IgnoredPathMatchingNothingTestCase.points has"
                        + " ignore = \"Point.y\", which matches nothing in the payloads SMALL and LARGE: write it as a difference prints it,"
                        + " without the leading \"Point.\", or remove it."),
                arguments(FasterThanItselfTestCase.class, "@FasterThan on FasterThanItselfTestCase.points has than = \"exact\", the same as codec:"
                        + " compare with another of the test's codecs: padded."),
                arguments(SmallerThanOneOfItselfTestCase.class, "@SmallerThan on SmallerThanOneOfItselfTestCase.points has than = \"padded\","
                        + " also named in codec: compare with another of the test's codecs: exact."),
                arguments(SmallerThanTheOnlyCodecTestCase.class, "@SmallerThan on SmallerThanTheOnlyCodecTestCase.points has than = \"exact\","
                        + " the test's only codec, which codec = \"*\" leaves out: add another codec to compare with, or remove the budget."),
                arguments(ItselfAndNoOtherTestCase.class, "@SmallerThan on ItselfAndNoOtherTestCase.points has than = \"exact\", the same as codec,"
                        + " and the test has no other codec: add one to compare with, or remove the budget."),
                arguments(PayloadOfSizeOnlyTestCase.class, "The payload method PayloadOfSizeOnlyTestCase.payload(Size) of PayloadOfSizeOnlyTestCase.points"
                        + " takes (Size): declare it as static Point payload(Size size, Random random)."),
                arguments(PayloadOfSwappedParametersTestCase.class, "The payload method PayloadOfSwappedParametersTestCase.payload(Random, Size)"
                        + " of PayloadOfSwappedParametersTestCase.points takes (Random, Size): declare it as static Point payload(Size size, Random random)."),
                arguments(NonStaticPayloadTestCase.class, "The payload method NonStaticPayloadTestCase.payload(Size, Random) of NonStaticPayloadTestCase.points"
                        + " is not static: make it static, or annotate NonStaticPayloadTestCase with @TestInstance(Lifecycle.PER_CLASS)"
                        + " to have it called on the test instance."),
                arguments(VoidPayloadTestCase.class, "The payload method VoidPayloadTestCase.payload(Size, Random) of VoidPayloadTestCase.points"
                        + " returns void: return the payload, as in static Point payload(Size size, Random random)."),
                arguments(NamedPayloadOfSizeOnlyTestCase.class, "@PayloadSource on NamedPayloadOfSizeOnlyTestCase.points has value = \"point\","
                        + " but NamedPayloadOfSizeOnlyTestCase.point(Size) takes (Size): declare it as static Point point(Size size, Random random)."),
                arguments(NonStaticCodecsTestCase.class, "The codec source NonStaticCodecsTestCase.codecs() of NonStaticCodecsTestCase.points"
                        + " is not static: make it static, or annotate NonStaticCodecsTestCase with @TestInstance(Lifecycle.PER_CLASS)"
                        + " to have it called on the test instance."),
                arguments(NonStaticNamedCodecsTestCase.class, "@CodecSource on NonStaticNamedCodecsTestCase.points has value = \"mine\","
                        + " but NonStaticNamedCodecsTestCase.mine() is not static: make it static, or annotate NonStaticNamedCodecsTestCase"
                        + " with @TestInstance(Lifecycle.PER_CLASS) to have it called on the test instance."),
                arguments(CodecsWithParametersTestCase.class, "The codec source CodecsWithParametersTestCase.codecs(String) of"
                        + " CodecsWithParametersTestCase.points takes parameters: declare it as static Stream<Codec<Point>> codecs()."),
                arguments(CodecOfAnotherTypeTestCase.class, "Codec \"text\" from codecs() handles String, but the payloads of"
                        + " CodecOfAnotherTypeTestCase.points are Point: give the test a codec of Point."),
                arguments(UnresolvableParameterTestCase.class, "@SerializationTest on UnresolvableParameterTestCase.points takes a parameter String"
                        + " that nothing resolves: take SerializationResult<Point> (and TestInfo, TestReporter or a @TempDir),"
                        + " or register the extension that resolves String with @ExtendWith."));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("misconfigurations")
    void misconfiguredAnnotation_failsTheTemplateWithTheFix(Class<?> testCase, String expected) {
        EngineExecutionResults results = EngineRuns.run(reports, testCase);

        results.containerEvents().assertThatEvents().haveExactly(1,
                event(finishedWithFailure(instanceOf(ExtensionConfigurationException.class), message(expected))));
        // said before anything was measured: no invocation ran
        results.testEvents().assertStatistics(stats -> stats.started(0));
    }

    static class ValidTestCase extends PointTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points() {
        }
    }

    static Stream<Arguments> badSettings() {
        return Stream.of("check", "quick", "off").flatMap(mode -> Stream.of(
                arguments(mode, "serguard.confirm.fork", "flase", "serguard.confirm.fork = \"flase\" is not true or false: set it to true"
                        + " or false, or leave it out for true."),
                arguments(mode, "serguard.fork", "yes", "serguard.fork = \"yes\" is not true or false: set it to true or false, or leave it"
                        + " out for false."),
                arguments(mode, "serguard.printReportEntries", "on", "serguard.printReportEntries = \"on\" is not true or false: set it to"
                        + " true or false, or leave it out for false."),
                arguments(mode, "serguard.callTimeout", "abc", "serguard.callTimeout = \"abc\" is not a duration greater than 0: give one"
                        + " such as 30 s, 500 ms or 2 m, or leave it out for 30 s."),
                // 25, not 15: these runs measure no time again in fresh JVMs (serguard.confirm.fork=false)
                arguments(mode, "serguard.baseline.timePercent", "-5", "serguard.baseline.timePercent = \"-5\" is not a percentage ≥ 0: give"
                        + " a number such as 15 or 7.5, or leave it out for 25.")));
    }

    /** A typo in a setting fails the run, in every mode, rather than running with the default and passing. */
    @ParameterizedTest(name = "{0}: {1} = {2}")
    @MethodSource("badSettings")
    void aBadSetting_failsTheTestWithTheKeyTheValueAndTheAcceptedOnes(String mode, String key, String value, String expected) {
        EngineExecutionResults results = EngineRuns.run(reports, java.util.Map.of("serguard.mode", mode, key, value), ValidTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1,
                event(finishedWithFailure(instanceOf(ExtensionConfigurationException.class), message(expected))));
        results.testEvents().assertStatistics(stats -> stats.succeeded(0));
    }

    @Test
    void aBadMode_failsTheTest() {
        EngineExecutionResults results = EngineRuns.run(reports, java.util.Map.of("serguard.mode", "bogus"), ValidTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(finishedWithFailure(message("serguard.mode = \"bogus\" is not a"
                + " mode: give one of check, quick, full, record, off, or leave it out for quick."))));
    }

    /** {@code codec = "*"} with {@code than = "padded"}: every other codec against padded, and padded never against itself. */
    static class AllThanOneTestCase extends PointTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @SmallerThan(than = "padded", factor = 10)
        void points() {
        }
    }

    @Test
    void allCodecsThanOne_judgesTheOthersAndNotThatOne() {
        EngineExecutionResults results = EngineRuns.run(reports, AllThanOneTestCase.class);

        results.testEvents().assertThatEvents()
                .haveExactly(1, event(displayName("padded · SMALL (Point, 64 B)"), finishedSuccessfully()))
                .haveExactly(1, event(displayName("exact · SMALL (Point, 8 B)"), finishedWithFailure(message("""
                        Serialization budget exceeded for exact · SMALL (Point)
                          size                   exact 8 B vs padded 64 B: 8.00× smaller   budget ≥ 10.00× smaller than padded   -20.0 %\
                           @SmallerThan on AllThanOneTestCase.points
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=exact,padded -Dserguard.sizes=SMALL"""))));
    }

    static class ResolvedByTestInfoTestCase extends PointTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points(TestInfo info, dev.serguard.SerializationResult<Point> result) {
            assertThat(info.getDisplayName()).startsWith(result.codec());
        }
    }

    @Test
    void parameterJUnitResolves_passes() {
        EngineRuns.run(reports, ResolvedByTestInfoTestCase.class).testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
    }

    /** Resolves a {@code String} to the codec's name: another extension serguard cannot see into. */
    static class CodecNames implements ParameterResolver {
        @Override
        public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
            return parameter.getParameter().getType() == String.class;
        }

        @Override
        public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
            return context.getDisplayName().split(" ")[0];
        }
    }

    @ExtendWith(CodecNames.class)
    static class ResolvedByAnotherExtensionTestCase extends PointTestCase {
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points(String codec) {
            assertThat(codec).isIn("exact", "padded");
        }
    }

    static class ResolvedByAnExtensionFieldTestCase extends PointTestCase {
        @RegisterExtension
        static final CodecNames NAMES = new CodecNames();

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void points(String codec) {
            assertThat(codec).isIn("exact", "padded");
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(classes = {ResolvedByAnotherExtensionTestCase.class, ResolvedByAnExtensionFieldTestCase.class})
    void parameterAnotherExtensionMayResolve_isLeftToThatExtension(Class<?> testCase) {
        EngineRuns.run(reports, testCase).testEvents().assertStatistics(stats -> stats.succeeded(2).failed(0));
    }
}
