import type { DailyRow } from '../stores/event-reader.js';

/** A client key's own daily budget, measured on the spend of the agent it is mapped to. */
export interface KeyBudget {
  /** How the key is named in the alert: its id (`key-…`) or the variable that holds it. */
  readonly name: string;
  /** The agent the gateway labels the key's calls with. */
  readonly agent: string;
  readonly limitUsd: number;
}

/** The daily budgets `loopguard alert` watches, in USD, as a gateway policy's `budgets` sets them. */
export interface DailyBudgets {
  /** Each agent's spend per UTC day. */
  readonly perAgentPerDay?: number | undefined;
  /** All spend per UTC day. */
  readonly globalPerDay?: number | undefined;
  readonly keys?: readonly KeyBudget[] | undefined;
}

/** A daily budget whose spend passed a threshold not yet posted for its day. */
export interface BudgetCrossing {
  /** The budget scope and day, named as the gateway names it: `agent:cleaner:2026-12-05`. */
  readonly scope: string;
  readonly kind: 'global' | 'agent' | 'key';
  /** The agent or key; null for the global budget. */
  readonly name: string | null;
  /** The agent whose spend a key budget is measured on. */
  readonly agent?: string | undefined;
  readonly day: string;
  readonly spentUsd: number;
  readonly limitUsd: number;
  /** The highest threshold passed, in percent; lower ones not yet posted are taken with it. */
  readonly threshold: number;
  /** The scope's thresholds this crossing marks as posted, itself included. */
  readonly marks: readonly string[];
}

/** The key a posted threshold is remembered by: `global:2026-12-05@80`. */
export const crossingKey = (scope: string, threshold: number) => `${scope}@${threshold}`;

// As the gateway encodes names in its scope keys, so a `:` in an agent name cannot pass for another scope.
const part = (value: string) => encodeURIComponent(value);

/**
 * The daily budgets whose spend on one of `days` reached a threshold (percent of the budget) not yet
 * posted. Spend is the USD cost of the stored LLM calls; rows must be grouped by agent. A budget past
 * several thresholds at once gives one crossing, at the highest; one posted at a threshold is not posted
 * again that day at a lower one.
 * @example budgetCrossings(await reader.daily({ since: day, until: day }, 'agent'), { globalPerDay: 10 }, [80, 100], [day], new Set())
 */
export function budgetCrossings(
  rows: readonly DailyRow[],
  budgets: DailyBudgets,
  thresholds: readonly number[],
  days: readonly string[],
  posted: ReadonlySet<string>,
): BudgetCrossing[] {
  const ascending = [...thresholds].sort((a, b) => a - b);
  const spend = new Map<string, Map<string | null, number>>();
  for (const row of rows) {
    // The budgets are in USD; a cost in another currency is not converted (see docs/observability.md).
    if (row.currency !== 'USD') continue;
    const byAgent = spend.get(row.date) ?? new Map<string | null, number>();
    byAgent.set(row.agentName, (byAgent.get(row.agentName) ?? 0) + row.cost);
    spend.set(row.date, byAgent);
  }
  // A budget posted at a threshold is not posted again that day at a lower one (given later, say).
  const highestPosted = new Map<string, number>();
  for (const key of posted) {
    const at = key.lastIndexOf('@');
    const scope = key.slice(0, at);
    highestPosted.set(scope, Math.max(highestPosted.get(scope) ?? 0, Number(key.slice(at + 1))));
  }
  const crossings: BudgetCrossing[] = [];
  const check = (
    day: string,
    scope: string,
    spentUsd: number,
    limitUsd: number,
    fields: Pick<BudgetCrossing, 'kind' | 'name' | 'agent'>,
  ) => {
    const due = ascending.filter(
      (threshold) => spentUsd >= (limitUsd * threshold) / 100 && threshold > (highestPosted.get(scope) ?? 0),
    );
    const threshold = due.at(-1);
    if (threshold === undefined) return;
    const marks = due.map((passed) => crossingKey(scope, passed));
    crossings.push({ scope, ...fields, day, spentUsd, limitUsd, threshold, marks });
  };
  for (const day of days) {
    const byAgent = spend.get(day) ?? new Map<string | null, number>();
    if (budgets.globalPerDay !== undefined) {
      const total = [...byAgent.values()].reduce((sum, cost) => sum + cost, 0);
      check(day, `global:${day}`, total, budgets.globalPerDay, { kind: 'global', name: null });
    }
    if (budgets.perAgentPerDay !== undefined) {
      for (const [agent, cost] of [...byAgent].sort(([a], [b]) => String(a).localeCompare(String(b)))) {
        // The gateway gives a call without an agent no agent scope.
        if (agent === null || agent === '') continue;
        check(day, `agent:${part(agent)}:${day}`, cost, budgets.perAgentPerDay, {
          kind: 'agent',
          name: agent,
        });
      }
    }
    for (const key of budgets.keys ?? []) {
      check(day, `client:${part(key.name)}:${day}`, byAgent.get(key.agent) ?? 0, key.limitUsd, {
        kind: 'key',
        name: key.name,
        agent: key.agent,
      });
    }
  }
  return crossings;
}

/** The currencies other than USD that rows spent in: spend the USD budgets do not count. */
export function uncountedCurrencies(rows: readonly DailyRow[]): string[] {
  return [
    ...new Set(
      rows.flatMap((row) => (row.currency && row.currency !== 'USD' && row.cost > 0 ? [row.currency] : [])),
    ),
  ].sort();
}
