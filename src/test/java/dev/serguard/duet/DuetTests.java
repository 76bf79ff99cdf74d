package dev.serguard.duet;

import dev.serguard.measure.CostedProbes;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.measure.TimingEngine;
import dev.serguard.measure.ProbeSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The duet's time verdict on the probes of a machine whose compilers get a core and of one whose
 * never do: a new version 1.5 times as slow fails on the first, and is shown, not judged, on the
 * second, where the code of one world may be timed before it is compiled.
 */
class DuetTests {

    private World oldWorld;
    private World newWorld;

    @BeforeEach
    void worlds() {
        oldWorld = World.of("codec 1.0", List.of(), List.of());
        newWorld = World.of("codec 1.1", List.of(), List.of());
    }

    @AfterEach
    void close() {
        oldWorld.close();
        newWorld.close();
    }

    // A side whose serialize and deserialize cost nanosPerOp on the probes' clock and allocate 48 B each.
    private static Duet.Side side(World world, long nanosPerOp) {
        return side(world, nanosPerOp, 48);
    }

    // A side whose serialize and deserialize cost nanosPerOp on the probes' clock and allocate bytesPerOp each.
    private static Duet.Side side(World world, long nanosPerOp, long bytesPerOp) {
        java.util.function.LongUnaryOperator loop = count -> {
            CostedProbes.spend(count * nanosPerOp);
            CostedProbes.allocate(count * bytesPerOp);
            return count;
        };
        return new Duet.Side(world, String.class, String.class, new byte[] {1, 2, 3}, bytes -> null, Optional.of(loop), Optional.of(loop));
    }

    private static Duet.Result compare(Duet.Side old, Duet.Side newer, ProbeSource probes) throws Exception {
        TimingEngine engine = new TimingEngine(MeasureSettings.quick().withTimeLimit(Duration.ofMillis(100)).withProbes(probes));
        return Duet.compare(old, newer, Optional.of(engine), Duet.DEFAULT_FACTOR);
    }

    @Test
    void aNewVersion1_5TimesAsSlow_failsWhereTheCodeIsCompiled() throws Exception {
        Duet.Result result = compare(side(oldWorld, 1_000), side(newWorld, 1_500), new CostedProbes());

        assertThat(result.failures()).hasSize(2).first().asString().startsWith("codec 1.1 serializes 1.50 times as slow as codec 1.0");
        assertThat(result.figures().orElseThrow().operations()).allSatisfy(operation -> assertThat(operation.judged()).isTrue());
        assertThat(result.notJudged()).isEmpty();
    }

    @Test
    void aTimeWhoseCodeIsNeverCompiled_isShownNotJudged_afterThreeTries_andItsAllocationToo() throws Exception {
        Duet.Result result = compare(side(oldWorld, 1_000), side(newWorld, 1_500), new CostedProbes.Compiling());

        assertThat(result.failures()).isEmpty();
        assertThat(result.lines()).contains("size  3 B → 3 B   +0.0 %").anySatisfy(line -> assertThat(line).startsWith(
                "serialize  1 000 ns/op → 1 500 ns/op   ×1.500 (1.500 to 1.500), not judged: times are not trusted here: the warm-up did not"
                        + " settle in 3 tries: the JIT was still compiling"));
        assertThat(result.lines()).noneMatch(line -> line.contains("allocation"));
        assertThat(result.figures().orElseThrow().operations()).hasSize(2).allSatisfy(operation -> {
            assertThat(operation.judged()).isFalse();
            assertThat(operation.newAllocated()).as("allocated before the code was compiled").isEmpty();
        });
        assertThat(result.notJudged()).extracting(Duet.NotJudged::operation).containsExactly("serialize", "deserialize");
        assertThat(result.notJudged()).first().satisfies(notJudged -> {
            assertThat(notJudged.why()).startsWith("the warm-up did not settle in 3 tries: the JIT was still compiling");
            assertThat(result.lines()).contains(notJudged.line());
            assertThat(notJudged.line()).endsWith(", not judged: times are not trusted here: " + notJudged.why());
        });
    }

    @Test
    void aNewVersionAllocatingUpTo2PercentAnd16BytesMore_passes() throws Exception {
        Duet.Result result = compare(side(oldWorld, 1_000, 4_000), side(newWorld, 1_000, 4_096), new CostedProbes());

        assertThat(result.failures()).isEmpty();
        assertThat(result.lines()).contains("serialize allocation  4 000 B/op → 4 096 B/op", "deserialize allocation  4 000 B/op → 4 096 B/op");
    }

