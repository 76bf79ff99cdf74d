package dev.serguard.check;

import dev.serguard.codec.Codec;

import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;

/**
 * One of the threads of the thread-safety check. After the start signal it makes bursts of
 * calls on the shared codec, each started by the {@link Meetings} clock at the same instant as
 * the other threads' bursts, and compares the results after each burst, outside the codec.
 * Every other burst makes its serializes first and its deserializes after, so that the threads'
 * serializes overlap each other, then their deserializes; the others alternate them. Bytes that
 * differ from the reference ones are kept, to be read back on a quiet thread afterwards: they
 * may be a legitimate variant. Its tallies are its own, read by the checking thread only after
 * this one finished.
 */
final class StressWorker<T> implements Runnable {

    /** Most round trips in a burst, and most bytes a burst keeps until they are compared. */
    static final int MAX_BURST = 512;
    static final int MAX_BURST_BYTES = 1 << 20;
    /** Most distinct wrong-looking bytes kept per thread, to be read back afterwards. */
    static final int MAX_SUSPECTS = 256;

    private static final Object THREW = new Object();

    private final int index;
    private final Codec<T> codec;
    private final Expected<T> expected;
    private final int iterations;
    private final CountDownLatch ready;
    private final CountDownLatch go;
    private final Meetings meetings;
    private final Suspects suspects;
    private long burstEnds = Long.MAX_VALUE;

    // Written by this worker's thread only; read through tally() once it has ended.
    private long roundTrips;
    private long operations;
    private long wrongValues;
    private long overlapping;
    private boolean stoppedEarly;
    private final Map<String, Long> exceptions = new HashMap<>();
    // One of each type, for the diagnosis: a shared codec can throw millions.
    private final Map<String, Throwable> examples = new HashMap<>();
    private Throwable firstException;
    private long firstExceptionNanos = Long.MAX_VALUE;

    /**
     * What one thread counted: its calls, what went wrong, the first exception and when (for the
     * earliest across threads), and the bytes it kept to read back afterwards.
     */
    record Tally(long roundTrips, long operations, long wrongValues, long overlapping, boolean stoppedEarly,
                 Map<String, Long> exceptions, Map<String, Throwable> examples, Optional<Throwable> firstException,
                 long firstExceptionNanos, List<Suspects.Suspect> suspects) {
        Tally {
            exceptions = Map.copyOf(exceptions);
            examples = Map.copyOf(examples);
            suspects = List.copyOf(suspects);
        }
    }

    StressWorker(int index, Codec<T> codec, Expected<T> expected, int iterations, CountDownLatch ready, CountDownLatch go,
                 Meetings meetings) {
        this.index = index;
        this.codec = codec;
        this.expected = expected;
        this.iterations = iterations;
        this.ready = ready;
        this.go = go;
        this.meetings = meetings;
        this.suspects = new Suspects(Math.min(MAX_SUSPECTS, MAX_BURST_BYTES / Math.max(1, expected.largestBytes())));
    }

    /** What this worker counted; call only once its thread has ended. */
    Tally tally() {
        return new Tally(roundTrips, operations, wrongValues, overlapping, stoppedEarly, exceptions, examples,
                Optional.ofNullable(firstException), firstExceptionNanos, suspects.kept());
    }

