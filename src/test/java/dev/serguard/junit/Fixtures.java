package dev.serguard.junit;

import dev.serguard.codec.Codec;
import dev.serguard.measure.CostedProbes;
import dev.serguard.payload.Size;

import java.nio.ByteBuffer;
import java.util.Random;

/** Codecs of known behaviour and cost for the extension's fixtures. */
final class Fixtures {

    private Fixtures() {
    }

    /** A model of two fields. */
    record Point(int x, int y) {
    }

    static Point point(Size size, Random random) {
        return new Point(size.ordinal(), 7);
    }

    static byte[] write(Point point) {
        return ByteBuffer.allocate(8).putInt(point.x()).putInt(point.y()).array();
    }

    static Point read(byte[] bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        return new Point(buffer.getInt(), buffer.getInt());
    }

    /** 8 bytes, exact. */
    static final Codec<Point> EXACT = Codec.of("exact", Point.class, Fixtures::write, Fixtures::read);

    /** 8 bytes padded to 64, exact. */
    static final Codec<Point> PADDED = Codec.of("padded", Point.class,
            point -> ByteBuffer.allocate(64).put(write(point)).array(), Fixtures::read);

    /** Loses {@code y}. */
    static final Codec<Point> LOSSY = Codec.of("lossy", Point.class, Fixtures::write, bytes -> new Point(read(bytes).x(), 0));

    /** Exact, but every operation spins for at least 200 µs: a codec of controlled, known cost. */
    static final Codec<Point> SLOW = Codec.of("slow", Point.class, point -> {
        spin(200_000);
        return write(point);
    }, bytes -> {
        spin(200_000);
        return read(bytes);
    });

    /** For runs on {@link CostedProbes}: exact, 1 µs per operation, 48 B per serialize and 32 B per deserialize. */
    static final Codec<Point> COSTED_EXACT = CostedProbes.costing(EXACT, 1_000, 48, 32);

    /** For runs on {@link CostedProbes}: as {@link #COSTED_EXACT}, but 1 MiB per serialize. */
    static final Codec<Point> COSTED_HUNGRY = CostedProbes.costing(Codec.of("hungry", Point.class, Fixtures::write, Fixtures::read),
            1_000, 1 << 20, 32);

    /** For runs on {@link CostedProbes}: exact, 200 µs per operation, 48 B per serialize and 32 B per deserialize. */
    static final Codec<Point> COSTED_SLOW = CostedProbes.costing(Codec.of("slow", Point.class, Fixtures::write, Fixtures::read),
            200_000, 48, 32);

    private static void spin(long nanos) {
        long end = System.nanoTime() + nanos;
        while (System.nanoTime() - end < 0) {
            Thread.onSpinWait();
        }
    }
}
