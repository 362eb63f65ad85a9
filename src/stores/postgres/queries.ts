import type Pg from 'pg';
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

/** What the queries run on: the pool, or one client of it. */
type Queryable = Pg.Pool | Pg.ClientBase;

const groupColumns: Record<DailyGrouping, string[]> = {
  agent: ['agent_name'],
  task_type: ['task_type'],
  model: ['model'],
  task_type_agent: ['task_type', 'agent_name'],
};

const nullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** `[since, until]` as the text bounds the `day` column compares with, open ends included. */
export const dayBounds = (range: DateRange): [string, string] => [
  range.since ?? '0000-00-00',
  range.until ?? '9999-99-99',
];

// Sums of doubles go through numeric, whose sum does not depend on the order rows are read in: SQLite sums
// with compensation, and a plain float8 sum differs from it in the last digits of most groups. An average is
// that sum over the count, as SQLite's AVG divides its sum.

/** The SQL condition and parameters of a filter: the day range, then each label it names, exactly. */
function filterWhere(filter: EventFilter, first = 1): { where: string; values: (string | number)[] } {
  const values: (string | number)[] = dayBounds(filter);
  const clauses = [`day >= $${first}`, `day <= $${first + 1}`];
  for (const [column, value] of [
    ['agent_name', filter.agentName],
    ['task_type', filter.taskType],
    ['model', filter.model],
  ] as const) {
    if (value === undefined) continue;
    values.push(value);
    clauses.push(`${column} = $${first + values.length - 1}`);
  }
  return { where: clauses.join(' AND '), values };
}

/** LLM calls, tokens, cost and guard trips per UTC day, group and currency: the rows SQLite's `queryDaily` gives. */
export async function postgresDaily(
  db: Queryable,
  range: EventFilter,
  grouping: DailyGrouping = 'task_type_agent',
): Promise<DailyRow[]> {
  const columns = groupColumns[grouping];
  const group = ['day', ...columns].join(', ');
  const { where, values } = filterWhere(range);
  // Both halves read the daily rollups (schema v3): a few rows per day, whatever the number of events. The
  // cost goes from its exact integer sum to a double, then divides, as SQLite computes it.
  const [calls, trips] = await Promise.all([
    db.query<Record<string, unknown>>(
      `SELECT ${group}, currency AS row_currency, SUM(calls)::float8 AS calls, SUM(tokens)::float8 AS tokens,
         SUM(cost_pico)::float8 / 1e12::float8 AS cost
       FROM daily_calls WHERE ${where} GROUP BY ${group}, currency`,
      values,
    ),
    // A trip event carries no cost, so no currency: the rollup gives it the currency its run's priced calls
    // were in, found when the trip was written.
    db.query<Record<string, unknown>>(
      `SELECT ${group}, code, SUM(trips)::float8 AS count, currency AS row_currency FROM daily_trips
       WHERE ${where} GROUP BY ${group}, currency, code ORDER BY code COLLATE "C"`,
      values,
    ),
  ]);
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
  for (const row of calls.rows) {
    Object.assign(rowFor(row), {
      calls: row.calls as number,
      tokens: row.tokens as number,
      cost: row.cost as number,
    });
  }
  for (const row of trips.rows) rowFor(row).trips[String(row.code)] = row.count as number;
  return [...rows.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      String(a.taskType ?? a.model ?? '').localeCompare(String(b.taskType ?? b.model ?? '')) ||
      String(a.agentName ?? '').localeCompare(String(b.agentName ?? '')) ||
      nullsLast(a.currency, b.currency),
  );
}

/** Per tool and latency, the results and failures of the range's tool_results rows: the histogram read. */
const toolHistogram = (where: string) => `WITH histogram AS (
    SELECT tool_name, MAX(latency_ms) AS latency_ms, SUM(results) AS results, SUM(failures) AS failures
    FROM tool_results WHERE ${where} GROUP BY tool_name, latency_key)`;

/**
 * Per tool: calls, distinct argument hashes, repeated signatures, tokens, latency, failures of the tool
 * events `filter` selects, as SQLite's `queryTools`, all from the tool rollups (schema v7). The four queries
 * run at once on the pool's connections.
 */
