package dev.serguard.assertj;

import dev.serguard.SerializationResult;

/**
 * Entry point of serguard's AssertJ assertions.
 *
 * <pre>{@code
 * import static dev.serguard.assertj.SerguardAssertions.assertThat;
 *
 * assertThat(Serguard.measure(codec, order))
 *         .roundTrips()
 *         .hasSerializedSizeAtMost(512)
 *         .hasAllocationPerOpAtMost(4_096);
 * }</pre>
 */
public final class SerguardAssertions {

    private SerguardAssertions() {
    }

    public static <T> SerializationResultAssert<T> assertThat(SerializationResult<T> actual) {
        return new SerializationResultAssert<>(actual);
    }
}
