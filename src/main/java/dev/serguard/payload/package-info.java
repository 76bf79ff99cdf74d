/**
 * Payloads: a value with its name and size class ({@link dev.serguard.payload.Payload}), and how a type's values are made ({@link dev.serguard.payload.PayloadFactory}, {@link dev.serguard.payload.Size}); the payloads of a test's own method (found by {@link dev.serguard.payload.PayloadMethods}, called by {@link dev.serguard.payload.FactoryMethod} or {@link dev.serguard.payload.NamedPayloads}, sized and seeded by {@link dev.serguard.payload.SizedPayloads}).
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.payload;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
