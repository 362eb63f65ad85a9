import type {
  DailyGrouping,
  DailyRow,
  DateRange,
  EventFilter,
  StoredEvent,
  ToolFilter,
  ToolRow,
  TripCursor,
  TripRow,
} from '../event-reader.js';
import { toTripRow } from '../event-reader.js';
import { countCompletedRunsQuery, similarTaskIdsQuery, tripsAfterQuery } from '../event-sql.js';
import { dailyQueries, toDailyRows, toolQueries, tripCodesQuery } from '../report-sql.js';
import { labelWhere, numbered, type SqlQuery } from '../run-list-sql.js';
import {
  type ToolLatencyRow,
  type ToolP95Row,
  type ToolShareRow,
  type ToolTotalRow,
  toToolRows,
} from '../tool-rows.js';
import type * as Pg from './pg-client.js';

/** What the queries run on: the pool, or one client of it. */
type Queryable = Pg.Pool | Pg.ClientBase;

export { dayBounds } from '../event-sql.js';

/** The SQL condition and parameters of a filter: the day range, then each label it names, exactly. */
function filterWhere(filter: EventFilter): { where: string; values: (string | number)[] } {
  const { clauses, values } = labelWhere(filter);
  return { where: numbered(clauses.join(' AND ')), values };
}

/** Every row a query of the shared report SQL gives, its `?` placeholders numbered. */
async function all(db: Queryable, query: SqlQuery): Promise<Record<string, unknown>[]> {
  return (await db.query<Record<string, unknown>>(numbered(query.sql), query.values)).rows;
}

/** LLM calls, tokens, cost and guard trips per UTC day, group and currency: the rows SQLite's `queryDaily` gives. */
export async function postgresDaily(
  db: Queryable,
  range: EventFilter,
  grouping: DailyGrouping = 'task_type_agent',
): Promise<DailyRow[]> {
  const queries = dailyQueries(range, grouping, 'postgres');
  const [calls, trips] = await Promise.all([all(db, queries.calls), all(db, queries.trips)]);
  return toDailyRows(calls, trips, grouping);
}

/**
 * Per tool: calls, distinct argument hashes, repeated signatures, tokens, latency, failures of the tool
 * events `filter` selects, as SQLite's `queryTools`, all from the tool rollups (schema v7). The four queries
 * run at once on the pool's connections.
 */
export async function postgresTools(db: Queryable, filter: ToolFilter = {}): Promise<ToolRow[]> {
  const queries = toolQueries(filter, 'postgres');
  const [totals, shares, latencies, p95s] = await Promise.all([
    all(db, queries.totals),
    all(db, queries.shares),
    all(db, queries.latencies),
    all(db, queries.p95s),
  ]);
  return toToolRows({
    totals: totals as unknown as ToolTotalRow[],
    shares: shares as unknown as ToolShareRow[],
    latencies: latencies as unknown as ToolLatencyRow[],
    p95s: p95s as unknown as ToolP95Row[],
  });
}

/** Every event of one task, in the order they were written. */
export async function postgresTask(db: Queryable, taskId: string): Promise<StoredEvent[]> {
  return (await db.query<StoredEvent>('SELECT * FROM events WHERE task_id = $1 ORDER BY id', [taskId])).rows;
}

/**
 * Task ids that start like `prefix` (its first 3 characters, any case, as SQLite's LIKE), newest first.
 */
export async function postgresSimilarTaskIds(db: Queryable, prefix: string, limit = 5): Promise<string[]> {
  return (await all(db, similarTaskIdsQuery(prefix, limit, 'postgres'))).map((row) => String(row.task_id));
}

/** Number of completed runs in a range. */
export async function postgresCountCompletedRuns(db: Queryable, range: DateRange): Promise<number> {
  return Number((await all(db, countCompletedRunsQuery(range, 'postgres')))[0]?.n ?? 0);
}

/** Guard trips (halts) by code in a range. */
export async function postgresTripCodes(db: Queryable, range: DateRange): Promise<Record<string, number>> {
  return Object.fromEntries(
    (await all(db, tripCodesQuery(range, 'postgres'))).map((row) => [row.code, row.n]),
  );
}

/** The latest guard trips (halts) a filter selects, newest first. */
export async function postgresRecentTrips(
  db: Queryable,
  filter: EventFilter,
  limit = 50,
): Promise<StoredEvent[]> {
  const { where, values } = filterWhere(filter);
  const result = await db.query<StoredEvent>(
    `SELECT * FROM events WHERE event = 'guard_trigger' AND action = 'halt' AND ${where}
     ORDER BY id DESC LIMIT $${values.length + 1}`,
    [...values, limit],
  );
  return result.rows;
}

/** The id of the newest event, 0 for an empty store. */
export async function postgresLatestEventId(db: Queryable): Promise<number> {
  const result = await db.query<{ id: number }>('SELECT COALESCE(MAX(id), 0)::bigint AS id FROM events');
  return result.rows[0]?.id ?? 0;
}

/** Trips in `(afterId, untilId]` on or after `since`, oldest first: see {@link EventReader.tripsAfter}. */
export async function postgresTripsAfter(
  db: Queryable,
  cursor: TripCursor,
  limit: number,
): Promise<TripRow[]> {
  return (await all(db, tripsAfterQuery(cursor, limit))).map(toTripRow);
}
