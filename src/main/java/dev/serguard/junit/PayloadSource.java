package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Names the static method of the test class that makes the payloads of a
 * {@link SerializationTest}: {@code static T name(Size size, Random random)}, deterministic for
 * a given seed. Without this annotation a method named {@code payload} is used if there is one;
 * else the payload type must be one of the built-in models, named by the test's
 * {@code SerializationResult<MediaContent>} parameter.
 *
 * <pre>{@code
 * @SerializationTest
 * @PayloadSource("order")
 * void orders(SerializationResult<Order> result) { }
 *
 * static Order order(Size size, Random random) { return Orders.random(random, size); }
 * }</pre>
 *
 * <p>Named fixtures, as JUnit's {@code @MethodSource} gives a parameterized test its own values:
 * a method without parameters that returns a {@code Map<String, T>} makes one payload per entry,
 * named by its key ({@code kryo · refund (Order, 312 B)}), instead of one per size. It is called
 * again for each fresh copy a codec gets, so it must return equal values each time; sizes,
 * {@code samples} and the seed do not apply to it.
 *
 * <pre>{@code
 * @SerializationTest
 * @PayloadSource("orders")
 * void edgeCases(SerializationResult<Order> result) { }
 *
 * static Map<String, Order> orders() {
 *     return Map.of("empty", Order.empty(), "refund", Orders.refund(), "unicode", Orders.withNote("Grüße 🎉"));
 * }
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface PayloadSource {

    /** Name of a static method in the test class. */
    String value();

    /** The seed of the {@code Random} handed to the method; {@code -Dserguard.seed=N} overrides it. */
    long seed() default dev.serguard.payload.Payload.DEFAULT_SEED;
}
