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
 * absent.
 *
 * <pre>{@code
 * @SerializationTest
 * @PayloadSizes({Size.TINY, Size.HUGE})
 * void orders() { }
 * }</pre>
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface PayloadSizes {

    Size[] value();
}
