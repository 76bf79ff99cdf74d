/**
 * Reports rendered from one typed run model, {@link dev.serguard.report.RunPart}: the console table, {@code results.txt},
 * {@code results.json} in JMH's format, {@code report.html} and {@code summary.md}; and what one JVM's test run gathers for
 * them, saved as parts and written when the run ends ({@link dev.serguard.report.RunReporter}).
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.report;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
