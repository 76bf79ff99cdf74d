/**
 * Hessian 2 codecs over a {@code SerializerFactory}, the built-in one guarded by an allow list: the only package of the core
 * that links Hessian.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.hessian;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
