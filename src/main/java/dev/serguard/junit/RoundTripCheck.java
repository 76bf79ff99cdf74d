package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
import static org.apiguardian.api.API.Status.STABLE;

/**
 * How a {@link SerializationTest} compares what a codec read back with what it was given.
 * Without this annotation: field by field, the user's own {@code equals} honoured where a class
 * defines one, {@code transient} fields skipped (a difference in one is reported as a
 * {@code serguard.note}, not a failure), no path ignored.
 *
 * <pre>{@code
 * @SerializationTest
 * @RoundTripCheck(transientFields = true)     // our codecs must carry transient fields too
 * void orders() { }
 *
 * @SerializationTest
 * @RoundTripCheck(ignore = "components.schemas[*].jsonSchema")     // filled on read; Schema.equals ignores it
 * void specs() { }
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

    /**
     * Paths where a difference is reported as a {@code serguard.note}, not a failure: for a field
     * that the codec or the model fills on read. Each is written as a difference prints it, from
     * the payload's root without the root's class name; the difference
     * {@code PublishedSpec.spec.components.schemas["Order"].jsonSchema} is ignored by any of:
     * <ul>
     * <li>{@code "spec.components.schemas["Order"].jsonSchema"}: that place only
     *     ({@code .field}, the first dot left out; {@code [2]} an index; {@code ["Order"]} a map
     *     key as a difference prints it);</li>
     * <li>{@code "spec.components.schemas[*].jsonSchema"}: {@code [*]} is any index or map key,
     *     {@code {*}} any set element;</li>
     * <li>{@code "jsonSchema"}: a field name alone, no dot nor bracket, is that field of any class at
     *     any depth ({@code ".jsonSchema"}: the root's only).</li>
     * </ul>
     * An object holding an ignored difference is not asked its {@code equals}. A map key missing on
     * one side, or a size, still fails. A path that is not well formed, or that matches nothing in
     * any payload of the test (misspelt, or written with the root's class name), fails the test as
     * misconfigured. The full rules: {@link dev.serguard.check.IgnoredPaths}.
     */
    @API(status = EXPERIMENTAL, since = "0.3")
    String[] ignore() default {};
}
