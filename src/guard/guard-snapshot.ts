import type { LoopDetectionState } from '../detectors/loop-detection.js';
import { ConfigError, type GuardErrorCode, type GuardErrorJson } from '../errors.js';
import type { OpenCall } from './call-ticket.js';
import type { PromptEstimatorState } from './prompt-estimator.js';
import type { RunState } from './run-state.js';
import type { StepRecorderState } from './step-recorder-state.js';
import type { ToolLedgerState } from './tool-ledger.js';
import type { UsageMeterState } from './usage-meter.js';

/** The snapshot format this version writes; a newer one is refused rather than misread. */
export const GUARD_SNAPSHOT_VERSION = 1;

/** A `run_end` that waits for calls in flight. */
export interface PendingRunEnd {
  readonly reason: string;
  readonly code: GuardErrorCode | null;
  /** When it is emitted even if calls are still open, ms since the epoch. */
  readonly deadline: number;
}

/**
 * Everything a run knows, as plain versioned JSON: `restoreGuard(snapshot, options)` continues the run
 * exactly, in this process or another. Options (limits, listeners, clock) are not part of it: pass the same
 * ones again.
 */
export interface GuardSnapshot {
  readonly format: 'loopguard.run';
  readonly version: typeof GUARD_SNAPSHOT_VERSION;
  readonly runId: string;
  readonly taskId: string;
  readonly state: RunState;
  readonly rounds: number;
  /** When the run's first call started, ms since the epoch. */
  readonly startedAt: number | null;
  readonly nudges: number;
  readonly lastModel: string | null;
  readonly callFailures: number;
  readonly failure: GuardErrorJson | null;
  readonly usage: UsageMeterState;
  readonly calls: readonly OpenCall[];
  readonly prompts: PromptEstimatorState;
  readonly steps: StepRecorderState;
  readonly detection: LoopDetectionState | null;
  readonly tools: ToolLedgerState;
  readonly runEnd: { readonly emitted: boolean; readonly pending: PendingRunEnd | null };
  /**
   * Observe-only mode: the kinds of trip recorded so far (each once per run) and the first of them, where
   * enforcing would have stopped the run. Absent while none was observed.
   */
  readonly observed?: { readonly kinds: readonly string[]; readonly first: GuardErrorJson } | undefined;
}

/** Checks what a snapshot must have before a run is restored from it; throws a ConfigError naming the field. */
export function checkGuardSnapshot(value: unknown): GuardSnapshot {
  const fail = (path: string, message: string): never => {
    throw new ConfigError('LOOPGUARD_INVALID_OPTIONS', [{ path, message }], { source: 'run snapshot' });
  };
  if (typeof value !== 'object' || value === null) return fail('', 'must be an object from guard.snapshot()');
  const snapshot = value as Partial<GuardSnapshot>;
  if (snapshot.format !== 'loopguard.run') return fail('format', 'must be "loopguard.run"');
  if (snapshot.version !== GUARD_SNAPSHOT_VERSION) {
    return fail('version', `must be ${GUARD_SNAPSHOT_VERSION}, got ${String(snapshot.version)}`);
  }
  if (typeof snapshot.runId !== 'string' || snapshot.runId === '') return fail('runId', 'must be a run id');
  for (const key of ['usage', 'prompts', 'steps', 'tools', 'runEnd'] as const) {
    if (typeof snapshot[key] !== 'object' || snapshot[key] === null) fail(key, 'must be an object');
  }
  if (!Array.isArray(snapshot.calls)) fail('calls', 'must be an array');
  return snapshot as GuardSnapshot;
}
