/**
 * Code that the avro-maven-plugin generates from {@code src/main/avro/*.avsc} for the sample
 * models; the generated classes carry no {@code @API} of their own, this package's status covers
 * them.
 *
 * <p><strong>Not API.</strong> Do not use it: it changes with Avro.
 */
@API(status = INTERNAL, since = "0.1")
package dev.serguard.samples.avro.generated;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
