import { describe, expect, it } from 'vitest';
import { BudgetLedgerError } from '../src/budget/budget-ledger-error.js';
import { createMemoryBudgetLedger } from '../src/budget/memory-budget-ledger.js';
import { describeBudgetLedgerContract } from './helpers/budget-ledger-contract.js';

describeBudgetLedgerContract('memory', async (now) => createMemoryBudgetLedger({ now }));

describe('memory budget ledger', () => {
  it('answers LOOPGUARD_BUDGET_UNAVAILABLE once closed', async () => {
    const ledger = createMemoryBudgetLedger();
    await ledger.close();
    const error = await ledger.usage('x').then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(BudgetLedgerError.isInstance(error) && error.code).toBe('LOOPGUARD_BUDGET_UNAVAILABLE');
  });
});
