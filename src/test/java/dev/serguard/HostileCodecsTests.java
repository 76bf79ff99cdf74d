package dev.serguard;

import dev.serguard.SerguardTests.Point;
import dev.serguard.codec.Codec;
import dev.serguard.measure.CostedProbes;
import dev.serguard.measure.HangingReferenceProbes;
import dev.serguard.measure.MeasureSettings;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.InstanceOfAssertFactories.STRING;

/**
 * Codecs that hang, blow the heap or the stack, change their input, hand back what they were
 * given, or write other bytes on each call: each fails only itself, with its name, and the
 * others are still checked and timed.
 */
class HostileCodecsTests {

    // A payload that makes fresh copies: every codec gets its own.
    private static final Payload<Point> POINT = Payload.named("Point", "value", () -> new Point(1, 2));

    private static final MeasureSettings SHORT = MeasureSettings.quick()
            .withWarmupMinOps(0).withWarmupMax(Duration.ofMillis(5)).withSampleTarget(Duration.ofMillis(1)).withSamples(3);

    private static final CheckSettings GUARDED = CheckSettings.defaults().withCallLimit(Duration.ofMillis(500));

    private static byte[] write(Point point) {
        return ByteBuffer.allocate(8).putInt(point.x).putInt(point.y).array();
    }

