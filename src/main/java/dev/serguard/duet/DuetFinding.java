package dev.serguard.duet;

import org.apiguardian.api.API;

import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What the upgrade duet found of one invocation: the failure, naming both versions, where the new
 * version regressed or the worlds could not be measured apart; a note where pairs of worlds voted;
 * and the figures, old → new, for the reports.
 */
@API(status = INTERNAL, since = "0.4")
public record DuetFinding(Optional<String> failure, Optional<String> note, Optional<Figures> figures) {

    /** Where no duet ran. */
    public static final DuetFinding NONE = new DuetFinding(Optional.empty(), Optional.empty(), Optional.empty());

    /** A duet that failed with {@code failure} and measured nothing to show. */
    public static DuetFinding failed(String failure) {
        return new DuetFinding(Optional.of(failure), Optional.empty(), Optional.empty());
    }
}
