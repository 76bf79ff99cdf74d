/**
 * Apache Fory codecs in Java mode, schema-consistent and compatible, thread-safe through Fory's own
 * {@code ThreadSafeFory}: the only package of the core that links Fory.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.fory;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
