import type { GuardEventListener } from '../events/types.js';
import type { GuardOptions } from '../guard/options.js';
import type { GatewayPolicy, RunLabels } from './gateway-policy.js';

function listenersOf(onEvent: GuardOptions['onEvent']): readonly GuardEventListener[] {
  if (onEvent === undefined) return [];
  return Array.isArray(onEvent) ? onEvent : [onEvent as GuardEventListener];
}

/** What a run's guard options are made of, besides the policy. */
export interface RunGuardSettings {
  readonly policy: GatewayPolicy;
  readonly listeners: readonly GuardEventListener[];
  readonly idleTimeoutMs: number | null | undefined;
  readonly now: () => number;
}

/**
 * The guard options of one run: the policy's for its labels (run id, task, agent and task type set from
 * the labels), the proxy's clock and idle limit, and the proxy's listeners after the policy's own.
 */
export function runGuardOptions(
  settings: RunGuardSettings,
  labels: RunLabels,
  extraListeners: readonly GuardEventListener[] = [],
): GuardOptions {
  const base = settings.policy.guardOptionsFor(labels);
  return {
    ...base,
    runId: labels.runId,
    ...(labels.taskId === undefined ? {} : { taskId: labels.taskId }),
    ...(labels.agent === undefined ? {} : { agentName: labels.agent }),
    ...(labels.taskType === undefined ? {} : { taskType: labels.taskType }),
    ...(settings.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: settings.idleTimeoutMs }),
    now: settings.now,
    onEvent: [...listenersOf(base.onEvent), ...settings.listeners, ...extraListeners],
  };
}
