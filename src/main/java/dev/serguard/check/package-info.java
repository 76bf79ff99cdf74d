/**
 * What is checked without a clock: the field-by-field round-trip comparison ({@link dev.serguard.check.DeepEquality}), deflated size, and the thread-safety stress ({@link dev.serguard.check.ThreadSafety}) with its time policy.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.check;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
