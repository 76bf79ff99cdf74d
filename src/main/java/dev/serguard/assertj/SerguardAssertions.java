package dev.serguard.assertj;

import dev.serguard.SerializationResult;
import dev.serguard.codec.Codec;
import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;

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
 * assertThat(codec).isThreadSafe(List.of(order1, order2, order3, order4));
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
public final class SerguardAssertions {

    private SerguardAssertions() {
    }

    public static <T> SerializationResultAssert<T> assertThat(SerializationResult<T> actual) {
        return new SerializationResultAssert<>(actual);
    }

    public static <T> CodecAssert<T> assertThat(Codec<T> actual) {
        return new CodecAssert<>(actual);
    }
}
