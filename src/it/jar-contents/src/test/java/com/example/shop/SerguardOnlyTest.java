package com.example.shop;

import dev.serguard.SerializationResult;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.payload.Size;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertTrue;

// Compiles only if serguard brings junit-jupiter-api: the project declares no JUnit itself.
class SerguardOnlyTest {

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void builtIns(SerializationResult<?> result) {
        assertTrue(result.failure().isEmpty());
    }

    @Test
    void plainJUnit() {
    }
}
