import { formatMoney } from '../report/daily-report.js';
import type { BudgetCrossing } from './budget-thresholds.js';
import type { ChatMessage } from './chat-message.js';

/** `global`, `agent cleaner`, `key key-0c1f… (agent cleaner)`. */
function budgetName(crossing: BudgetCrossing): string {
  if (crossing.kind === 'global') return 'global';
  if (crossing.kind === 'agent') return `agent ${crossing.name}`;
  return `key ${crossing.name} (agent ${crossing.agent})`;
}

const percent = (crossing: Pick<BudgetCrossing, 'spentUsd' | 'limitUsd'>) =>
  Math.floor((crossing.spentUsd / crossing.limitUsd) * 100);

/**
 * The chat message for daily budgets past a threshold: a row per budget (spent, budget, share used, the
 * threshold passed), drawn red once one is at 100% or more.
 */
export function budgetThresholdMessage(crossings: readonly BudgetCrossing[]): ChatMessage {
  const [only] = crossings;
  const title =
    crossings.length === 1 && only
      ? `loopguard: ${budgetName(only)} daily budget past ${only.threshold}% (${percent(only)}% used on ${only.day})`
      : `loopguard: ${crossings.length} daily budgets past a threshold`;
  const keyed = crossings.some((crossing) => crossing.kind === 'key');
  return {
    title,
    severity: crossings.some((crossing) => crossing.threshold >= 100) ? 'alert' : 'info',
    sections: [
      {
        kind: 'table',
        table: {
          head: ['budget', 'day (UTC)', 'spent USD', 'budget USD', 'used', 'past'],
          rows: crossings.map((crossing) => [
            budgetName(crossing),
            crossing.day,
            formatMoney(crossing.spentUsd),
            formatMoney(crossing.limitUsd),
            `${percent(crossing)}%`,
            `${crossing.threshold}%`,
          ]),
        },
      },
      {
        kind: 'lines',
        lines: [
          ['Spend of the priced LLM calls in the store; each threshold is posted once per budget and day.'],
          ...(keyed
            ? [
                [
                  'A key budget is measured on the spend of the agent the key is mapped to (the store records agents, not keys).',
                ],
              ]
            : []),
        ],
      },
    ],
    data: {
      kind: 'budget_threshold',
      crossings: crossings.map(({ marks: _marks, ...crossing }) => ({
        ...crossing,
        agent: crossing.agent ?? null,
        percentUsed: percent(crossing),
      })),
    },
  };
}
