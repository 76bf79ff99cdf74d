package com.example.versions;

import dev.serguard.SerializationResult;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** The built-in codecs on the team's own type, with the versions of this project's pom. */
class VersionsTest {

    static Shipment payload(Size size, Random random) {
        List<String> items = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            items.add("SKU-" + random.nextInt(100_000));
        }
        return new Shipment(new UUID(random.nextLong(), random.nextLong()),
                Instant.ofEpochSecond(1_790_000_000L + random.nextInt(1_000_000), random.nextInt(1_000_000_000)),
                random.nextBoolean() ? Optional.of("fragile") : Optional.empty(), items);
    }

    @SerializationTest
    @PayloadSizes(Size.TINY)
    void shipments(SerializationResult<Shipment> result) {
        assertTrue(result.passed());
    }
}
