/**
 * Jackson 3 codecs ({@code tools.jackson}): the only package that links Jackson 3. Jackson 2
 * and 3 run side by side on one class path; each has its own package here.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.jackson3;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
