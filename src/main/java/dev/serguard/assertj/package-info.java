/**
 * AssertJ assertions on results and codecs: {@code SerguardAssertions.assertThat(result).roundTrips().hasSerializedSizeAtMost(1_024)},
 * {@code assertThat(codec).isThreadSafe()}. The only package that knows AssertJ.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.assertj;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
