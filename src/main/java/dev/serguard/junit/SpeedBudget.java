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
 * Upper limits on time per operation, in nanoseconds. A limit fails only when the measured
 * median's confidence interval lies wholly above it; a median over it whose interval still
 * reaches it is reported, not failed.
 *
 * <pre>{@code
 * @SpeedBudget(codec = {"kryo", "smile"}, maxDeserializeNanos = 7_000)
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class (then for every such method); repeatable.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(SpeedBudget.List.class)
public @interface SpeedBudget {

    /** The codecs it applies to: {@code "*"} (the default) for all, or names. */
    String[] codec() default "*";

    /** The payload sizes it applies to; all of the test's when empty (the default). */
    dev.serguard.payload.Size[] payload() default {};

    /** Most ns per serialize; {@code -1}: no limit. */
    long maxSerializeNanos() default -1;

    /** Most ns per deserialize; {@code -1}: no limit. */
    long maxDeserializeNanos() default -1;

    /** Most ns per serialize-then-deserialize; {@code -1}: no limit. */
    long maxRoundTripNanos() default -1;

    /** Holds several {@link SpeedBudget}s. */
    @Target({ElementType.METHOD, ElementType.TYPE})
    @Retention(RetentionPolicy.RUNTIME)
    @Documented
    @interface List {
        SpeedBudget[] value();
    }
}
