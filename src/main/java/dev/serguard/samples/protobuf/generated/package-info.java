/**
 * Code that protoc generates from {@code src/main/protobuf/*.proto} for the sample models; the
 * generated classes carry no {@code @API} of their own, this package's status covers them.
 *
 * <p><strong>Not API.</strong> Do not use it: it changes with protoc.
 */
@API(status = INTERNAL, since = "0.1")
package dev.serguard.samples.protobuf.generated;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
