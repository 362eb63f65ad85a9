import type { BudgetScope } from './budget-ledger.js';

const DAY_MS = 86_400_000;

/**
 * A scope for one UTC day: `name:YYYY-MM-DD`, kept two days, so the budget starts afresh at midnight UTC.
 * @example withSharedBudget(guard, { ledger, scopes: (now) => [dailyScope('agent:support-bot', 20, now)] })
 */
export function dailyScope(name: string, limitUsd: number, now: number = Date.now()): BudgetScope {
  return { key: `${name}:${new Date(now).toISOString().slice(0, 10)}`, limitUsd, retainMs: 2 * DAY_MS };
}
