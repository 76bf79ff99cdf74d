package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * Makes a {@link SerializationTest} a shootout on the team's own type: its codecs are every
 * format serguard knows for the payload type ({@code Codecs.everyFormat}: the built-ins, then the
 * other libraries' formats, each skipped by name where its library is absent or it cannot serve
 * the type), followed by the codecs of the test's own codec source, if it has one. The run's table
 * ({@code target/serguard/results.txt} and the console) then compares them all, so choosing a
 * format is one test.
 *
 * <pre>{@code
 * @SerializationTest
 * @EveryFormat
 * @PayloadSizes({Size.SMALL, Size.LARGE})
 * void whichFormatForOrders() { }
 *
 * static Stream<Codec<Order>> codecs() {                       // optional: yours, beside serguard's
 *     return Stream.of(JacksonCodecs.json("json-production", productionMapper(), Order.class));
 * }
 * }</pre>
 *
 * <p>Budgets, baselines and the other checks apply as to any other codec; the thread-safety check
 * runs only where {@link ThreadSafetyCheck} asks for it, so that each codec and size costs what
 * it costs in the shootout. {@code -Dserguard.codecs} narrows the run as usual. On a
 * {@link SerializationTest} method or its class.
 */
@API(status = EXPERIMENTAL, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface EveryFormat {
}
