package dev.serguard.assertj;

import dev.serguard.SerializationResult;
import dev.serguard.budget.Budget;
import dev.serguard.budget.Budgets;
import dev.serguard.budget.CodecSelector;
import dev.serguard.budget.Metric;
import dev.serguard.budget.Verdict;
import org.apiguardian.api.API;
import org.assertj.core.api.AbstractAssert;

import java.util.List;
import java.util.Optional;

import static dev.serguard.assertj.error.ShouldBeWithinBudget.shouldBeWithinBudget;
import static dev.serguard.assertj.error.ShouldRoundTrip.shouldRoundTrip;
import static org.apiguardian.api.API.Status.STABLE;

/**
 * Assertions on a {@link SerializationResult}. Limits are judged as budgets are: sizes and
 * allocation exactly, times only when clearly past the limit given their confidence interval.
 *
 * <pre>{@code
 * assertThat(result).roundTrips().hasSerializedSizeAtMost(512).serializesWithinNanos(5_000);
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public class SerializationResultAssert<T> extends AbstractAssert<SerializationResultAssert<T>, SerializationResult<T>> {

    public SerializationResultAssert(SerializationResult<T> actual) {
        super(actual, SerializationResultAssert.class);
    }

    /** The value read back equals the one written, field by field, and nothing threw. */
    public SerializationResultAssert<T> roundTrips() {
        isNotNull();
        if (!actual.passed()) {
            throwAssertionError(shouldRoundTrip(actual));
        }
        return myself;
    }

    /** Serialized form of at most {@code maxBytes}. */
    public SerializationResultAssert<T> hasSerializedSizeAtMost(long maxBytes) {
        return within(Metric.SIZE, maxBytes, "hasSerializedSizeAtMost(" + maxBytes + ")");
    }

    /** Deflated serialized form of at most {@code maxBytes}. */
    public SerializationResultAssert<T> hasDeflatedSizeAtMost(long maxBytes) {
        return within(Metric.DEFLATED_SIZE, maxBytes, "hasDeflatedSizeAtMost(" + maxBytes + ")");
    }

    /** Serialize and deserialize each allocate at most {@code maxBytes} per operation. */
    public SerializationResultAssert<T> hasAllocationPerOpAtMost(long maxBytes) {
        within(Metric.SERIALIZE_ALLOCATION, maxBytes, "hasAllocationPerOpAtMost(" + maxBytes + ")");
        return within(Metric.DESERIALIZE_ALLOCATION, maxBytes, "hasAllocationPerOpAtMost(" + maxBytes + ")");
    }

    /** Serialize takes at most {@code maxNanos} per operation, beyond doubt. */
    public SerializationResultAssert<T> serializesWithinNanos(long maxNanos) {
        return within(Metric.SERIALIZE_TIME, maxNanos, "serializesWithinNanos(" + maxNanos + ")");
    }

    /** Deserialize takes at most {@code maxNanos} per operation, beyond doubt. */
    public SerializationResultAssert<T> deserializesWithinNanos(long maxNanos) {
        return within(Metric.DESERIALIZE_TIME, maxNanos, "deserializesWithinNanos(" + maxNanos + ")");
    }

    private SerializationResultAssert<T> within(Metric metric, long max, String assertion) {
        isNotNull();
        Budget budget = new Budget.Limit(CodecSelector.of(CodecSelector.ALL), List.of(), metric, max, "assertThat(result)." + assertion);
        List<Verdict> verdicts = Budgets.judge(List.of(budget), actual, codec -> Optional.empty());
        Budgets.failureMessage(actual, verdicts).ifPresent(message -> throwAssertionError(shouldBeWithinBudget(message)));
        return myself;
    }
}