export async function postgresTools(db: Queryable, filter: ToolFilter = {}): Promise<ToolRow[]> {
  const { where, values } = filterWhere(toolFilterOf(filter));
  const [calls, shares, latencyTotals, p95s] = await Promise.all([
    db.query<ToolTotalRow>(
      `SELECT totals.tool, totals.calls, totals.repeats, COALESCE(hashes.n, 0) AS distinct_arguments
       FROM (SELECT tool, SUM(calls)::float8 AS calls, SUM(repeats)::float8 AS repeats FROM tool_totals
         WHERE ${where} GROUP BY tool HAVING SUM(calls) > 0) AS totals
       LEFT JOIN (SELECT tool_name, COUNT(DISTINCT tool_args_hash)::int AS n FROM tool_arguments WHERE ${where}
         GROUP BY tool_name) AS hashes ON hashes.tool_name = totals.tool`,
      values,
    ),
    db.query<ToolShareRow>(
      `SELECT tool_name, round_calls, SUM(tokens)::float8 AS tokens FROM tool_shares WHERE ${where}
       GROUP BY tool_name, round_calls ORDER BY tool_name, round_calls`,
      values,
    ),
    db.query<ToolLatencyRow>(
      `${toolHistogram(where)}
       SELECT tool_name AS tool, SUM(failures)::float8 AS failures,
         SUM(CASE WHEN latency_ms IS NULL THEN 0 ELSE results END)::float8 AS n,
         SUM(latency_ms::numeric * results)::float8 AS latency_sum
       FROM histogram GROUP BY tool_name`,
      values,
    ),
    // Nearest rank in doubles, as SQLite computes it (and as percentile_disc does).
    db.query<ToolP95Row>(
      `${toolHistogram(where)}
       SELECT tool_name AS tool, latency_ms AS p95 FROM (
         SELECT tool_name, latency_ms, results,
           SUM(results) OVER (PARTITION BY tool_name ORDER BY latency_ms ROWS UNBOUNDED PRECEDING)::float8 AS reached,
           SUM(results) OVER (PARTITION BY tool_name)::float8 AS n
         FROM histogram WHERE latency_ms IS NOT NULL) AS ranked
       WHERE reached >= ceil(0.95::float8 * n) AND reached - results < ceil(0.95::float8 * n)`,
      values,
    ),
  ]);
  return toToolRows({
    totals: calls.rows,
    shares: shares.rows,
    latencies: latencyTotals.rows,
    p95s: p95s.rows,
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
  const result = await db.query<{ task_id: string }>(
    `SELECT task_id FROM events WHERE event = 'run_start' AND task_id ILIKE $1 ESCAPE '\\'
     GROUP BY task_id ORDER BY MAX(id) DESC LIMIT $2`,
    [`${prefix.slice(0, 3).replace(/[%_\\]/g, '\\$&')}%`, limit],
  );
  return result.rows.map((row) => row.task_id);
}

/**
 * The totals of completed runs, with each run's largest prompt and models from the run_calls rollup (schema
 * v3), in SQLite's order (day, then insertion). `events_run_ends` holds every column of a run end, so no
 * event row is read from the table.
 */
export const completedRunsQuery = `SELECT e.agent_name, e.task_type, e.round, e.latency_ms, e.total_tokens, e.cost,
    e.currency, calls.largest_prompt, calls.models
  FROM events AS e
  LEFT JOIN run_calls AS calls ON calls.task_id = e.task_id AND calls.run_id = e.run_id
  WHERE e.event = 'run_end' AND e.state = 'completed' AND e.day >= $1 AND e.day <= $2
  ORDER BY e.day, e.id`;

/** A row of {@link completedRunsQuery} as the reports take it. */
export function toRunTotals(row: Record<string, unknown>): RunTotals {
  return {
    agentName: row.agent_name as string | null,
    taskType: row.task_type as string | null,
    rounds: row.round as number,
    durationMs: (row.latency_ms as number | null) ?? 0,
    tokens: (row.total_tokens as number | null) ?? 0,
    cost: row.cost as number | null,
    currency: row.currency as string | null,
    largestPromptTokens: (row.largest_prompt as number | null) ?? null,
    // One text joined by commas, distinct already: parsing an array per run cost more than the query.
    models: typeof row.models === 'string' && row.models !== '' ? row.models.split(',') : [],
  };
}

/** Number of completed runs in a range. */
export async function postgresCountCompletedRuns(db: Queryable, range: DateRange): Promise<number> {
  const result = await db.query<{ n: number }>(
    `SELECT COUNT(*)::int AS n FROM events WHERE event = 'run_end' AND state = 'completed' AND day >= $1 AND day <= $2`,
    dayBounds(range),
  );
  return result.rows[0]?.n ?? 0;
}

/** Guard trips (halts) by code in a range. */
export async function postgresTripCodes(db: Queryable, range: DateRange): Promise<Record<string, number>> {
  const result = await db.query<{ code: string; n: number }>(
    `SELECT code, SUM(trips)::float8 AS n FROM daily_trips WHERE day >= $1 AND day <= $2
     GROUP BY code ORDER BY code COLLATE "C"`,
    dayBounds(range),
  );
  return Object.fromEntries(result.rows.map((row) => [row.code, row.n]));
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
  const result = await db.query<Record<string, unknown>>(
    `SELECT id, timestamp, agent_name, task_id, run_id, code, error_message, action FROM events AS trip
     WHERE id > $1 AND id <= $2 AND day >= $3 AND (
       (event = 'guard_trigger' AND action IN ('halt', $5)) OR
       (event = 'run_end' AND code IS NOT NULL AND NOT EXISTS (
          SELECT 1 FROM events AS halt WHERE halt.task_id = trip.task_id AND halt.run_id = trip.run_id
            AND halt.event = 'guard_trigger' AND halt.action = 'halt')))
     ORDER BY id LIMIT $4`,
    [cursor.afterId, cursor.untilId, cursor.since, limit, cursor.observed ? 'observe' : 'halt'],
  );
  return result.rows.map(toTripRow);
}
