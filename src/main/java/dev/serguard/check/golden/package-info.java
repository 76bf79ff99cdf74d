/**
 * Wire compatibility against golden bytes: a codec's bytes of a payload, recorded with a
 * snapshot of the payload's field tree ({@link dev.serguard.check.golden.GoldenRecord}; the tree
 * in a file that the payload's codecs share, {@link dev.serguard.check.golden.GoldenFiles}), and the
 * checks of a later run ({@link dev.serguard.check.golden.GoldenBytes}): the old bytes still read
 * back (backward), today's bytes are the recorded ones (format), and what happened to each field
 * after the model changed (evolution). Knows codecs and payloads, nothing of JUnit.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.check.golden;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
