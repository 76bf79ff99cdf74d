/**
 * The untrusted-types check: does a codec, as configured, refuse to instantiate a class it was not
 * told about ({@link dev.serguard.check.untrusted.UntrustedTypes})?
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.check.untrusted;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
