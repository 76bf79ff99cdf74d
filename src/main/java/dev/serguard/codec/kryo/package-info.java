/**
 * Kryo codecs, shared through a pool or per thread: the only package of the core that links Kryo.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.codec.kryo;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
