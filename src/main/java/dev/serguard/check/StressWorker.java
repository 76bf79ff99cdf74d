package dev.serguard.check;

import dev.serguard.codec.Codec;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

/**
 * One of the threads of the thread-safety check: after the start signal, round trips over the
 * payloads on the shared codec in blocks, each output compared with what one thread got after
 * its block, meeting the other threads between blocks. Its tallies are its own, read by the checking thread
 * only after this one finished.
 */
final class StressWorker<T> implements Runnable {

    private static final Object THREW = new Object();

    private final int index;
    private final Codec<T> codec;
    private final Expected<T> expected;
    private final int iterations;
    private final CountDownLatch ready;
    private final CountDownLatch go;
    private final Meetings meetings;

    long roundTrips;
    long operations;
    long wrongBytes;
    long wrongValues;
    boolean stoppedEarly;
    final Map<String, Long> exceptions = new HashMap<>();
    // One of each type, for the diagnosis: a shared codec can throw millions.
    final Map<String, Throwable> examples = new HashMap<>();
    Throwable firstException;
    long firstExceptionNanos = Long.MAX_VALUE;

    StressWorker(int index, Codec<T> codec, Expected<T> expected, int iterations, CountDownLatch ready, CountDownLatch go,
                 Meetings meetings) {
        this.index = index;
        this.codec = codec;
        this.expected = expected;
        this.iterations = iterations;
        this.ready = ready;
        this.go = go;
        this.meetings = meetings;
    }

    @Override
    public void run() {
        ready.countDown();
        try {
            go.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        int block = expected.roundTripsPerBlock();
        byte[][] written = new byte[block][];
        Object[] read = new Object[block];
        int[] payloads = new int[block];
        try {
            int done = 0;
            while (done < iterations) {
                // Every thread makes at least one round trip, so that all of them meet in the codec.
                if (done > 0) {
                    if (meetings.timeUp()) {
                        stoppedEarly = true;
                        return;
                    }
                    meetings.meet();
                }
                // The codec calls of a block run back to back and the comparisons after them, so
                // that the threads are in the codec together as much as possible.
                int made = 0;
                while (made < block && done < iterations && (made == 0 || !meetings.timeUp())) {
                    // Threads start on different payloads, so that one getting another's value shows.
                    payloads[made] = (index + done) % expected.size();
                    written[made] = serialize(payloads[made]);
                    read[made] = deserialize(payloads[made]);
                    made++;
                    done++;
                }
                compare(made, payloads, written, read);
            }
        } finally {
            meetings.leave();
        }
    }

    // Null when it threw: counted already.
    private byte[] serialize(int payload) {
        roundTrips++;
        operations++;
        try {
            byte[] bytes = codec.serialize(expected.values.get(payload));
            return bytes == null ? new byte[0] : bytes;
        } catch (Throwable e) {
            threw(e);
            return null;
        }
    }

    private Object deserialize(int payload) {
        operations++;
        try {
            // A copy each time: a codec that writes into its input must not spoil the reference.
            return codec.deserialize(expected.bytes.get(payload).clone());
        } catch (Throwable e) {
            threw(e);
            return THREW;
        }
    }

    private void compare(int made, int[] payloads, byte[][] written, Object[] read) {
        for (int i = 0; i < made; i++) {
            int payload = payloads[i];
            if (written[i] != null && expected.stable.get(payload) && !Arrays.equals(written[i], expected.bytes.get(payload))) {
                wrongBytes++;
            }
            if (read[i] != THREW) {
                try {
                    if (DeepEquality.firstDifference(expected.values.get(payload), read[i]).isPresent()) {
                        wrongValues++;
                    }
                } catch (RuntimeException e) {
                    wrongValues++;      // a value so wrong that it cannot even be compared
                }
            }
            written[i] = null;
            read[i] = null;
        }
    }

    private void threw(Throwable e) {
        String type = e.getClass().getName();
        exceptions.merge(type, 1L, Long::sum);
        examples.putIfAbsent(type, e);
        if (firstException == null) {
            firstException = e;
            firstExceptionNanos = System.nanoTime();
        }
    }
}
