package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Whether a test's serialized bytes may change: under {@link Policy#FROZEN} bytes that differ
 * from the recorded golden bytes fail the test; under {@link Policy#EVOLVING} (the default, also
 * without this annotation) the difference is a note. Old bytes must read back under either.
 *
 * <pre>{@code
 * @SerializationTest
 * @WireFormat(WireFormat.Policy.FROZEN)     // bytes go to other services that cannot be upgraded with us
 * void orders() { }
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class (then for every such method); the
 * method's wins.
 */
@API(status = EXPERIMENTAL, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface WireFormat {

    /** Whether today's bytes must equal the recorded ones. */
    Policy value() default Policy.EVOLVING;

    /** Whether today's bytes must equal the recorded ones. */
    enum Policy {
        /** A changed format is reported as a note, never silently. */
        EVOLVING,
        /** A changed format fails the test. */
        FROZEN
    }
}
