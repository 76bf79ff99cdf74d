/**
 * The gate: what an invocation's checks decided, as data. {@link dev.serguard.gate.InvocationOutcome} holds
 * one {@link dev.serguard.gate.CheckOutcome} per check that failed, was withheld or was decided by
 * fresh JVMs, serializes to JSON and back without loss, and is what a child JVM hands its parent
 * and what the reports render. Knows no JUnit.
 */
@API(status = EXPERIMENTAL, since = "0.3")
package dev.serguard.gate;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
