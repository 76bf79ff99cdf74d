package dev.serguard.payload;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Payload size classes, by the size of the payload as compact JSON. A factory aims at the
 * nominal size; the real size of each payload is always measured and reported.
 *
 * <pre>{@code
 * static Order payload(Size size, Random random) {
 *     return Order.random(random, size.nominalJsonBytes() / 60);     // about 60 bytes of JSON per line
 * }
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public enum Size {
    TINY(100),
    SMALL(1_000),
    MEDIUM(10_000),
    LARGE(100_000),
    HUGE(1_000_000);

    private final int nominalJsonBytes;

    Size(int nominalJsonBytes) {
        this.nominalJsonBytes = nominalJsonBytes;
    }

    /** The size this class aims at, in bytes of compact JSON. */
    public int nominalJsonBytes() {
        return nominalJsonBytes;
    }
}
