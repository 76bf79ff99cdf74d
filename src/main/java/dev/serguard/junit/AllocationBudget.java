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
 * Upper limits on bytes allocated per operation, as the JVM counts them per thread: nearly
 * deterministic, so the steadiest regression signal on a noisy machine.
 *
 * <pre>{@code
 * @AllocationBudget(codec = "json", maxSerializeBytes = 4_096)
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class (then for every such method); repeatable.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(AllocationBudget.List.class)
public @interface AllocationBudget {

    /** The codecs it applies to: {@code "*"} (the default) for all, or names. */
    String[] codec() default "*";

    /** The payload sizes it applies to; all of the test's when empty (the default). */
    dev.serguard.payload.Size[] payload() default {};

    /** Most bytes allocated per serialize; {@code -1}: no limit. */
    long maxSerializeBytes() default -1;

    /** Most bytes allocated per deserialize; {@code -1}: no limit. */
    long maxDeserializeBytes() default -1;

    /** Holds several {@link AllocationBudget}s. */
    @Target({ElementType.METHOD, ElementType.TYPE})
    @Retention(RetentionPolicy.RUNTIME)
    @Documented
    @interface List {
        AllocationBudget[] value();
    }
}
