/**
 * Jackson codecs (JSON, Smile, Afterburner, Blackbird, CBOR, MessagePack, YAML, XML): the only
 * package that links Jackson 2 and its data formats, MessagePack's included.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.codec.jackson;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
