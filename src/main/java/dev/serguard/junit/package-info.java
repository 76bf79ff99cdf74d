/**
 * The JUnit 5 extension: {@link dev.serguard.junit.SerializationTest} and the annotations that configure it. A thin adapter: annotations and configuration parameters in, settings out; results out as report entries, failures and the end-of-run report. The only package that knows JUnit.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.junit;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
