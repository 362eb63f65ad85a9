import type {
  DailyGrouping,
  DailyRow,
  DateRange,
  EventFilter,
  RunTotals,
  StoredEvent,
  ToolFilter,
  ToolRow,
  TripCursor,
  TripRow,
} from '../event-reader.js';
import { toTripRow } from '../event-reader.js';
import { countCompletedRunsQuery, similarTaskIdsQuery, tripsAfterQuery } from '../event-sql.js';
import {
  completedRunsQuery,
  dailyQueries,
  toDailyRows,
  toolQueries,
  toRunTotals,
  tripCodesQuery,
} from '../report-sql.js';
import { labelWhere, type SqlQuery } from '../run-list-sql.js';
import {
  type ToolLatencyRow,
  type ToolP95Row,
  type ToolShareRow,
  type ToolTotalRow,
  toToolRows,
} from '../tool-rows.js';
import type { SqliteDatabase } from './sqlite-database.js';

// The row types belong to the reader interface; re-exported for callers of these functions.
export type { DailyGrouping, DailyRow, DateRange, EventFilter, RunTotals, StoredEvent, ToolFilter, ToolRow };

/** The condition and parameters of a filter over the events: the day range, then each label it names. */
function filterWhere(filter: EventFilter): { where: string; bounds: (string | number)[] } {
  const { clauses, values } = labelWhere(filter);
  return { where: clauses.join(' AND '), bounds: values };
}

/** Every row a query of the shared report SQL gives. */
const all = (db: SqliteDatabase, query: SqlQuery) =>
  db.prepare(query.sql).all(...query.values) as Record<string, unknown>[];

/** LLM calls, tokens, cost and guard trips per UTC day, group and currency, from the daily rollups (v3). */
export function queryDaily(
  db: SqliteDatabase,
  range: EventFilter,
  grouping: DailyGrouping = 'task_type_agent',
): DailyRow[] {
  const queries = dailyQueries(range, grouping, 'sqlite');
  return toDailyRows(all(db, queries.calls), all(db, queries.trips), grouping);
}

/**
 * Per tool: calls, distinct argument hashes, repeated signatures, tokens, latency, failures of the tool
 * events `filter` selects (its days, agent and task type), all from the tool rollups (schema v7).
 */
export function queryTools(db: SqliteDatabase, filter: ToolFilter = {}): ToolRow[] {
  const queries = toolQueries(filter, 'sqlite');
  return toToolRows({
    totals: all(db, queries.totals) as unknown as ToolTotalRow[],
    shares: all(db, queries.shares) as unknown as ToolShareRow[],
    latencies: all(db, queries.latencies) as unknown as ToolLatencyRow[],
    p95s: all(db, queries.p95s) as unknown as ToolP95Row[],
  });
}

/** Every event of one task, in the order they happened. */
export function queryTask(db: SqliteDatabase, taskId: string): StoredEvent[] {
  return db.prepare('SELECT * FROM events WHERE task_id = ? ORDER BY id').all(taskId) as StoredEvent[];
}

/** Task ids that start like `prefix`, newest first (for "did you mean"). */
export function similarTaskIds(db: SqliteDatabase, prefix: string, limit = 5): string[] {
  return all(db, similarTaskIdsQuery(prefix, limit, 'sqlite')).map((row) => String(row.task_id));
}

/**
 * Iterates the totals of completed runs (from `run_end` events), without loading them all at once. Each
 * run's calls come from the run_calls rollup (schema v3), one key lookup a run: calibration sizes the budget
 * for one worst-case call from the largest prompt and the models.
 */
export function* iterateCompletedRuns(db: SqliteDatabase, range: DateRange): Generator<RunTotals> {
  const statement = db.prepare(completedRunsQuery);
  for (const row of statement.iterate(range.since ?? '0000-00-00', range.until ?? '9999-99-99') as Iterable<
    Record<string, unknown>
  >) {
    yield toRunTotals(row);
  }
}

/** Number of completed runs in a range (for the progress bar). */
export function countCompletedRuns(db: SqliteDatabase, range: DateRange): number {
  return Number(all(db, countCompletedRunsQuery(range, 'sqlite'))[0]?.n ?? 0);
}

/** Guard trips (halts) by code in a range. */
export function queryTripCodes(db: SqliteDatabase, range: DateRange): Record<string, number> {
  return Object.fromEntries(all(db, tripCodesQuery(range, 'sqlite')).map((row) => [row.code, row.n]));
}

/** The latest guard trips (halts) a filter selects, newest first. */
export function queryRecentTrips(db: SqliteDatabase, filter: EventFilter, limit = 50): StoredEvent[] {
  const { where, bounds } = filterWhere(filter);
  // The trips index holds every filtered column, not `action`: asked in one, the query read every trip's row
  // to check it before sorting, slow from a cold cache on a large store. The ids come from the index alone
  // (the subquery's LIMIT keeps it from being merged into the join), and only the newest rows are read.
  return db
    .prepare(
      `SELECT events.* FROM (
         SELECT id FROM events WHERE event = 'guard_trigger' AND ${where} ORDER BY id DESC LIMIT -1
       ) AS trip JOIN events ON events.id = trip.id
       WHERE events.action = 'halt' ORDER BY trip.id DESC LIMIT ?`,
    )
    .all(...bounds, limit) as StoredEvent[];
}

/** The id of the newest event, 0 for an empty store. */
export function queryLatestEventId(db: SqliteDatabase): number {
  return (db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM events').get() as { id: number }).id;
}

/** Trips in `(afterId, untilId]` on or after `since`, oldest first: see {@link EventReader.tripsAfter}. */
export function queryTripsAfter(db: SqliteDatabase, cursor: TripCursor, limit: number): TripRow[] {
  return all(db, tripsAfterQuery(cursor, limit)).map(toTripRow);
}
