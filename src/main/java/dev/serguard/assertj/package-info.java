/**
 * AssertJ assertions on codecs and results: {@code SerguardAssertions.assertThat(codec).roundTrips(value)}, {@code assertThat(result).isWithin(budgets)}. The only package that knows AssertJ.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.assertj;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
