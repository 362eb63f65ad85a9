import { GuardError, isGuardError } from '../errors.js';
import type { Guard } from '../guard/guard.js';

/**
 * Which runs an adapter with `onTrip: 'answer'` has already answered with their stop message. A run answered
 * once has ended (the stop message is its final output), so a later call on the same guard comes from a
 * new run that was handed the old guard: it must fail loudly, not receive the old run's answer again.
 */
export class TripAnswers {
  private readonly answered = new WeakSet<Guard>();

  /**
   * The trip to answer with a stop message, or `undefined` when it must be thrown instead: anything that is
   * not a trip, or a trip of a run answered before (thrown as GUARD_RUN_CLOSED naming the fix).
   */
  answerable(guard: Guard, error: unknown): GuardError | undefined {
    if (!isGuardError(error)) return undefined;
    if (!this.answered.has(guard)) {
      this.answered.add(guard);
      return error;
    }
    throw new GuardError(
      'GUARD_RUN_CLOSED',
      `run ${guard.runId} already ended (${error.code}) and was answered; this adapter was given one run's ` +
        'guard: give it a guard factory (() => createGuard(…)) or wrap each run in withGuard(createGuard(…), …)',
      { runId: guard.runId, taskId: guard.taskId, round: guard.rounds, cause: error },
    );
  }
}
