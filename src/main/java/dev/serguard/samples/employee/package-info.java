/**
 * A small Employee model and its payload factory: a sample, not part of the core.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.samples.employee;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
