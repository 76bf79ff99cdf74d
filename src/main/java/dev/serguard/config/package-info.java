/**
 * serguard's configuration for a run, read from the {@code serguard.*} settings the catalog
 * ({@code internal.Settings}) declares: what runs ({@link dev.serguard.config.Mode}), what record
 * mode records ({@link dev.serguard.config.Recorded}), the codecs, sizes and seed picked on the
 * command line ({@link dev.serguard.config.Selection}), where reports and baselines go, the
 * baselines' thresholds and the call limit ({@link dev.serguard.config.Configuration}). Knows no
 * test framework: an adapter hands it its configuration parameters and reports a
 * {@code Misconfiguration} as its own configuration error.
 *
 * <p><strong>Not API.</strong> Do not use it: it changes without notice.
 */
@API(status = INTERNAL, since = "0.4")
package dev.serguard.config;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
