import type { GuardError } from '../errors.js';
import type { BudgetLedger, BudgetScope } from '../guard/budget-ledger.js';
import type { LlmRequest } from '../guard/call-ticket.js';
import type { Guard } from '../guard/guard.js';
import { callOnlyBudgetError } from '../guard/output-fit.js';

/** What {@link sharedScopeCallOnly} reads of the refused call. */
export interface RefusedSharedCall {
  readonly guard: Guard;
  readonly request: LlmRequest;
  /** The call held all its scopes had left (its estimate not known yet): it needs room for their dearest call. */
  readonly holdRest: boolean;
  readonly ledger: BudgetLedger;
  readonly scopes: readonly BudgetScope[];
}

/** The largest output cap below `wanted` whose worst case costs at most `leftUsd`; `undefined` when none does. */
function largestCapWithin(
  guard: Guard,
  request: LlmRequest,
  wanted: number,
  leftUsd: number,
): number | undefined {
  const costOf = (cap: number) => guard.worstCaseUsd({ ...request, maxOutputTokens: cap });
  if (wanted <= 1 || costOf(1) > leftUsd) return undefined;
  let low = 1;
  let high = wanted - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (costOf(middle) <= leftUsd) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A shared scope's refusal of one call as a refusal of that call only, when a smaller `max_tokens` would fit
 * what every scope of the call has left (the error then says the cap, as the run's own budget does): the run
 * goes on, its next call that fits is admitted. `undefined` when no cap fits (the scopes are spent, or the
 * prompt alone does not fit): the refusal then stands as the run's trip.
 */
export async function sharedScopeCallOnly(
  refused: RefusedSharedCall,
  trip: GuardError,
): Promise<GuardError | undefined> {
  const { guard, request, ledger, scopes } = refused;
  if (trip.evidence.limit !== 'sharedBudget' || scopes.length === 0) return undefined;
  const usages = await Promise.all(scopes.map((scope) => ledger.usage(scope.key)));
  const leftUsd = Math.min(
    ...scopes.map((scope, index) => {
      const usage = usages[index] as { spentUsd: number; reservedUsd: number };
      return scope.limitUsd - usage.spentUsd - usage.reservedUsd;
    }),
  );
  if (refused.holdRest) {
    // A call whose estimate is not known yet needs room for the dearest call its scopes have settled.
    const dearest = await Promise.all(scopes.map((scope) => ledger.dearestCost(scope.key)));
    if (Math.max(...dearest) > leftUsd) return undefined;
  }
  const wanted = request.maxOutputTokens ?? guard.options.defaultMaxOutputTokens;
  const fit = largestCapWithin(guard, request, wanted, leftUsd);
  if (fit === undefined) return undefined;
  return callOnlyBudgetError(
    trip,
    { runId: guard.runId, taskId: guard.taskId, round: trip.round ?? 0, retryStormCooldownMs: 0 },
    fit,
  );
}