    /** Most round trips a burst holds: {@link #MAX_BURST}, fewer for payloads over 2 KB. */
    static int burstLimit(int largestBytes) {
        return Math.min(MAX_BURST, Math.max(1, MAX_BURST_BYTES / Math.max(1, largestBytes)));
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
        burstEnds = System.nanoTime() + Meetings.BURST_NANOS;
        int burst = burstLimit(expected.largestBytes());
        byte[][] written = new byte[burst][];
        Object[] read = new Object[burst];
        int[] payloads = new int[burst];
        long told = 0;
        int done = 0;
        for (int round = 0; done < iterations; round++) {
            // Every thread makes at least one round trip, so that all of them meet in the codec.
            if (done > 0) {
                if (meetings.timeUp()) {
                    stoppedEarly = true;
                    return;
                }
                if (meetings.enough()) {
                    return;
                }
                burstEnds = meetings.nextBurst();
            }
            int want = Math.min(burst, iterations - done);
            int made = (round & 1) == 1
                    ? serializesThenDeserializes(want, done, payloads, written, read)
                    : roundTrips(want, done, payloads, written, read);
            done += made;
            meetings.overlapped(overlapping - told);
            told = overlapping;
            compare(made, payloads, written, read);
        }
    }

    // Whether the burst may go on: the first call always, then until its time or the time limit is up.
    private boolean goOn(int made) {
        if (made == 0) {
            return true;
        }
        return System.nanoTime() - burstEnds < 0 && !meetings.timeUp();
    }

    // Threads start on different payloads, so that one getting another's value shows.
    private int payload(int done, int made) {
        return (index + done + made) % expected.size();
    }

    private int roundTrips(int want, int done, int[] payloads, byte[][] written, Object[] read) {
        int made = 0;
        while (made < want && goOn(made)) {
            payloads[made] = payload(done, made);
            written[made] = serialize(payloads[made]);
            read[made] = deserialize(payloads[made]);
            made++;
        }
        return made;
    }

    private int serializesThenDeserializes(int want, int done, int[] payloads, byte[][] written, Object[] read) {
        int made = 0;
        while (made < want && goOn(made)) {
            payloads[made] = payload(done, made);
            written[made] = serialize(payloads[made]);
            made++;
        }
        for (int i = 0; i < made; i++) {
            read[i] = deserialize(payloads[i]);
        }
        return made;
    }

    // Null when it threw: counted already.
    private byte[] serialize(int payload) {
        roundTrips++;
        operations++;
        long entered = meetings.enter();
        try {
            byte[] bytes = codec.serialize(expected.value(payload));
            return bytes == null ? new byte[0] : bytes;
        } catch (Throwable e) {
            threw(e);
            return null;
        } finally {
            if (meetings.exit(entered)) {
                overlapping++;
            }
        }
    }

    private Object deserialize(int payload) {
        operations++;
        long entered = meetings.enter();
        try {
            // A copy each time: a codec that writes into its input must not spoil the reference.
            return codec.deserialize(expected.bytes(payload).clone());
        } catch (Throwable e) {
            threw(e);
            return THREW;
        } finally {
            if (meetings.exit(entered)) {
                overlapping++;
            }
        }
    }

    private void compare(int made, int[] payloads, byte[][] written, Object[] read) {
        for (int i = 0; i < made; i++) {
            int payload = payloads[i];
            if (written[i] != null && !Arrays.equals(written[i], expected.bytes(payload))) {
                Suspects.Suspect suspect = suspects.add(payload, written[i]);
                if (suspect != null && !readsBack(suspect)) {
                    suspects.readBackWrong(suspect);
                    meetings.failed();
                }
            }
            if (read[i] != THREW && expected.differs(payload, read[i])) {
                wrongValues++;
                meetings.failed();
            }
            written[i] = null;
            read[i] = null;
        }
    }

    // A first reading of new bytes, among the other threads: wrong ones end the check early. The
    // verdict is the quiet read-back's afterwards: a codec whose deserialize breaks under
    // concurrency could read right bytes wrong here.
    private boolean readsBack(Suspects.Suspect suspect) {
        return expected.writtenCorrectly(codec, suspect.payload, suspect.bytes);
    }

    private void threw(Throwable e) {
        meetings.failed();
        String type = e.getClass().getName();
        exceptions.merge(type, 1L, Long::sum);
        examples.putIfAbsent(type, e);
        if (firstException == null) {
            firstException = e;
            firstExceptionNanos = System.nanoTime();
        }
    }
}
