// The ledger's interface belongs to the guarded-call core, which reserves in it; the ledgers implement it here.
export type {
  BudgetLedger,
  BudgetRefusal,
  BudgetReservation,
  BudgetScope,
  ScopeUsage,
} from '../guard/budget-ledger.js';
