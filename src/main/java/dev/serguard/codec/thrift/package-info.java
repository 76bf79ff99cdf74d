/**
 * Apache Thrift codecs (compact and binary protocols) over the team's Thrift-generated classes and mapping: the only package of the core that links libthrift.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.codec.thrift;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
