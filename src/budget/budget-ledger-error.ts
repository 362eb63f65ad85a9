import { LoopguardError } from '../errors.js';

const brand = Symbol.for('loopguard.BudgetLedgerError');

/**
 * A budget ledger that could not answer (`LOOPGUARD_BUDGET_UNAVAILABLE`: Redis unreachable, a timeout, the
 * ledger closed) or was given a reservation that makes no sense (`LOOPGUARD_BUDGET_INVALID`). Unavailable is
 * never a refusal: the caller decides to fail closed (refuse the call) or open.
 */
export class BudgetLedgerError extends LoopguardError {
  override readonly name = 'BudgetLedgerError';
  declare readonly code: 'LOOPGUARD_BUDGET_UNAVAILABLE' | 'LOOPGUARD_BUDGET_INVALID';
  readonly [brand] = true;

  constructor(code: BudgetLedgerError['code'], message: string, cause?: unknown) {
    super(code, message, { cause });
  }

  /** True for any BudgetLedgerError, also one thrown by another copy of this package. */
  static override isInstance(value: unknown): value is BudgetLedgerError {
    return LoopguardError.hasBrand(value, brand);
  }
}
