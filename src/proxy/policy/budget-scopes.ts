import type { BudgetScope } from '../../budget/budget-ledger.js';
import type { RunLabels } from '../gateway-policy.js';

/** Shared budgets of a gateway policy, USD. */
export interface GatewayBudgets {
  readonly perTask?: number | undefined;
  readonly perAgentPerDay?: number | undefined;
  readonly perClientKeyPerDay?: number | undefined;
  readonly globalPerDay?: number | undefined;
}

const DAY_MS = 86_400_000;
/** Daily scopes are kept two days after their last change: the day itself, and a day for late settles. */
export const DAILY_RETAIN_MS = 2 * DAY_MS;
/** A task's scope is kept a week after its last change: a task's runs may be retried over days. */
export const TASK_RETAIN_MS = 7 * DAY_MS;

// Names come from request headers; encoded, a `:` in an agent name cannot make one scope key look like another.
const part = (value: string) => encodeURIComponent(value);

/**
 * The scopes a call of a run reserves in: `task:ID` (the run id when the run names no task),
 * `agent:NAME:YYYY-MM-DD`, `client:ID:YYYY-MM-DD` (a client key's own `budgetPerDay`, else
 * `perClientKeyPerDay`) and `global:YYYY-MM-DD`, days in UTC, each only when its limit is set.
 */
export function createBudgetScopes(
  budgets: GatewayBudgets,
  clientBudget: (clientId: string) => number | undefined,
): (labels: RunLabels, now: number) => readonly BudgetScope[] {
  let dayStart = Number.NaN;
  let day = '';
  return (labels, now) => {
    // Formatting a date costs more than the rest; a day is formatted once.
    if (!(now >= dayStart && now < dayStart + DAY_MS)) {
      dayStart = now - (now % DAY_MS);
      day = new Date(dayStart).toISOString().slice(0, 10);
    }
    const scopes: BudgetScope[] = [];
    if (budgets.perTask !== undefined)
      scopes.push({
        key: `task:${part(labels.taskId ?? labels.runId)}`,
        limitUsd: budgets.perTask,
        retainMs: TASK_RETAIN_MS,
      });
    if (budgets.perAgentPerDay !== undefined && labels.agent)
      scopes.push({
        key: `agent:${part(labels.agent)}:${day}`,
        limitUsd: budgets.perAgentPerDay,
        retainMs: DAILY_RETAIN_MS,
      });
    if (labels.clientId) {
      const limit = clientBudget(labels.clientId) ?? budgets.perClientKeyPerDay;
      if (limit !== undefined)
        scopes.push({
          key: `client:${part(labels.clientId)}:${day}`,
          limitUsd: limit,
          retainMs: DAILY_RETAIN_MS,
        });
    }
    if (budgets.globalPerDay !== undefined)
      scopes.push({ key: `global:${day}`, limitUsd: budgets.globalPerDay, retainMs: DAILY_RETAIN_MS });
    return scopes;
  };
}
