package dev.serguard.budget;

import java.util.Objects;

/**
 * How a result fared against one budget.
 *
 * @param outcome passed, failed, over the budget but not clearly (a time whose confidence
 *                interval still reaches the budget), or over it in an environment whose times mean
 *                nothing (an agent, a debugger) or before the compiled state; the last two are reported
 *                and do not fail
 * @param line    one line for the message: metric, measured value with spread, budget, margin,
 *                where it was declared
 */
public record Verdict(Outcome outcome, String line) {

    public enum Outcome { PASSED, NOT_CLEARLY_OVER, UNTRUSTED, FAILED }

    public Verdict {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(line, "line");
    }

    public boolean failed() {
        return outcome == Outcome.FAILED;
    }

    /** Over the budget, but reported instead of failing. */
    public boolean warning() {
        return outcome == Outcome.NOT_CLEARLY_OVER || outcome == Outcome.UNTRUSTED;
    }
}
