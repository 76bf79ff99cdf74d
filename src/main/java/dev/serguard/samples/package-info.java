/**
 * serguard's built-in sample models (jvm-serializers' MediaContent, the 2013 shootout's Car, Employee), registered with the core as a {@link dev.serguard.codec.ModelProvider}. The core does not depend on them.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.samples;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
