import { InvalidArgumentError } from 'commander';
import type { DailyBudgets, KeyBudget } from '../notify/budget-thresholds.js';
import { clientIdOf, sha256Hex } from '../proxy/policy/client-credentials.js';
import { readGatewayPolicy } from '../proxy/policy/read-gateway-policy.js';
import { UsageError } from './usage-error.js';

/** The thresholds `loopguard alert` posts when budgets are given without `--budget-threshold`. */
export const DEFAULT_BUDGET_THRESHOLDS: readonly number[] = Object.freeze([80, 100]);

/** Parses `--budget-threshold 80,100`: percents of a daily budget, each above 0. */
export function parseThresholds(value: string): number[] {
  const parts = value.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  if (parts.some((part) => part === '') || numbers.some((number) => !Number.isFinite(number) || number <= 0))
    throw new InvalidArgumentError(`expected percents above 0 separated by commas (80,100), got "${value}".`);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** The daily budget flags of `loopguard alert`. */
export interface BudgetFlags {
  readonly policy?: string;
  readonly agentBudget?: number;
  readonly globalBudget?: number;
  readonly budgetThreshold?: readonly number[];
}

/**
 * The daily budgets to watch and their thresholds: a gateway policy file's `budgets` (`perAgentPerDay`,
 * `globalPerDay`, and each client key's `budgetPerDay` or `perClientKeyPerDay`), with `--agent-budget` and
 * `--global-budget` in place of the file's values. Undefined when no daily budget is given.
 */
export async function alertBudgets(
  flags: BudgetFlags,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ budgets: DailyBudgets; thresholds: readonly number[] } | undefined> {
  const config = flags.policy ? (await readGatewayPolicy(flags.policy)).config : undefined;
  const keys: KeyBudget[] = [];
  for (const key of config?.access?.clientKeys ?? []) {
    const limitUsd = key.budgetPerDay ?? config?.budgets?.perClientKeyPerDay;
    if (limitUsd === undefined) continue;
    // Named by the id the gateway gives it in events and metrics; by its variable when that is not set here.
    const secret = key.keyEnv === undefined ? undefined : env[key.keyEnv];
    const name =
      key.keyHash !== undefined
        ? clientIdOf(key.keyHash.replace(/^sha256:/, '').toLowerCase())
        : secret
          ? clientIdOf(sha256Hex(secret))
          : `$${key.keyEnv}`;
    keys.push({ name, agent: key.agent, limitUsd });
  }
  const budgets: DailyBudgets = {
    perAgentPerDay: flags.agentBudget ?? config?.budgets?.perAgentPerDay,
    globalPerDay: flags.globalBudget ?? config?.budgets?.globalPerDay,
    keys,
  };
  const any = budgets.perAgentPerDay !== undefined || budgets.globalPerDay !== undefined || keys.length > 0;
  if (!any) {
    if (flags.budgetThreshold === undefined && !flags.policy) return undefined;
    throw new UsageError(
      flags.policy
        ? `--policy ${flags.policy} sets no daily budget (budgets.perAgentPerDay, globalPerDay, perClientKeyPerDay or a client key's budgetPerDay); give --agent-budget or --global-budget`
        : '--budget-threshold needs daily budgets: --policy FILE (a gateway policy with budgets), --agent-budget USD or --global-budget USD',
    );
  }
  return { budgets, thresholds: flags.budgetThreshold ?? DEFAULT_BUDGET_THRESHOLDS };
}
