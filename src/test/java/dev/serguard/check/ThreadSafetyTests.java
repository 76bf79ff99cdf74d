package dev.serguard.check;

import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serguard.codec.Codec;
import dev.serguard.codec.jackson.GuardedObjectMapper;
import dev.serguard.codec.kryo.GuardedKryo;
import dev.serguard.codec.kryo.KryoCodecs;
import dev.serguard.payload.Payload;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class ThreadSafetyTests {

    /** A model of two fields. */
    public record Pair(int left, int right) {
    }

    static byte[] write(Pair pair) {
        return ByteBuffer.allocate(8).putInt(pair.left()).putInt(pair.right()).array();
    }

    static Pair read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new Pair(buffer.getInt(), buffer.getInt());
    }

    private static final Codec<Pair> CORRECT = Codec.of("correct", Pair.class, ThreadSafetyTests::write, ThreadSafetyTests::read);

    /** Four distinct pairs. */
    private static final List<Payload<Pair>> PAIRS = IntStream.range(0, 4)
            .mapToObj(i -> Payload.named("Pair", "4 values", new Pair(i, 10 * i))).toList();

    /** Four threads, 50 round trips each, and a time limit no run reaches: counts are exact. */
    private static <T> ThreadSafety<T> check(Codec<T> codec) {
        return ThreadSafety.of(codec).withThreads(4).withIterations(50).withTimeLimit(Duration.ofSeconds(60));
    }

    @Test
    void correctCodec_passesWithEveryOperationCorrect() {
        ThreadSafetyReport report = check(CORRECT).check(PAIRS);

        assertThat(report.passed()).isTrue();
        assertThat(report.failureMessage()).isEmpty();
        assertThat(report.failureReason()).isEmpty();
        assertThat(report.stillWorksAfterwards()).isTrue();
        assertThat(report.summary()).matches("passed: 4 threads on one codec instance, 200 round trips: all 400 operations correct; [\\d ]+ calls? overlapped another; 4 payloads");
    }

    @Test
    void sharedField_failsWithItsSilentlyWrongResults() {
        Codec<Pair> shared = BrokenOnPurpose.sharedField("shared-field", Pair.class, 4, ThreadSafetyTests::write, ThreadSafetyTests::read);

        ThreadSafetyReport report = check(shared).check(PAIRS);

        assertThat(report.silentCorruptions()).isEqualTo(3);
        assertThat(report.failureReason()).hasValue("Thread-safety check failed: 4 threads on one codec instance, 200 round trips: 3 of 400"
                + " operations failed");
        assertThat(report.failureMessage()).hasValue("""
                Thread-safety check failed for shared-field · 4 values (Pair)
                  4 threads on one codec instance, 200 round trips: 3 of 400 operations failed
                  silently wrong   3   serialize 3, deserialize 0
                  afterwards       still works: 10 of 10 single-threaded round trips correct
                  The codec is not thread-safe: its calls share state (a buffer, a stream, an encoder). Give each thread its own\
                 (ThreadLocal) or take one from a pool per call, or make threadSafe() return false if the codec is meant for one thread.""");
    }

    @Test
    void kryoExceptionsUnderConcurrency_areDiagnosedAsASharedKryo() {
        Codec<Pair> codec = BrokenOnPurpose.throwsWhenShared("kryo-shared", Pair.class, 4,
                () -> new KryoException("Encountered unregistered class ID: 1234"), ThreadSafetyTests::write, ThreadSafetyTests::read);

        ThreadSafetyReport report = check(codec).check(PAIRS);

        assertThat(report.exceptions()).containsExactly(org.assertj.core.api.Assertions.entry("com.esotericsoftware.kryo.KryoException", 4L));
        assertThat(report.firstException()).containsInstanceOf(KryoException.class);
        assertThat(report.failureMessage()).hasValue("""
                Thread-safety check failed for kryo-shared · 4 values (Pair)
                  4 threads on one codec instance, 200 round trips: 4 of 400 operations failed
                  threw            4   KryoException 4
                  afterwards       still works: 10 of 10 single-threaded round trips correct
                  Kryo is not thread-safe: one instance used by several threads at once fails, silently too, and can stay broken.\
                 Give each thread its own Kryo: use Pool<Kryo> or ThreadLocal<Kryo>, or KryoCodecs.kryo(name, type, factory), which pools them.""");
    }

    @Test
    void codecBrokenForGood_failsWithBrokenAfterwards() {
        Codec<Pair> codec = BrokenOnPurpose.breaksForGood("fragile", Pair.class, 4, ThreadSafetyTests::write, ThreadSafetyTests::read);

        ThreadSafetyReport report = check(codec).check(PAIRS);

        assertThat(report.stillWorksAfterwards()).isFalse();
        assertThat(report.failureMessage()).hasValue("""
                Thread-safety check failed for fragile · 4 values (Pair)
                  4 threads on one codec instance, 200 round trips: 400 of 400 operations failed
                  threw            400   IllegalStateException 400
                  afterwards       broken: 0 of 10 single-threaded round trips correct
                  The codec is not thread-safe: its calls share state (a buffer, a stream, an encoder). Give each thread its own\
                 (ThreadLocal) or take one from a pool per call, or make threadSafe() return false if the codec is meant for one thread.""");
    }

    @Test
    @Timeout(30)     // a guard against a hang, not a measured time
    void codecThatHangsUnderConcurrency_isReportedHungWithinTheLimit() {
        CountDownLatch never = new CountDownLatch(1);
        Codec<Pair> codec = Codec.of("deadlocking", Pair.class, pair -> {
            if (BrokenOnPurpose.onCheckThread()) {
                never.await();      // until the check gives up and interrupts
            }
            return write(pair);
        }, ThreadSafetyTests::read);

        ThreadSafetyReport report = check(codec).withTimeLimit(Duration.ofMillis(10)).withHangLimit(Duration.ofMillis(200)).check(PAIRS);

        assertThat(report.hungThreads()).isEqualTo(4);
        // A hang is told as a hang, with where a thread waited, not as shared state.
        assertThat(report.failureMessage()).get().asString().matches("""
                Thread-safety check failed for deadlocking · 4 values \\(Pair\\)
                  4 threads on one codec instance, 0 round trips: none finished
                  hung             4 of 4 threads never returned from the codec
                  The codec hangs when threads share it: calls that return on one thread did not, and none returned for 200 ms;\
                 one waits in dev\\.serguard\\.check\\.ThreadSafetyTests\\.lambda\\$\\w+\\$\\d+\\(ThreadSafetyTests\\.java:\\d+\\)\\.\
                 Look for a lock or a wait that a concurrent call never releases, or make threadSafe\\(\\) return false if the codec is\
                 meant for one thread\\.""");
    }

    @Test
    @Timeout(30)     // a guard against a hang, not a measured time
    void codecThatHangsOnOneThread_isNotRunOnSeveralAndSaysWhereItWaited() {
        CountDownLatch never = new CountDownLatch(1);
        Codec<Pair> codec = Codec.of("stuck", Pair.class, pair -> {
            never.await();
            return write(pair);
        }, ThreadSafetyTests::read);

        // A limit a busy machine cannot reach before the thread is inside the codec: the message must say where it waits.
        ThreadSafetyReport report = check(codec).withHangLimit(Duration.ofSeconds(2)).check(PAIRS);

        assertThat(report.failureMessage()).get().asString().matches("""
                Thread-safety check failed for stuck · 4 values \\(Pair\\)
                  on one thread, the codec had not returned after 2 s \\(at .*ThreadSafetyTests\\.lambda\\$.*\\), so it was not\
                 run on several""");
    }

    @Test
    void comparisonThatDoesNotFinishOnOneThread_isNotBlamedOnTheCodec() {
        CountDownLatch never = new CountDownLatch(1);
        ThreadSafetyReport report = check(CORRECT).withHangLimit(Duration.ofSeconds(2)).withComparison((expected, actual) -> {
            await(never);
            return java.util.Optional.empty();
        }).check(PAIRS);

        assertThat(report.failureMessage()).get().asString().matches("""
                Thread-safety check failed for correct · 4 values \\(Pair\\)
                  on one thread, comparing what the codec read back with the payload had not finished after 2 s \\(at .*\\),\
                 so it was not run on several""");
    }

    @Test
    void comparisonThatDoesNotFinishUnderConcurrency_isNotBlamedOnTheCodec() {
        CountDownLatch never = new CountDownLatch(1);
        ThreadSafetyReport report = check(CORRECT).withHangLimit(Duration.ofMillis(200)).withComparison((expected, actual) -> {
            if (BrokenOnPurpose.onCheckThread()) {
                await(never);
            }
            return java.util.Optional.empty();
        }).check(PAIRS);

        assertThat(report.hungThreads()).isZero();
        assertThat(report.failureMessage()).hasValue("""
                Thread-safety check failed for correct · 4 values (Pair)
                  comparing what the threads read back with the payloads had not finished after 200 ms, so nothing could be\
                 judged""");
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void codecSlowOnlyBecauseItsCallsQueue_isNotReportedHung() {
        // Thread-safe by a lock: four threads queue for 4 × 200 ms, longer than the 600 ms allowed for a hang; a call returns
        // every 200 ms, which leaves a busy machine 400 ms to be late by (with 100 ms calls and 250 ms allowed, it once was).
        Object lock = new Object();
        Codec<Pair> queued = Codec.of("queued", Pair.class, pair -> {
            synchronized (lock) {
                if (BrokenOnPurpose.onCheckThread()) {
                    Thread.sleep(200);
                }
                return write(pair);
            }
        }, ThreadSafetyTests::read);

        ThreadSafetyReport report = check(queued).withTimeLimit(Duration.ofMillis(1)).withHangLimit(Duration.ofMillis(600)).check(PAIRS);

        assertThat(report.hungThreads()).isZero();
        assertThat(report.passed()).isTrue();
    }

    @Test
    void codecWhoseBytesCarryAClockThatTicks_passes() {
        // The "second" changes every 7 calls: on one thread, between threads and afterwards, as a real clock does now and then.
        java.util.concurrent.atomic.AtomicLong calls = new java.util.concurrent.atomic.AtomicLong();
        Codec<Pair> stamped = Codec.of("stamped", Pair.class, pair -> ByteBuffer.allocate(16).putLong(calls.getAndIncrement() / 7)
                .put(write(pair)).array(), bytes -> read(java.util.Arrays.copyOfRange(bytes, 8, 16)));

        ThreadSafetyReport report = check(stamped).check(PAIRS);

        assertThat(report.failureMessage()).isEmpty();
        assertThat(report.summary()).matches("passed: 4 threads on one codec instance, 200 round trips: all 400 operations correct; [\\d ]+ calls? overlapped another; 4 payloads");
    }

    @Test
    void codecWritingANonce_passes() {
        java.util.Random random = new java.util.Random(1);
        Codec<Pair> nonced = Codec.of("nonced", Pair.class, pair -> {
            long nonce;
            synchronized (random) {
                nonce = random.nextLong();
            }
            return ByteBuffer.allocate(16).putLong(nonce).put(write(pair)).array();
        }, bytes -> read(java.util.Arrays.copyOfRange(bytes, 8, 16)));

        assertThat(check(nonced).withIterations(2_000).check(PAIRS).failureMessage()).isEmpty();
    }

    @Test
    void codecWithVaryingBytesThatSharesState_failsByWhatItsBytesReadBack() {
        java.util.concurrent.atomic.AtomicLong calls = new java.util.concurrent.atomic.AtomicLong();
        Codec<Pair> shared = BrokenOnPurpose.sharedField("shared-stamped", Pair.class, 4,
                pair -> ByteBuffer.allocate(16).putLong(calls.getAndIncrement()).put(write(pair)).array(),
                bytes -> read(java.util.Arrays.copyOfRange(bytes, 8, 16)));

        ThreadSafetyReport report = check(shared).check(PAIRS);

        assertThat(report.wrongBytes()).isEqualTo(3);
        assertThat(report.failureMessage()).get().asString().contains("\n  silently wrong   3   serialize 3, deserialize 0\n");
    }

    @Test
    void callsForcedToOverlap_areCountedAsOverlapping() {
        // Each thread's first call waits inside until all four are in: three of them return after another did.
        Codec<Pair> meeting = BrokenOnPurpose.meetsInside("meeting", Pair.class, 4, ThreadSafetyTests::write, ThreadSafetyTests::read);

        ThreadSafetyReport report = check(meeting).check(PAIRS);

        assertThat(report.passed()).isTrue();
        assertThat(report.overlappingCalls()).isGreaterThanOrEqualTo(3);
        assertThat(report.overlappingNeeded()).isZero();
    }

    @Test
    @Timeout(30)     // a guard against a hang, not a measured time
    void withAGoal_theCheckEndsAtTheFirstFailure() {
        Codec<Pair> codec = BrokenOnPurpose.throwsWhenShared("kryo-shared", Pair.class, 4,
                () -> new KryoException("Encountered unregistered class ID: 1234"), ThreadSafetyTests::write, ThreadSafetyTests::read);

        ThreadSafetyReport report = ThreadSafety.of(codec).withThreads(4).withTimeLimit(Duration.ofSeconds(60)).check(PAIRS);

        assertThat(report.stoppedAtTimeLimit()).isFalse();
        assertThat(report.exceptionCount()).isEqualTo(4);
    }

    @Test
    @Timeout(30)     // a guard against a hang, not a measured time
    void withAGoal_theCheckEndsAtTheFirstWrongBytes() {
        Codec<Pair> shared = BrokenOnPurpose.sharedField("shared-field", Pair.class, 4, ThreadSafetyTests::write, ThreadSafetyTests::read);

        ThreadSafetyReport report = ThreadSafety.of(shared).withThreads(4).withTimeLimit(Duration.ofSeconds(60)).check(PAIRS);

        assertThat(report.stoppedAtTimeLimit()).isFalse();
        assertThat(report.wrongBytes()).isEqualTo(3);
    }

    @Test
    void aPassOnFewOverlappingCalls_saysSo() {
        ThreadSafetyReport report = new ThreadSafetyReport("json · SMALL (Pair)", 4, 4, 4, 2_000, 4_000, 3, 2_000, java.util.Map.of(), 0, 0,
                true, 0, 10, 10, List.of(), java.util.Optional.empty(), java.util.Optional.empty(), java.util.Optional.empty(), "");

        assertThat(report.passed()).isTrue();
        assertThat(report.summary()).isEqualTo("passed: 4 threads on one codec instance, 2 000 round trips (stopped at the time limit):"
                + " all 4 000 operations correct; 4 payloads; only 3 calls overlapped another (of 2 000 wanted): the machine was too"
                + " busy for a firm verdict");
    }

    @Test
    void sharedGuardedKryo_isRefusedAtTheSecondThreadAndStaysHealthy() {
        int threads = 4;
        // The first thread inside waits in its serializer until the others were refused: overlap forced, not hoped for.
        CountDownLatch othersRefused = new CountDownLatch(threads - 1);
        GuardedKryo kryo = new GuardedKryo();
        kryo.register(Pair.class, new LatchedPairSerializer(othersRefused));
        Codec<Pair> shared = Codec.of("kryo-shared", Pair.class, pair -> {
            Output output = new Output(16, -1);
            countRefusal(othersRefused, () -> kryo.writeObject(output, pair));
            return output.toBytes();
        }, bytes -> {
            Pair[] read = new Pair[1];
            countRefusal(othersRefused, () -> read[0] = kryo.readObject(new Input(bytes), Pair.class));
            return read[0];
        });

        ThreadSafetyReport report = check(shared).check(PAIRS);

        assertThat(report.exceptions()).containsOnlyKeys("java.util.ConcurrentModificationException");
        assertThat(report.exceptionCount()).isGreaterThanOrEqualTo(threads - 1);
        assertThat(report.silentCorruptions()).isZero();
        assertThat(report.firstException()).get().extracting(Throwable::getMessage).asString().matches(
                "Kryo is not thread-safe, but thread \"serguard thread-safety kryo-shared · 4 values \\(Pair\\) #\\d\" called (writeObject|readObject)"
                        + " while thread \"serguard thread-safety kryo-shared · 4 values \\(Pair\\) #\\d\" was inside this Kryo: give each"
                        + " thread its own Kryo, with a Pool<Kryo> or a ThreadLocal<Kryo> \\(KryoCodecs.kryo\\(name, type, factory\\) pools them\\).");
        assertThat(report.failureMessage()).get().asString().matches("""
                Thread-safety check failed for kryo-shared · 4 values \\(Pair\\)
                  4 threads on one codec instance, 200 round trips: (\\d+) of 400 operations failed
                  threw            \\1   ConcurrentModificationException \\1
                  afterwards       still works: 10 of 10 single-threaded round trips correct
                  Kryo is not thread-safe: one instance used by several threads at once fails, silently too, and can stay broken.\
                 Give each thread its own Kryo: use Pool<Kryo> or ThreadLocal<Kryo>, or KryoCodecs.kryo\\(name, type, factory\\), which pools them.""");
    }

    private static void countRefusal(CountDownLatch refusals, Runnable call) {
        try {
            call.run();
        } catch (java.util.ConcurrentModificationException e) {
            refusals.countDown();
            throw e;
        }
    }

    /** Writes a pair; on the first call of a check thread, first waits until the other threads were refused. */
    private static final class LatchedPairSerializer extends com.esotericsoftware.kryo.Serializer<Pair> {

        private final CountDownLatch othersRefused;
        private final java.util.Set<Thread> seen = java.util.concurrent.ConcurrentHashMap.newKeySet();

        LatchedPairSerializer(CountDownLatch othersRefused) {
            this.othersRefused = othersRefused;
        }

        @Override
        public void write(com.esotericsoftware.kryo.Kryo kryo, Output output, Pair pair) {
            if (BrokenOnPurpose.onCheckThread() && seen.add(Thread.currentThread())) {
                try {
                    othersRefused.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }
            output.writeInt(pair.left());
            output.writeInt(pair.right());
        }

        @Override
        public Pair read(com.esotericsoftware.kryo.Kryo kryo, Input input, Class<? extends Pair> type) {
            return new Pair(input.readInt(), input.readInt());
        }
    }

    @Test
    void pooledBuiltInKryo_passes() {
        Codec<Pair> pooled = KryoCodecs.kryo(Pair.class, PAIRS.stream().map(Payload::value).toList());

        assertThat(check(pooled).check(PAIRS).failureMessage()).isEmpty();
    }

    @Test
    void newGuardedKryoPerOperation_isReportedWithItsCountAndCost() {
        Codec<Pair> perCall = Codec.of("kryo-per-call", Pair.class, pair -> {
            GuardedKryo kryo = new GuardedKryo();
            kryo.register(Pair.class);
            Output output = new Output(16, -1);
            kryo.writeObject(output, pair);
            return output.toBytes();
        }, bytes -> {
            GuardedKryo kryo = new GuardedKryo();
            kryo.register(Pair.class);
            return kryo.readObject(new Input(bytes), Pair.class);
        });

        ThreadSafetyReport report = check(perCall).check(PAIRS);

        assertThat(report.churn()).singleElement().satisfies(churn -> {
            assertThat(churn.kind()).isEqualTo("Kryo");
            assertThat(churn.perOp()).isEqualTo(1.0);
            assertThat(churn.constructorNanosPerOp()).isPositive().isLessThanOrEqualTo(churn.nanosPerOp());
        });
        assertThat(report.failureMessage()).get().asString().matches("""
                Thread-safety check failed for kryo-per-call · 4 values \\(Pair\\)
                  4 threads on one codec instance, 200 round trips: all 400 operations correct
                  afterwards       still works: 10 of 10 single-threaded round trips correct
                  new Kryo         1\\.00 per operation: the constructors alone took \\d+(\\.\\d)? [nµm]s per operation, each operation\
                 \\d+(\\.\\d)? [nµm]s in all; build one per thread or pool them \\(Pool<Kryo> or ThreadLocal<Kryo>\\), never one per call""");
    }

    @Test
    void newGuardedObjectMapperPerOperation_isReportedWithItsCount() {
        Codec<Pair> perCall = Codec.of("json-per-call", Pair.class,
                pair -> new GuardedObjectMapper().writeValueAsBytes(pair),
                bytes -> new GuardedObjectMapper().copy().readValue(bytes, Pair.class));

        ThreadSafetyReport report = check(perCall).check(PAIRS);

        // Serialize builds one; deserialize builds one and copies it.
        assertThat(report.churn()).singleElement().satisfies(churn -> assertThat(churn.perOp()).isEqualTo(1.5));
        assertThat(report.failureMessage()).get().asString().matches("(?s).*\n  new ObjectMapper 1\\.50 per operation: the constructors alone took"
                + " \\d+(\\.\\d)? [nµm]s per operation, each operation \\d+(\\.\\d)? [nµm]s in all; build one, configure it once and share it:"
                + " it is thread-safe \\(or share its ObjectWriter and ObjectReader\\)");
    }

    @Test
    void sharedObjectMapper_isNotChurn() {
        ObjectMapper mapper = new GuardedObjectMapper();
        Codec<Pair> shared = Codec.of("json", Pair.class, mapper::writeValueAsBytes, bytes -> mapper.readValue(bytes, Pair.class));

        assertThat(check(shared).check(PAIRS).passed()).isTrue();
    }

    @Test
    void timeLimit_stopsTheRoundTripsAfterOneEach() {
        Codec<Pair> slow = Codec.of("slow", Pair.class, pair -> {
            Thread.sleep(5);
            return write(pair);
        }, ThreadSafetyTests::read);

        ThreadSafetyReport report = ThreadSafety.of(slow).withThreads(4).withIterations(1_000).withTimeLimit(Duration.ofMillis(1)).check(PAIRS);

        assertThat(report.passed()).isTrue();
        assertThat(report.stoppedAtTimeLimit()).isTrue();
        assertThat(report.roundTrips()).isBetween(4L, 3_999L);
        assertThat(report.summary()).matches("passed: 4 threads on one codec instance, \\d+ round trips \\(stopped at the time limit\\):"
                + " all \\d+ operations correct; [\\d ]+ calls? overlapped another; 4 payloads");
    }

    @Test
    void payloadThatDoesNotRoundTripOnOneThread_isLeftOut() {
        Codec<Pair> noZeros = Codec.of("no-zeros", Pair.class, pair -> {
            if (pair.left() == 0) {
                throw new IllegalArgumentException("zero");
            }
            return write(pair);
        }, ThreadSafetyTests::read);

        ThreadSafetyReport report = check(noZeros).check(PAIRS);

        assertThat(report.summary()).matches("passed: 4 threads on one codec instance, 200 round trips: all 400 operations correct; [\\d ]+ calls? overlapped another; 3 payloads");
    }

    @Test
    void noPayloadRoundTripsOnOneThread_failsWithTheReason() {
        Codec<Pair> lossy = Codec.of("lossy", Pair.class, ThreadSafetyTests::write, bytes -> new Pair(read(bytes).left(), 0));

        ThreadSafetyReport report = check(lossy).check(PAIRS.subList(1, 2));

        assertThat(report.failureMessage()).hasValue("""
                Thread-safety check failed for lossy · 4 values (Pair)
                  no payload round-trips on one thread, so there is nothing to compare with: round trip failed:\
                 Pair.right: expected 10 but was 0""");
    }

    @Test
    void alikePayloads_areSaidToBeAlike() {
        List<Payload<Pair>> alike = List.of(Payload.named("Pair", "same", new Pair(1, 1)), Payload.named("Pair", "same", new Pair(1, 1)));

        assertThat(check(CORRECT).check(alike).summary())
                .matches("passed: 4 threads on one codec instance, 200 round trips: all 400 operations correct; [\\d ]+ calls? overlapped another; 2 payloads, 1 of them distinct");
    }

    @Test
    void settingsOutOfRange_areRefusedWithTheRule() {
        ThreadSafety<Pair> check = ThreadSafety.of(CORRECT);

        assertThatIllegalArgumentException().isThrownBy(() -> check.withThreads(1)).withMessage("threads must be ≥ 2 but was 1");
        assertThatIllegalArgumentException().isThrownBy(() -> check.withIterations(0)).withMessage("iterations must be ≥ 1 but was 0");
        assertThatIllegalArgumentException().isThrownBy(() -> check.withTimeLimit(Duration.ZERO)).withMessage("timeLimit must be positive but was PT0S");
        assertThatIllegalArgumentException().isThrownBy(() -> check.withOverlappingCalls(0)).withMessage("overlappingCalls must be ≥ 1 but was 0");
        assertThat(check.threads()).isEqualTo(ThreadSafety.defaultThreads()).isGreaterThanOrEqualTo(8);
        assertThat(check.iterations()).isEqualTo(ThreadSafety.DEFAULT_ITERATIONS);
    }
}
