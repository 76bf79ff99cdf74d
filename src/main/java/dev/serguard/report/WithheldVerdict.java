package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.baseline.BaselineEntry;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import dev.serguard.budget.VerdictFormat;
import dev.serguard.gate.CheckOutcome;
import org.apiguardian.api.API;

import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A verdict serguard withheld: a figure past its budget or its baseline that did not fail the
 * test because the data could not carry a verdict (a time whose interval still reaches the
 * limit, or times not to be trusted here). The reports list each one, so that a slowdown never
 * passes in silence: the console summary, {@code report.html} and {@code results.json}.
 *
 * <pre>{@code
 * WithheldVerdict withheld = new WithheldVerdict("OrderTests.orders", result, verdict);
 * System.out.println(withheld.announcement());
 * }</pre>
 *
 * @param test    the test method, {@code OrderTests.orders}
 * @param result  the result judged
 * @param verdict the verdict withheld: past its budget or its baseline, with the reason
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record WithheldVerdict(String test, SerializationResult<?> result, Verdict verdict) {

    public WithheldVerdict {
        Objects.requireNonNull(test, "test");
        Objects.requireNonNull(result, "result");
        Objects.requireNonNull(verdict, "verdict");
    }

    /** What was judged. */
    public Metric metric() {
        return verdict.metric();
    }

    /** The verdict's line, saying why it was withheld, laid out to read on one line. */
    public String line() {
        return verdict.compactLine();
    }

    /** {@code kryo · SMALL (Order) in OrderTests.orders: serialize  45 012 ns/op …}: what the reports list. */
    public String summary() {
        return result.title() + " in " + test + ": " + line();
    }

    /**
     * {@code Verdict withheld for kryo · SMALL (Order) in OrderTests.orders: baseline serialize +26.2 %, allowed +15.0 %: …}:
     * the greppable line a test prints, the figure by its change and why it was withheld, fitted to the console ({@link ConsoleLines}).
     */
    public String announcement() {
        return ConsoleLines.fit("Verdict withheld for " + brief());
    }

    /** {@code kryo · SMALL (Order) in OrderTests.orders: baseline serialize +26.2 %, allowed +15.0 %: why}: the console's line. */
    public String brief() {
        String figure = CheckOutcome.of(verdict, CheckOutcome.Decision.WITHHELD).gist();
        String limit = verdict.limit() instanceof Verdict.Limit.Allowed allowed ? ", allowed " + VerdictFormat.percent(allowed.fraction()) : "";
        String why = verdict.reason().orElse(verdict.outcome() == Verdict.Status.NOT_CLEARLY_OVER ? "over its limit, but its rounds reach it" : "");
        return result.title() + " in " + test + ": " + CheckOutcome.Kind.of(verdict).label() + " " + figure + limit
                + (why.isEmpty() ? "" : ": " + why);
    }

    /** {@code serializeTime}: the metric's name in results.json, as baseline files name it. */
    public String metricKey() {
        return BaselineEntry.key(metric());
    }
}
