package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Names the static methods of the test class that supply the codecs of a
 * {@link SerializationTest}. Each returns a {@code Stream}, {@code Collection} or array of
 * {@code Codec}, or a {@code CodecSet}, and takes no arguments. Without this annotation a method
 * named {@code codecs} is used if there is one, else every built-in codec for the payload type.
 *
 * <pre>{@code
 * @SerializationTest
 * @CodecSource("productionCodecs")
 * void orders() { }
 *
 * static Stream<Codec<Order>> productionCodecs() {
 *     return Stream.of(JacksonCodecs.json(Mappers.production(), Order.class));
 * }
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface CodecSource {

    /** Names of static methods in the test class. */
    String[] value();
}
