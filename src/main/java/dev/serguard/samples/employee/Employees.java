package dev.serguard.samples.employee;

import dev.serguard.internal.Json;
import dev.serguard.payload.PayloadFactory;
import dev.serguard.payload.RandomText;
import dev.serguard.payload.Size;
import org.apiguardian.api.API;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Random {@link Employee}s for the size classes. An employee with one department is about 90 bytes
 * of JSON; each class adds department names (ASCII with some non-ASCII words, 10 to 30 characters)
 * for as long as the JSON stays within the nominal size.
 *
 * <pre>{@code
 * Employee large = Employees.factory().create(Size.LARGE, new Random(Payload.DEFAULT_SEED));
 * }</pre>
 */
@API(status = EXPERIMENTAL, since = "0.1")
public final class Employees {

    /** 2013-12-22T00:00:00Z; timestamps fall in the year after. */
    private static final long EPOCH_MILLIS = 1_387_670_400_000L;
    private static final long YEAR_MILLIS = 365L * 86_400_000L;

    private Employees() {
    }

    /** A factory for the size classes, as described in the class documentation. */
    public static PayloadFactory<Employee> factory() {
        return Employees::create;
    }

    private static Employee create(Size size, Random random) {
        long id = 1 + random.nextInt(1_000_000);
        String name = RandomText.personName(random);
        long timestamp = EPOCH_MILLIS + (long) (random.nextDouble() * YEAR_MILLIS);
        List<String> departments = new ArrayList<>();
        departments.add(department(random));
        int length = jsonLength(id, name, timestamp, departments);
        while (true) {
            String next = department(random);
            int grown = length + Json.stringLength(next) + 1; // +1: the comma before it
            if (grown > size.nominalJsonBytes()) {
                return new Employee(id, name, timestamp, departments);
            }
            departments.add(next);
            length = grown;
        }
    }

    private static String department(Random random) {
        return RandomText.sentence(random, 10 + random.nextInt(21));
    }

    /** Compact JSON length of the record as a plain Jackson {@code ObjectMapper} writes it. */
    static int jsonLength(long id, String name, long timestamp, List<String> departments) {
        int content = 0;
        for (String department : departments) {
            content += Json.stringLength(department);
        }
        return Json.containerLength(4, Json.memberLength("id", Json.numberLength(id))
                + Json.memberLength("name", Json.stringLength(name))
                + Json.memberLength("timestamp", Json.numberLength(timestamp))
                + Json.memberLength("departments", Json.containerLength(departments.size(), content)));
    }
}
