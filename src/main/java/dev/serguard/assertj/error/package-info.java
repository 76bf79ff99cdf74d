/**
 * AssertJ error-message factories for serguard's assertions, in AssertJ's {@code Should…} style.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.assertj.error;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
