package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * How a {@link SerializationTest} checks thread safety. Without this annotation the check runs
 * with its defaults on every codec whose {@code Codec.threadSafe()} is {@code true} (the
 * default): several threads, started together, make round trips over distinct payloads on one
 * shared codec instance, and the invocation fails if any result differs from what one thread
 * got, if a call throws, if the codec no longer works afterwards, or if it builds a new
 * {@code GuardedKryo} or {@code GuardedObjectMapper} per operation.
 *
 * <pre>{@code
 * @SerializationTest
 * @ThreadSafetyCheck(threads = 8, iterations = 5_000)
 * void orders() { }
 * }</pre>
 *
 * <p>On the method or its class; the method's wins. Codecs that declare
 * {@code threadSafe() == false} are never checked. With the default {@code iterations}, the
 * check ends at the first failure, once enough calls overlapped, or at serguard.mode's time limit
 * (500 ms in {@code quick}, 2 s in {@code full}; as long again on a machine too busy for enough
 * calls to overlap), so that a slow codec makes fewer; {@code iterations} set here are all made,
 * within 30 s. The verdict of a correct codec does not depend on how many were made.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface ThreadSafetyCheck {

    /** Whether the check runs; {@code false} turns it off for the method or class. */
    boolean enabled() default true;

    /** Threads sharing the codec, at least 2; {@code -1}: at least 8 and at least as many as cores. */
    int threads() default -1;

    /** Round trips per thread, at least 1, all made; {@code -1}: until enough calls overlapped, within the mode's time limit. */
    int iterations() default -1;
}
