/**
 * BSON codecs over the MongoDB Java driver's codec registry (PojoCodecProvider, and the record
 * codec where it is on the class path): the only package of the core that links {@code org.bson}.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.bson;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
