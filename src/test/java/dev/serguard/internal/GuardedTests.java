package dev.serguard.internal;

import dev.serguard.Misbehaving;
import org.junit.jupiter.api.Test;

import java.time.Duration;

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
        assertThat(Guarded.call("t", Duration.ofSeconds(30), () -> Misbehaving.recurse("x")))
                .isInstanceOfSatisfying(Guarded.Threw.class, threw -> assertThat(threw.cause()).isInstanceOf(StackOverflowError.class));
    }

    @Test
    void hangingCode_timesOutAtTheLimit_namingWhereItWaits() {
        Guarded.Outcome<Object> outcome = Guarded.call("serguard hanging", Duration.ofMillis(200), Misbehaving::hang);

        assertThat(outcome).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut -> {
            assertThat(timedOut.limit()).isEqualTo(Duration.ofMillis(200));
            assertThat(timedOut.where()).startsWith("at dev.serguard.Misbehaving.hang(Misbehaving.java:");
        });
    }

    @Test
    void progress_restartsTheLimit_andAStepThatHangsIsNamed() throws InterruptedException {
        Guarded.Progress progress = new Guarded.Progress("start");
        Guarded.Outcome<Object> outcome = Guarded.call("serguard steps", Duration.ofSeconds(1), progress, () -> {
            for (int step = 0; step < 15; step++) {     // 15 × 100 ms: past the limit in all, never at once
                progress.enter("step " + step);
                Thread.sleep(100);
            }
            progress.enter("the last step");
            return Misbehaving.hang();
        });

        assertThat(outcome).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut -> assertThat(timedOut.stage()).isEqualTo("the last step"));
    }

    @Test
    void limits_areDescribedInSecondsOrMilliseconds() {
        assertThat(Guarded.describe(Duration.ofSeconds(30))).isEqualTo("30 s");
        assertThat(Guarded.describe(Duration.ofMillis(250))).isEqualTo("250 ms");
    }
}
