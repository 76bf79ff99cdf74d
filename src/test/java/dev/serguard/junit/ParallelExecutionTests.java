package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.junit.Fixtures.Point;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/** With parallel execution on, no other test runs while serguard times a codec. */
class ParallelExecutionTests {

    @TempDir
    Path reports;

    /** When the codec was first and last called, in nanoTime. */
    static final AtomicLong firstCall = new AtomicLong(Long.MAX_VALUE);
    static final AtomicLong lastCall = new AtomicLong(Long.MIN_VALUE);

    /** When each plain test ran, as {start, end} in nanoTime. */
    static final List<long[]> otherTests = new CopyOnWriteArrayList<>();

    static class TimedTestCase {

        static Stream<Codec<Point>> codecs() {
            return Stream.of(Codec.of("recorded", Point.class, point -> {
                long now = System.nanoTime();
                firstCall.accumulateAndGet(now, Math::min);
                lastCall.accumulateAndGet(now, Math::max);
                return Fixtures.write(point);
            }, Fixtures::read));
        }

        static Point payload(Size size, Random random) {
            return Fixtures.point(size, random);
        }

        @SerializationTest
        @PayloadSizes({Size.TINY, Size.SMALL})
        void points() {
        }
    }

    static class OtherTestCase {

        @RepeatedTest(40)
        void sleeps() throws InterruptedException {
            long start = System.nanoTime();
            Thread.sleep(25);
            otherTests.add(new long[] {start, System.nanoTime()});
        }
    }

    @Test
    void timedInvocations_neverOverlapOtherTests() {
        firstCall.set(Long.MAX_VALUE);
        lastCall.set(Long.MIN_VALUE);
        otherTests.clear();

        EngineRuns.run(reports, Map.of(
                        "junit.jupiter.execution.parallel.enabled", "true",
                        "junit.jupiter.execution.parallel.mode.default", "concurrent",
                        "junit.jupiter.execution.parallel.mode.classes.default", "concurrent",
                        "junit.jupiter.execution.parallel.config.strategy", "fixed",
                        "junit.jupiter.execution.parallel.config.fixed.parallelism", "4"),
                OtherTestCase.class, TimedTestCase.class)
                .testEvents().assertStatistics(stats -> stats.failed(0).succeeded(42));

        assertThat(otherTests).as("the plain tests ran in parallel with each other")
                .anySatisfy(a -> assertThat(otherTests).anySatisfy(b -> assertThat(a != b && a[0] < b[1] && b[0] < a[1]).isTrue()));
        assertThat(firstCall.get()).isLessThan(lastCall.get());
        assertThat(otherTests).as("no plain test overlaps the span of the codec's calls")
                .noneSatisfy(interval -> assertThat(interval[0] < lastCall.get() && firstCall.get() < interval[1]).isTrue());
    }
}
