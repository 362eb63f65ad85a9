import type {
  DailyGrouping,
  DailyRow,
  DateRange,
  EventFilter,
  RunTotals,
  ToolFilter,
} from './event-reader.js';
import { toolFilterOf } from './event-reader.js';
import { type Dialect, labelWhere, type SqlQuery } from './run-list-sql.js';

// The daily and tools reports' queries over the rollups, written once for both stores with `?` placeholders
// (PostgreSQL's reader numbers them with `numbered`). The dialects differ only in casts: PostgreSQL sums
// integers into numeric and counts into bigint, which its driver gives as text, so each figure is cast to a
// double there, as SQLite gives it.

/** `expression` cast to `type` on PostgreSQL; as it is on SQLite. */
const cast = (dialect: Dialect, expression: string, type: 'float8' | 'int' | 'numeric') =>
  dialect === 'postgres' ? `${expression}::${type}` : expression;

/** The columns each daily grouping adds to the day. */
const groupColumns: Record<DailyGrouping, string[]> = {
  agent: ['agent_name'],
  task_type: ['task_type'],
  model: ['model'],
  task_type_agent: ['task_type', 'agent_name'],
};

/** The condition of a filter over a rollup table: its days, then each label it names, exactly. */
function filterWhere(filter: EventFilter): { where: string; values: (string | number)[] } {
  const { clauses, values } = labelWhere(filter);
  return { where: clauses.join(' AND '), values };
}

/** The daily report's two queries: the calls of `daily_calls` and the trips of `daily_trips`. */
export function dailyQueries(
  range: EventFilter,
  grouping: DailyGrouping,
  dialect: Dialect,
): { calls: SqlQuery; trips: SqlQuery } {
  const group = ['day', ...groupColumns[grouping]].join(', ');
  const { where, values } = filterWhere(range);
  return {
    // A few rows per day, whatever the number of calls. The cost goes from its exact integer sum to a double,
    // then divides, on both stores alike.
    calls: {
      sql: `SELECT ${group}, currency AS row_currency, ${cast(dialect, 'SUM(calls)', 'float8')} AS calls,
          ${cast(dialect, 'SUM(tokens)', 'float8')} AS tokens,
          ${cast(dialect, 'SUM(cost_pico)', 'float8')} / ${cast(dialect, '1e12', 'float8')} AS cost
        FROM daily_calls WHERE ${where} GROUP BY ${group}, currency`,
      values,
    },
    // A trip event carries no cost, so no currency: the rollup gives it the currency its run's priced calls
    // were in (one guard, one currency).
    trips: {
      sql: `SELECT ${group}, code, ${cast(dialect, 'SUM(trips)', 'float8')} AS count, currency AS row_currency
        FROM daily_trips WHERE ${where} GROUP BY ${group}, currency, code${
          dialect === 'postgres' ? ' ORDER BY code COLLATE "C"' : ''
        }`,
      values,
    },
  };
}

const nullsLast = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a.localeCompare(b);

