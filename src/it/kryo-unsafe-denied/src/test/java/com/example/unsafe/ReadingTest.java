package com.example.unsafe;

import dev.serguard.SerializationResult;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.payload.Size;
import dev.serguard.junit.SerializationTest;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertTrue;

class ReadingTest {

    static Reading payload(Size size, Random random) {
        List<String> tags = new ArrayList<>(List.of("roof", "north"));
        return new Reading(new UUID(random.nextLong(), random.nextLong()), random.nextLong(), random.nextDouble(),
                random.nextInt(100), tags);
    }

    @SerializationTest
    @PayloadSizes(Size.TINY)
    void readings(SerializationResult<Reading> result) {
        assertTrue(result.passed());
    }
}
