/**
 * Protocol Buffers codecs built from the user's message type and mapping: the only package of the core that links protobuf-java.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.codec.protobuf;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
