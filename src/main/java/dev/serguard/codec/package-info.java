/**
 * The {@link dev.serguard.codec.Codec} interface, the built-in codecs' discovery (a codec whose library is absent is skipped by name, never an error), the {@link dev.serguard.codec.ModelProvider} service, and the codecs of a test's codec sources ({@link dev.serguard.codec.CodecMethods}) as the command line selects them ({@link dev.serguard.codec.CodecSelection}).
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.codec;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
