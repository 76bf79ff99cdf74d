/**
 * The built-in shootout: every codec over every sample model and size, printed as a table and written as reports. Run it with {@code ./mvnw -q compile exec:exec}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.samples.shootout;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
