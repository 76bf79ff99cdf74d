package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How a {@link SerializationTest} checks that each codec reads corrupted bytes safely: from each
 * payload's valid bytes, up to 1 809 corrupted inputs (truncated at every offset or a sample of
 * them, bit flips, length prefixes inflated to huge values, random bytes, empty), each of which
 * {@code deserialize} must reject with an exception (any) or read back, within a time and an
 * allocation bound, without an {@code Error} the codec does not document. Inputs read back as a
 * different value are counted and reported, not failed. See
 * {@code dev.serguard.check.robust.Robustness}.
 *
 * <pre>{@code
 * @SerializationTest
 * @RobustnessCheck(minTimeMillis = 250, documentedErrors = StackOverflowError.class)
 * void orders() { }
 * }</pre>
 *
 * <p>Runs by default in {@code full} mode; in {@code quick} and {@code check} mode only where
 * this annotation is; never in {@code record} or {@code off} mode. {@code enabled = false}
 * turns it off in every mode. On the method or its class; the method's wins. The first input
 * that failed is saved under {@code serguard.reportDir}{@code /robustness}, and the failure says
 * how to read it again.
 */
@API(status = EXPERIMENTAL, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface RobustnessCheck {

    /** Whether the check runs; {@code false} turns it off for the method or class, in full mode too. */
    boolean enabled() default true;

    /** The least time one corrupted input may take, in milliseconds, at least 1. */
    long minTimeMillis() default 1_000;

    /** The time one input may take as a multiple of the valid bytes' deserialize time, at least 1. */
    double timeFactor() default 1_000;

    /** The least allocation one corrupted input may make, in bytes, at least 1. */
    long minAllocatedBytes() default 16_000_000;

    /** The allocation one input may make as a multiple of the valid bytes' deserialize allocation, at least 1. */
    double allocationFactor() default 100;

    /** {@code Error}s the codec documents for bad input: counted as rejections, not failures. */
    Class<? extends Error>[] documentedErrors() default {};
}
