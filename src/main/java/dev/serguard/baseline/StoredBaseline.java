package dev.serguard.baseline;

import org.apiguardian.api.API;

import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.Collectors;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What {@link BaselineFile#load(Path)} found: a baseline, no file, or a file it cannot read. Never
 * an exception: a missing baseline is the normal state before the first recording, and an
 * unreadable one (a merge conflict, a hand edit gone wrong) deserves a message, not a stack trace.
 *
 * <pre>{@code
 * StoredBaseline stored = BaselineFile.load(Path.of("src/test/resources/serguard/OrderTests.json"));
 * if (stored instanceof StoredBaseline.Found found) {
 *     compare(found.baseline());
 * } else {
 *     System.out.println(stored.message());
 * }
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public sealed interface StoredBaseline {

    /** Where it was looked for. */
    Path file();

    /** One sentence for the user; for a found baseline, where it came from. */
    String message();

    /** A baseline was read. */
    record Found(Path file, Baseline baseline) implements StoredBaseline {

        public Found {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(baseline, "baseline");
        }

        @Override
        public String message() {
            return "Baseline " + file + ": " + baseline.entries().size() + " entries, recorded on " + baseline.recordings().stream()
                    .map(r -> r.key().describe() + " (" + r.entries().size() + ")").collect(Collectors.joining(" and ")) + ".";
        }
    }

    /** No file: nothing to compare against yet. */
    record Missing(Path file) implements StoredBaseline {

        public Missing {
            Objects.requireNonNull(file, "file");
        }

        @Override
        public String message() {
            return "No baseline at " + file + ", nothing compared: record one with -Dserguard.mode=record and commit it.";
        }
    }

    /**
     * A file that is not a baseline.
     *
     * @param reason what is wrong with it, e.g. {@code malformed JSON at offset 57: …}
     */
    record Unreadable(Path file, String reason) implements StoredBaseline {

        public Unreadable {
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String message() {
            return "Baseline " + file + " is unreadable (" + reason + "): fix it, or record it anew with -Dserguard.mode=record.";
        }
    }
}
