package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Runs the untrusted-types check in a {@link SerializationTest}: each codec, as configured, is
 * offered a harmless probe class that no model names, and the invocation fails if the codec
 * instantiates it, naming the class and the setting that closes it (Jackson: default typing off
 * or a {@code PolymorphicTypeValidator} allow-list; Kryo: registration required; Java
 * serialization: an {@code ObjectInputFilter}). A codec whose format names no class (protobuf)
 * is {@code not applicable}, one serguard cannot offer a class {@code not checked}: both pass and
 * say so in the report entry {@code serguard.untrustedTypes}.
 *
 * <pre>{@code
 * @SerializationTest
 * @UntrustedTypesCheck(accept = "java", because = "the java codec reads only files this service wrote")
 * void orders() { }
 * }</pre>
 *
 * <p>Opt-in: without this annotation the check does not run. On the method or its class (for a
 * {@code @Nested} class, an enclosing one); the nearest wins.
 */
@API(status = EXPERIMENTAL, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface UntrustedTypesCheck {

    /** Whether the check runs; {@code false} turns it off for the method or class. */
    boolean enabled() default true;

    /** Codecs of the test whose {@code instantiated} is accepted: they pass, the report entry says so. */
    String[] accept() default {};

    /** Why the codecs in {@link #accept()} may instantiate a class they were not told about; required with them. */
    String because() default "";
}
