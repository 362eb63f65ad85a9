/** What upstream code may do after a trip, per trip code: the advice every `GuardError` carries. */

import type { GuardErrorCode } from './guard-error-codes.js';

/** What upstream code may do after a trip. */
export interface RetryAdvice {
  /** Whether running the task again can help at all. */
  readonly retryable: boolean;
  /** How many fresh attempts are allowed after this one. */
  readonly maxRetries: number;
  /** A retry must start from a new guard (counters at zero). */
  readonly resetGuard: boolean;
  /** A retry must start from a fresh context (drop the looping conversation). */
  readonly clearContext: boolean;
  /** Wait this long before retrying. */
  readonly cooldownMs: number;
  /** One sentence a person can act on. */
  readonly reason: string;
}

/** Default cool-down before a retry storm may be retried. */
export const RETRY_STORM_COOLDOWN_MS = 60_000;

const noRetry = (reason: string): RetryAdvice => ({
  retryable: false,
  maxRetries: 0,
  resetGuard: false,
  clearContext: false,
  cooldownMs: 0,
  reason,
});

/** The retry policy for each code: loops, round and budget limits are final; time and tokens once, fresh. */
export function retryAdviceFor(code: GuardErrorCode, cooldownMs = RETRY_STORM_COOLDOWN_MS): RetryAdvice {
  switch (code) {
    case 'GUARD_ROUND_LIMIT':
      return noRetry(
        'The run used all its rounds; a rerun would loop the same way. Change the task or the limit.',
      );
    case 'GUARD_LOOP_DETECTED':
      return noRetry('The agent repeats itself; rerunning replays the loop. Fix the prompt, tool or task.');
    case 'GUARD_BUDGET_LIMIT':
      return noRetry('The money budget is spent; a rerun spends it again.');
    case 'GUARD_RUN_CLOSED':
      return noRetry('The run has already ended; start a new run instead of calling the model again.');
    case 'GUARD_TIME_LIMIT':
    case 'GUARD_TOKEN_LIMIT':
      return {
        retryable: true,
        maxRetries: 1,
        resetGuard: true,
        clearContext: true,
        cooldownMs: 0,
        reason: 'May succeed once more from a fresh guard and a cleared context.',
      };
    case 'GUARD_RETRY_STORM':
      return {
        retryable: true,
        maxRetries: 1,
        resetGuard: true,
        clearContext: true,
        cooldownMs,
        reason: `A dependency keeps failing; retry once after a cool-down of ${cooldownMs} ms.`,
      };
  }
}
