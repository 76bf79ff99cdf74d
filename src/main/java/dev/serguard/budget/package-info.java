/**
 * Budgets (a limit, or a factor against another codec) and the one verdict model, {@link dev.serguard.budget.Verdict}, worded by {@link dev.serguard.budget.VerdictFormat} for budgets, baselines, AssertJ and the reports.
 */
@API(status = EXPERIMENTAL, since = "0.1")
package dev.serguard.budget;

import org.apiguardian.api.API;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;
