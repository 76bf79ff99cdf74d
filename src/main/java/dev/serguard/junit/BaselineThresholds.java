package dev.serguard.junit;

import org.apiguardian.api.API;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

/**
 * How much worse than the recorded baseline a figure may get before the test fails, in percent.
 * An attribute left out takes the run's setting ({@code serguard.baseline.sizePercent},
 * {@code …allocationPercent}, {@code …timePercent}), which defaults to 0, 5 and 15 (time 25 where
 * {@code serguard.confirm.fork=false} judges it in the test's JVM alone; {@link dev.serguard.baseline.Thresholds}).
 *
 * <pre>{@code
 * @SerializationTest
 * @BaselineThresholds(allocationPercent = 10, timePercent = 25)     // a codec whose allocation varies with the JIT
 * void orders(SerializationResult<Order> result) { }
 * }</pre>
 *
 * <p>On a {@link SerializationTest} method or its class; the method's wins, attribute by attribute
 * over the class's.
 */
@API(status = EXPERIMENTAL, since = "0.1")
@Target({ElementType.METHOD, ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface BaselineThresholds {

    /** Growth of serialized and deflated size; {@code -1}: the run's setting (0 by default). */
    double sizePercent() default -1;

    /** Growth of bytes allocated per operation; {@code -1}: the run's setting (5 by default). */
    double allocationPercent() default -1;

    /**
     * Growth of time per operation, as a ratio to the reference workload and beyond its interval;
     * {@code -1}: the run's setting (15 by default; 25 where no fresh JVM measures a time again).
     */
    double timePercent() default -1;
}
