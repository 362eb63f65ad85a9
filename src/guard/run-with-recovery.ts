import { GuardError, isGuardError } from '../errors.js';
import { createGuard, type Guard } from './guard.js';
import type { GuardOptions } from './options.js';

/** Remembers tasks whose runs died of a trip that must not be retried. */
export interface DeadTaskRegistry {
  get(taskId: string): GuardError | undefined;
  mark(taskId: string, error: GuardError): void;
  forget(taskId: string): void;
}

/** An in-memory registry; entries expire after `ttlMs`. @default ttlMs 24 hours */
export function createDeadTaskRegistry(
  options: { ttlMs?: number; now?: () => number } = {},
): DeadTaskRegistry {
  const ttlMs = options.ttlMs ?? 86_400_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { error: GuardError; at: number }>();
  return {
    get(taskId) {
      const entry = entries.get(taskId);
      if (entry && now() - entry.at > ttlMs) entries.delete(taskId);
      return entries.get(taskId)?.error;
    },
    mark(taskId, error) {
      entries.set(taskId, { error, at: now() });
    },
    forget(taskId) {
      entries.delete(taskId);
    },
  };
}

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
  /** Where dead tasks are remembered. @default a registry shared by this process */
  readonly registry?: DeadTaskRegistry;
  /** Waits out a cool-down. @default setTimeout */
  readonly sleep?: (ms: number) => Promise<void>;
  /** Called before each retry. */
  readonly onRetry?: (error: GuardError, attempt: number) => void;
}

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
  const dead = registry.get(options.taskId);
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
        registry.mark(options.taskId, error);
        throw error;
      }
      retries++;
      previousError = error;
      options.onRetry?.(error, attempt + 1);
      if (error.advice.cooldownMs > 0) await sleep(error.advice.cooldownMs);
    }
  }
}
