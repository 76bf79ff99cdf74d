package dev.serguard.junit;

import dev.serguard.payload.Size;
import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * The size classes a {@link SerializationTest} runs at; {@code SMALL} and {@code LARGE} when
 * absent. {@code -Dserguard.sizes=SMALL} runs only the sizes named there, of those declared.
 *
 * <pre>{@code
 * @SerializationTest
 * @PayloadSizes(value = {Size.TINY, Size.HUGE}, samples = 3)
 * void orders() { }   // TINY, TINY#2, TINY#3, HUGE, HUGE#2, HUGE#3
 * }</pre>
 *
 * <p>{@code samples} lives here, beside the sizes, because it says how many payloads each of
 * them gets: together they describe the payloads, as a source annotation does for a
 * {@code @ParameterizedTest}, while {@link SerializationTest} only makes the method a test.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface PayloadSizes {

    Size[] value();

    /**
     * How many payloads each size gets, each made from its own seed: the first from the test's
     * seed (named {@code SMALL}, the payload of a test without samples), the others from seeds
     * derived from it (named {@code SMALL#2}, {@code SMALL#3}, …). One random value per size can
     * miss a bug that only some values show. A budget naming a size holds for all its samples.
     */
    int samples() default 1;
}
