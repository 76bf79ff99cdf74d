package dev.serguard.assertj.error;

import dev.serguard.check.robust.RobustnessReport;
import org.apiguardian.api.API;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** Creates the message for a codec that failed the robustness check: the check's wording, verbatim. */
@API(status = EXPERIMENTAL, since = "0.1")
public class ShouldBeRobust extends BasicErrorMessageFactory {

    /**
     * {@code Robustness check failed for kryo · 1 value (Order): deserialize of truncated input
     * (offset 17 of 92) …}, then the counts, the bounds, the failed inputs and how to reproduce.
     */
    public static ErrorMessageFactory shouldBeRobust(RobustnessReport report) {
        return new ShouldBeRobust(report.failureMessage().orElseThrow());
    }

    private ShouldBeRobust(String message) {
        super("%n%s", unquotedString(message));
    }
}
