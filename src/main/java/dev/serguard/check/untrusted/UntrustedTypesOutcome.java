package dev.serguard.check.untrusted;

import org.apiguardian.api.API;

import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * What the untrusted-types check found for one codec: it refused the probe class, instantiated
 * it, cannot be offered one (its wire format names no class), or could not be checked.
 *
 * <pre>{@code
 * UntrustedTypesOutcome outcome = UntrustedTypes.check(codec, Optional.of(order), Duration.ofSeconds(30));
 * System.out.println(outcome.summary());      // instantiated dev.serguard.check.untrusted.UntrustedTypeProbe (Kryo (registration))
 * outcome.failureMessage("kryo · SMALL (Order)").ifPresent(message -> { throw new AssertionError(message); });
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public sealed interface UntrustedTypesOutcome {

    /** The codec's name. */
    String codec();

    /** One line for a report entry, starting with the outcome: {@code refused}, {@code instantiated}, {@code not applicable} or {@code not checked}. */
    String summary();

    /** For {@link Instantiated} only: the message that fails a test; {@code subject} names codec and payload, as in {@code kryo · SMALL (Order)}. */
    default Optional<String> failureMessage(String subject) {
        return Optional.empty();
    }

    /** For {@link Instantiated} only: the failure's one-line reason, as the reports show it beside the test. */
    default Optional<String> failureReason() {
        return Optional.empty();
    }

    /**
     * The codec read every input without making the probe.
     *
     * @param library   what decided, as in {@code Kryo (registration)}
     * @param refusedBy what refused it: the exception it threw, or what it read instead
     */
    record Refused(String codec, String library, String refusedBy) implements UntrustedTypesOutcome {
        public Refused {
            Objects.requireNonNull(codec, "codec");
            Objects.requireNonNull(library, "library");
            Objects.requireNonNull(refusedBy, "refusedBy");
        }

        @Override
        public String summary() {
            return "refused by " + library + ": " + refusedBy;
        }
    }

    /**
     * The codec made an instance of {@code className}, a class no model told it about.
     *
     * @param shape how the input named it
     * @param fix   the setting that closes it
     */
    record Instantiated(String codec, String library, String className, String shape, String fix) implements UntrustedTypesOutcome {
        public Instantiated {
            Objects.requireNonNull(codec, "codec");
            Objects.requireNonNull(library, "library");
            Objects.requireNonNull(className, "className");
            Objects.requireNonNull(shape, "shape");
            Objects.requireNonNull(fix, "fix");
        }

        @Override
        public String summary() {
            return "instantiated " + className + " (" + library + ")";
        }

        @Override
        public Optional<String> failureMessage(String subject) {
            return Optional.of("Untrusted-types check failed for " + subject + "\n"
                    + "  " + instantiated() + "\n"
                    + "  offered as    " + shape + "\n"
                    + "  closes it     " + fix);
        }

        @Override
        public Optional<String> failureReason() {
            return Optional.of("Untrusted-types check failed: " + instantiated());
        }

        private String instantiated() {
            return "instantiated  " + className + ", a class it was not told about";
        }
    }

    /** The codec's wire format names no class: nothing to offer, said as it is and not as a pass. */
    record NotApplicable(String codec, String reason) implements UntrustedTypesOutcome {
        public NotApplicable {
            Objects.requireNonNull(codec, "codec");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String summary() {
            return "not applicable: " + reason;
        }
    }

    /** serguard could not offer the codec a class: {@code reason} says why. Never a refusal. */
    record NotChecked(String codec, String reason) implements UntrustedTypesOutcome {
        public NotChecked {
            Objects.requireNonNull(codec, "codec");
            Objects.requireNonNull(reason, "reason");
        }

        @Override
        public String summary() {
            return "not checked: " + reason;
        }
    }
}
