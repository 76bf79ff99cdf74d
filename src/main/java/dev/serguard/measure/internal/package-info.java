/**
 * Loop templates that {@link dev.serguard.measure.CodecLoops} copies, one class per codec, so that the JIT sees one codec per call site. Public only because each copy lives in a class loader of its own.
 *
 * <p><strong>Not API.</strong> Do not use it: it changes without notice.
 */
@API(status = INTERNAL, since = "0.1")
package dev.serguard.measure.internal;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
