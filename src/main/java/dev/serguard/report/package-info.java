/**
 * Reports written from results and verdicts: the console table, {@code results.json} in JMH's format and {@code report.html}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.report;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
