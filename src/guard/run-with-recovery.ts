import { GuardError, isGuardError } from '../errors.js';
import { createDeadTaskRegistry, type DeadTaskRegistry } from './dead-task-registry.js';
import { createGuard, type Guard } from './guard.js';
import type { GuardOptions } from './options.js';

/** What each attempt of a recovered task receives. */
export interface AttemptContext {
  /** A fresh guard for this attempt (counters at zero). */
  readonly guard: Guard;
  /** 0 for the first attempt. */
  readonly attempt: number;
  /** Start from a fresh context: do not carry over the conversation of the failed attempt. */
  readonly clearContext: boolean;
  /** The trip that ended the previous attempt. */
  readonly previousError: GuardError | undefined;
}

/** Options of {@link runWithRecovery}. */
export interface RecoveryOptions {
  /** The task's id: dead tasks are refused by id. */
  readonly taskId: string;
  /** Options for each attempt's guard. */
  readonly guard?: GuardOptions;
  /**
   * Where dead tasks are remembered. The default lives in this process's memory and forgets on restart;
   * `createStoredDeadTaskRegistry(store)` keeps them in a run store (SQLite, …) for 24 h across restarts.
   * @default a registry shared by this process
   */
  readonly registry?: DeadTaskRegistry;
  /** Waits out a cool-down. @default setTimeout */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called before each retry. */
  readonly onRetry?: (error: GuardError, attempt: number) => void;
}

export {
  createDeadTaskRegistry,
  createStoredDeadTaskRegistry,
  type DeadTaskRecord,
  type DeadTaskRegistry,
  type DeadTaskRegistryOptions,
} from './dead-task-registry.js';

const sharedRegistry = createDeadTaskRegistry();

/**
 * Runs a task under the retry advice of its trips: time and token limits once more from a fresh guard and
 * a cleared context, a retry storm once after its cool-down, loops and round or budget limits never. A task
 * that died of a final trip is refused at once when run again, so a dead loop is not re-run by accident.
 * @example
 * const answer = await runWithRecovery(({ guard, clearContext }) => runMyAgent(guard, clearContext), { taskId: 'nightly-cleanup' });
 */
export async function runWithRecovery<T>(
  task: (context: AttemptContext) => Promise<T>,
  options: RecoveryOptions,
): Promise<T> {
  const registry = options.registry ?? sharedRegistry;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const dead = await registry.get(options.taskId);
  if (dead) {
    throw new GuardError(
      dead.code,
      `task ${options.taskId} already died and must not be rerun: ${dead.message}`,
      {
        taskId: options.taskId,
        evidence: dead.evidence,
        advice: dead.advice,
        cause: dead,
      },
    );
  }
  let previousError: GuardError | undefined;
  let retries = 0;
  for (let attempt = 0; ; attempt++) {
    const guard = createGuard({ ...options.guard, taskId: options.taskId });
    try {
      const result = await task({ guard, attempt, clearContext: attempt > 0, previousError });
      if (guard.error) throw guard.error;
      return result;
    } catch (error) {
      if (!isGuardError(error)) throw error;
      if (!error.advice.retryable || retries >= error.advice.maxRetries) {
        await registry.mark(options.taskId, error);
        throw error;
      }
      retries++;
      previousError = error;
      options.onRetry?.(error, attempt + 1);
      if (error.advice.cooldownMs > 0) await sleep(error.advice.cooldownMs);
    }
  }
}
