import { restoreGuard } from './guard.js';
import type { GuardSnapshot } from './guard-snapshot.js';
import type { GuardOptions } from './options.js';
import { isTerminal } from './run-state.js';
import type { RunStore } from './run-store.js';
import { updateRun } from './update-run.js';

/** Options of {@link endIdleRuns}. */
export interface EndIdleRunsOptions {
  /** A run not written for this long is ended. */
  readonly idleMs: number;
  /** The guard options the runs were made with; their listeners receive each `run_end`. */
  readonly guard?: GuardOptions;
  /** Runs looked at in one sweep. @default 1000 */
  readonly limit?: number;
  /** @default Date.now */
  readonly now?: () => number;
}

/**
 * Ends the runs of a store that nobody has touched for `idleMs` (an agent that crashed or simply stopped
 * calling), so every run gets its `run_end` and no sink holds an open run forever: each is restored, failed
 * as abandoned (its `run_end` emitted to the guard options' listeners) and written back ended; ended runs
 * found idle again are deleted. A run written meanwhile by someone else is left alone. Returns how many
 * runs it ended.
 */
export async function endIdleRuns(
  store: RunStore<GuardSnapshot>,
  options: EndIdleRunsOptions,
): Promise<number> {
  const now = options.now ?? Date.now;
  const before = now() - options.idleMs;
  let ended = 0;
  for (const record of await store.idleSince(before, options.limit ?? 1_000)) {
    if (isTerminal(record.snapshot.state) && record.snapshot.runEnd.emitted) {
      await store.delete(record.runId);
      continue;
    }
    const endedNow = await updateRun(
      store,
      record.runId,
      (current) => {
        if (!current || current.updatedAt >= before) return { snapshot: undefined, result: false };
        const guard = restoreGuard(current.snapshot, { ...options.guard, now });
        guard.abandon(`no call for ${now() - current.updatedAt} ms (idle limit ${options.idleMs} ms)`);
        return { snapshot: guard.snapshot(), result: true };
      },
      { now },
    );
    if (endedNow) ended++;
  }
  return ended;
}
