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
import { toolFilterOf, toTripRow } from '../event-reader.js';
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

const groupColumns: Record<DailyGrouping, string[]> = {
  agent: ['agent_name'],
  task_type: ['task_type'],
  model: ['model'],
  task_type_agent: ['task_type', 'agent_name'],
};

/** The SQL condition and parameters of a filter: the day range, then each label it names, exactly. */
function filterWhere(filter: EventFilter, table = ''): { where: string; bounds: (string | number)[] } {
  const clauses = [`${table}day >= ?`, `${table}day <= ?`];
  const bounds: (string | number)[] = [filter.since ?? '0000-00-00', filter.until ?? '9999-99-99'];
  for (const [column, value] of [
    ['agent_name', filter.agentName],
    ['task_type', filter.taskType],
    ['model', filter.model],
  ] as const) {
    if (value === undefined) continue;
    clauses.push(`${table}${column} = ?`);
    bounds.push(value);
  }
  return { where: clauses.join(' AND '), bounds };
}

const nullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** LLM calls, tokens, cost and guard trips per UTC day, group and currency. */
export function queryDaily(
  db: SqliteDatabase,
  range: EventFilter,
  grouping: DailyGrouping = 'task_type_agent',
): DailyRow[] {
  const columns = groupColumns[grouping];
  const group = ['day', ...columns].join(', ');
  const { where, bounds } = filterWhere(range);
  // The calls come from the daily rollup (schema v3): a few rows per day, whatever the number of calls.
  const calls = db
    .prepare(
      `SELECT ${group}, currency AS row_currency, SUM(calls) AS calls, SUM(tokens) AS tokens,
        SUM(cost_pico) / 1e12 AS cost
       FROM daily_calls WHERE ${where} GROUP BY ${group}, currency`,
    )
    .all(...bounds) as Record<string, unknown>[];
  // A trip event carries no cost, so no currency: the rollup gives it the currency its run's priced calls
  // were in (one guard, one currency), found when the trip was written.
  const trips = db
    .prepare(
      `SELECT ${group}, code, SUM(trips) AS count, currency AS row_currency FROM daily_trips
       WHERE ${where} GROUP BY ${group}, currency, code`,
    )
    .all(...bounds) as Record<string, unknown>[];
  const key = (row: Record<string, unknown>) =>
    [row.day, ...columns.map((column) => row[column]), row.row_currency].join('\u0000');
  const rows = new Map<string, DailyRow & { trips: Record<string, number> }>();
  const rowFor = (row: Record<string, unknown>) => {
    let found = rows.get(key(row));
    if (!found) {
      found = {
        date: row.day as string,
        taskType: (row.task_type as string | undefined) ?? null,
        agentName: (row.agent_name as string | undefined) ?? null,
        model: (row.model as string | undefined) ?? null,
        calls: 0,
        tokens: 0,
        cost: 0,
        currency: (row.row_currency as string | null) ?? null,
        trips: {},
      };
      rows.set(key(row), found);
    }
    return found;
  };
  for (const row of calls) {
    Object.assign(rowFor(row), {
      calls: row.calls as number,
      tokens: row.tokens as number,
      cost: row.cost as number,
    });
  }
  for (const row of trips) rowFor(row).trips[String(row.code)] = row.count as number;
  return [...rows.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      String(a.taskType ?? a.model ?? '').localeCompare(String(b.taskType ?? b.model ?? '')) ||
      String(a.agentName ?? '').localeCompare(String(b.agentName ?? '')) ||
      nullsLast(a.currency, b.currency),
  );
}

/**
 * Per tool and latency, the results and failures of the range's tool_results rows: the histogram the
 * latency queries read.
 */
const toolHistogram = (where: string) => `WITH histogram AS (
    SELECT tool_name, MAX(latency_ms) AS latency_ms, SUM(results) AS results, SUM(failures) AS failures
    FROM tool_results WHERE ${where} GROUP BY tool_name, latency_key)`;

/** Per tool: results, failures and the latency sum and count, from the histogram. */
const toolLatencyQuery = (where: string) => `${toolHistogram(where)}
  SELECT tool_name AS tool, SUM(failures) AS failures,
    SUM(CASE WHEN latency_ms IS NULL THEN 0 ELSE results END) AS n, SUM(latency_ms * results) AS latency_sum
  FROM histogram GROUP BY tool_name`;

/**
 * Per tool, the latency at position ⌈0.95 n⌉ of its results in order (nearest rank), read off the histogram:
 * the latency whose results reach that position.
 */
const toolP95Query = (where: string) => `${toolHistogram(where)}
  SELECT tool_name AS tool, latency_ms AS p95 FROM (
    SELECT tool_name, latency_ms, results,
      SUM(results) OVER (PARTITION BY tool_name ORDER BY latency_ms ROWS UNBOUNDED PRECEDING) AS reached,
      SUM(results) OVER (PARTITION BY tool_name) AS n
    FROM histogram WHERE latency_ms IS NOT NULL)
  WHERE reached >= ceil(0.95 * n) AND reached - results < ceil(0.95 * n)`;

/**
 * Per tool: calls, distinct argument hashes, repeated signatures, tokens, latency, failures of the tool
 * events `filter` selects (its days, agent and task type), all from the tool rollups (schema v7).
 */
