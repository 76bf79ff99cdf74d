package dev.serguard.assertj.error;

import dev.serguard.check.ThreadSafetyReport;
import org.apiguardian.api.API;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** Creates the message for a codec that failed the thread-safety check: the check's wording, verbatim. */
@API(status = EXPERIMENTAL, since = "0.1")
public class ShouldBeThreadSafe extends BasicErrorMessageFactory {

    /**
     * {@code Thread-safety check failed for kryo-shared · 4 values (Order)}, then the counts and
     * what to do.
     */
    public static ErrorMessageFactory shouldBeThreadSafe(ThreadSafetyReport report) {
        return new ShouldBeThreadSafe(report.failureMessage().orElseThrow());
    }

    private ShouldBeThreadSafe(String message) {
        super("%n%s", unquotedString(message));
    }
}
