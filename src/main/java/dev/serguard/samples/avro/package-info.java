/**
 * Apache Avro mappings of the sample models, their schemas and generated code: what the
 * {@code avro-specific} and {@code avro-generic} codecs use for the samples. Not API.
 */
@API(status = INTERNAL, since = "0.1")
package dev.serguard.samples.avro;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
