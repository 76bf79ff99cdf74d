package dev.serguard.internal;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;

import static org.assertj.core.api.Assertions.assertThat;

class GuardedTests {

    @Test
    void returningCode_givesItsValue() {
        assertThat(Guarded.call("t", Duration.ofSeconds(10), () -> "ok")).isEqualTo(new Guarded.Returned<>("ok"));
    }

    @Test
    void throwingCode_givesWhatItThrew_errorsIncluded() {
        StackOverflowError error = new StackOverflowError();

        assertThat(Guarded.call("t", Duration.ofSeconds(10), () -> {
            throw error;
        })).isEqualTo(new Guarded.Threw<>(error));
    }

    @Test
    void deepRecursion_isAStackOverflowErrorOnItsOwnThread() {
        assertThat(Guarded.call("t", Duration.ofSeconds(30), GuardedTests::recurse))
                .isInstanceOfSatisfying(Guarded.Threw.class, threw -> assertThat(threw.cause()).isInstanceOf(StackOverflowError.class));
    }

    @Test
    void hangingCode_timesOutAtTheLimit_namingWhereItWaits() {
        CountDownLatch never = new CountDownLatch(1);

        Guarded.Outcome<Object> outcome = Guarded.call("serguard hanging", Duration.ofMillis(200), () -> {
            awaitForever(never);
            return null;
        });

        assertThat(outcome).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut -> {
            assertThat(timedOut.limit()).isEqualTo(Duration.ofMillis(200));
            assertThat(timedOut.where()).startsWith("at dev.serguard.internal.GuardedTests.awaitForever(GuardedTests.java:");
        });
    }

    @Test
    void progress_restartsTheLimit_andAStepThatHangsIsNamed() throws InterruptedException {
        Guarded.Progress progress = new Guarded.Progress("start");
        CountDownLatch never = new CountDownLatch(1);

        Guarded.Outcome<Object> outcome = Guarded.call("serguard steps", Duration.ofSeconds(1), progress, () -> {
            for (int step = 0; step < 15; step++) {     // 15 × 100 ms: past the limit in all, never at once
                progress.enter("step " + step);
                Thread.sleep(100);
            }
            progress.enter("the last step");
            awaitForever(never);
            return null;
        });

        assertThat(outcome).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut -> assertThat(timedOut.stage()).isEqualTo("the last step"));
    }

    @Test
    void limits_areDescribedInSecondsOrMilliseconds() {
        assertThat(Guarded.describe(Duration.ofSeconds(30))).isEqualTo("30 s");
        assertThat(Guarded.describe(Duration.ofMillis(250))).isEqualTo("250 ms");
    }

    private static void awaitForever(CountDownLatch latch) {
        while (true) {
            try {
                latch.await();
            } catch (InterruptedException e) {
                // a codec that ignores interrupts, as a hung one does
            }
        }
    }

    private static int recurse() {
        return recurse() + 1;
    }
}
