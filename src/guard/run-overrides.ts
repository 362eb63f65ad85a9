import { ConfigError } from '../errors.js';
import type { GuardEventListener } from '../events/types.js';
import type { Enforcement } from './enforcement.js';
import type { ResolvedGuardOptions } from './options.js';
import { optionsSchema, toConfigIssues } from './options-schema.js';
import type { PromptCalibration } from './prompt-calibration.js';

/** What one run sets on options resolved once for many runs (a gateway's policy for an agent and task type). */
export interface RunOverrides {
  readonly runId: string;
  readonly taskId?: string | undefined;
  readonly agentName?: string | undefined;
  readonly taskType?: string | undefined;
  /** Replaces the base's enforcement when given (a gateway started with `--observe` observes every run). */
  readonly enforce?: Enforcement | undefined;
  /** Replaces the base's idle limit when given. */
  readonly idleTimeoutMs?: number | null | undefined;
  readonly now?: (() => number) | undefined;
  /** Listeners after the base's own. */
  readonly listeners?: readonly GuardEventListener[] | undefined;
  /** The process's learned provider overheads (a gateway's, shared by its runs). */
  readonly promptCalibration?: PromptCalibration | undefined;
}

// The run's own fields, checked by the same schema pieces as a whole options object, with the same messages.
const runFields = optionsSchema.pick({
  runId: true,
  taskId: true,
  agentName: true,
  taskType: true,
  idleTimeoutMs: true,
  now: true,
  onEvent: true,
});

const isLabel = (value: unknown) => value === undefined || (typeof value === 'string' && value !== '');
const isText = (value: unknown) => value === undefined || typeof value === 'string';
const isListener = (value: unknown) => typeof value === 'function';

/**
 * Whether the run's fields are ones {@link runFields} accepts, decided without zod: on a gateway's busy
 * process zod's parse runs cold between requests, a visible share of the proxy's added latency for every new
 * run. Only a `true` skips the schema; anything else goes through it, which then has the last word and the
 * messages. A test holds the two to agree.
 */
export function plainlyValidRunFields(fields: {
  readonly runId?: unknown;
  readonly taskId?: unknown;
  readonly agentName?: unknown;
  readonly taskType?: unknown;
  readonly idleTimeoutMs?: unknown;
  readonly now?: unknown;
  readonly onEvent?: unknown;
}): boolean {
  const idle = fields.idleTimeoutMs;
  const onEvent = fields.onEvent;
  return (
    isLabel(fields.runId) &&
    isLabel(fields.taskId) &&
    isText(fields.agentName) &&
    isText(fields.taskType) &&
    (idle === undefined || idle === null || (Number.isSafeInteger(idle) && (idle as number) > 0)) &&
    (fields.now === undefined || typeof fields.now === 'function') &&
    (onEvent === undefined || isListener(onEvent) || (Array.isArray(onEvent) && onEvent.every(isListener)))
  );
}

/**
 * `base` with one run's labels, clock, idle limit and listeners. A gateway starts a guard for every new run
 * and, on a shared store, restores one for every request; validating and copying the whole policy each time
 * (zod, the detectors' defaults, deep copies) was the largest part of its own work per request. Only what
 * the run sets is checked here: the rest was checked when `base` was resolved.
 */
export function withRunOverrides(base: ResolvedGuardOptions, run: RunOverrides): ResolvedGuardOptions {
  const fields = {
    runId: run.runId,
    taskId: run.taskId,
    agentName: run.agentName,
    taskType: run.taskType,
    idleTimeoutMs: run.idleTimeoutMs,
    now: run.now,
    onEvent: run.listeners === undefined ? undefined : [...run.listeners],
  };
  if (!plainlyValidRunFields(fields)) {
    const parsed = runFields.safeParse(fields);
    if (!parsed.success)
      throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', toConfigIssues(parsed.error, fields));
  }
  return Object.freeze({
    ...base,
    runId: run.runId,
    taskId: run.taskId ?? base.taskId,
    agentName: run.agentName ?? base.agentName,
    taskType: run.taskType ?? base.taskType,
    enforce: run.enforce ?? base.enforce,
    idleTimeoutMs: run.idleTimeoutMs === undefined ? base.idleTimeoutMs : run.idleTimeoutMs,
    now: run.now ?? base.now,
    listeners: run.listeners?.length ? Object.freeze([...base.listeners, ...run.listeners]) : base.listeners,
    promptCalibration: run.promptCalibration ?? base.promptCalibration,
  });
}
