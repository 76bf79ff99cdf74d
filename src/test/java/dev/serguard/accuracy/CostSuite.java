package dev.serguard.accuracy;

import dev.serguard.SerializationResult;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import dev.serguard.samples.car.Car;
import dev.serguard.samples.employee.Employee;
import dev.serguard.samples.media.MediaContent;

/**
 * What a team's suite pays per codec × size, for {@code cost}: every built-in codec over the three
 * built-in models at the sizes of at most 10 KB, through the JUnit extension with everything it
 * checks (round trip, sizes, thread safety, times and allocation). Not named like a test: only
 * {@link Accuracy}'s {@code Suite} runs it, in a JVM of its own.
 */
class CostSuite {

    @SerializationTest
    @PayloadSizes({Size.TINY, Size.SMALL, Size.MEDIUM})
    void media(SerializationResult<MediaContent> result) {
    }

    @SerializationTest
    @PayloadSizes({Size.TINY, Size.SMALL, Size.MEDIUM})
    void cars(SerializationResult<Car> result) {
    }

    @SerializationTest
    @PayloadSizes({Size.TINY, Size.SMALL, Size.MEDIUM})
    void employees(SerializationResult<Employee> result) {
    }
}
