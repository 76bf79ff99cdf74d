/**
 * Apache Thrift mappings of the sample models and their structs, written by hand to the IDL files in {@code src/main/thrift}: what the built-in {@code thrift-compact} and {@code thrift-binary} codecs use for the samples. Not API.
 */
@API(status = INTERNAL, since = "0.1")
package dev.serguard.samples.thrift;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
