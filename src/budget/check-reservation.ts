import type { BudgetReservation } from './budget-ledger.js';
import { BudgetLedgerError } from './budget-ledger-error.js';

const invalid = (path: string, message: string, value: unknown): never => {
  throw new BudgetLedgerError(
    'LOOPGUARD_BUDGET_INVALID',
    `reservation.${path} ${message}, got ${JSON.stringify(value) ?? String(value)}`,
  );
};

const isMoney = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/**
 * Checks a reservation before any ledger weighs it; throws `LOOPGUARD_BUDGET_INVALID` naming the field. Two
 * scopes with one key would count the call twice against one limit, so they are refused too.
 */
export function checkReservation(reservation: BudgetReservation): void {
  const { id, scopes, amountUsd, expiresAt } = reservation;
  if (typeof id !== 'string' || id === '' || id.length > 512)
    invalid('id', 'must be a string of 1 to 512 characters', id);
  if (!isMoney(amountUsd)) invalid('amountUsd', 'must be a finite number ≥ 0', amountUsd);
  if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt))
    invalid('expiresAt', 'must be a time in ms since the epoch', expiresAt);
  if (!Array.isArray(scopes)) invalid('scopes', 'must be an array', scopes);
  const keys = new Set<string>();
  scopes.forEach((scope, index) => {
    const at = `scopes[${index}]`;
    if (typeof scope?.key !== 'string' || scope.key === '')
      invalid(`${at}.key`, 'must be a non-empty string', scope?.key);
    if (keys.has(scope.key)) invalid(`${at}.key`, 'must differ from the other scopes’ keys', scope.key);
    keys.add(scope.key);
    if (!isMoney(scope.limitUsd)) invalid(`${at}.limitUsd`, 'must be a finite number ≥ 0', scope.limitUsd);
    if (!Number.isInteger(scope.retainMs) || scope.retainMs <= 0)
      invalid(`${at}.retainMs`, 'must be a positive integer', scope.retainMs);
  });
}

/** Checks a settled cost; throws `LOOPGUARD_BUDGET_INVALID` naming it. */
export function checkCost(id: string, costUsd: number): void {
  if (!isMoney(costUsd)) {
    throw new BudgetLedgerError(
      'LOOPGUARD_BUDGET_INVALID',
      `settle(${JSON.stringify(id)}): costUsd must be a finite number ≥ 0, got ${String(costUsd)}`,
    );
  }
}
