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
 * once, with their count; past {@code capacity} distinct ones, a uniform sample is kept (a
 * reservoir), so that memory stays bounded whatever the codec writes. Not thread-safe: one per
 * thread, read by the checking thread only after that thread finished.
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
    }

    private record Key(int payload, ByteBuffer bytes) {
    }

    private final int capacity;
    private final List<Suspect> kept = new ArrayList<>();
    private final Map<Key, Suspect> byBytes = new HashMap<>();
    private final SplittableRandom random = new SplittableRandom(20_130_609L);
    private long distinct;
    private long calls;

    Suspects(int capacity) {
        this.capacity = Math.max(1, capacity);
    }

    void add(int payload, byte[] bytes) {
        calls++;
        Suspect same = byBytes.get(new Key(payload, ByteBuffer.wrap(bytes)));
        if (same != null) {
            same.calls++;
            return;
        }
        distinct++;
        Suspect suspect = new Suspect(payload, bytes);
        if (kept.size() < capacity) {
            kept.add(suspect);
        } else {
            long slot = random.nextLong(distinct);
            if (slot >= capacity) {
                return;
            }
            Suspect replaced = kept.set((int) slot, suspect);
            byBytes.remove(new Key(replaced.payload, ByteBuffer.wrap(replaced.bytes)));
        }
        byBytes.put(new Key(payload, ByteBuffer.wrap(bytes)), suspect);
    }

    /** The suspects kept: all of them, or a sample once there were more than the capacity. */
    List<Suspect> kept() {
        return kept;
    }

    /** Serialize calls whose bytes differed, kept or not. */
    long calls() {
        return calls;
    }
}
