/**
 * Protocol Buffers mappings of the sample models and their generated code: what the built-in {@code protobuf} codec uses for the samples. Not API.
 */
@API(status = INTERNAL, since = "0.1")
package dev.serguard.samples.protobuf;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
