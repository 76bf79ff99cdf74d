/**
 * The robustness check: corrupted inputs derived from a payload's valid bytes (truncated, bit
 * flipped, length prefixes inflated, random), each fed to a codec's {@code deserialize} under a
 * time and an allocation bound ({@link dev.serguard.check.robust.Robustness}).
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.check.robust;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
