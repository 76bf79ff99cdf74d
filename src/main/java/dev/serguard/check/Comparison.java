package dev.serguard.check;

import org.apiguardian.api.API;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * The verdict of one round-trip comparison: the first difference, if any, and what was noticed
 * without failing.
 *
 * <pre>{@code
 * Comparison comparison = DeepEquality.compare(written, read, ComparisonOptions.defaults());
 * comparison.difference().ifPresent(d -> fail(d.toString()));
 * comparison.notes().forEach(System.out::println);
 *   // Shipment.shipping and Shipment.billing are one object when written, two when read
 *   // Money.currency (transient) was USD, came back null
 * }</pre>
 *
 * @param difference the first difference, empty when the values are equal
 * @param notes      what differs without being a failure (transient fields, ignored paths,
 *                   aliasing, sort order of a natural-order map read back unsorted, content
 *                   serguard cannot read), each once, the first 20 kept; never {@code null}
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Comparison(Optional<Difference> difference, List<String> notes) {

    public Comparison {
        Objects.requireNonNull(difference, "difference");
        notes = List.copyOf(notes);
    }

    /** Whether no difference was found. */
    public boolean isEqual() {
        return difference.isEmpty();
    }
}
