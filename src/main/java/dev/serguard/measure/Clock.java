package dev.serguard.measure;

/**
 * The time source of the timing engine. Production uses {@link #system()}; tests inject a clock
 * whose time only moves when the measured operation says so, which makes timing logic testable
 * without asserting anything about real elapsed time.
 */
@FunctionalInterface
interface Clock {

    /** A monotonic reading in nanoseconds, as {@link System#nanoTime()}. */
    long nanoTime();

    /** {@link System#nanoTime()}. */
    static Clock system() {
        return System::nanoTime;
    }
}
