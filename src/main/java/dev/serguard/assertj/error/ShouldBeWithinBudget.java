package dev.serguard.assertj.error;

import org.assertj.core.error.BasicErrorMessageFactory;
import org.assertj.core.error.ErrorMessageFactory;

/** Creates the message for a result over a budget: the budget package's wording, verbatim. */
public class ShouldBeWithinBudget extends BasicErrorMessageFactory {

    /** {@code Serialization budget exceeded for kryo · LARGE (Order)} and a line per budget. */
    public static ErrorMessageFactory shouldBeWithinBudget(String budgetMessage) {
        return new ShouldBeWithinBudget(budgetMessage);
    }

    private ShouldBeWithinBudget(String message) {
        super("%n%s", unquotedString(message));
    }
}
