package dev.serguard.check.golden;

import dev.serguard.check.FieldTree;
import dev.serguard.check.Worded;
import dev.serguard.check.golden.FieldOutcome.Kind;
import dev.serguard.codec.Codec;
import dev.serguard.codec.CompatibilityAdvice;
import dev.serguard.internal.Guarded;
import dev.serguard.internal.Settings;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Wire compatibility against golden bytes, without JUnit: {@link #record} makes the record of a
 * codec and payload; {@link #check} runs the three checks of a later run on it.
 *
 * <pre>{@code
 * Path bin = new GoldenFiles(Path.of("src/test/resources/serguard/golden")).bin(OrderTests.class, "orders", "kryo", "SMALL");
 * GoldenBytes.record(codec, payload, GoldenFiles.DEFAULT_MAX_BYTES, limit).record().ifPresent(r -> GoldenFiles.write(r, bin));
 * GoldenVerdict verdict = GoldenBytes.check(codec, payload, GoldenFiles.read(bin), false, limit);
 * verdict.failure().ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 *
 * <ol>
 * <li><b>Backward</b>: the recorded bytes still deserialize, and what they read back as has the
 *     recorded value in every field of the recorded snapshot; fails otherwise.</li>
 * <li><b>Format</b>: today's bytes of the same payload are the recorded bytes; a difference names
 *     the first differing offset with the bytes around it, and fails only when the format is
 *     frozen ({@code frozen}), else it is a note. When today's payload is not the recorded one,
 *     the bytes are not compared, which a note says.</li>
 * <li><b>Evolution</b>: what happened to each field ({@link FieldOutcome}), in the failure or,
 *     when fields were only added, in a note.</li>
 * </ol>
 * A library whose version differs from the recording's is named with both versions.
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class GoldenBytes {

    /** The mode that records golden bytes, as messages name it. */
    public static final String RECORD = "-Dserguard.mode=record";

    private GoldenBytes() {
    }

    /**
     * A record made, or why none was.
     *
     * @param record  the record, to write with {@link GoldenFiles#write}
     * @param refusal why none was made: the payload is larger than the cap, or the codec failed
     */
    public record Recording(Optional<GoldenRecord> record, Optional<String> refusal) {
    }

    /**
     * Serializes {@code payload} with {@code codec} and snapshots its field tree, long strings
     * abbreviated and long lists summarised as golden files keep them; refuses bytes longer than
     * {@code maxBytes}. Each call into the codec is limited to {@code limit}.
     */
    public static <T> Recording record(Codec<T> codec, Payload<T> payload, int maxBytes, Duration limit) {
        String title = payload.title(codec.name());
        Guarded.Completion<byte[]> written = Guarded.call("serguard golden " + codec.name(), limit, () -> codec.serialize(payload.value()));
        if (!(written instanceof Guarded.Returned<byte[]> returned) || returned.value() == null) {
            return refused("Golden bytes not recorded for " + title + ": serialize " + failed(written));
        }
        byte[] bytes = returned.value();
        if (bytes.length > maxBytes) {
            return refused(String.format(Locale.ROOT, "Golden bytes not recorded for %s: its %,d bytes are more than %s = %,d;"
                    + " record a smaller payload, or raise %s.", title, bytes.length, Settings.GOLDEN_MAX_BYTES.key(), maxBytes,
                    Settings.GOLDEN_MAX_BYTES.key()));
        }
        Object snapshot;
        try {
            snapshot = CompactTree.reduce(FieldTree.of(payload.value()));
        } catch (RuntimeException e) {
            return refused("Golden bytes not recorded for " + title + ": its field tree cannot be snapshot (" + e.getMessage() + ")");
        }
        WireLibrary library = WireLibrary.of(codec);
        return new Recording(Optional.of(new GoldenRecord(codec.name(), library.name(), library.version(), title, payload.label(),
                payload.model(), bytes, snapshot)), Optional.empty());
    }

    private static Recording refused(String why) {
        return new Recording(Optional.empty(), Optional.of(why));
    }

    /**
     * The three checks of {@code codec} on the golden bytes {@code stored} of {@code payload}:
     * nothing recorded is a note, never a failure; a damaged file fails.
     *
     * @param frozen whether a changed format fails ({@code @WireFormat(FROZEN)}) or is noted
     */
    public static <T> GoldenVerdict check(Codec<T> codec, Payload<T> payload, StoredGolden stored, boolean frozen, Duration limit) {
        String title = payload.title(codec.name());
        Path bin = stored.bin();
        if (stored instanceof StoredGolden.Missing) {
            return new GoldenVerdict(List.of(), false, Optional.empty(),
                    List.of("No golden bytes for " + title + " at " + bin + ": record them with " + RECORD + "."));
        }
        if (stored instanceof StoredGolden.Unreadable unreadable) {
            return new GoldenVerdict(List.of(), false, Optional.of(Worded.titled("Golden bytes unreadable", title, ": " + bin + "\n  "
                    + unreadable.reason())), List.of());
        }
        GoldenRecord record = ((StoredGolden.Found) stored).record();
        List<String> notes = new ArrayList<>();
        List<Worded> failures = new ArrayList<>();
        GoldenVerdict backward = readBack(codec, title, bin, record, limit);
        backward.failed().ifPresent(failures::add);
        notes.addAll(backward.notes());
        Optional<Worded> formatProblem = format(codec, payload, title, bin, record, frozen, limit);
        formatProblem.ifPresent(problem -> {
            if (frozen) {
                failures.add(problem);
            } else {
                notes.add(problem.message());
            }
        });
        // Both failed: one message, the first one's reason.
        return new GoldenVerdict(backward.evolution(), formatProblem.isEmpty(), failures.isEmpty() ? Optional.empty()
                : Optional.of(new Worded(String.join("\n\n", failures.stream().map(Worded::message).toList()),
                failures.get(0).reason())), notes);
    }

    /**
     * The backward check alone: the golden bytes {@code stored} still read back with
     * {@code codec} as recorded; its verdict's {@code bytesIdentical} is always {@code false}
     * (today's bytes are not made). Nothing recorded is a note; a damaged file fails.
     */
    public static <T> GoldenVerdict readBack(Codec<T> codec, StoredGolden stored, Duration limit) {
        if (stored instanceof StoredGolden.Found found) {
            return readBack(codec, retitled(codec, found.record()), stored.bin(), found.record(), limit);
        }
        if (stored instanceof StoredGolden.Unreadable unreadable) {
            return new GoldenVerdict(List.of(), false, Optional.of(Worded.titled("Golden bytes unreadable", codec.name(),
                    ": " + stored.bin() + "\n  " + unreadable.reason())), List.of());
        }
        return new GoldenVerdict(List.of(), false, Optional.empty(),
                List.of("No golden bytes for " + codec.name() + " at " + stored.bin() + ": record them with " + RECORD + "."));
    }

    // The recorded payload titled with today's codec name, as Payload.title does: kryo · SMALL (Order).
    private static String retitled(Codec<?> codec, GoldenRecord record) {
        return codec.name() + " · " + record.label() + " (" + record.model() + ")";
    }

    /**
     * The format check alone: {@code codec} writes {@code value} as the recorded bytes; the
     * difference, or why it could not be compared, when not.
     */
    public static <T> Optional<String> format(Codec<T> codec, T value, GoldenRecord record, Path bin, boolean frozen, Duration limit) {
        return format(codec, Payload.named(record.model(), "golden", value), retitled(codec, record), bin, record, frozen, limit)
                .map(Worded::message);
    }

    private static <T> GoldenVerdict readBack(Codec<T> codec, String title, Path bin, GoldenRecord record, Duration limit) {
        WireLibrary library = WireLibrary.of(codec);
        String versions = versions(record, library);
        List<String> notes = new ArrayList<>();
        Optional<Worded> failure = Optional.empty();
        List<FieldOutcome> evolution;
        Guarded.Completion<T> read = Guarded.call("serguard golden " + codec.name(), limit, () -> codec.deserialize(record.bytes().clone()));
        if (read instanceof Guarded.Returned<T> returned) {
            try {
                evolution = Evolution.compare(record.model(), record.snapshot(), FieldTree.of(returned.value()));
            } catch (RuntimeException e) {
                evolution = List.of(new FieldOutcome(record.model(), Kind.FAILED, "what the bytes read back as cannot be snapshot: " + e.getMessage()));
            }
        } else {
            evolution = List.of(new FieldOutcome(record.model(), Kind.FAILED, "deserialize " + failed(read)));
        }
        if (!Evolution.allRecordedKept(evolution)) {
            Optional<Throwable> thrown = read instanceof Guarded.Threw<T> threw ? Optional.of(threw.cause()) : Optional.empty();
            failure = Optional.of(backwardFailure(title, bin, versions, evolution, advice(codec, library, evolution, thrown)));
        } else {
            if (evolution.stream().anyMatch(outcome -> outcome.kind() == Kind.DEFAULTED)) {
                notes.add("Golden bytes of " + title + " read back with fields added since they were recorded (" + bin + "): "
                        + String.join("; ", evolution.stream().filter(o -> o.kind() == Kind.DEFAULTED).map(FieldOutcome::line).toList()) + ".");
            }
            if (!versions.isEmpty()) {
                notes.add("Golden bytes of " + title + " " + versions + ": still read back as recorded (" + bin + ").");
            }
        }
        return new GoldenVerdict(evolution, false, failure, notes);
    }

    // Today's bytes of the same payload only: a payload that differs from the recorded one would differ in its bytes anyway.
    private static <T> Optional<Worded> format(Codec<T> codec, Payload<T> payload, String title, Path bin, GoldenRecord record,
                                                             boolean frozen, Duration limit) {
        String versions = versions(record, WireLibrary.of(codec));
        List<FieldOutcome> today;
        try {
            today = Evolution.compare(record.model(), record.snapshot(), FieldTree.of(payload.value()));
        } catch (RuntimeException e) {
            today = List.of(new FieldOutcome(record.model(), Kind.FAILED, e.getMessage()));
        }
        if (!Evolution.allRecordedKept(today)) {
            FieldOutcome first = today.stream().filter(o -> o.kind() != Kind.KEPT && o.kind() != Kind.DEFAULTED).findFirst().orElseThrow();
            return Optional.of(Worded.titled("Golden bytes (format) not compared", title, ": " + bin + "\n  today's payload is not the one"
                    + " recorded: " + first.line() + "\n  Record the golden bytes anew (" + RECORD + ") so that the format is compared again."));
        }
        Guarded.Completion<byte[]> written = Guarded.call("serguard golden " + codec.name(), limit, () -> codec.serialize(payload.value()));
        if (written instanceof Guarded.Returned<byte[]> returned && returned.value() != null) {
            return Arrays.equals(returned.value(), record.bytes()) ? Optional.empty()
                    : Optional.of(formatChange(title, bin, versions, record.bytes(), returned.value(), frozen));
        }
        return Optional.of(Worded.titled("Golden bytes (format) not compared", title, ": " + bin + "\n  serialize " + failed(written)));
    }

    // "recorded with kryo 5.5.0, read with 5.6.2", or empty when the versions agree, or a library on either side is unknown: nothing
    // to compare (a team's own codec, or a record written before serguard named its family's library).
    private static String versions(GoldenRecord record, WireLibrary today) {
        if (record.libraryVersion().equals(today.version()) && record.library().equals(today.name())
                || record.library().equals(WireLibrary.UNKNOWN) || today.name().equals(WireLibrary.UNKNOWN)) {
            return "";
        }
        return "recorded with " + record.library() + " " + record.libraryVersion() + ", read with "
                + (record.library().equals(today.name()) ? today.version() : today.toString());
    }

    // From the codec as configured where it can say, else from its library: for what happened, never a setting already in force.
    private static String advice(Codec<?> codec, WireLibrary library, List<FieldOutcome> evolution, Optional<Throwable> thrown) {
        Set<CompatibilityAdvice.Happened> happened = EnumSet.noneOf(CompatibilityAdvice.Happened.class);
        for (FieldOutcome outcome : evolution) {
            switch (outcome.kind()) {
                case FAILED -> happened.add(CompatibilityAdvice.Happened.READ_FAILED);
                case DROPPED -> happened.add(CompatibilityAdvice.Happened.FIELD_DROPPED);
                case MISREAD -> happened.add(CompatibilityAdvice.Happened.FIELD_MISREAD);
                default -> {
                }
            }
        }
        if (codec instanceof CompatibilityAdvice advice) {
            try {
                Optional<String> fitting = advice.keepsCompatible(happened, thrown);
                if (fitting.isPresent()) {
                    return fitting.get();
                }
            } catch (RuntimeException e) {
                // The codec could not say (its factory threw): the library's general advice below.
            }
        }
        return library.keepsCompatible(happened, thrown);
    }

    private static Worded backwardFailure(String title, Path bin, String versions, List<FieldOutcome> evolution, String advice) {
        StringBuilder message = new StringBuilder();
        if (!versions.isEmpty()) {
            message.append("\n  ").append(versions);
        }
        List<String> kept = new ArrayList<>();
        for (FieldOutcome outcome : evolution) {
            if (outcome.kind() == Kind.KEPT) {
                kept.add(outcome.path());
            } else {
                message.append("\n  ").append(outcome.line());
            }
        }
        if (!kept.isEmpty()) {
            message.append("\n  kept: ").append(String.join(", ", kept.subList(0, Math.min(kept.size(), 8))))
                    .append(kept.size() > 8 ? " and " + (kept.size() - 8) + " more" : "");
        }
        return Worded.titled("Golden bytes (backward) failed", title, ": " + bin + message.append("\n  If the change is intended, record the"
                + " golden bytes anew (").append(RECORD).append("); if not: ").append(advice).toString());
    }

    private static Worded formatChange(String title, Path bin, String versions, byte[] recorded, byte[] now, boolean frozen) {
        int at = Arrays.mismatch(recorded, now);
        return Worded.titled("Golden bytes (format) changed", title, ": " + bin + (versions.isEmpty() ? "" : "\n  " + versions)
                + String.format(Locale.ROOT, "\n  first difference at byte %d (0x%x); recorded %d bytes, today %d bytes", at, at, recorded.length, now.length)
                + "\n  recorded " + hex(recorded, at)
                + "\n  today    " + hex(now, at)
                + (frozen ? "\n  The format is frozen (@WireFormat(FROZEN)): readers not upgraded with this change may not read the new bytes;"
                        + " if the change is intended, record the golden bytes anew (" + RECORD + ")."
                        : "\n  Noted, not failed: the format may evolve (@WireFormat(EVOLVING), the default); @WireFormat(FROZEN) fails on it."
                        + " Record the golden bytes anew (" + RECORD + ") to accept it."));
    }

    /** 16 bytes either side of {@code at}, the byte at {@code at} in brackets: {@code @0x0010: 0a 0b [0c] 0d}. */
    static String hex(byte[] bytes, int at) {
        int from = Math.max(0, at - 16);
        int to = Math.min(bytes.length, at + 17);
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "@0x%04x:", from));
        for (int i = from; i < to; i++) {
            text.append(i == at ? " [" : " ").append(String.format(Locale.ROOT, "%02x", bytes[i] & 0xff)).append(i == at ? "]" : "");
        }
        if (at >= bytes.length) {
            text.append(" [end]");
        }
        return text.toString();
    }

    private static String failed(Guarded.Completion<?> outcome) {
        if (outcome instanceof Guarded.Threw<?> threw) {
            return "threw " + threw.cause();
        }
        if (outcome instanceof Guarded.TimedOut<?> timedOut) {
            return "gave no result after " + Guarded.describe(timedOut.limit());
        }
        return "returned null";
    }
}
