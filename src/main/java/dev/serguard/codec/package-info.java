/**
 * The {@link dev.serguard.codec.Codec} interface, the built-in codecs' discovery (a codec whose library is absent is skipped by name, never an error) and the {@link dev.serguard.codec.ModelProvider} service.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.codec;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
