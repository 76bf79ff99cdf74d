package dev.serguard.check;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * Bytes that one of the check's threads serialized and that differ from what one thread alone
 * got: wrong, or a legitimate variant (a codec that writes the time or a nonce). Which one is
 * decided afterwards, on a quiet thread, by reading them back. Equal bytes of a payload are kept
 * once, with their count. Bytes that already read back wrong under concurrency are all kept (up
 * to {@code capacity}); of the others, past {@code capacity} distinct ones, a uniform sample is
 * kept (a reservoir), so that memory stays bounded whatever the codec writes. Not thread-safe:
 * one per thread, read by the checking thread only after that thread finished.
 */
final class Suspects {

    /** Bytes of one payload, and how many serialize calls returned them. */
    static final class Suspect {
        final int payload;
        final byte[] bytes;
        long calls = 1;

        Suspect(int payload, byte[] bytes) {
            this.payload = payload;
            this.bytes = bytes;
        }

        private Key key() {
            return new Key(payload, ByteBuffer.wrap(bytes));
        }
    }

    private record Key(int payload, ByteBuffer bytes) {
    }

    private final int capacity;
    private final List<Suspect> sampled = new ArrayList<>();
    private final List<Suspect> wrong = new ArrayList<>();
    private final Map<Key, Suspect> byBytes = new HashMap<>();
    private final SplittableRandom random = new SplittableRandom(20_130_609L);
    private long distinct;

    Suspects(int capacity) {
        this.capacity = Math.max(1, capacity);
    }

    /** Counts {@code bytes} of payload {@code payload}; returns them if they were not seen before, to be read back. */
    Suspect add(int payload, byte[] bytes) {
        Suspect same = byBytes.get(new Key(payload, ByteBuffer.wrap(bytes)));
        if (same != null) {
            same.calls++;
            return null;
        }
        Suspect suspect = new Suspect(payload, bytes);
        distinct++;
        if (sampled.size() < capacity) {
            sampled.add(suspect);
            byBytes.put(suspect.key(), suspect);
        } else {
            long slot = random.nextLong(distinct);
            if (slot < capacity) {
                Suspect replaced = sampled.set((int) slot, suspect);
                byBytes.remove(replaced.key());
                byBytes.put(suspect.key(), suspect);
            }
        }
        return suspect;
    }

    /** {@code suspect} read back wrong already: kept whatever the sample, for the quiet read-back to confirm. */
    void readBackWrong(Suspect suspect) {
        if (wrong.size() < capacity && !byBytes.containsKey(suspect.key())) {
            wrong.add(suspect);
            byBytes.put(suspect.key(), suspect);
        } else if (byBytes.get(suspect.key()) == suspect && wrong.size() < capacity) {
            sampled.remove(suspect);
            wrong.add(suspect);
        }
    }

    /** The suspects kept: all of them, or those that read back wrong and a sample of the others. */
    List<Suspect> kept() {
        List<Suspect> kept = new ArrayList<>(wrong);
        kept.addAll(sampled);
        return kept;
    }
}
