package dev.serguard.assertj.error;

import dev.serguard.SerializationResult;
import org.apiguardian.api.API;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** Creates the message for a result whose round trip failed, threw or timed out. */
@API(status = EXPERIMENTAL, since = "0.1")
public class ShouldRoundTrip extends BasicErrorMessageFactory {

    /**
     * {@code Round trip failed for kryo · LARGE (Order)} and the path of the first difference,
     * or what the codec threw.
     */
    public static ErrorMessageFactory shouldRoundTrip(SerializationResult<?> actual) {
        return new ShouldRoundTrip(actual.failureMessage().orElseThrow());
    }

    private ShouldRoundTrip(String message) {
        super("%n%s", unquotedString(message));
    }
}
