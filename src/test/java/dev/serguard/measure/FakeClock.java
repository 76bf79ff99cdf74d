package dev.serguard.measure;

/** A clock that moves only when told: an operation of known cost advances it by that cost. */
final class FakeClock implements Clock {

    private long now = 1_000_000_000L;

    @Override
    public long nanoTime() {
        return now;
    }

    void advance(long nanos) {
        now += nanos;
    }
}
