/** How a run stops: a trip recorded (enforced or observed), its error built, and completion, abandonment, failure. */

import { GuardError } from '../errors.js';
import { enforces, tripKind } from './enforcement.js';
import type { PassedTrip } from './gates.js';
import { endRun } from './run-ending.js';
import type { RunGuard } from './run-guard.js';
import { isTerminal, transition } from './run-state.js';
import type { Trip } from './trip.js';
import { closedError, type TripContext, tripError } from './trip-errors.js';

/** The message of anything thrown. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** What a trip's error says about the run: its ids, round and retry-storm cooldown. */
export function tripContext(guard: RunGuard): TripContext {
  return {
    runId: guard.runId,
    taskId: guard.taskId,
    round: guard.roundCount,
    retryStormCooldownMs: guard.options.loop.retryStormCooldownMs,
  };
}

/** The error of a call asked for after the run completed. */
export function completedError(guard: RunGuard): GuardError {
  return closedError(
    tripContext(guard),
    `run ${guard.runId} has completed; no further LLM call is permitted`,
  );
}

/** The error of `trip` in this run. */
export function buildError(guard: RunGuard, trip: Trip): GuardError {
  return tripError(trip, tripContext(guard));
}

/** Trips enforcement does not refuse, passed by every gate; `undefined` when every trip is enforced. */
export function refusedOnly(guard: RunGuard): PassedTrip | undefined {
  const enforce = guard.options.enforce;
  return enforce === true ? undefined : (trip) => !enforces(enforce, trip.code);
}

/**
 * Records a trip: one enforced fails the run; one observed (observe-only mode) is emitted as a
 * `guard_trigger` with `action: 'observe'`, once per kind of trip, and the run goes on.
 */
export function recordTrip(guard: RunGuard, error: GuardError): void {
  if (isTerminal(guard.currentState)) return;
  if (!enforces(guard.options.enforce, error.code)) {
    const kind = tripKind(error);
    if (guard.observedKinds.has(kind)) return;
    guard.observedKinds.add(kind);
    guard.firstObserved ??= error;
    guard.emit('guard_trigger', {
      code: error.code,
      detector: typeof error.evidence.detector === 'string' ? error.evidence.detector : undefined,
      action: 'observe',
      error_message: error.message,
      model: guard.lastModel,
    });
    return;
  }
  guard.failure = error;
  guard.emit('guard_trigger', {
    code: error.code,
    detector: typeof error.evidence.detector === 'string' ? error.evidence.detector : undefined,
    action: 'halt',
    error_message: error.message,
    model: guard.lastModel,
  });
  guard.currentState = transition(guard.currentState, 'failed');
  endRun(guard, error.message, error.code);
}

/** Records the trip of a call about to be made; throws it when it is enforced. */
export function tripCall(guard: RunGuard, trip: Trip): void {
  const error = buildError(guard, trip);
  recordTrip(guard, error);
  if (enforces(guard.options.enforce, error.code)) throw error;
}

/** Ends the run as completed; nothing happens on a run that ended already. */
export function completeRun(guard: RunGuard, reason: string): void {
  if (isTerminal(guard.currentState)) return;
  guard.currentState = transition(guard.currentState, 'completed');
  endRun(guard, reason);
}

/** Ends the run as abandoned (nobody will call again); its error says why. */
export function abandonRun(guard: RunGuard, reason: string): void {
  if (isTerminal(guard.currentState)) return;
  guard.failure = closedError(tripContext(guard), `run ${guard.runId} was abandoned: ${reason}`);
  guard.currentState = transition(guard.currentState, 'abandoned');
  endRun(guard, reason);
}

/** Ends the run as failed by `error`, or records a trip made outside the guard as its own. */
export function failRun(guard: RunGuard, error: unknown): void {
  if (isTerminal(guard.currentState)) return;
  // A trip made outside the guard (a content loop cut mid-stream) is reported as the guard's own are.
  if (GuardError.isInstance(error) && error.code !== 'GUARD_RUN_CLOSED') {
    recordTrip(guard, error);
    return;
  }
  guard.failure = GuardError.isInstance(error)
    ? error
    : closedError(tripContext(guard), `run ${guard.runId} failed: ${messageOf(error)}`, error);
  guard.currentState = transition(guard.currentState, 'failed');
  endRun(guard, messageOf(error));
}