    private static Point read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new Point(buffer.getInt(), buffer.getInt());
    }

    private static final Codec<Point> EXACT = Codec.of("exact", Point.class, HostileCodecsTests::write, HostileCodecsTests::read);

    // The codecs timed next to one that hangs: on probes where each operation costs 1 µs, their timing is a few batches of
    // real work (and no reference workload warmed up for real), far inside the call limit on any machine, however busy.
    private static final MeasureSettings COSTED = SHORT.withProbes(new CostedProbes());

    private static final Codec<Point> COSTED_EXACT = CostedProbes.costing(EXACT, 1_000, 48, 32);

    @Test
    @Timeout(20)
    void codecThatLoopsForeverInSerialize_failsAloneWithinItsLimit() {
        Codec<Point> spinning = Codec.of("spins", Point.class, point -> Misbehaving.spin(), HostileCodecsTests::read);

        List<SerializationResult<Point>> results = Serguard.compare(List.of(spinning, COSTED_EXACT), POINT, COSTED, GUARDED);

        assertThat(results.get(0).failureMessage()).get(STRING)
                .startsWith("Codec timed out for spins · value (Point)\n  serialize: no result after 500 ms, at dev.serguard.Misbehaving.spin(");
        assertThat(results.get(1).passed()).isTrue();
        assertThat(results.get(1).serialize()).isPresent();
    }

    @Test
    @Timeout(20)
    void codecThatHangsOnlyOnceTimed_failsAlone_andTheOthersAreTimed() {
        AtomicInteger calls = new AtomicInteger();
        Codec<Point> tiring = CostedProbes.costing(Codec.of("hangs-later", Point.class, point -> {
            if (calls.incrementAndGet() > 50) {
                return Misbehaving.hang();
            }
            return write(point);
        }, HostileCodecsTests::read), 1_000, 48, 32);

        List<SerializationResult<Point>> results = Serguard.compare(List.of(COSTED_EXACT, tiring), POINT, COSTED, GUARDED);

        assertThat(results.get(1).failureMessage()).get(STRING)
                .startsWith("Codec timed out for hangs-later · value (Point)\n  warm-up of hangs-later: no result after 500 ms, at dev.serguard.Misbehaving.hang(");
        assertThat(results.get(1).serializedBytes()).hasValue(8);
        assertThat(results.get(0).passed()).isTrue();
        assertThat(results.get(0).serialize()).isPresent();
        assertThat(results.get(0).deserialize()).isPresent();
    }

    @Test
    @Timeout(20)
    void codecThatHangsOnceTimed_isBlamed_whereItsNameEndsAsAnothersStage() {
        AtomicInteger calls = new AtomicInteger();
        Codec<Point> hanging = CostedProbes.costing(Codec.of("hangs-later", Point.class, point -> {
            if (calls.incrementAndGet() > 50) {
                return Misbehaving.hang();
            }
            return write(point);
        }, HostileCodecsTests::read), 1_000, 48, 32);
        // A team's own Codec names itself as it likes: its stages ("warm-up of copy of exact") end as exact's would.
        Codec<Point> copy = new Codec<>() {
            @Override
            public String name() {
                return "copy of exact";
            }

            @Override
            public Class<Point> type() {
                return Point.class;
            }

            @Override
            public byte[] serialize(Point value) throws Exception {
                return hanging.serialize(value);
            }

            @Override
            public Point deserialize(byte[] bytes) throws Exception {
                return hanging.deserialize(bytes);
            }
        };

        List<SerializationResult<Point>> results = Serguard.compare(List.of(COSTED_EXACT, copy), POINT, COSTED, GUARDED);

        assertThat(results.get(1).failureMessage()).get(STRING)
                .startsWith("Codec timed out for copy of exact · value (Point)\n  warm-up of copy of exact: no result after 500 ms");
        assertThat(results.get(0).passed()).isTrue();
        assertThat(results.get(0).serialize()).isPresent();
    }

    @Test
    @Timeout(20)
    void referenceWorkloadThatHangs_failsTheTimingsOfEveryCodec_blamingNone() {
        MeasureSettings hanging = SHORT.withProbes(new HangingReferenceProbes());

        List<SerializationResult<Point>> results = Serguard.compare(List.of(COSTED_EXACT, CostedProbes.costing(EXACT, 2_000, 48, 32)),
                POINT, hanging, GUARDED);

        assertThat(results).hasSize(2).allSatisfy(result -> assertThat(result.failureMessage()).get(STRING)
                .startsWith("Codec timed out for exact · value (Point)\n  warm-up of serguard's reference workload: no result after 500 ms"));
        assertThat(results).allSatisfy(result -> assertThat(result.serializedBytes()).hasValue(8));
    }

    @Test
    void codecThatExhaustsTheHeap_isReportedWithItsNameAndTheOthersGoOn() {
        Codec<Point> greedy = Codec.of("greedy", Point.class, point -> {
            long[] more = new long[Integer.MAX_VALUE - 16];      // past any heap these tests run with
            return new byte[more.length];
        }, HostileCodecsTests::read);

        // The default limit: before it throws, the JVM may spend a while collecting to make room.
        List<SerializationResult<Point>> results = Serguard.check(List.of(greedy, EXACT), POINT, CheckSettings.defaults());

        assertThat(results.get(0).failureMessage()).get(STRING)
                .startsWith("Codec threw for greedy · value (Point)\n  serialize threw java.lang.OutOfMemoryError: ");
        assertThat(results.get(1).passed()).isTrue();
    }

    @Test
    void codecThatOverflowsTheStack_isReportedWithItsName() {
        Codec<Point> recursive = Codec.of("recursive", Point.class, Misbehaving::recurse, HostileCodecsTests::read);

        // The default limit: a worker's deep stack can take seconds to fill on a busy machine.
        SerializationResult<Point> result = Serguard.check(List.of(recursive), POINT, CheckSettings.defaults()).get(0);

        assertThat(result.failureMessage()).hasValue("Codec threw for recursive · value (Point)\n  serialize threw java.lang.StackOverflowError");
    }

    @Test
    void codecThatChangesItsInput_fails_andTheNextCodecGetsAnUnchangedPayload() {
        Codec<Point> mutating = Codec.of("mutates", Point.class, point -> {
            byte[] bytes = write(point);
            point.y = 0;
            return bytes;
        }, HostileCodecsTests::read);
        Codec<Point> checksY = Codec.of("checks-y", Point.class, point -> {
            if (point.y != 2) {
                throw new IllegalStateException("got a changed payload: y = " + point.y);
            }
            return write(point);
        }, HostileCodecsTests::read);

        List<SerializationResult<Point>> results = Serguard.check(List.of(mutating, checksY), POINT, GUARDED);

        assertThat(results.get(0).failureMessage()).hasValue("Codec changed its input for mutates · value (Point)\n"
                + "  serialize changed the value it was given: Point.y: expected 2 but was 0"
                + " (compared with a fresh copy of the payload; a codec must not change what it writes)");
        assertThat(results.get(0).failure()).get().extracting(Failure::kind).isEqualTo(Failure.Kind.MODIFIED_INPUT);
        assertThat(results.get(1).passed()).isTrue();
    }

    @Test
    void codecThatReturnsTheInstanceItWasGiven_failsTheRoundTrip() {
        Point[] last = new Point[1];
        Codec<Point> caching = Codec.of("caches", Point.class, point -> {
            last[0] = point;
            return write(point);
        }, bytes -> last[0]);

        SerializationResult<Point> result = Serguard.check(List.of(caching), POINT, GUARDED).get(0);

        assertThat(result.failureMessage()).hasValue("Round trip failed for caches · value (Point)\n"
                + "  Point: expected a new Point read from the bytes but was the very instance given to serialize (the bytes were not read)");
    }

    @Test
    void codecReturningTheInstance_isCaughtForAPayloadWithoutFreshCopiesToo() {
        Point[] last = new Point[1];
        Codec<Point> caching = Codec.of("caches", Point.class, point -> {
            last[0] = point;
            return write(point);
        }, bytes -> last[0]);

        SerializationResult<Point> result = Serguard.check(List.of(caching), Payload.named("Point", "value", new Point(1, 2)), GUARDED).get(0);

        assertThat(result.failure()).get().extracting(Failure::kind).isEqualTo(Failure.Kind.ROUND_TRIP_MISMATCH);
    }

    @Test
    void codecWhoseBytesVary_isToldSo_withTheLargestSizeAndTheRange() {
        AtomicLong nonce = new AtomicLong();
        Codec<Point> nonced = Codec.of("nonce", Point.class, point -> {
            long n = nonce.incrementAndGet();
            int extra = (int) (n % 3);       // 0, 1 or 2 bytes more: lengths vary too
            return ByteBuffer.allocate(16 + extra).putInt(point.x).putInt(point.y).putLong(n * 0x9E3779B97F4A7C15L).array();
        }, bytes -> read(bytes));

        SerializationResult<Point> result = Serguard.check(List.of(nonced), POINT, GUARDED).get(0);

        assertThat(result.passed()).isTrue();
        assertThat(result.serializedBytes()).hasValue(18);
        assertThat(result.sizeRange()).get().satisfies(range -> {
            assertThat(range.calls()).isEqualTo(Evaluation.VARYING_SIZE_CALLS);
            assertThat(range.minBytes()).isEqualTo(16);
            assertThat(range.maxBytes()).isEqualTo(18);
            assertThat(range.maxDeflatedBytes()).isEqualTo(result.deflatedBytes().getAsInt());
        });
        assertThat(result.notes()).singleElement(STRING).startsWith(
                "nonce writes other bytes from call to call (a time, a nonce, an unordered set?): sizes are the largest of 8 calls, 16 to 18 B, deflated ");
    }

    /** A time to the millisecond: the same in two calls in a row, another one a moment later. */
    @Test
    void codecWhoseBytesAgreeInTwoCallsInARowButNotLater_isMeasuredOverSeveralCalls() {
        AtomicLong calls = new AtomicLong();
        Codec<Point> clocked = Codec.of("clock", Point.class, point -> {
            long tick = calls.incrementAndGet() <= 2 ? 0 : 1_000_000_007L;
            return ByteBuffer.allocate(16).putInt(point.x).putInt(point.y).putLong(tick).array();
        }, bytes -> read(bytes));

        SerializationResult<Point> result = Serguard.check(List.of(clocked), POINT, GUARDED).get(0);

        assertThat(result.passed()).isTrue();
        assertThat(result.sizeRange()).get().satisfies(range -> {
            assertThat(range.calls()).isEqualTo(Evaluation.VARYING_SIZE_CALLS);
            assertThat(range.maxDeflatedBytes()).isGreaterThan(range.minDeflatedBytes());
            assertThat(range.maxDeflatedBytes()).isEqualTo(result.deflatedBytes().getAsInt());
        });
        assertThat(result.notes()).singleElement(STRING).startsWith("clock writes other bytes from call to call");
    }

    @Test
    void payloadWhoseFactoryIsNotReproducible_isComparedWithWhatWasWritten_andTheMutationCheckIsSkippedWithANote() {
        AtomicInteger made = new AtomicInteger();
        Payload<Point> drifting = Payload.named("Point", "value", () -> new Point(made.incrementAndGet(), 2));

        SerializationResult<Point> result = Serguard.check(List.of(EXACT), drifting, GUARDED).get(0);

        assertThat(result.passed()).isTrue();
        assertThat(result.notes()).singleElement(STRING).startsWith("the payload's factory made two unequal copies (Point.x: expected ")
                .endsWith("): whether exact changes its input was not checked");
    }

    @Test
    void codecWithStableBytes_hasNoRangeAndNoNote() {
        SerializationResult<Point> result = Serguard.check(List.of(EXACT), POINT, GUARDED).get(0);

        assertThat(result.passed()).isTrue();
        assertThat(result.sizeRange()).isEmpty();
        assertThat(result.notes()).isEmpty();
    }
}
