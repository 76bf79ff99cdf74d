package dev.serguard.measure;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;

/**
 * Not API, for serguard's own tests only: where a {@link TimingEngine} takes its clock,
 * allocation counter, JIT and GC counters and environment from, in place of this JVM's. With it,
 * a test that runs the JUnit extension can give the codecs of its fixtures a known cost (a fake
 * clock that only their operations advance), and its verdicts no longer depend on how busy the
 * machine is. Users never need it: without one, the engine reads the JVM ({@link Probes#jvm()}).
 *
 * <p>Its one method returns a type private to this package, so only classes of this package
 * (serguard's test fixtures) can implement it. The extension takes one by class name from the
 * configuration parameter {@code serguard.internal.probes}:
 *
 * <pre>{@code
 * EngineTestKit.engine("junit-jupiter").configurationParameter("serguard.internal.probes", "dev.serguard.measure.CostedProbes")
 * }</pre>
 */
@API(status = INTERNAL, since = "0.1")
@FunctionalInterface
public interface ProbeSource {

    /** The probes of one new engine; never {@code null}. */
    Probes probes();
}
