package dev.serguard.junit;

import com.esotericsoftware.kryo.Kryo;
import dev.serguard.codec.Codec;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;

import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.displayName;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.skippedWithReason;

/**
 * What a team meets when Kryo cannot take its model as it is set up, through the extension: a
 * JDK type the built-in cannot create is skipped by name with the fix, and a team's Kryo that
 * lacks registrations fails listing the lines to add.
 */
class KryoSetupExtensionTests {

    @TempDir
    Path reports;

    public enum Day { MONDAY, TUESDAY }

    public record Week(EnumMap<Day, String> plans) {
    }

    /** The built-ins, of which the test selects json and kryo (serguard.codecs). */
    static class WeekTestCase {
        static Week payload(Size size, Random random) {
            return new Week(new EnumMap<>(Map.of(Day.MONDAY, "gym", Day.TUESDAY, "pool")));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void weeks() {
        }
    }

    @Test
    void builtInKryo_onAJdkTypeItCannotCreate_isSkippedNamingTheTypeAndTheFix_andJsonStillRuns() {
        EngineExecutionResults results = EngineRuns.run(reports, Map.of("serguard.codecs", "json,kryo"), WeekTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(1).skipped(1).failed(0));
        results.testEvents().assertThatEvents().haveExactly(1, event(displayName("kryo · SMALL (Week)"), skippedWithReason("kryo skipped:"
                + " could not be created: java.lang.IllegalArgumentException: Kryo has no serializer for java.util.EnumMap and cannot create one (KryoException): register one for it"
                + " (kryo.register(EnumMap.class, yourSerializer)) in a Kryo factory of your own, KryoCodecs.kryo(name, type, factory)")));
        assertThat(results.testEvents().succeeded().stream().map(e -> e.getTestDescriptor().getDisplayName())).singleElement()
                .asString().startsWith("json · SMALL (Week, ");
    }

    public record Line(String sku, int quantity) {
    }

    public record Basket(String id, List<Line> lines) {
    }

    static class UnderRegisteredTestCase {
        static Stream<Codec<Basket>> codecs() {
            return Stream.of(KryoCodecs.kryo("kryo-prod", Basket.class, () -> {
                Kryo kryo = new Kryo();
                kryo.register(Basket.class);
                return kryo;
            }));
        }

        static Basket payload(Size size, Random random) {
            return new Basket("B-1", List.of(new Line("tea", 2), new Line("milk", 1)));
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void baskets() {
        }
    }

    @Test
    void aTeamsKryoLackingRegistrations_failsListingTheLinesToAdd() {
        EngineExecutionResults results = EngineRuns.run(reports, UnderRegisteredTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.failed(1));
        String message = results.testEvents().failed().stream().findFirst().orElseThrow().getPayload(TestExecutionResult.class)
                .flatMap(TestExecutionResult::getThrowable).orElseThrow().getMessage();
        assertThat(message).isEqualTo("""
                Codec threw for kryo-prod · SMALL (Basket)
                  serialize threw com.esotericsoftware.kryo.KryoException: java.lang.IllegalArgumentException: \
                Class is not registered: java.util.ImmutableCollections$List12
                Note: To register this class use: kryo.register(java.util.ImmutableCollections.List12.class);
                Serialization trace:
                lines (java.util.List)
                This payload needs 2 more registrations (KryoCodecs.registrationLines(Basket.class, payloads) lists every class of \
                your payloads):
                  kryo.register(dev.serguard.junit.KryoSetupExtensionTests.Line.class);
                  kryo.register(java.util.ImmutableCollections.List12.class);
                  to reproduce: -Dserguard.seed=20130609 -Dserguard.codecs=kryo-prod -Dserguard.sizes=SMALL""");
    }
}
