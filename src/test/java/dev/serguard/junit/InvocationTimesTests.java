package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Where the measurement's time goes in a test report: into the first invocation of a payload to
 * run, between its start and its end, not before any invocation started (where JUnit names the
 * invocations, and Surefire counts it for no test case). Told by when the codec was called, not
 * by how long anything took.
 */
class InvocationTimesTests {

    @TempDir
    Path reports;

    /** When each call of the codec was made, on the real clock, as the engine's events are stamped. */
    static final Queue<Instant> CALLS = new ConcurrentLinkedQueue<>();

    static class TwoCodecsTestCase {
        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        static Stream<Codec<Point>> codecs() {
            Codec<Point> stamped = Codec.of("stamped", Point.class, point -> {
                CALLS.add(Instant.now());
                return Fixtures.COSTED_EXACT.serialize(point);
            }, bytes -> {
                CALLS.add(Instant.now());
                return Fixtures.COSTED_EXACT.deserialize(bytes);
            });
            return Stream.of(stamped, Fixtures.COSTED_EXACT);
        }

        @SerializationTest
        @PayloadSizes(Size.SMALL)
        @ThreadSafetyCheck(enabled = false)
        void points() {
        }
    }

    @Test
    void thePayloadsMeasurement_fallsInsideItsFirstInvocation_notBeforeAnyStarted() {
        CALLS.clear();
        EngineExecutionResults results = EngineRuns.run(reports, EngineRuns.COSTED, TwoCodecsTestCase.class);

        results.testEvents().assertStatistics(stats -> stats.succeeded(2));
        List<Event> first = results.testEvents().list().stream()
                .filter(e -> e.getTestDescriptor().getDisplayName().startsWith("stamped · SMALL")).toList();
        Instant started = first.stream().filter(e -> e.getType() == EventType.STARTED).findFirst().orElseThrow().getTimestamp();
        Instant finished = first.stream().filter(e -> e.getType() == EventType.FINISHED).findFirst().orElseThrow().getTimestamp();
        long before = CALLS.stream().filter(call -> call.isBefore(started)).count();
        long during = CALLS.stream().filter(call -> !call.isBefore(started) && !call.isAfter(finished)).count();

        // Before: the check that sizes the invocations' names, a few calls; during: the timed loops, thousands.
        assertThat(before).isBetween(1L, 20L);
        assertThat(during).isGreaterThan(1_000L).isGreaterThan(50 * before);
    }
}
