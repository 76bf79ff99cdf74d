package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * How a {@link SerializationTest} compares what a codec read back with what it was given.
 * Without this annotation: field by field, the user's own {@code equals} honoured where a class
 * defines one, {@code transient} fields skipped (a difference in one is reported as a
 * {@code serguard.note}, not a failure).
 *
 * <pre>{@code
 * @SerializationTest
 * @RoundTripCheck(transientFields = true)     // our codecs must carry transient fields too
 * void orders() { }
 * }</pre>
 *
 * <p>On the method, its class, a superclass or an enclosing class of a {@code @Nested} one; the
 * nearest wins.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface RoundTripCheck {

    /** Whether a {@code transient} field that comes back different fails the round trip. */
    boolean transientFields() default false;

    /**
     * Whether the round trip must also satisfy the {@code equals} of classes that define one;
     * {@code false} for models whose {@code equals} no copy can satisfy (an entity equal only to
     * itself until it has an id).
     */
    boolean ownEquals() default true;
}
