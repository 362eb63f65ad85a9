export type {
  BudgetLedger,
  BudgetRefusal,
  BudgetReservation,
  BudgetScope,
  ScopeUsage,
} from './budget-ledger.js';
export { BudgetLedgerError } from './budget-ledger-error.js';
export { dailyScope } from './daily-scope.js';
export {
  type ListedScope,
  type ListedScopes,
  type ListScopesOptions,
  listsScopes,
  type ScopeListing,
} from './ledger-scopes.js';
export { createMemoryBudgetLedger, type MemoryBudgetLedgerOptions } from './memory-budget-ledger.js';
export {
  createRedisBudgetLedger,
  type RedisBudgetLedger,
  type RedisBudgetLedgerOptions,
} from './redis-budget-ledger.js';
export {
  type SharedBudgetGuard,
  type SharedBudgetOptions,
  type SharedCallTicket,
  withSharedBudget,
} from './with-shared-budget.js';
