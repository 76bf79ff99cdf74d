package dev.serguard.junit.own;

import dev.serguard.measure.CostedProbes;

import java.nio.ByteBuffer;

/**
 * A team's own serializer as the head of a change has it: 1 µs and 48 B per operation on the
 * costed probes, times {@code serguard.test.own.slowdown} percent, and a {@link #label()} that the
 * base lacks. {@code BaseDuetTests} compiles the base's version from source.
 */
public final class OwnCodec {

    private OwnCodec() {
    }

    public static byte[] write(int x, int y) {
        cost();
        return ByteBuffer.allocate(8).putInt(x).putInt(y).array();
    }

    public static int[] read(byte[] bytes) {
        cost();
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new int[] {buffer.getInt(), buffer.getInt()};
    }

    /** New at the head. */
    public static String label() {
        return "spot";
    }

    private static void cost() {
        CostedProbes.spend(1_000 * Long.getLong("serguard.test.own.slowdown", 100) / 100);
        CostedProbes.allocate(48);
    }
}
