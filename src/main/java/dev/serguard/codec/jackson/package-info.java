/**
 * Jackson codecs (JSON, Smile, Afterburner, Blackbird): the only package that links Jackson.
 */
@API(status = STABLE, since = "0.1")
package dev.serguard.codec.jackson;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.STABLE;
