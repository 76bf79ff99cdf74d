/**
 * Apache Avro codecs, on classes generated from a schema, on generic records or on the model
 * itself through reflection: the only package of the core that links Avro.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.avro;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
