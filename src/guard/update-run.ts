import { setTimeout as sleep } from 'node:timers/promises';
import { type RunRecord, type RunStore, RunStoreError } from './run-store.js';

/** What an update decides: the snapshot to write (or `undefined` to write nothing) and a value to return. */
export interface RunUpdate<Snapshot, Result> {
  readonly snapshot: Snapshot | undefined;
  readonly result: Result;
}

/** Options of {@link updateRun}. */
export interface UpdateRunOptions {
  /** Tries before giving up with `LOOPGUARD_RUN_STORE_CONFLICT`. @default 50 */
  readonly maxAttempts?: number;
  /** @default Date.now */
  readonly now?: () => number;
}

/**
 * Reads a run, lets `update` decide from the current record, and writes the result with compare-and-set,
 * running `update` again on the newer record when another writer won. `update` must be free of side
 * effects beyond its return value, since it may run more than once.
 */
export async function updateRun<Snapshot, Result>(
  store: RunStore<Snapshot>,
  runId: string,
  update: (
    current: RunRecord<Snapshot> | undefined,
  ) => RunUpdate<Snapshot, Result> | Promise<RunUpdate<Snapshot, Result>>,
  options: UpdateRunOptions = {},
): Promise<Result> {
  const maxAttempts = options.maxAttempts ?? 50;
  const now = options.now ?? Date.now;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    const current = await store.get(runId);
    const decided = await update(current);
    if (decided.snapshot === undefined) return decided.result;
    const written = await store.compareAndSet(runId, current?.version ?? 0, decided.snapshot, now());
    if (written) return decided.result;
    // Many writers of one run (agents sharing it through a fleet) retrying at once keep beating each other;
    // a short random pause, growing with the attempts, lets one through.
    await sleep(Math.random() * Math.min(2 ** attempt, 50));
  }
  throw new RunStoreError(
    'LOOPGUARD_RUN_STORE_CONFLICT',
    `run ${runId}: ${maxAttempts} writers in a row changed the run first; gave up`,
  );
}
