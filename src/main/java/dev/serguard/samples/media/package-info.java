/**
 * jvm-serializers' MediaContent model, its payload factory and its four reference records: a sample, not part of the core.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.samples.media;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
