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
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface PayloadSource {

    /** Name of a static method in the test class. */
    String value();

    /** The seed of the {@code Random} handed to the method. */
    long seed() default dev.serguard.payload.Payload.DEFAULT_SEED;
}
