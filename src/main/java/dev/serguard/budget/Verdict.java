package dev.serguard.budget;

import java.util.Objects;

/**
 * How a result fared against one budget.
 *
 * @param outcome passed, failed, or over the budget but not clearly (a time whose confidence
 *                interval still reaches the budget), which is reported and does not fail
 * @param line    one line for the message: metric, measured value with spread, budget, margin,
 *                where it was declared
 */
public record Verdict(Outcome outcome, String line) {

    public enum Outcome { PASSED, NOT_CLEARLY_OVER, FAILED }

    public Verdict {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(line, "line");
    }

    public boolean failed() {
        return outcome == Outcome.FAILED;
    }
}