/** The daily report's rows from the rows of {@link dailyQueries}: one per day, group and currency, in order. */
export function toDailyRows(
  calls: readonly Record<string, unknown>[],
  trips: readonly Record<string, unknown>[],
  grouping: DailyGrouping,
): DailyRow[] {
  const columns = groupColumns[grouping];
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

/** Guard trips (halts) by code in a range, from `daily_trips`. */
export function tripCodesQuery(range: DateRange, dialect: Dialect): SqlQuery {
  return {
    sql: `SELECT code, ${cast(dialect, 'SUM(trips)', 'float8')} AS n FROM daily_trips WHERE day >= ? AND day <= ?
      GROUP BY code${dialect === 'postgres' ? ' ORDER BY code COLLATE "C"' : ''}`,
    values: [range.since ?? '0000-00-00', range.until ?? '9999-99-99'],
  };
}

/**
 * Each tool's count of distinct argument hashes over the rows of tool_arguments that `where` keeps. On
 * PostgreSQL the distinct pairs are gathered first, which it may hash: `COUNT(DISTINCT)` sorts every row of the
 * range, one per day, labels and hash (millions on a large store), and spilled the sort to disk.
 */
function distinctHashes(dialect: Dialect, where: string): string {
  if (dialect === 'sqlite')
    return `SELECT tool_name, COUNT(DISTINCT tool_args_hash) AS n FROM tool_arguments WHERE ${where}
          GROUP BY tool_name`;
  return `SELECT tool_name, COUNT(tool_args_hash)::int AS n FROM (SELECT DISTINCT tool_name, tool_args_hash
          FROM tool_arguments WHERE ${where}) AS hashes GROUP BY tool_name`;
}

/**
 * The tools report's four queries over the tool rollups (schema v7), for the days, agent and task type of
 * `filter`: per tool its calls, repeats and distinct argument hashes; its token sums per round size; and off
 * the latency histogram its failures, latency sum and count, and nearest-rank p95 (the latency at position
 * ⌈0.95 n⌉ of its results in order, in doubles on both stores, as percentile_disc takes it).
 */
export function toolQueries(
  filter: ToolFilter,
  dialect: Dialect,
): { totals: SqlQuery; shares: SqlQuery; latencies: SqlQuery; p95s: SqlQuery } {
  const { where, values } = filterWhere(toolFilterOf(filter));
  // The range's histogram: per tool and latency, its results and failures.
  const histogram = `WITH histogram AS (
      SELECT tool_name, MAX(latency_ms) AS latency_ms, SUM(results) AS results, SUM(failures) AS failures
      FROM tool_results WHERE ${where} GROUP BY tool_name, latency_key)`;
  return {
    totals: {
      sql: `SELECT totals.tool, totals.calls, totals.repeats, COALESCE(hashes.n, 0) AS distinct_arguments
        FROM (SELECT tool, ${cast(dialect, 'SUM(calls)', 'float8')} AS calls,
            ${cast(dialect, 'SUM(repeats)', 'float8')} AS repeats
          FROM tool_totals WHERE ${where} GROUP BY tool HAVING SUM(calls) > 0) AS totals
        LEFT JOIN (${distinctHashes(dialect, where)}) AS hashes ON hashes.tool_name = totals.tool`,
      values: [...values, ...values],
    },
    // Ordered by tool and size, so both stores add the shares alike.
    shares: {
      sql: `SELECT tool_name, round_calls, ${cast(dialect, 'SUM(tokens)', 'float8')} AS tokens FROM tool_shares
        WHERE ${where} GROUP BY tool_name, round_calls ORDER BY tool_name, round_calls`,
      values,
    },
    // The latency sum through numeric on PostgreSQL, whose sum does not depend on the order rows are read in
    // (SQLite sums with compensation).
    latencies: {
      sql: `${histogram}
        SELECT tool_name AS tool, ${cast(dialect, 'SUM(failures)', 'float8')} AS failures,
          ${cast(dialect, 'SUM(CASE WHEN latency_ms IS NULL THEN 0 ELSE results END)', 'float8')} AS n,
          ${cast(dialect, `SUM(${cast(dialect, 'latency_ms', 'numeric')} * results)`, 'float8')} AS latency_sum
        FROM histogram GROUP BY tool_name`,
      values,
    },
    p95s: {
      sql: `${histogram}
        SELECT tool_name AS tool, latency_ms AS p95 FROM (
          SELECT tool_name, latency_ms, results,
            ${cast(dialect, 'SUM(results) OVER (PARTITION BY tool_name ORDER BY latency_ms ROWS UNBOUNDED PRECEDING)', 'float8')} AS reached,
            ${cast(dialect, 'SUM(results) OVER (PARTITION BY tool_name)', 'float8')} AS n
          FROM histogram WHERE latency_ms IS NOT NULL) AS ranked
        WHERE reached >= ceil(${cast(dialect, '0.95', 'float8')} * n)
          AND reached - results < ceil(${cast(dialect, '0.95', 'float8')} * n)`,
      values,
    },
  };
}

/**
 * The totals of completed runs, with each run's largest prompt and models from the run_calls rollup (schema
 * v3), by day, then insertion, with `?` placeholders. `events_run_ends` holds every column of a run end, so
 * no event row is read from the table.
 */
export const completedRunsQuery = `SELECT e.agent_name, e.task_type, e.round, e.latency_ms, e.total_tokens, e.cost,
    e.currency, calls.largest_prompt, calls.models
  FROM events AS e
  LEFT JOIN run_calls AS calls ON calls.task_id = e.task_id AND calls.run_id = e.run_id
  WHERE e.event = 'run_end' AND e.state = 'completed' AND e.day >= ? AND e.day <= ?
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
