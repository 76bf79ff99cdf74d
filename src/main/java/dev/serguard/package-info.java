/**
 * serguard's programmatic entry point: {@link dev.serguard.Serguard} runs one payload through its codecs (round trip, sizes, timing) into a {@link dev.serguard.SerializationResult} per codec, without JUnit.
 *
 * <p>Data flows payload → codec → check / measure → result → budget / baseline → report; see docs/architecture.md.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
