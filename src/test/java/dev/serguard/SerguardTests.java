package dev.serguard;

import dev.serguard.check.ComparisonOptions;
import dev.serguard.codec.Codec;
import dev.serguard.measure.CostedProbes;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

class SerguardTests {

    /** A model of two fields. */
    static final class Point {
        int x;
        int y;

        Point(int x, int y) {
            this.x = x;
            this.y = y;
        }
    }

    private static final Payload<Point> POINT = Payload.named("Point", "value", new Point(1, 2));

    private static byte[] write(Point point) {
        return ByteBuffer.allocate(8).putInt(point.x).putInt(point.y).array();
    }

    private static Point read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new Point(buffer.getInt(), buffer.getInt());
    }

    private static final Codec<Point> EXACT = Codec.of("exact", Point.class, SerguardTests::write, SerguardTests::read);

    private static final MeasureSettings SHORT = MeasureSettings.quick()
            .withWarmupMinOps(0).withWarmupMax(Duration.ofMillis(5)).withSampleTarget(Duration.ofMillis(1)).withSamples(3);

    // Timed on probes where each operation costs 1 µs: what these tests assert holds on any machine, however busy.
    private static final MeasureSettings COSTED = SHORT.withProbes(new CostedProbes());

    private static final Codec<Point> COSTED_EXACT = CostedProbes.costing(EXACT, 1_000, 48, 32);

    @Test
    void exactCodec_passesWithSizesAndTimings() {
        SerializationResult<Point> result = Serguard.measure(COSTED_EXACT, POINT, COSTED);

        assertThat(result.passed()).isTrue();
        assertThat(result.failureMessage()).isEmpty();
        assertThat(result.serializedBytes()).hasValue(8);
        assertThat(result.deflatedBytes()).hasValue(16);
        assertThat(result.serialize()).get().satisfies(m -> assertThat(m.nanosPerOp().count()).isEqualTo(3));
        assertThat(result.deserialize()).isPresent();
        assertThat(result.roundTrip()).isPresent();
    }

    @Test
    void lossyCodec_failsTheRoundTripNamingCodecPayloadAndFieldPath() {
        Codec<Point> lossy = Codec.of("lossy", Point.class, SerguardTests::write, bytes -> new Point(read(bytes).x, 0));

        SerializationResult<Point> result = Serguard.check(lossy, POINT);

        assertThat(result.passed()).isFalse();
        assertThat(result.failure()).get().extracting(Failure::kind).isEqualTo(Failure.Kind.ROUND_TRIP_MISMATCH);
        assertThat(result.failureMessage()).hasValue("Round trip failed for lossy · value (Point)\n  Point.y: expected 2 but was 0");
        assertThat(result.failureReason()).hasValue("Round trip failed: Point.y: expected 2 but was 0");
        assertThat(result.serializedBytes()).hasValue(8);
        assertThat(result.serialize()).isEmpty();
    }

    @Test
    void checkIgnoringAPath_passesWithTheDifferenceNoted() {
        Codec<Point> lossy = Codec.of("lossy", Point.class, SerguardTests::write, bytes -> new Point(read(bytes).x, 0));
        CheckSettings ignoringY = CheckSettings.defaults().withComparison(ComparisonOptions.defaults().withIgnored("y"));

        SerializationResult<Point> result = Serguard.check(List.of(lossy), POINT, ignoringY).get(0);

        assertThat(result.passed()).isTrue();
        assertThat(result.notes()).containsExactly("Point.y (ignored by \"y\") was 2, came back 0");
    }

    @Test
    void throwingCodec_isReportedWithStageAndCause() {
        Codec<Point> throwing = Codec.of("boom", Point.class, point -> {
            throw new IllegalStateException("no writer for Point");
        }, SerguardTests::read);

        SerializationResult<Point> result = Serguard.measure(throwing, POINT, SHORT);

        assertThat(result.failureMessage()).hasValue(
                "Codec threw for boom · value (Point)\n  serialize threw java.lang.IllegalStateException: no writer for Point");
        assertThat(result.failureReason()).hasValue("Codec threw: serialize threw java.lang.IllegalStateException: no writer for Point");
        assertThat(result.failure()).get().extracting(f -> f.cause().orElseThrow().getMessage()).isEqualTo("no writer for Point");
    }

    @Test
    void failureReason_isBuiltFromTheFailure_notCutOutOfTheMessage() {
        // A detail that names the title again: a reason cut out of the message's first line would lose it.
        SerializationResult<Point> ended = new SerializationResult<>("kryo", POINT, Optional.of(new Failure(Failure.Kind.JVM_ENDED,
                "its child JVM", "its child JVM ended with status 1 for kryo · value (Point)\nits log: child.log", Optional.empty(),
                Optional.empty())), OptionalInt.empty(), OptionalInt.empty(), Optional.empty(), Optional.empty(), Optional.empty());

        assertThat(ended.failureMessage()).hasValue("Forked run failed for kryo · value (Point): its child JVM ended with status 1 for"
                + " kryo · value (Point)\nits log: child.log");
        assertThat(ended.failureReason()).hasValue("Forked run failed: its child JVM ended with status 1 for kryo · value (Point)");
        assertThat(Serguard.check(EXACT, POINT).failureReason()).isEmpty();
    }

    @Test
    void hangingCodec_isReportedAsTimedOut_namingWhereItWaits() {
        Codec<Point> hanging = Codec.of("hangs", Point.class, SerguardTests::write, bytes -> Misbehaving.hang());

        SerializationResult<Point> result = Serguard.check(List.of(hanging), POINT, CheckSettings.defaults().withCallLimit(Duration.ofMillis(100))).get(0);

        assertThat(result.failureMessage()).get(STRING).startsWith("Codec timed out for hangs · value (Point)\n"
                + "  deserialize: no result after 100 ms, at dev.serguard.Misbehaving.hang(Misbehaving.java:")
                .endsWith("; its thread is left running, as the JDK cannot stop it");
    }

    @Test
    void codecThatThrowsOnlyUnderLoad_isReportedAndTheOthersAreStillTimed() {
        int[] calls = {0};
        Codec<Point> tiring = CostedProbes.costing(Codec.of("tiring", Point.class, point -> {
            if (++calls[0] > 100) {
                throw new IllegalStateException("buffer exhausted after 100 calls");
            }
            return write(point);
        }, SerguardTests::read), 1_000, 48, 32);

        List<SerializationResult<Point>> results = Serguard.compare(List.of(tiring, COSTED_EXACT), POINT, COSTED);

        // Warm-up batches of 1 µs operations grow to 5 ms: the 100 calls run out there.
        assertThat(results.get(0).failureMessage()).hasValue("Codec threw for tiring · value (Point)\n"
                + "  warm-up of tiring threw java.lang.IllegalStateException: buffer exhausted after 100 calls");
        assertThat(results.get(0).serializedBytes()).hasValue(8);
        assertThat(results.get(1).passed()).isTrue();
        assertThat(results.get(1).serialize()).isPresent();
    }

    @Test
    void nullFromSerialize_isReportedNotThrown() {
        Codec<Point> nulls = Codec.of("nulls", Point.class, point -> null, SerguardTests::read);

        SerializationResult<Point> result = Serguard.check(nulls, POINT);

        assertThat(result.failureMessage()).hasValue(
                "Codec threw for nulls · value (Point)\n  serialize threw java.lang.IllegalStateException: nulls.serialize returned null");
    }
}