export function queryTools(db: SqliteDatabase, filter: ToolFilter = {}): ToolRow[] {
  const { where, bounds } = filterWhere(toolFilterOf(filter));
  return toToolRows({
    totals: db
      .prepare(
        `SELECT totals.tool, totals.calls, totals.repeats, coalesce(hashes.n, 0) AS distinct_arguments
         FROM (SELECT tool, SUM(calls) AS calls, SUM(repeats) AS repeats FROM tool_totals WHERE ${where}
           GROUP BY tool HAVING SUM(calls) > 0) AS totals
         LEFT JOIN (SELECT tool_name, COUNT(DISTINCT tool_args_hash) AS n FROM tool_arguments WHERE ${where}
           GROUP BY tool_name) AS hashes ON hashes.tool_name = totals.tool`,
      )
      .all(...bounds, ...bounds) as ToolTotalRow[],
    shares: db
      .prepare(
        `SELECT tool_name, round_calls, SUM(tokens) AS tokens FROM tool_shares WHERE ${where}
         GROUP BY tool_name, round_calls ORDER BY tool_name, round_calls`,
      )
      .all(...bounds) as ToolShareRow[],
    latencies: db.prepare(toolLatencyQuery(where)).all(...bounds) as ToolLatencyRow[],
    p95s: db.prepare(toolP95Query(where)).all(...bounds) as ToolP95Row[],
  });
}

/** Every event of one task, in the order they happened. */
export function queryTask(db: SqliteDatabase, taskId: string): StoredEvent[] {
  return db.prepare('SELECT * FROM events WHERE task_id = ? ORDER BY id').all(taskId) as StoredEvent[];
}

/** Task ids that start like `prefix`, newest first (for "did you mean"). */
export function similarTaskIds(db: SqliteDatabase, prefix: string, limit = 5): string[] {
  return (
    db
      .prepare(
        `SELECT task_id FROM events WHERE event = 'run_start' AND task_id LIKE ? ESCAPE '\\'
         GROUP BY task_id ORDER BY MAX(id) DESC LIMIT ?`,
      )
      .all(`${prefix.slice(0, 3).replace(/[%_\\]/g, '\\$&')}%`, limit) as { task_id: string }[]
  ).map((row) => row.task_id);
}

/** Iterates the totals of completed runs (from `run_end` events), without loading them all at once. */
export function* iterateCompletedRuns(db: SqliteDatabase, range: DateRange): Generator<RunTotals> {
  // Each run's calls come from the run_calls rollup (schema v3), one key lookup a run: calibration sizes the
  // budget for one worst-case call from the largest prompt and the models.
  const statement = db.prepare(
    `SELECT e.agent_name, e.task_type, e.round, e.latency_ms, e.total_tokens, e.cost, e.currency,
       calls.largest_prompt, calls.models
     FROM events AS e
     LEFT JOIN run_calls AS calls ON calls.task_id = e.task_id AND calls.run_id = e.run_id
     WHERE e.event = 'run_end' AND e.state = 'completed' AND e.day >= ? AND e.day <= ?
     ORDER BY e.day, e.id`,
  );
  for (const row of statement.iterate(range.since ?? '0000-00-00', range.until ?? '9999-99-99') as Iterable<
    Record<string, number | string | null>
  >) {
    yield {
      agentName: row.agent_name as string | null,
      taskType: row.task_type as string | null,
      rounds: row.round as number,
      durationMs: (row.latency_ms as number | null) ?? 0,
      tokens: (row.total_tokens as number | null) ?? 0,
      cost: row.cost as number | null,
      currency: row.currency as string | null,
      largestPromptTokens: (row.largest_prompt as number | null) ?? null,
      models: typeof row.models === 'string' && row.models !== '' ? row.models.split(',') : [],
    };
  }
}

/** Number of completed runs in a range (for the progress bar). */
export function countCompletedRuns(db: SqliteDatabase, range: DateRange): number {
  return (
    db
      .prepare(
        `SELECT COUNT(*) AS n FROM events WHERE event = 'run_end' AND state = 'completed' AND day >= ? AND day <= ?`,
      )
      .get(range.since ?? '0000-00-00', range.until ?? '9999-99-99') as { n: number }
  ).n;
}

/** Guard trips (halts) by code in a range. */
export function queryTripCodes(db: SqliteDatabase, range: DateRange): Record<string, number> {
  const rows = db
    .prepare(`SELECT code, SUM(trips) AS n FROM daily_trips WHERE day >= ? AND day <= ? GROUP BY code`)
    .all(range.since ?? '0000-00-00', range.until ?? '9999-99-99') as { code: string; n: number }[];
  return Object.fromEntries(rows.map((row) => [row.code, row.n]));
}

/** The latest guard trips (halts) a filter selects, newest first. */
export function queryRecentTrips(db: SqliteDatabase, filter: EventFilter, limit = 50): StoredEvent[] {
  const { where, bounds } = filterWhere(filter);
  // The trips index holds every filtered column, not `action`: asked in one, the query read every trip's row
  // to check it before sorting (376 ms from a cold cache at 1M events). The ids come from the index alone
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
  const rows = db
    .prepare(
      `SELECT id, timestamp, agent_name, task_id, run_id, code, error_message, action FROM events AS trip
       WHERE id > ? AND id <= ? AND day >= ? AND (
         (event = 'guard_trigger' AND action IN ('halt', ?)) OR
         (event = 'run_end' AND code IS NOT NULL AND NOT EXISTS (
            SELECT 1 FROM events AS halt WHERE halt.task_id = trip.task_id AND halt.run_id = trip.run_id
              AND halt.event = 'guard_trigger' AND halt.action = 'halt')))
       ORDER BY id LIMIT ?`,
    )
    .all(cursor.afterId, cursor.untilId, cursor.since, cursor.observed ? 'observe' : 'halt', limit) as Record<
    string,
    unknown
  >[];
  return rows.map(toTripRow);
}
