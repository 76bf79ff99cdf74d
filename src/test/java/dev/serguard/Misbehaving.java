package dev.serguard;

import java.util.concurrent.CountDownLatch;

/**
 * What the hostile codecs of serguard's tests do: hang, spin or recurse without end. Named
 * methods, so that messages naming where a codec hung can be asserted.
 */
public final class Misbehaving {

    private static final CountDownLatch NEVER = new CountDownLatch(1);
    private static volatile long sink;

    private Misbehaving() {
    }

    /** Waits forever, ignoring interrupts, as a hung codec does. */
    public static <T> T hang() {
        while (true) {
            try {
                NEVER.await();
            } catch (InterruptedException e) {
                // a hung codec ignores interrupts
            }
        }
    }

    /**
     * Spins until interrupted: an endless loop for the guard (which does not rely on the
     * interrupt: {@link #hang()} ignores it) that gives the rest of the suite its core back.
     */
    public static <T> T spin() {
        while (!Thread.currentThread().isInterrupted()) {
            sink++;
        }
        throw new IllegalStateException("interrupted");
    }

    /** Recurses until the stack overflows. */
    public static <T> T recurse(Object value) {
        sink++;
        return recurse(value);
    }
}
