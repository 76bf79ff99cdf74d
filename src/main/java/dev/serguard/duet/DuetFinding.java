package dev.serguard.duet;

import dev.serguard.check.Worded;
import org.apiguardian.api.API;

import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * What the upgrade duet found of one invocation: the failure, naming both versions, where the new
 * version regressed or the worlds could not be measured apart; a note where pairs of worlds or
 * fresh JVMs voted; the figures, old → new, for the reports; and where this JVM's pairs of worlds
 * failed a time or an allocation, whether fresh JVMs are to decide it again ({@link #forFreshJvms}).
 *
 * @param title      the invocation's codec and payload: {@code kryo · SMALL (Order)}
 * @param decided    what the pairs of worlds (and, later, fresh JVMs) decided; empty where nothing was measured
 * @param notRun      why nothing was measured, where the duet was asked for and could not be measured
 * @param notCompared why the two sides were not compared (the old side cannot run the codec, the test code does not link with its
 *                    classes, or the codec uses none of the jars that differ): reported, not failed
 */
@API(status = INTERNAL, since = "0.4")
public record DuetFinding(String title, Optional<PairVote.Decided> decided, Optional<Worded> notRun, Optional<String> notCompared) {

    /** Where no duet ran. */
    public static final DuetFinding NONE = new DuetFinding("", Optional.empty(), Optional.empty(), Optional.empty());

    public DuetFinding {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(decided, "decided");
        Objects.requireNonNull(notRun, "notRun");
        Objects.requireNonNull(notCompared, "notCompared");
    }

    /** A duet that failed with {@code failure} and measured nothing to show. */
    public static DuetFinding failed(Worded failure) {
        return new DuetFinding("", Optional.empty(), Optional.of(failure), Optional.empty());
    }

    /** The duet of the invocation {@code title} as {@code decided}. */
    public static DuetFinding of(String title, PairVote.Decided decided) {
        return new DuetFinding(title, Optional.of(decided), Optional.empty(), Optional.empty());
    }

    /** The invocation {@code title} not compared between {@code versions} ({@code base → head}), because {@code why}. */
    public static DuetFinding notCompared(String title, String versions, String why) {
        return new DuetFinding(title, Optional.empty(), Optional.empty(), Optional.of(versions + ": not compared: " + why));
    }

    /** Its failure, where it fails the invocation. */
    public Optional<Worded> failure() {
        return notRun.or(() -> decided.flatMap(d -> d.failure(title).map(message -> new Worded(message, d.reason()))));
    }

    /** Its note for the reports ({@link PairVote.Decided#note}), or why it was not compared. */
    public Optional<String> note() {
        return notCompared.map(why -> "upgrade duet " + why).or(() -> decided.flatMap(PairVote.Decided::note));
    }

    /** Whether it timed both sides in this JVM's rounds, and so judged the times (or withheld them, saying why). */
    public boolean timed() {
        return figures().filter(f -> !f.operations().isEmpty()).isPresent();
    }

    /** How it names the old side, the base or the version compared with; empty where nothing was measured. */
    public Optional<String> oldSide() {
        return decided.map(d -> d.result().oldVersion());
    }

    /** Its figures, old → new, for the reports' columns. */
    public Optional<Figures> figures() {
        return decided.flatMap(d -> d.result().figures());
    }

    /** What it measured, for the test's report entry: the summary, then one line per figure. */
    public Optional<String> entry() {
        return notCompared.or(() -> decided.map(d -> d.summary() + "\n" + String.join("\n", d.result().lines())));
    }

    /** Whether fresh JVMs are to decide it again ({@link PairVote.Decided#forFreshJvms}). */
    public boolean forFreshJvms() {
        return decided.filter(PairVote.Decided::forFreshJvms).isPresent();
    }

    /** As decided again by fresh JVMs: {@code jvms} of them measured it, {@code failed} failed it, and it {@code stands} or not. */
    public DuetFinding withFreshJvms(int jvms, int failed, boolean stands) {
        return new DuetFinding(title, decided.map(d -> d.withFreshJvms(jvms, failed, stands)), notRun, notCompared);
    }
}
