/**
 * Gson codecs: the only package of the core that links Gson.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.gson;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
