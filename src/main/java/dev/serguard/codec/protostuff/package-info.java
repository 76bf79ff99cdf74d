/**
 * protostuff codecs over a runtime schema (the model's own classes, no generated code): the only
 * package of the core that links protostuff.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.protostuff;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
