import type { GuardEventListener } from '../events/types.js';
import type { Enforcement } from '../guard/enforcement.js';
import { type GuardOptions, type ResolvedGuardOptions, resolveGuardOptions } from '../guard/options.js';
import type { PromptCalibration } from '../guard/prompt-calibration.js';
import { withRunOverrides } from '../guard/run-overrides.js';
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
  /** Replaces the policy's `enforce` for every run (the gateway's `--observe`); `undefined`: the policy's. */
  readonly enforce?: Enforcement | undefined;
  readonly now: () => number;
  /** Provider overheads learned across this gateway's runs, so a new run reserves what the provider bills. */
  readonly promptCalibration?: PromptCalibration | undefined;
}

// A policy's base options by object: resolved (validated, copied, frozen) once, shared by every run of it.
const resolvedBases = new WeakMap<GuardOptions, ResolvedGuardOptions>();

function resolvedBase(base: GuardOptions): ResolvedGuardOptions {
  let resolved = resolvedBases.get(base);
  if (resolved === undefined) {
    resolved = resolveGuardOptions(base);
    resolvedBases.set(base, resolved);
  }
  return resolved;
}

/**
 * The resolved guard options of one run: the policy's for its labels (run id, task, agent and task type set
 * from the labels), the proxy's clock and idle limit, and the proxy's listeners after the policy's own. The
 * policy's base is resolved once per base object ({@link GatewayPolicy.baseGuardOptionsFor}); only the run's
 * own fields are checked per run.
 */
export function runGuardOptions(
  settings: RunGuardSettings,
  labels: RunLabels,
  extraListeners: readonly GuardEventListener[] = [],
): ResolvedGuardOptions {
  const listeners = [...settings.listeners, ...extraListeners];
  const base = settings.policy.baseGuardOptionsFor?.(labels);
  if (base === undefined) {
    const options = settings.policy.guardOptionsFor(labels);
    return resolveGuardOptions({
      ...options,
      ...(settings.idleTimeoutMs === undefined ? {} : { idleTimeoutMs: settings.idleTimeoutMs }),
      ...(settings.enforce === undefined ? {} : { enforce: settings.enforce }),
      now: settings.now,
      onEvent: [...listenersOf(options.onEvent), ...listeners],
      ...(settings.promptCalibration ? { promptCalibration: settings.promptCalibration } : {}),
    });
  }
  return withRunOverrides(resolvedBase(base), {
    runId: labels.runId,
    taskId: labels.taskId,
    agentName: labels.agent,
    taskType: labels.taskType,
    idleTimeoutMs: settings.idleTimeoutMs,
    enforce: settings.enforce,
    now: settings.now,
    listeners,
    promptCalibration: settings.promptCalibration,
  });
}
