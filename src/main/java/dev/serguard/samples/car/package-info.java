/**
 * The 2013 shootout's Car model and its payload factory: a sample, not part of the core.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.samples.car;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
