package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A failed check's words as the check built them: its message, whose first line names the
 * invocation, and the one-line reason the reports show beside its test, without the invocation's
 * title ({@code Golden bytes (backward) failed: …/kryo.SMALL.bin}). Every check that fails hands
 * both over, so that no report cuts a reason out of a message.
 *
 * @param message the failure message
 * @param reason  its one-line reason
 */
@API(status = EXPERIMENTAL, since = "0.4")
public record Worded(String message, String reason) {

    public Worded {
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(reason, "reason");
    }

    /**
     * {@code heading for title}, then {@code rest} ({@code ": <file>"} and its detail lines); its
     * reason: {@code heading} and the first line of {@code rest}, without a colon at its end.
     */
    public static Worded titled(String heading, String title, String rest) {
        return new Worded(heading + " for " + title + rest, (heading + rest.lines().findFirst().orElse("")).strip().replaceFirst(":$", ""));
    }
}
