package dev.serguard.check.golden;

import dev.serguard.check.Worded;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What the golden-bytes checks found for one codec and payload.
 *
 * @param evolution      per field of the recorded snapshot (and each field added since), what
 *                       reading the golden bytes made of it; empty when nothing was read
 * @param bytesIdentical whether today's bytes are the recorded ones
 * @param failed         the failed check: the bytes misread or unreadable, a damaged file, or a
 *                       changed format under a frozen format; empty when none failed
 * @param notes          what is worth knowing without failing: a changed format, a library
 *                       upgrade, fields defaulted, no golden file
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record GoldenVerdict(List<FieldOutcome> evolution, boolean bytesIdentical, Optional<Worded> failed, List<String> notes) {

    public GoldenVerdict {
        evolution = List.copyOf(evolution);
        notes = List.copyOf(notes);
    }

    /** Whether no check failed. */
    public boolean passed() {
        return failed.isEmpty();
    }

    /** The message of the failed check, empty when none failed. */
    public Optional<String> failure() {
        return failed.map(Worded::message);
    }

    /** {@code kept 4, defaulted 1}: the evolution counted by outcome, as the report entry shows it; {@code none} when nothing was read. */
    public String evolutionSummary() {
        StringBuilder summary = new StringBuilder();
        for (FieldOutcome.Kind kind : FieldOutcome.Kind.values()) {
            long count = evolution.stream().filter(outcome -> outcome.kind() == kind).count();
            if (count > 0) {
                summary.append(summary.length() == 0 ? "" : ", ").append(kind.word()).append(' ').append(count);
            }
        }
        return summary.length() == 0 ? "none" : summary.toString();
    }
}
