/**
 * Baseline files: figures recorded per test, codec and payload, keyed by JDK feature version, garbage collector and mode; compared as {@link dev.serguard.budget.Verdict}s, recorded, merged and written by {@link dev.serguard.baseline.BaselineRun}, which a test run keeps as {@link dev.serguard.baseline.RunBaselines}. Knows no JUnit.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.baseline;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
