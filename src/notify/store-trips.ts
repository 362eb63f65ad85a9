import type { openStoreForRead } from '../stores/sqlite/open-store.js';
import type { Trip } from './trip-groups.js';

/** An open SQLite store (better-sqlite3 is typed only inside src/stores/sqlite). */
type StoreDatabase = ReturnType<typeof openStoreForRead>;

/** A trip read from the store, with the event id `loopguard alert` keeps as its cursor. */
export interface StoredTrip extends Trip {
  readonly id: number;
}

/** The id of the newest event in the store, 0 when it is empty. */
export function lastEventId(db: StoreDatabase): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM events').get() as { id: number }).id;
}

/**
 * Trips with an event id in `(afterId, untilId]`, oldest first, on or after the UTC day `since`: each halting `guard_trigger`,
 * and a `run_end` with a code only for a run that has no halt of its own (its halt already counted it). Reads
 * by the primary key from the cursor on, so a cron run costs the events written since the last one.
 */
export function tripsAfter(
  db: StoreDatabase,
  range: { readonly afterId: number; readonly untilId: number; readonly since: string },
  limit: number,
): StoredTrip[] {
  const rows = db
    .prepare(
      `SELECT id, timestamp, agent_name, task_id, run_id, code, error_message FROM events AS trip
       WHERE id > ? AND id <= ? AND day >= ? AND (
         (event = 'guard_trigger' AND action = 'halt') OR
         (event = 'run_end' AND code IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM events AS halt WHERE halt.task_id = trip.task_id AND halt.run_id = trip.run_id
              AND halt.event = 'guard_trigger' AND halt.action = 'halt')))
       ORDER BY id LIMIT ?`,
    )
    .all(range.afterId, range.untilId, range.since, limit) as {
    id: number;
    timestamp: number;
    agent_name: string | null;
    task_id: string;
    run_id: string;
    code: string;
    error_message: string | null;
  }[];
  return rows.map((row) => ({
    id: row.id,
    agent: row.agent_name,
    code: row.code,
    at: row.timestamp,
    taskId: row.task_id,
    runId: row.run_id,
    message: row.error_message ?? undefined,
  }));
}
