package dev.serguard.assertj.error;

import org.apiguardian.api.API;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** Creates the message for a codec that instantiated a class it was not told about, or that could not be checked. */
@API(status = EXPERIMENTAL, since = "0.1")
public class ShouldRefuseUntrustedTypes extends BasicErrorMessageFactory {

    /** The check's own message: {@code Untrusted-types check failed for kryo (Order)}, the class and the setting that closes it. */
    public static ErrorMessageFactory shouldRefuseUntrustedTypes(String message) {
        return new ShouldRefuseUntrustedTypes(message);
    }

    /** {@code Untrusted-types check could not check own (Order): …}: an assertion that it refuses never passes unproven. */
    public static ErrorMessageFactory shouldBeCheckable(String subject, String reason) {
        return new ShouldRefuseUntrustedTypes("Untrusted-types check could not check " + subject + ": " + reason);
    }

    private ShouldRefuseUntrustedTypes(String message) {
        super("%n%s", unquotedString(message));
    }
}
