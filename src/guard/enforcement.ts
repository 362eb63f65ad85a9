import type { GuardErrorCode } from '../errors.js';
import type { Trip } from './trip.js';

/**
 * What a guard refuses: `true` every trip, `false` none (observe-only: trips are recorded, nothing is refused),
 * `'maxCost'` only the money budget (its own `maxCost` and a gateway's shared budgets), the rest observed.
 */
export type Enforcement = boolean | 'maxCost';

/** Whether a trip of `code` refuses the call (and fails the run) under `enforcement`. */
export function enforces(enforcement: Enforcement, code: GuardErrorCode): boolean {
  if (enforcement === true) return true;
  if (enforcement === false) return false;
  return code === 'GUARD_BUDGET_LIMIT';
}

/**
 * What makes two trips the same in observe-only mode, where each is recorded once per run: the code, then the
 * detector (loops, retry storms) or the limit (rounds, time, tokens, money) that tripped.
 */
export function tripKind(trip: Pick<Trip, 'code' | 'evidence'>): string {
  const detail = trip.evidence.detector ?? trip.evidence.limit;
  return detail === undefined ? trip.code : `${trip.code}:${detail}`;
}
