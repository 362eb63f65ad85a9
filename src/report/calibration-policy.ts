import type { Calibration } from './calibration-result.js';

const limitNames = new Set(['maxRounds', 'maxDurationMs', 'maxTokens', 'maxCost']);

/** The key of a gateway policy file that holds the overrides of a grouping. */
export function overridesKeyOf(by: Calibration['by']): 'agents' | 'taskTypes' | undefined {
  return by === 'agent' ? 'agents' : by === 'task-type' ? 'taskTypes' : undefined;
}

/**
 * The policy file a calibration writes, or undefined when nothing has enough runs. Without grouping: the
 * suggested guard options, a file for any `--policy`. With `by`: a gateway policy file (`loopguard proxy
 * --policy`), the format that already holds per-agent and per-task-type overrides: the suggestion for all
 * runs as every run's defaults (when they are enough), and each group's limits under `agents` or
 * `taskTypes`. Prices, currency and output reservation are the same for every group, so they are written
 * once, at the top.
 */
export function calibratedPolicy(result: Calibration): Record<string, unknown> | undefined {
  const key = overridesKeyOf(result.by);
  if (key === undefined) return result.enoughRuns ? { ...result.suggested } : undefined;
  const shared: Record<string, unknown> = {};
  const overrides: Record<string, Record<string, unknown>> = {};
  for (const group of result.suggestions) {
    if (!group.suggested) continue;
    const limits: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(group.suggested)) {
      if (limitNames.has(name)) limits[name] = value;
      else shared[name] = value;
    }
    overrides[group.name] = limits;
  }
  if (!result.enoughRuns && Object.keys(overrides).length === 0) return undefined;
  const defaults = result.enoughRuns ? result.suggested : {};
  return { ...shared, ...defaults, [key]: overrides };
}
