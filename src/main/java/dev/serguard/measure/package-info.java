/**
 * Timing: {@link dev.serguard.measure.TimingEngine} warms a loop up to a compiled plateau and times shuffled rounds interleaved with a reference workload; {@link dev.serguard.measure.Measurement}, {@link dev.serguard.measure.Statistics} and {@link dev.serguard.measure.Rounds} hold the figures with their spread.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.measure;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
