package dev.serguard.check.untrusted;

import dev.serguard.codec.Codec;
import dev.serguard.payload.Payload;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Whether a declared test runs the untrusted-types check, and which codecs may instantiate a
 * class they were not told about, with the reason; the verdict per codec × payload.
 *
 * <pre>{@code
 * UntrustedTypesPolicy policy = new UntrustedTypesPolicy(true, List.of("java"), "reads only files it wrote itself");
 * UntrustedTypesPolicy.Finding verdict = policy.check(codec, payload, Duration.ofSeconds(30)).orElseThrow();
 * }</pre>
 *
 * @param enabled  whether it runs
 * @param accepted codecs whose {@code instantiated} passes
 * @param because  why they may; not blank when {@code accepted} is not empty
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record UntrustedTypesPolicy(boolean enabled, List<String> accepted, String because) {

    /** Not run: the check is opt-in. */
    public static final UntrustedTypesPolicy OFF = new UntrustedTypesPolicy(false, List.of(), "");

    public UntrustedTypesPolicy {
        accepted = List.copyOf(accepted);
        Objects.requireNonNull(because, "because");
    }

    /**
     * The verdict on one invocation.
     *
     * @param outcome what the check found
     * @param summary the report-entry line
     * @param failure the failure message, unless it passed
     */
    public record Finding(UntrustedTypesOutcome outcome, String summary, Optional<String> failure) {

        /** The failure's one-line reason, as the reports show it beside the test; empty unless it failed. */
        public Optional<String> failureReason() {
            return failure.flatMap(message -> outcome.failureReason());
        }
    }

    /** The check of {@code codec}, offered its output of {@code payload}'s value too; empty when not enabled. */
    public <T> Optional<Finding> check(Codec<T> codec, Payload<T> payload, Duration limit) {
        if (!enabled) {
            return Optional.empty();
        }
        UntrustedTypesOutcome outcome = UntrustedTypes.check(codec, Optional.of(payload.value()), limit);
        if (outcome instanceof UntrustedTypesOutcome.Instantiated && accepted.contains(codec.name())) {
            return Optional.of(new Finding(outcome, outcome.summary() + "; accepted: " + because, Optional.empty()));
        }
        return Optional.of(new Finding(outcome, outcome.summary(), outcome.failureMessage(payload.title(codec.name()))));
    }
}
