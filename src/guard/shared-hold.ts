import { GuardError, isLoopguardError } from '../errors.js';
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

/**
 * Reserves the call's worst case, as its ticket states it, in every shared scope at once: the hold, or the
 * trip when a scope cannot take it (nothing is held anywhere then). A ledger error is thrown as it came.
 */
export async function holdSharedScopes(
  guard: Guard,
  ticket: CallTicket,
  shared: SharedScopes,
): Promise<SharedHold | GuardError> {
  const at = guard.options.now();
  const id = `${guard.runId}/${ticket.id}/${globalThis.crypto.randomUUID()}`;
  const answer = await shared.ledger.reserve({
    id,
    scopes: shared.scopes,
    amountUsd: ticket.reservation.usd,
    expiresAt: at + (shared.ttlMs ?? sharedHoldTtlMs(guard)),
  });
  return answer.ok ? { id } : sharedBudgetTrip(guard, ticket.round, answer);
}
