/**
 * The upgrade duet: two versions of a codec library measured side by side in one JVM, each in a
 * world of its own (an isolated class loader holding that version, the team's codecs, model and
 * serguard), their timed batches paired round by round, their bytes read across. Knows nothing of
 * JUnit: the {@code junit} package says which test, codec and payload a world opens.
 */
@API(status = EXPERIMENTAL, since = "0.4")
package dev.serguard.duet;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
