package dev.serguard;

import dev.serguard.check.ComparisonOptions;
import org.apiguardian.api.API;

import java.time.Duration;
import java.util.Objects;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How serguard checks a codec, apart from timing it: how long one call into the codec may run
 * before it counts as hung, and how the round trip is compared. Immutable; {@code with…} methods
 * return copies.
 *
 * <pre>{@code
 * CheckSettings strict = CheckSettings.defaults().withCallLimit(Duration.ofSeconds(5))
 *         .withComparison(ComparisonOptions.defaults().withTransientFields());
 * List<SerializationResult<Order>> results = Serguard.check(codecs, payload, strict);
 * CheckSettings openApi = CheckSettings.defaults()
 *         .withComparison(ComparisonOptions.defaults().withIgnored("components.schemas[*].jsonSchema"));
 * }</pre>
 *
 * @param callLimit  how long one call into a codec (a serialize, a deserialize, one timed batch)
 *                   may run before it fails that codec as hung
 * @param comparison how what was read back is compared with what was written
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record CheckSettings(Duration callLimit, ComparisonOptions comparison) {

    private static final CheckSettings DEFAULTS = new CheckSettings(Duration.ofSeconds(30), ComparisonOptions.defaults());

    public CheckSettings {
        Objects.requireNonNull(callLimit, "callLimit");
        Objects.requireNonNull(comparison, "comparison");
        if (callLimit.isNegative() || callLimit.isZero()) {
            throw new IllegalArgumentException("callLimit must be positive but was " + callLimit);
        }
    }

    /** A 30 s call limit, and the default comparison ({@link ComparisonOptions#defaults()}). */
    public static CheckSettings defaults() {
        return DEFAULTS;
    }

    public CheckSettings withCallLimit(Duration callLimit) {
        return new CheckSettings(callLimit, comparison);
    }

    public CheckSettings withComparison(ComparisonOptions comparison) {
        return new CheckSettings(callLimit, comparison);
    }
}
