package dev.serguard.junit;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator;
import com.fasterxml.jackson.databind.jsontype.impl.LaissezFaireSubTypeValidator;
import dev.serguard.check.untrusted.model.Parcel;
import dev.serguard.codec.Codec;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.jackson.JacksonCodecs;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static com.fasterxml.jackson.databind.ObjectMapper.DefaultTyping.NON_FINAL;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedSuccessfully;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** {@link UntrustedTypesCheck} through the Jupiter engine, in check mode. */
class UntrustedTypesCheckTests {

    private static final Map<String, String> CHECK_MODE = Map.of("serguard.mode", "check");
    private static final String PROBE = "dev.serguard.check.untrusted.UntrustedTypeProbe";

    @TempDir
    Path reports;

    @ThreadSafetyCheck(enabled = false)
    abstract static class ParcelTestCase {

        static Parcel payload(Size size, Random random) {
            return new Parcel("books", 1_200);
        }
    }

    @UntrustedTypesCheck
    static class JacksonTestCase extends ParcelTestCase {

        static Stream<Codec<Parcel>> codecs() {
            ObjectMapper typed = new ObjectMapper().activateDefaultTyping(LaissezFaireSubTypeValidator.instance, NON_FINAL);
            ObjectMapper allowed = new ObjectMapper().activateDefaultTyping(BasicPolymorphicTypeValidator.builder()
                    .allowIfSubType("dev.serguard.check.untrusted.model.").build(), NON_FINAL);
            return Stream.of(JacksonCodecs.json("json-typed", typed, Parcel.class), JacksonCodecs.json("json-allowed", allowed, Parcel.class),
                    JacksonCodecs.json(Parcel.class));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void parcels() {
        }
    }

