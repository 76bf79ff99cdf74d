package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Runs each invocation of a {@link SerializationTest} in a JVM of its own, with a bounded heap
 * and time: a codec that calls {@code System.exit}, exhausts the heap, crashes the JVM or hangs
 * fails its own invocation, with the child's exit status and last output, and the other
 * invocations and the run's reports go on. {@code -Dserguard.fork=true} forks every invocation of
 * the run. Costs a JVM start per invocation (about a second or two: docs/guide/forked-mode.md).
 *
 * <pre>{@code
 * @SerializationTest
 * @Forked(maxHeap = "256m", timeout = "2 m")
 * void untrustedCodecs(SerializationResult<Order> result) { }
 * }</pre>
 *
 * <p>On a method, its class, or an enclosing class of a {@code @Nested} one; the nearest wins.
 */
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Inherited
@API(status = EXPERIMENTAL, since = "0.2")
public @interface Forked {

    /** The child's heap limit, as {@code -Xmx} takes it ({@code 512m}, {@code 2g}); empty for {@code serguard.fork.maxHeap}, by default 512m. */
    String maxHeap() default "";

    /** How long one child may run before it is killed ({@code 5 m}, {@code 90 s}); empty for {@code serguard.fork.timeout}, by default 5 min. */
    String timeout() default "";
}
