/**
 * serguard's own toolbox: the JSON reader and writer, the number format of every message and report, the guarded runner that bounds each call into a codec, the catalog of every {@code serguard.*} setting and the strict readers of their values ({@code SettingValues}), a test's methods as its factories are found and called ({@link dev.serguard.internal.TestMethods}), and the misconfiguration that says what to fix ({@link dev.serguard.internal.Misconfiguration}).
 *
 * <p><strong>Not API.</strong> Do not use it: it changes without notice.
 */
@API(status = INTERNAL, since = "0.1")
package dev.serguard.internal;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.INTERNAL;
