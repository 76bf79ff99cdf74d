package dev.serguard.assertj.error;

import org.apiguardian.api.API;
import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/** Creates the message for a result over a budget: the budget package's wording, verbatim. */
@API(status = EXPERIMENTAL, since = "0.1")
public class ShouldBeWithinBudget extends BasicErrorMessageFactory {

    /** {@code Serialization budget exceeded for kryo · LARGE (Order)} and a line per budget. */
    public static ErrorMessageFactory shouldBeWithinBudget(String budgetMessage) {
        return new ShouldBeWithinBudget(budgetMessage);
    }

    private ShouldBeWithinBudget(String message) {
        super("%n%s", unquotedString(message));
    }
}
