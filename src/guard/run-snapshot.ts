/**
 * The run's whole state as data: what `guard.snapshot()` returns and `restoreGuard` reads back.
 */

import { GUARD_SNAPSHOT_VERSION, type GuardSnapshot } from './guard-snapshot.js';

import type { RunGuard } from './run-guard.js';

/** The run's state as a snapshot, to write out as JSON and restore later, in any process. */
export function snapshotOf(guard: RunGuard): GuardSnapshot {
  return {
    format: 'loopguard.run',
    version: GUARD_SNAPSHOT_VERSION,
    runId: guard.runId,
    taskId: guard.taskId,
    state: guard.currentState,
    rounds: guard.roundCount,
    startedAt: guard.startedAt ?? null,
    nudges: guard.nudges,
    lastModel: guard.lastModel ?? null,
    callFailures: guard.callFailures,
    failure: guard.failure?.toJSON() ?? null,
    usage: guard.meter.snapshot(),
    calls: [...guard.calls.values()],
    prompts: guard.prompts.snapshot(),
    steps: guard.steps.snapshot(),
    detection: guard.steps.detectionSnapshot(),
    tools: guard.ledger.snapshot(),
    runEnd: guard.runEnd.snapshot(),
    ...(guard.firstObserved
      ? { observed: { kinds: [...guard.observedKinds], first: guard.firstObserved.toJSON() } }
      : {}),
  };
}
