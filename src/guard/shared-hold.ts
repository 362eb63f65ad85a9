import { GuardError, isLoopguardError } from '../errors.js';
import { waitUntilReady } from './admission-wait.js';
import type { BudgetLedger, BudgetRefusal, BudgetScope } from './budget-ledger.js';
import type { CallTicket } from './call-ticket.js';
import { RESERVATION_TTL_MS } from './defaults.js';
import type { Guard } from './guard-api.js';

/** Budgets shared with other runs, processes and machines that a call reserves in besides its run's own. */
export interface SharedScopes {
  /** Where the scopes live: `createMemoryBudgetLedger` for one process, `createRedisBudgetLedger` for a fleet. */
  readonly ledger: BudgetLedger;
  /** The scopes this call reserves in, all or nothing. */
  readonly scopes: readonly BudgetScope[];
  /** How long the ledger holds the reservation when the call is never settled. @default sharedHoldTtlMs(guard) */
  readonly ttlMs?: number | undefined;
}

/** A call's reservation in the shared scopes, to settle or release once. */
export interface SharedHold {
  readonly id: string;
}

const HOLD_GRACE_MS = 30_000;

/**
 * How long a shared reservation outlives its call when nobody settles it (the process died): the call's own
 * deadline plus a grace, so a hold never lapses while its call may still be billed.
 */
export function sharedHoldTtlMs(guard: Guard): number {
  const { callTimeoutMs, maxDurationMs } = guard.options;
  return (callTimeoutMs ?? maxDurationMs ?? RESERVATION_TTL_MS) + HOLD_GRACE_MS;
}

/** The trip of a shared scope that cannot hold a call: one message and one evidence shape everywhere. */
export function sharedBudgetTrip(guard: Guard, round: number, refusal: BudgetRefusal): GuardError {
  const observed = refusal.spentUsd + refusal.reservedUsd + refusal.requestedUsd;
  const left = Math.max(0, refusal.limitUsd - refusal.spentUsd - refusal.reservedUsd);
  return new GuardError(
    'GUARD_BUDGET_LIMIT',
    `run ${guard.runId} would exceed the shared budget ${refusal.scope} ($${refusal.spentUsd.toFixed(6)} spent + ` +
      `$${refusal.reservedUsd.toFixed(6)} reserved + $${refusal.requestedUsd.toFixed(6)} this call > $${refusal.limitUsd}; ` +
      `$${left.toFixed(6)} left)`,
    {
      runId: guard.runId,
      taskId: guard.taskId,
      round,
      evidence: {
        limit: 'sharedBudget',
        scope: refusal.scope,
        limitValue: refusal.limitUsd,
        observed,
        spentUsd: refusal.spentUsd,
        reservedUsd: refusal.reservedUsd,
        requestedUsd: refusal.requestedUsd,
        currency: 'USD',
      },
    },
  );
}

/** True for the ledger's own "cannot be reached" error (the only one `storeFailure: 'open'` lets through). */
export function isLedgerUnavailable(error: unknown): boolean {
  return isLoopguardError(error) && error.code === 'LOOPGUARD_BUDGET_UNAVAILABLE';
}

/** How {@link holdSharedScopes} holds a call. */
export interface SharedHoldOptions {
  /**
   * The call's estimate is not known to be right (no call of its model billed yet): it holds everything its
   * scopes have left, so nothing else spends there until its bill is known. @default false
   */
  readonly holdRest?: boolean | undefined;
  /**
   * The call's estimate as it stands now (a wait can outlast the first bill of its model, after which its
   * worst case is known and it no longer needs to hold the rest). @default the ticket's, fixed
   */
  readonly current?: (() => { readonly holdRest: boolean; readonly worstCaseUsd: number }) | undefined;
  /** How long to wait for calls in flight when the scopes are held by them, not spent. @default 0 */
  readonly maxWaitMs?: number | undefined;
  readonly signal?: AbortSignal | undefined;
  /**
   * Told the id of a reservation whose answer was lost (the ledger failed while it was asked): it may have been
   * taken all the same, so the caller releases it once the ledger is back (a release of an id never taken makes
   * a late reservation of it hold nothing).
   */
  readonly onUnanswered?: ((id: string) => void) | undefined;
}

function heldNotSpent(refusal: BudgetRefusal): boolean {
  return refusal.reservedUsd > 0 && refusal.spentUsd + refusal.requestedUsd <= refusal.limitUsd;
}

/**
 * Reserves the call's worst case, as its ticket states it, in every shared scope at once: the hold, or the
 * trip when a scope cannot take it (nothing is held anywhere then). A scope held by calls in flight but not
 * spent is waited for (up to `maxWaitMs`); a call whose estimate is unknown holds all that is left. A ledger
 * error is thrown as it came.
 */
export async function holdSharedScopes(
  guard: Guard,
  ticket: CallTicket,
  shared: SharedScopes,
  options: SharedHoldOptions = {},
): Promise<SharedHold | GuardError> {
  const { ledger, scopes } = shared;
  const id = `${guard.runId}/${ticket.id}/${globalThis.crypto.randomUUID()}`;
  const expiresAt = guard.options.now() + (shared.ttlMs ?? sharedHoldTtlMs(guard));
  const fixed = { holdRest: options.holdRest === true, worstCaseUsd: ticket.reservation.worstCaseUsd };
  let refusal: BudgetRefusal | undefined;
  const attempt = async (): Promise<boolean> => {
    const now = options.current?.() ?? fixed;
    const estimate = Math.max(fixed.worstCaseUsd, now.worstCaseUsd);
    let amountUsd = estimate;
    if (now.holdRest && scopes.length > 0) {
      const [usages, dearest] = await Promise.all([
        Promise.all(scopes.map((scope) => ledger.usage(scope.key))),
        Promise.all(scopes.map((scope) => ledger.dearestCost(scope.key))),
      ]);
      // A call whose cost cannot be estimated yet needs at least the room of the dearest call its scopes
      // have settled, and then holds all that is left: nothing else spends there until its bill is in.
      const needed = Math.max(estimate, ...dearest);
      for (const [index, scope] of scopes.entries()) {
        const usage = usages[index] as { spentUsd: number; reservedUsd: number };
        if (usage.spentUsd + usage.reservedUsd + needed <= scope.limitUsd) continue;
        refusal = {
          scope: scope.key,
          limitUsd: scope.limitUsd,
          spentUsd: usage.spentUsd,
          reservedUsd: usage.reservedUsd,
          requestedUsd: needed,
        };
        return !heldNotSpent(refusal);
      }
      amountUsd = Math.max(
        needed,
        Math.min(
          ...scopes.map((scope, index) => {
            const usage = usages[index] as { spentUsd: number; reservedUsd: number };
            return scope.limitUsd - usage.spentUsd - usage.reservedUsd;
          }),
        ),
      );
    }
    let answer: Awaited<ReturnType<typeof ledger.reserve>>;
    try {
      answer = await ledger.reserve({ id, scopes, amountUsd, expiresAt });
    } catch (error) {
      options.onUnanswered?.(id);
      throw error;
    }
    if (answer.ok) {
      refusal = undefined;
      return true;
    }
    refusal = answer;
    return !heldNotSpent(answer);
  };
  await waitUntilReady(attempt, options.maxWaitMs ?? 0, options.signal);
  return refusal === undefined ? { id } : sharedBudgetTrip(guard, ticket.round, refusal);
}
