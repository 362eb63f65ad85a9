import type { Detection } from '../detectors/types.js';
import { GuardError, retryAdviceFor } from '../errors.js';
import type { Trip } from './trip.js';

/** Who a trip belongs to. */
export interface TripContext {
  readonly runId: string;
  readonly taskId: string;
  readonly round: number;
  readonly retryStormCooldownMs: number;
}

/** The GuardError for a trip, with the run's ids and the retry advice for its code. */
export function tripError(trip: Trip, context: TripContext): GuardError {
  return new GuardError(trip.code, trip.message, {
    runId: context.runId,
    taskId: context.taskId,
    round: context.round,
    evidence: trip.evidence,
    advice: retryAdviceFor(trip.code, context.retryStormCooldownMs),
  });
}

/** The error for a call after the run ended (`cause`: why it failed, when it did). */
export function closedError(context: TripContext, message: string, cause?: unknown): GuardError {
  return new GuardError('GUARD_RUN_CLOSED', message, {
    runId: context.runId,
    taskId: context.taskId,
    round: context.round,
    cause,
  });
}

/** The trip of a loop detection, naming the run. */
export function detectionTrip(runId: string, detection: Detection): Trip {
  return {
    code: detection.code,
    message: `run ${runId}: ${detection.message}`,
    evidence: {
      detector: detection.detector,
      rounds: detection.rounds,
      signatures: detection.signatures,
      previousResult: detection.previousResult,
    },
  };
}

/** The trip of consecutive failed LLM calls: the provider itself is failing. */
export function callFailuresTrip(failures: number, maxCallFailures: number): Trip {
  return {
    code: 'GUARD_RETRY_STORM',
    message: `${failures} LLM calls failed in a row; the provider is failing`,
    evidence: { detector: 'llm_call_failures', observed: failures, limitValue: maxCallFailures },
  };
}
