package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.codec.CodecSet;
import dev.serguard.codec.Codecs;
import dev.serguard.codec.SkippedCodec;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtensionConfigurationException;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.Event;

import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Random;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.testkit.engine.EventConditions.container;
import static org.junit.platform.testkit.engine.EventConditions.event;
import static org.junit.platform.testkit.engine.EventConditions.finishedWithFailure;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.instanceOf;
import static org.junit.platform.testkit.engine.TestExecutionResultConditions.message;

/** {@code @EveryFormat}: a shootout on the team's own type, serguard's formats beside the team's codecs. */
class EveryFormatTests {

    private static final Map<String, String> CHECK = Map.of("serguard.mode", "check");

    @TempDir
    Path reports;

    /** A team's model as most are: a public bean of a few plain fields. */
    public static final class Parcel implements Serializable {
        private String label;
        private int grams;
        private List<String> stops;

        public Parcel() {
        }

        Parcel(String label, int grams, List<String> stops) {
            this.label = label;
            this.grams = grams;
            this.stops = stops;
        }

        public String getLabel() { return label; }
        public void setLabel(String label) { this.label = label; }
        public int getGrams() { return grams; }
        public void setGrams(int grams) { this.grams = grams; }
        public List<String> getStops() { return stops; }
        public void setStops(List<String> stops) { this.stops = stops; }

        @Override
        public boolean equals(Object o) {
            return o instanceof Parcel p && grams == p.grams && Objects.equals(label, p.label) && Objects.equals(stops, p.stops);
        }

        @Override
        public int hashCode() {
            return Objects.hash(label, grams, stops);
        }

        static Parcel payload(Size size, Random random) {
            List<String> stops = new ArrayList<>();
            for (int i = 0; i < 3 + size.ordinal() * 4; i++) {
                stops.add("depot-" + random.nextInt(100));
            }
            return new Parcel("parcel-" + random.nextInt(1000), random.nextInt(20_000), stops);
        }
    }

    /** The team's own wire format: the label alone would lose the rest, so it writes all three fields. */
    static final Codec<Parcel> MINE = Codec.of("mine", Parcel.class,
            parcel -> (parcel.label + "|" + parcel.grams + "|" + String.join(",", parcel.stops)).getBytes(StandardCharsets.UTF_8),
            bytes -> {
                String[] parts = new String(bytes, StandardCharsets.UTF_8).split("\\|", -1);
                return new Parcel(parts[0], Integer.parseInt(parts[1]), parts[2].isEmpty() ? new ArrayList<>() : new ArrayList<>(List.of(parts[2].split(","))));
            });

    static class ShootoutTestCase {
        @SerializationTest
        @EveryFormat
        @PayloadSizes(Size.SMALL)
        void parcels() {
        }

        static Stream<Codec<Parcel>> codecs() {
            return Stream.of(MINE);
        }

        static Parcel payload(Size size, Random random) {
            return Parcel.payload(size, random);
        }
    }

    @Test
    void everyFormat_runsEveryCodecSerguardKnowsForTheType_thenTheTeamsOwn() {
        CodecSet<Parcel> serguards = Codecs.everyFormat(Parcel.class, List.of(Parcel.payload(Size.SMALL, new Random(1))));

        EngineExecutionResults results = EngineRuns.run(reports, CHECK, ShootoutTestCase.class);

        List<String> expected = new ArrayList<>(serguards.available().stream().map(Codec::name).toList());
        expected.add("mine");
        assertThat(results.testEvents().started().stream().map(EveryFormatTests::codecOf)).containsExactlyElementsOf(expected);
        assertThat(results.testEvents().skipped().stream().map(EveryFormatTests::codecOf))
                .containsExactlyElementsOf(serguards.skipped().stream().map(SkippedCodec::name).toList());
        results.testEvents().assertStatistics(stats -> stats.succeeded(expected.size()).failed(0));
        // Beyond the built-ins: on serguard's own class path every other library is there, so a bean runs in each of them.
        assertThat(expected).contains("cbor", "msgpack", "yaml", "xml", "avro-reflect", "protostuff", "gson", "bson", "hessian", "fory",
                "fory-compatible");
    }

    @Test
    void everyFormat_checksThreadSafetyOnlyWhereAsked() {
        EngineExecutionResults unasked = EngineRuns.run(reports, CHECK, ShootoutTestCase.class);
        EngineExecutionResults asked = EngineRuns.run(reports, Map.of("serguard.mode", "check", "serguard.codecs", "mine,kryo"),
                ThreadSafeShootoutTestCase.class);

        assertThat(threadSafetyEntries(unasked)).isNotEmpty()
                .containsOnly("not checked: @EveryFormat checks thread safety only where @ThreadSafetyCheck asks for it");
        assertThat(threadSafetyEntries(asked)).hasSize(2).allSatisfy(entry -> assertThat(entry).startsWith("passed: 4 threads on one codec instance"));
    }

    @ThreadSafetyCheck(threads = 4, iterations = 20)
    static class ThreadSafeShootoutTestCase extends ShootoutTestCase {
    }

    private static List<String> threadSafetyEntries(EngineExecutionResults results) {
        return results.allEvents().reportingEntryPublished().stream()
                .map(e -> e.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs().get("serguard.threadSafety"))
                .filter(Objects::nonNull).toList();
    }

    static class ClashingNameTestCase {
        @SerializationTest
        @EveryFormat
        @PayloadSizes(Size.SMALL)
        void parcels() {
        }

        static Stream<Codec<Parcel>> codecs() {
            return Stream.of(Codec.of("json", Parcel.class, MINE::serialize, MINE::deserialize));
        }

        static Parcel payload(Size size, Random random) {
            return Parcel.payload(size, random);
        }
    }

    @Test
    void everyFormat_aTeamCodecNamedAsOneOfSerguards_isAConfigurationErrorThatSaysSo() {
        EngineExecutionResults results = EngineRuns.run(reports, CHECK, ClashingNameTestCase.class);

        results.containerEvents().assertThatEvents().haveExactly(1, event(container(), finishedWithFailure(
                instanceOf(ExtensionConfigurationException.class), message("The codecs of ClashingNameTestCase.parcels have the name \"json\""
                        + " twice: give yours a name of its own: @EveryFormat brings serguard's \"json\" already."))));
    }

    /** The codec of an invocation or skipped codec event, from its display name ({@code kryo · SMALL (…)} or {@code kryo}). */
    private static String codecOf(Event event) {
        String name = event.getTestDescriptor().getDisplayName();
        int dot = name.indexOf(" · ");
        return dot < 0 ? name : name.substring(0, dot);
    }
}