    @Test
    void jacksonWithDefaultTypingAndNoValidator_failsNamingTheClassAndTheFix() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, JacksonTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(1));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("json-typed · SMALL (Parcel, 30 B)"),
                finishedWithFailure(instanceOf(AssertionError.class), message("""
                        Untrusted-types check failed for json-typed · SMALL (Parcel)
                          instantiated  dev.serguard.check.untrusted.UntrustedTypeProbe, a class it was not told about
                          offered as    the mapper's own writing of the probe in an Object field
                          closes it     turn polymorphic default typing off (no activateDefaultTyping), or give activateDefaultTyping\
                         a PolymorphicTypeValidator that allows only your model's packages:\
                         BasicPolymorphicTypeValidator.builder().allowIfSubType("com.example.model.").build()
                          to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=json-typed -Dserguard.sizes=SMALL"""))));
        assertThat(untrustedTypesEntries(results)).containsExactly(
                "instantiated " + PROBE + " (Jackson (polymorphic default typing))",
                "refused by Jackson (polymorphic default typing): InvalidTypeIdException: Could not resolve type id '" + PROBE + "' as a subtype of"
                        + " `java.lang.Object`: Configured `PolymorphicTypeValidator` (of type"
                        + " `com.fasterxml.jackson.databind.jsontype.BasicPolymorphicTypeValidator`) denied resolution",
                "refused by Jackson (polymorphic default typing): read it as plain data (java.util.LinkedHashMap), no class made");
    }

    @UntrustedTypesCheck
    static class BuiltInsTestCase extends ParcelTestCase {

        static Stream<Codec<Parcel>> codecs() {
            return Stream.of(KryoCodecs.kryo(Parcel.class, List.of(new Parcel("books", 1_200))), KryoCodecs.kryoUnregistered(Parcel.class),
                    Codecs.java(Parcel.class), Codec.of("own", Parcel.class, parcel -> parcel.label().getBytes(), bytes -> new Parcel(new String(bytes), 1_200)));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void parcels() {
        }
    }

    @Test
    void kryoUnregisteredAndJava_failWhileRegisteredKryoAndAnUnprobedCodecPass() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, BuiltInsTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2).failed(2));
        results.testEvents().assertThatEvents()
                .haveExactly(1, event(displayName("kryo · SMALL (Parcel, 7 B)"), finishedSuccessfully()))
                .haveExactly(1, event(displayName("own · SMALL (Parcel, 5 B)"), finishedSuccessfully()));
        assertThat(untrustedTypesEntries(results)).containsExactly(
                "refused by Kryo (registration): IllegalArgumentException: Class is not registered: " + PROBE,
                "instantiated " + PROBE + " (Kryo (registration))",
                "instantiated " + PROBE + " (Java serialization (ObjectInputFilter))",
                "not checked: serguard holds no configuration of its library (a codec of the team's own) and its output is neither Java"
                        + " serialization nor JSON text; build it with JacksonCodecs or KryoCodecs to have it probed");
    }

    @UntrustedTypesCheck(accept = "java", because = "it reads only files this service wrote")
    static class AcceptedTestCase extends ParcelTestCase {

        static Stream<Codec<Parcel>> codecs() {
            return Stream.of(Codecs.java(Parcel.class));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void parcels() {
        }
    }

    @Test
    void acceptedCodec_passesAndSaysWhy() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, AcceptedTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
        assertThat(untrustedTypesEntries(results)).containsExactly("instantiated " + PROBE
                + " (Java serialization (ObjectInputFilter)); accepted: it reads only files this service wrote");
    }

    static class NotDeclaredTestCase extends AcceptedTestCase {
        @Override
        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @UntrustedTypesCheck(enabled = false)
        void parcels() {
        }
    }

    @ThreadSafetyCheck(enabled = false)
    static class OptInTestCase extends ParcelTestCase {

        static Stream<Codec<Parcel>> codecs() {
            return Stream.of(Codecs.java(Parcel.class));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        void parcels() {
        }
    }

    @Test
    void withoutTheAnnotationOrDisabled_theCheckDoesNotRun() {
        for (Class<?> testCase : List.of(NotDeclaredTestCase.class, OptInTestCase.class)) {
            EngineExecutionResults results = EngineRuns.run(reports, CHECK_MODE, testCase);

            results.testEvents().assertStatistics(stats -> stats.succeeded(1).failed(0));
            assertThat(untrustedTypesEntries(results)).as(testCase.getSimpleName()).isEmpty();
        }
    }

    static class UnknownCodecTestCase extends AcceptedTestCase {
        @Override
        @SerializationTest
        @UntrustedTypesCheck(accept = "jvaa", because = "a typo")
        void parcels() {
        }
    }

    static class NoReasonTestCase extends AcceptedTestCase {
        @Override
        @SerializationTest
        @UntrustedTypesCheck(accept = "java")
        void parcels() {
        }
    }

    @Test
    void acceptWithAnUnknownCodecOrNoReason_failsTheTemplateWithTheFix() {
        Map<Class<?>, String> expected = Map.of(
                UnknownCodecTestCase.class, "@UntrustedTypesCheck on UnknownCodecTestCase.parcels has accept = \"jvaa\", which is no codec of"
                        + " UnknownCodecTestCase.parcels: name one of java, or fix the name.",
                NoReasonTestCase.class, "@UntrustedTypesCheck on NoReasonTestCase.parcels has accept = \"java\" but because = \"\":"
                        + " say why they may instantiate a class they were not told about.");
        expected.forEach((testCase, text) -> EngineRuns.run(reports, CHECK_MODE, testCase).containerEvents().assertThatEvents().haveExactly(1,
                event(finishedWithFailure(instanceOf(ExtensionConfigurationException.class), message(text)))));
    }

    private static List<String> untrustedTypesEntries(EngineExecutionResults results) {
        return results.testEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs())
                .filter(entries -> entries.containsKey("serguard.untrustedTypes"))
                .map(entries -> entries.get("serguard.untrustedTypes")).toList();
    }
}
