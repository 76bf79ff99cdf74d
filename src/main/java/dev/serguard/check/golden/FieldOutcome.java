package dev.serguard.check.golden;

import org.apiguardian.api.API;

import java.util.Locale;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What became of one field of the recorded snapshot when the golden bytes were read with today's
 * model and codec. Paths name fields as the round-trip check does ({@code Order.lines[].price});
 * the elements of a list share one row.
 *
 * @param path   the field's path, indices left out
 * @param kind   what happened to it
 * @param detail the values, or the exception; empty for a field kept
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record FieldOutcome(String path, Kind kind, String detail) {

    /** What happened to a field, from harmless to worst. */
    public enum Kind {
        /** Read back with the recorded value. */
        KEPT,
        /** Not in the recorded snapshot (a field added since): reads as whatever the model gives it. */
        DEFAULTED,
        /** In the recorded snapshot, no longer in the model (removed or renamed). */
        DROPPED,
        /** Read back with another value than the one recorded. */
        MISREAD,
        /** The bytes did not read back at all. */
        FAILED;

        /** {@code kept}, {@code defaulted}, …: as messages and docs/guide/golden-bytes.md say it. */
        public String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** {@code Order.note  dropped: …}, as a message lists it. */
    public String line() {
        return path + "  " + kind.word() + (detail.isEmpty() ? "" : ": " + detail);
    }
}