    @Test
    void aNewVersionAllocatingOneByteMoreThanThat_fails_namingBothVersions() throws Exception {
        Duet.Result result = compare(side(oldWorld, 1_000, 4_000), side(newWorld, 1_000, 4_097), new CostedProbes());

        assertThat(result.failures()).containsExactly("codec 1.1 allocates 4 097 B per serialize where codec 1.0 allocated 4 000 B (+2.4 %)",
                "codec 1.1 allocates 4 097 B per deserialize where codec 1.0 allocated 4 000 B (+2.4 %)");
        assertThat(result.measuredOnly()).isTrue();
    }

    @Test
    void aNewVersionEightPercentSlower_allocatingNoMore_failsOnTime_overTheDefaultFactor() throws Exception {
        Duet.Result result = compare(side(oldWorld, 1_000), side(newWorld, 1_080), new CostedProbes());

        assertThat(result.failures()).containsExactly(
                "codec 1.1 serializes 1.08 times as slow as codec 1.0 (×1.080, at 99.9 % between 1.080 and 1.080; again ×1.080), where 1.05 is allowed",
                "codec 1.1 deserializes 1.08 times as slow as codec 1.0 (×1.080, at 99.9 % between 1.080 and 1.080; again ×1.080), where 1.05 is allowed");
        assertThat(result.measuredOnly()).isTrue();
    }

    @Test
    void aNewVersionFourPercentSlower_passes_underTheDefaultFactor() throws Exception {
        Duet.Result result = compare(side(oldWorld, 1_000), side(newWorld, 1_040), new CostedProbes());

        assertThat(result.failures()).isEmpty();
        assertThat(result.notJudged()).isEmpty();
        assertThat(result.lines()).contains("serialize  1 000 ns/op → 1 040 ns/op   ×1.040 (1.040 to 1.040)");
    }

    @Test
    void aRatioTooWideToJudge_isMeasuredAgain_andWithheld_neverOk() throws Exception {
        // Every other batch of the new side four times as long, as rounds that a neighbour interrupts: ×1 to ×4.
        Duet.Result result = compare(side(oldWorld, 1_000), alternating(newWorld, 1_000, 4_000), new CostedProbes());

        assertThat(result.failures()).isEmpty();
        assertThat(result.notJudged()).extracting(Duet.NotJudged::operation).containsExactly("serialize", "deserialize");
        assertThat(result.notJudged()).allSatisfy(notJudged -> {
            assertThat(notJudged.why()).isEqualTo("too noisy to judge: ×1.00 to ×4.00");
            assertThat(notJudged.line()).endsWith(", not judged: too noisy to judge: ×1.00 to ×4.00");
        });
        assertThat(result.figures().orElseThrow().operations()).noneMatch(Figures.Operation::judged);
    }

    @Test
    void aRatioWithinTheSpread_isJudged_bothWays() throws Exception {
        // ×1.10 to ×1.40: wide, within 1.5, over the factor: failed.
        Duet.Result slower = compare(side(oldWorld, 1_000), alternating(newWorld, 1_100, 1_400), new CostedProbes());
        assertThat(slower.failures()).hasSize(2).first().asString().startsWith("codec 1.1 serializes 1.");
        assertThat(slower.notJudged()).isEmpty();
        // ×1.00 to ×1.04: under the factor: passed.
        Duet.Result unchanged = compare(side(oldWorld, 1_000), alternating(newWorld, 1_000, 1_040), new CostedProbes());
        assertThat(unchanged.failures()).isEmpty();
        assertThat(unchanged.notJudged()).isEmpty();
        assertThat(unchanged.figures().orElseThrow().operations()).allMatch(Figures.Operation::judged);
    }

    // A side whose batches cost nanosPerOp and otherNanosPerOp per operation in turn.
    private static Duet.Side alternating(World world, long nanosPerOp, long otherNanosPerOp) {
        long[] calls = {0};
        java.util.function.LongUnaryOperator loop = count -> {
            CostedProbes.spend(count * (calls[0]++ % 2 == 0 ? nanosPerOp : otherNanosPerOp));
            CostedProbes.allocate(count * 48);
            return count;
        };
        return new Duet.Side(world, String.class, String.class, new byte[] {1, 2, 3}, bytes -> null, Optional.of(loop), Optional.of(loop));
    }
}
