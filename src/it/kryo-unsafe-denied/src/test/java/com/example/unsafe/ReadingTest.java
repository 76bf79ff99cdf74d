package com.example.unsafe;

import dev.serguard.SerializationResult;
import dev.serguard.junit.PayloadSizes;
import dev.serguard.payload.Size;
import dev.serguard.junit.SerializationTest;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;

import static org.junit.jupiter.api.Assertions.assertThrows;
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

    // The JVM really denies Unsafe here (pom.xml's argLine): what made Kryo fail before.
    @Test
    void unsafeMemoryAccess_isDenied() throws Exception {
        assertTrue(ManagementFactory.getRuntimeMXBean().getInputArguments().contains("--sun-misc-unsafe-memory-access=deny"));
        Class<?> unsafeClass = Class.forName("sun.misc.Unsafe");
        java.lang.reflect.Field theUnsafe = unsafeClass.getDeclaredField("theUnsafe");
        theUnsafe.setAccessible(true);
        Object unsafe = theUnsafe.get(null);
        java.lang.reflect.Method offset = unsafeClass.getMethod("objectFieldOffset", java.lang.reflect.Field.class);
        java.lang.reflect.InvocationTargetException denied = assertThrows(java.lang.reflect.InvocationTargetException.class,
                () -> offset.invoke(unsafe, Reading.class.getDeclaredField("quality")));
        assertTrue(denied.getCause() instanceof UnsupportedOperationException);
    }
}
