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
 * The codec must be at least {@code factor} times as fast as codec {@code than} on the same
 * payload, in the same run: {@code time(than) / time(codec) ≥ factor}. Judged with both
 * confidence intervals, failing only when clearly short.
 *
 * <pre>{@code
 * @FasterThan(codec = "kryo", than = "json", factor = 1.5)
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class (then for every such method); repeatable.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(FasterThan.List.class)
public @interface FasterThan {

    /** The codecs it applies to: {@code "*"} (the default) for all, or names. */
    String[] codec() default "*";

    /** The payload sizes it applies to; all of the test's when empty (the default). */
    dev.serguard.payload.Size[] payload() default {};

    /** The codec compared with; must be one of the test's codecs. */
    String than();

    /** How many times as fast, {@code > 0}: 1.5 means at least 1.5× as fast. */
    double factor();

    /** Which operation is compared. */
    Operation operation() default Operation.ROUND_TRIP;

    /** The operations {@link FasterThan} can compare. */
    enum Operation { SERIALIZE, DESERIALIZE, ROUND_TRIP }

    /** Holds several {@link FasterThan}s. */
    @Target({ElementType.METHOD, ElementType.TYPE})
    @Retention(RetentionPolicy.RUNTIME)
    @Documented
    @interface List {
        FasterThan[] value();
    }
}
