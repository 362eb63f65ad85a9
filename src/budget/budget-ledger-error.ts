const brand = Symbol.for('loopguard.BudgetLedgerError');

/**
 * A budget ledger that could not answer (`LOOPGUARD_BUDGET_UNAVAILABLE`: Redis unreachable, a timeout, the
 * ledger closed) or was given a reservation that makes no sense (`LOOPGUARD_BUDGET_INVALID`). Unavailable is
 * never a refusal: the caller decides to fail closed (refuse the call) or open.
 */
export class BudgetLedgerError extends Error {
  override readonly name = 'BudgetLedgerError';
  readonly [brand] = true;

  constructor(
    readonly code: 'LOOPGUARD_BUDGET_UNAVAILABLE' | 'LOOPGUARD_BUDGET_INVALID',
    message: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }

  /** True for any BudgetLedgerError, also one thrown by another copy of this package. */
  static isInstance(value: unknown): value is BudgetLedgerError {
    return typeof value === 'object' && value !== null && brand in value;
  }
}
