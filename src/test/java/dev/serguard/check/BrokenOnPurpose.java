package dev.serguard.check;

import dev.serguard.codec.Codec;

import java.util.Set;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

/**
 * Codecs that break under concurrency on purpose, and deterministically: on the first serialize
 * of each of the check's threads they wait until all threads are inside (a barrier), so that
 * the calls overlap for certain instead of by luck. On one thread they are correct.
 */
public final class BrokenOnPurpose {

    private BrokenOnPurpose() {
    }

    /** Whether this is one of the thread-safety check's concurrent threads ({@code … #1}, {@code … #2}, …). */
    public static boolean onCheckThread() {
        String name = Thread.currentThread().getName();
        return name.startsWith("serguard thread-safety ") && name.matches(".* #\\d+");
    }

    /**
     * Keeps the value to write in a field shared by all callers: on the first serialize of each
     * check thread, every thread stores its value, all meet, then each writes what the field
     * holds, which is one thread's value. {@code threads - 1} serializes are wrong, silently.
     */
    public static <T> Codec<T> sharedField(String name, Class<T> type, int threads, Codec.Serializer<T> write, Codec.Deserializer<T> read) {
        Meeting meeting = new Meeting(threads);
        Object[] shared = new Object[1];
        return Codec.of(name, type, value -> {
            if (meeting.firstCallOfCheckThread()) {
                synchronized (shared) {
                    shared[0] = value;
                }
                meeting.allInside();
                synchronized (shared) {
                    return write.serialize(type.cast(shared[0]));
                }
            }
            return write.serialize(value);
        }, read);
    }

    /** Correct, but the first serialize of each check thread waits until all are inside: calls overlap for certain. */
    public static <T> Codec<T> meetsInside(String name, Class<T> type, int threads, Codec.Serializer<T> write, Codec.Deserializer<T> read) {
        Meeting meeting = new Meeting(threads);
        return Codec.of(name, type, value -> {
            if (meeting.firstCallOfCheckThread()) {
                meeting.allInside();
            }
            return write.serialize(value);
        }, read);
    }

    /** Throws {@code exception} from the first serialize of each check thread, once all are inside. */
    public static <T> Codec<T> throwsWhenShared(String name, Class<T> type, int threads, Supplier<RuntimeException> exception,
                                                Codec.Serializer<T> write, Codec.Deserializer<T> read) {
        Meeting meeting = new Meeting(threads);
        return Codec.of(name, type, value -> {
            if (meeting.firstCallOfCheckThread()) {
                meeting.allInside();
                throw exception.get();
            }
            return write.serialize(value);
        }, read);
    }

    /** Once the check threads met inside, every call of any thread throws, for good. */
    public static <T> Codec<T> breaksForGood(String name, Class<T> type, int threads, Codec.Serializer<T> write, Codec.Deserializer<T> read) {
        Meeting meeting = new Meeting(threads);
        AtomicBoolean broken = new AtomicBoolean();
        return Codec.of(name, type, value -> {
            if (meeting.firstCallOfCheckThread()) {
                meeting.allInside();
                broken.set(true);
            }
            if (broken.get()) {
                throw new IllegalStateException("state corrupted by a concurrent call");
            }
            return write.serialize(value);
        }, bytes -> {
            if (broken.get()) {
                throw new IllegalStateException("state corrupted by a concurrent call");
            }
            return read.deserialize(bytes);
        });
    }

    /** Where the check threads meet: each thread's first call waits for all the others. */
    private static final class Meeting {

        private final CyclicBarrier barrier;
        private final Set<Thread> seen = ConcurrentHashMap.newKeySet();

        Meeting(int threads) {
            this.barrier = new CyclicBarrier(threads);
        }

        boolean firstCallOfCheckThread() {
            return onCheckThread() && seen.add(Thread.currentThread());
        }

        void allInside() throws InterruptedException, BrokenBarrierException, TimeoutException {
            // A generous limit only so that a wrong thread count fails the test instead of hanging it.
            barrier.await(30, TimeUnit.SECONDS);
        }
    }
}
