import type { DateRange, TripCursor } from './event-reader.js';
import type { Dialect, SqlQuery } from './run-list-sql.js';

// The reader's queries on the events themselves (not the rollups), once for both stores with `?`
// placeholders (PostgreSQL's reader numbers them with `numbered`).

/** `[since, until]` as the text bounds the `day` column compares with, open ends included. */
export const dayBounds = (range: DateRange): [string, string] => [
  range.since ?? '0000-00-00',
  range.until ?? '9999-99-99',
];

/**
 * Task ids that start like `prefix` (its first 3 characters, any case, its `%`, `_` and `\` taken literally),
 * newest first: the trace's "did you mean". SQLite's LIKE ignores case already; PostgreSQL's is ILIKE.
 */
export function similarTaskIdsQuery(prefix: string, limit: number, dialect: Dialect): SqlQuery {
  return {
    sql: `SELECT task_id FROM events WHERE event = 'run_start'
      AND task_id ${dialect === 'postgres' ? 'ILIKE' : 'LIKE'} ? ESCAPE '\\'
      GROUP BY task_id ORDER BY MAX(id) DESC LIMIT ?`,
    values: [`${prefix.slice(0, 3).replace(/[%_\\]/g, '\\$&')}%`, limit],
  };
}

/** How many runs completed in a range (calibration's progress bar), as `n`. */
export function countCompletedRunsQuery(range: DateRange, dialect: Dialect): SqlQuery {
  return {
    sql: `SELECT COUNT(*)${dialect === 'postgres' ? '::int' : ''} AS n FROM events
      WHERE event = 'run_end' AND state = 'completed' AND day >= ? AND day <= ?`,
    values: dayBounds(range),
  };
}

/**
 * Trips in `(afterId, untilId]` on or after `since`, oldest first (see `EventReader.tripsAfter`): each
 * halting `guard_trigger` (and would-have-stopped ones when the cursor asks), and a `run_end` with a code
 * for a run without a halt of its own.
 */
export function tripsAfterQuery(cursor: TripCursor, limit: number): SqlQuery {
  return {
    sql: `SELECT id, timestamp, agent_name, task_id, run_id, code, error_message, action FROM events AS trip
      WHERE id > ? AND id <= ? AND day >= ? AND (
        (event = 'guard_trigger' AND action IN ('halt', ?)) OR
        (event = 'run_end' AND code IS NOT NULL AND NOT EXISTS (
           SELECT 1 FROM events AS halt WHERE halt.task_id = trip.task_id AND halt.run_id = trip.run_id
             AND halt.event = 'guard_trigger' AND halt.action = 'halt')))
      ORDER BY id LIMIT ?`,
    values: [cursor.afterId, cursor.untilId, cursor.since, cursor.observed ? 'observe' : 'halt', limit],
  };
}
