package dev.serguard.junit;

import org.apiguardian.api.API;
import org.junit.jupiter.api.TestTemplate;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.ResourceAccessMode;
import org.junit.jupiter.api.parallel.Resources;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.STABLE;

/**
 * Makes a method a serialization test: one invocation per codec × payload size, each checking
 * the round trip first, then measuring size, time and allocation and holding them to the
 * budgets declared on the method and its class.
 *
 * <pre>{@code
 * @SerializationTest
 * @PayloadSizes({Size.SMALL, Size.LARGE})
 * @SizeBudget(codec = "kryo", maxBytes = 300)
 * @FasterThan(codec = "kryo", than = "json", factor = 1.5)
 * void orders(SerializationResult<Order> result) { }   // optional extra assertions
 *
 * static Stream<Codec<Order>> codecs() { ... }            // or @CodecSource; default: all built-ins
 * static Order payload(Size size, Random random) { ... }   // or @PayloadSource
 * }</pre>
 *
 * <p>Invocations are named {@code kryo · LARGE (Order, 98.2 KB)}, the size being that codec's
 * serialized size. Timed loops must not share the machine with other tests, so the method holds
 * JUnit's global lock exclusively: with parallel execution on, its class runs alone.
 */
@API(status = STABLE, since = "0.1")
@Target({ElementType.METHOD, ElementType.ANNOTATION_TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@TestTemplate
@ExtendWith(SerializationTestExtension.class)
@ResourceLock(value = Resources.GLOBAL, mode = ResourceAccessMode.READ_WRITE)
public @interface SerializationTest {
}
