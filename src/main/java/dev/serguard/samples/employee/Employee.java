package dev.serguard.samples.employee;

import org.apiguardian.api.API;

import java.io.Serializable;
import java.util.List;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * A small record: two longs, a name and a list of department names, the list being what
 * {@link Employees#factory()} grows to reach a size class. Use a mutable list such as
 * {@link java.util.ArrayList} (some codecs cannot rebuild unmodifiable wrappers).
 *
 * <pre>{@code
 * Employee ada = new Employee(1L, "Ada Lovelace", 1_387_670_400_000L, new ArrayList<>(List.of("Engineering")));
 * }</pre>
 *
 * @param id          the employee number
 * @param name        the full name
 * @param timestamp   when the record was last changed, in epoch milliseconds
 * @param departments the departments the employee belongs to
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record Employee(long id, String name, long timestamp, List<String> departments) implements Serializable {
}
