import { CLEAR_TOOL_ROLLUPS, DAILY_ROLLUPS, LOST_RUNS, NOTE_PRUNED_RUNS } from '../prune-sql.js';
import { fillRunCalls, rebuildRoundCalls, rebuildToolDayRollups } from './schema.js';
import type { SqliteDatabase } from './sqlite-database.js';
import { StoreError } from './store-error.js';

/**
 * Deletes the events of UTC days before `before` (`YYYY-MM-DD`) with the daily rollup rows of those days,
 * refills `run_calls` for the runs that lost calls from the calls they keep, and rebuilds the tool rollups
 * (a call's repeats and round share depend on the calls kept) from the events left; returns the events deleted. One transaction: a reader
 * sees the events and their rollups before the prune or after it, never between.
 */
export function pruneSqlite(store: SqliteDatabase, before: string, path = 'the store'): number {
  try {
    return prune(store, before);
  } catch (error) {
    // Another process holding the store's write lock past the wait is a state to report, not a crash.
    if (error instanceof Error && /database is locked|database is busy/i.test(error.message))
      throw new StoreError(
        'LOOPGUARD_STORE_UNAVAILABLE',
        `${path} is locked by another writer (a gateway or a sink writing to it): nothing was pruned; try again when it is idle`,
        error,
      );
    throw error;
  }
}

function prune(store: SqliteDatabase, before: string): number {
  return store
    .transaction(() => {
      store.exec('DROP TABLE IF EXISTS temp.pruned_runs');
      store.prepare(NOTE_PRUNED_RUNS).run(before);
      store.exec(`DELETE FROM run_calls WHERE ${LOST_RUNS}`);
      for (const rollup of DAILY_ROLLUPS) {
        store.prepare(`DELETE FROM ${rollup} WHERE day < ?`).run(before);
      }
      const deleted = Number(store.prepare('DELETE FROM events WHERE day < ?').run(before).changes);
      store.exec(`${fillRunCalls(LOST_RUNS)}; DROP TABLE temp.pruned_runs`);
      if (deleted > 0) store.exec(`${CLEAR_TOOL_ROLLUPS}; ${rebuildToolDayRollups} ${rebuildRoundCalls}`);
      return deleted;
    })
    .immediate();
}
