import { AsyncLocalStorage } from 'node:async_hooks';
import type { Guard } from './guard-api.js';
import { isTerminal } from './run-state.js';

/** Makes the guard of one run; adapters call it when a run begins. */
export type GuardFactory = () => Guard;

/**
 * What an adapter guards its calls with: one run's guard, or a factory that makes a fresh guard for each
 * run (a long-lived client or runner serves many runs). In both cases a guard set by {@link withGuard} for
 * the code running now comes first.
 */
export type GuardSource = Guard | GuardFactory;

// One store per copy of the package: a guard set by one copy is not seen by another.
const scope = new AsyncLocalStorage<Guard>();

/**
 * Runs `fn` with `guard` as the guard of every adapter call made inside it, through `await`s, callbacks and
 * streams: one run per scope, on long-lived clients shared by concurrent runs.
 * @example const answer = await withGuard(createGuard({ maxRounds: 10 }), () => runner.run(agent, input));
 */
export function withGuard<T>(guard: Guard, fn: () => T): T {
  return scope.run(guard, fn);
}

/** The guard set by {@link withGuard} for the code running now, if any. */
export function scopedGuard(): Guard | undefined {
  return scope.getStore();
}

/**
 * The guard an adapter uses for its next call: the scoped one, else the one it was given, else the factory's
 * current run, replaced by a new run from the factory once the current one has ended (completed, failed or
 * abandoned), so a trip of one run never reaches the next.
 */
export class GuardBinding {
  private current: Guard | undefined;

  constructor(private readonly source: GuardSource) {}

  /** The guard for a call starting now. */
  guard(): Guard {
    const scoped = scope.getStore();
    if (scoped) return scoped;
    if (typeof this.source !== 'function') return this.source;
    if (this.current === undefined || isTerminal(this.current.state)) this.current = this.source();
    return this.current;
  }
}
