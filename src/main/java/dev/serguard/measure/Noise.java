package dev.serguard.measure;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What else the JVM did while the samples were taken: compiling (the code timed may have changed
 * under the samples) and collecting garbage (its pauses are in the samples).
 *
 * @param compilationMillis JIT compilation time during the samples, all compiler threads
 * @param collections       garbage collections during the samples
 * @param collectionMillis  their time
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Noise(long compilationMillis, long collections, long collectionMillis) {

    public static final Noise NONE = new Noise(0, 0, 0);

    /** {@code JIT 12 ms, 3 GCs (4 ms)} or {@code none}. */
    @Override
    public String toString() {
        if (equals(NONE)) {
            return "none";
        }
        return "JIT " + compilationMillis + " ms, " + collections + " GC" + (collections == 1 ? "" : "s") + " (" + collectionMillis + " ms)";
    }
}
