/**
 * The built-in codecs' robustness table: every codec on corrupted MediaContent bytes, printed as
 * markdown. Run it with {@code ./mvnw -q compile exec:exec@robustness}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.samples.robustness;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
