package dev.serguard.report;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Verdict;
import org.apiguardian.api.API;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * One codec measured on one payload, as the reports show it: the test that measured it, its
 * figures, and its verdicts against its baseline. What the gate decided of it is the part's
 * {@link dev.serguard.gate.InvocationOutcome} of the same test, codec and payload.
 *
 * <pre>{@code
 * Invocation invocation = Invocation.of("OrderTests.orders", result, verdicts);
 * invocation.heading();     // OrderTests.orders · Order · SMALL
 * }</pre>
 *
 * @param test     the test method, {@code OrderTests.orders}; empty where no test ran it (the shootout)
 * @param result   its figures, sizes, failure and notes
 * @param baseline its verdicts against its baseline; empty where none was compared
 */
@API(status = EXPERIMENTAL, since = "0.4")
public record Invocation(Optional<String> test, SerializationResult<?> result, List<Verdict> baseline) {

    public Invocation {
        Objects.requireNonNull(test, "test");
        Objects.requireNonNull(result, "result");
        baseline = List.copyOf(baseline);
    }

    /** What a test measured, with its verdicts against its baseline. */
    public static Invocation of(String test, SerializationResult<?> result, List<Verdict> baseline) {
        return new Invocation(Optional.of(test), result, baseline);
    }

    /** What was measured outside a test, judged against no baseline. */
    public static Invocation of(SerializationResult<?> result) {
        return new Invocation(Optional.empty(), result, List.of());
    }

    /**
     * {@code OrderTests.orders · Order · SMALL}: the block and section it is shown in, so that two
     * tests' results on payloads of one name stay apart; the payload alone outside a test.
     */
    public String heading() {
        return test.map(name -> name + " · ").orElse("") + result.payload();
    }
}
