package dev.serguard.internal;

import dev.serguard.Misbehaving;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicLong;

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
        Guarded.Completion<Object> outcome = Guarded.call("serguard hanging", Duration.ofMillis(200), Misbehaving::hang);

        assertThat(outcome).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut -> {
            assertThat(timedOut.limit()).isEqualTo(Duration.ofMillis(200));
            assertThat(timedOut.where()).startsWith("at dev.serguard.Misbehaving.hang(Misbehaving.java:");
        });
    }

    @Test
    void progress_restartsTheLimit_andAStepThatHangsIsNamed() throws InterruptedException {
        Guarded.Progress progress = new Guarded.Progress("start");
        Guarded.Completion<Object> outcome = Guarded.call("serguard steps", Duration.ofSeconds(1), progress, () -> {
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
    void aStepThatHangs_namesItsSubject_asEntered() {
        Object hanging = new Object();
        Guarded.Progress progress = new Guarded.Progress("start");
        Guarded.Completion<Object> outcome = Guarded.call("serguard subjects", Duration.ofSeconds(1), progress, () -> {
            progress.enter("timed serialize of a", new Object());
            progress.enter("timed serialize of a", hanging);
            return Misbehaving.hang();
        });

        assertThat(outcome).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut -> {
            assertThat(timedOut.stage()).isEqualTo("timed serialize of a");
            assertThat(((Guarded.TimedOut<?>) timedOut).subject()).containsSame(hanging);
        });
    }

    @Test
    void aStepEnteredWithoutSubject_timesOutWithNone() {
        Guarded.Progress progress = new Guarded.Progress("start");
        Guarded.Completion<Object> outcome = Guarded.call("serguard subjects", Duration.ofSeconds(1), progress, () -> {
            progress.enter("timed serialize", new Object());
            progress.enter("reference workload");
            return Misbehaving.hang();
        });

        assertThat(outcome).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut ->
                assertThat(((Guarded.TimedOut<?>) timedOut).subject()).isEmpty());
    }

    @Test
    void limits_areDescribedInSecondsOrMilliseconds() {
        assertThat(Guarded.describe(Duration.ofSeconds(30))).isEqualTo("30 s");
        assertThat(Guarded.describe(Duration.ofMillis(250))).isEqualTo("250 ms");
    }

    @Test
    void group_returnsEachWorkersOutcomeInOrder() {
        IllegalStateException error = new IllegalStateException("boom");
        List<Callable<String>> workers = List.of(() -> "first", () -> {
            throw error;
        }, () -> Thread.currentThread().getName());

        List<Guarded.Completion<String>> outcomes = Guarded.start("serguard group", workers).await(Duration.ofSeconds(10), () -> 0);

        assertThat(outcomes).containsExactly(new Guarded.Returned<>("first"), new Guarded.Threw<>(error),
                new Guarded.Returned<>("serguard group #3"));
    }

    @Test
    void groupWithAHungWorker_givesUpAtTheLimitNamingWhereItWaits() {
        List<Callable<Object>> workers = List.of(() -> "done", Misbehaving::hang);

        List<Guarded.Completion<Object>> outcomes = Guarded.start("serguard group", workers).await(Duration.ofMillis(200), () -> 0);

        assertThat(outcomes.get(0)).isEqualTo(new Guarded.Returned<>("done"));
        assertThat(outcomes.get(1)).isInstanceOfSatisfying(Guarded.TimedOut.class, timedOut -> {
            assertThat(timedOut.limit()).isEqualTo(Duration.ofMillis(200));
            assertThat(timedOut.where()).startsWith("at dev.serguard.Misbehaving.hang(Misbehaving.java:");
            List<StackTraceElement> stack = ((Guarded.TimedOut<?>) timedOut).stack();
            assertThat(stack).extracting(StackTraceElement::getMethodName).contains("hang");
        });
    }

    @Test
    void groupThatKeepsProgressing_isNotCutShortByTheLimit() {
        AtomicLong calls = new AtomicLong();
        // 30 steps of 20 ms each: 600 ms in all, far past the limit of 200 ms, but progress after every step.
        List<Callable<Long>> workers = List.of(() -> {
            for (int i = 0; i < 30; i++) {
                Thread.sleep(20);
                calls.incrementAndGet();
            }
            return calls.get();
        });

        List<Guarded.Completion<Long>> outcomes = Guarded.start("serguard steps", workers).await(Duration.ofMillis(200), calls::get);

        assertThat(outcomes).containsExactly(new Guarded.Returned<>(30L));
    }
}
