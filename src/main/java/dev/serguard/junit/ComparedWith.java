package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Every invocation also runs in a world of this older version of a library, beside a world of the
 * run's own, and fails where the run's version is slower by more than {@code factor}, allocates
 * more, writes more bytes, or cannot read the older version's bytes: the upgrade duet. The same
 * as {@code -Dserguard.against=groupId:artifactId:version}, kept with the test; that setting,
 * where given, takes the place of every {@code @ComparedWith} of the run ({@code none} turns the
 * duet off).
 *
 * <pre>{@code
 * @ComparedWith(artifact = "com.fasterxml.jackson.core:jackson-databind", version = "2.17.2")
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class (then for every such method); repeatable,
 * to compare several libraries at once (both worlds differ in all of them); where the method and
 * its class name one library, the method's version holds. A bill of materials
 * ({@code com.fasterxml.jackson:jackson-bom}) names each library it manages that is on the test
 * class path. The version is resolved through Maven Resolver, which the test class path must hold
 * ({@code org.apache.maven.resolver:maven-resolver-supplier-mvn3}). Not run in record mode.
 */
@API(status = EXPERIMENTAL, since = "0.4")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Repeatable(ComparedWith.List.class)
public @interface ComparedWith {

    /** The library, {@code groupId:artifactId}: {@code "com.esotericsoftware:kryo"}. */
    String artifact();

    /** The version to compare with: {@code "5.5.0"}. */
    String version();

    /**
     * How many times as slow the run's version may be, {@code 1} or more; {@code 0} (the default)
     * takes {@code serguard.against.factor}, 1.10 unless set. Where several name one, the smallest holds.
     */
    double factor() default 0;

    /** Holds several {@link ComparedWith}s. */
    @Target({ElementType.METHOD, ElementType.TYPE})
    @Retention(RetentionPolicy.RUNTIME)
    @Documented
    @interface List {
        ComparedWith[] value();
    }
}
