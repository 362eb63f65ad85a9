/**
 * How a run's end is told: `run_end` emitted once, as the run's last event, after the calls still in flight
 * (or their grace time) ended; and the idle watch's end of a run.
 */

import type { GuardErrorCode } from '../errors.js';
import { RUN_END_GRACE_MS } from './defaults.js';
import type { PendingRunEnd } from './guard-snapshot.js';
import { eventUsage } from './response-usage.js';
import type { RunGuard } from './run-guard.js';
import { isTerminal } from './run-state.js';

/** The idle watch fired: a run with a call in flight is not idle (its own deadline bounds the call). */
export function endIdle(guard: RunGuard, idleForMs: number): boolean {
  if (isTerminal(guard.currentState)) return true;
  if (guard.calls.size > 0) return false;
  guard.abandon(
    `no call, result or message for ${idleForMs} ms (idleTimeoutMs ${guard.options.idleTimeoutMs})`,
  );
  return true;
}

/** Stops the run's timers and emits `run_end`, or holds it until the calls in flight end. */
export function endRun(guard: RunGuard, reason: string, code?: GuardErrorCode): void {
  guard.timers.clear();
  guard.idle.stop();
  if (guard.calls.size > 0) {
    // A call still in flight reports its response first, so run_end is the run's last event (an
    // OpenTelemetry root span must end after its children). A call never settled stops the wait.
    deferRunEnd(guard, { reason, code: code ?? null, deadline: guard.options.now() + RUN_END_GRACE_MS });
    return;
  }
  emitRunEndNow(guard, reason, code);
}

function deferRunEnd(guard: RunGuard, pending: PendingRunEnd): void {
  guard.runEnd.hold(pending, guard.options.now(), () => emitPendingRunEnd(guard, true));
}

/** Emits the held `run_end` once no call is in flight (at once when `force`). */
export function emitPendingRunEnd(guard: RunGuard, force = false): void {
  if (!guard.runEnd.holding || (guard.calls.size > 0 && !force)) return;
  const released = guard.runEnd.release();
  if (released) emitRunEndNow(guard, released.reason, released.code);
}

function emitRunEndNow(guard: RunGuard, reason: string, code: GuardErrorCode | undefined): void {
  const meter = guard.meter;
  guard.emit('run_end', {
    model: guard.lastModel,
    state: guard.currentState,
    code,
    error_message: guard.currentState === 'completed' ? undefined : reason,
    cost: meter.cost,
    token_usage: eventUsage({
      promptTokens: meter.promptTokens,
      completionTokens: meter.completionTokens,
      cachedPromptTokens: meter.cachedTokens,
    }),
    latency_ms: guard.startedAt === undefined ? 0 : guard.options.now() - guard.startedAt,
  });
}
