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
 * Upper limits on serialized size, in bytes, before and after deflate; exact, no noise.
 *
 * <pre>{@code
 * @SizeBudget(codec = "kryo", maxBytes = 300)
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class (then for every such method); repeatable.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(SizeBudget.List.class)
public @interface SizeBudget {

    /** The codecs it applies to: {@code "*"} (the default) for all, or names. */
    String[] codec() default "*";

    /** The payload sizes it applies to; all of the test's when empty (the default). */
    dev.serguard.payload.Size[] payload() default {};

    /** Most bytes serialized; {@code -1}: no limit. */
    long maxBytes() default -1;

    /** Most bytes after deflate; {@code -1}: no limit. */
    long maxDeflatedBytes() default -1;

    /** Holds several {@link SizeBudget}s. */
    @Target({ElementType.METHOD, ElementType.TYPE})
    @Retention(RetentionPolicy.RUNTIME)
    @Documented
    @interface List {
        SizeBudget[] value();
    }
}
