package com.example.wire;

import dev.serguard.SerializationResult;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.junit.SerializationTest;
import dev.serguard.junit.ThreadSafetyCheck;
import dev.serguard.junit.WireFormat;
import dev.serguard.payload.Size;

import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertTrue;

// Every built-in codec on the team's Item. Its bytes go to a cache that other services read:
// the format is frozen, so bytes that differ from the recorded ones fail too.
@WireFormat(WireFormat.Policy.FROZEN)
@ThreadSafetyCheck(enabled = false)
class BuiltInsTest {

    static Item payload(Size size, Random random) {
        return Items.sample(random);
    }

    @SerializationTest
    @PayloadSizes(Size.SMALL)
    void items(SerializationResult<Item> result) {
        assertTrue(result.passed());
    }
}
