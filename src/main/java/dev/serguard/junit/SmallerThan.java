package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * The codec's serialized form must be at least {@code factor} times smaller than codec
 * {@code than}'s for the same payload: {@code size(than) / size(codec) ≥ factor}; 1.25 means at
 * most 0.8× the size.
 *
 * <pre>{@code
 * @SmallerThan(codec = "smile", than = "json", factor = 1.25)
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class (then for every such method); repeatable.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(SmallerThan.List.class)
public @interface SmallerThan {

    /** The codecs it applies to: {@code "*"} (the default) for all, or names. */
    String[] codec() default "*";

    /** The payload sizes it applies to; all of the test's when empty (the default). */
    dev.serguard.payload.Size[] payload() default {};

    /** The codec compared with; must be one of the test's codecs. */
    String than();

    /** How many times smaller, {@code > 0}. */
    double factor();

    /** Compare deflated sizes instead of raw ones. */
    boolean deflated() default false;

    /** Holds several {@link SmallerThan}s. */
    @Target({ElementType.METHOD, ElementType.TYPE})
    @Retention(RetentionPolicy.RUNTIME)
    @Documented
    @interface List {
        SmallerThan[] value();
    }
}
