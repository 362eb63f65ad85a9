import type { EventFilter } from './event-reader.js';
import type { ObservedTrip, RunPage, RunQuery, RunRow, SpentToday } from './run-list.js';
import { rangeWhere } from './run-range-sql.js';
import { containsPattern } from './run-search-sql.js';

// The runs view's and the would-have-stopped view's queries, written once for both stores with `?`
// placeholders (PostgreSQL's reader numbers them with `numbered`). Every query reads one partial index of
// the events (`run_end` or `guard_trigger`) for the page's ids, then the page's rows by id: the rows'
// other columns are read for the page only, never for the whole range.

/** An SQL text and its parameters, in order. */
export interface SqlQuery {
  readonly sql: string;
  readonly values: (string | number | null)[];
}

/** `?` placeholders as PostgreSQL's `$1, $2, …`. */
export function numbered(sql: string): string {
  let index = 0;
  return sql.replace(/\?/g, () => `$${++index}`);
}

/** The sort key of each order: an index of schema v5 holds each, with the filtered columns after it. */
const sortKey = {
  newest: 'timestamp',
  cost: 'COALESCE(cost, 0)',
  duration: 'COALESCE(latency_ms, 0)',
} as const;

/** Which SQL the store speaks: SQLite's planner is told which index to read (it has no statistics to choose by). */
export type Dialect = 'sqlite' | 'postgres';

/** The condition of a filter over events of one kind: the day range and each label, exactly. */
export function labelWhere(filter: EventFilter): { clauses: string[]; values: (string | number)[] } {
  const clauses = ['day >= ?', 'day <= ?'];
  const values: (string | number)[] = [filter.since ?? '0000-00-00', filter.until ?? '9999-99-99'];
  for (const [column, value] of [
    ['agent_name', filter.agentName],
    ['task_type', filter.taskType],
    ['model', filter.model],
  ] as const) {
    if (value === undefined) continue;
    clauses.push(`${column} = ?`);
    values.push(value);
  }
  return { clauses, values };
}

/** The conditions of a runs page other than its ranges and search, on the run_end (aliased `alias`, if given). */
export function pageWhere(query: RunQuery, alias = ''): { clauses: string[]; values: (string | number)[] } {
  const { clauses, values } = labelWhere(query);
  clauses.unshift("event = 'run_end'");
  if (query.state !== undefined) {
    clauses.push('state = ?');
    values.push(query.state);
  }
  if (query.tripped !== undefined) clauses.push(query.tripped ? 'code IS NOT NULL' : 'code IS NULL');
  return { clauses: clauses.map((clause) => `${alias}${clause}`), values };
}

/** Per run of a page: its halting and would-have-stopped trips, read through the task index. */
const TRIP_COUNTS = `(SELECT COUNT(*) FROM events AS t WHERE t.task_id = r.task_id AND t.run_id = r.run_id
      AND t.event = 'guard_trigger' AND t.action = 'halt') AS trips,
    (SELECT COUNT(*) FROM events AS t WHERE t.task_id = r.task_id AND t.run_id = r.run_id
      AND t.event = 'guard_trigger' AND t.action = 'observe') AS observed_trips`;

/**
 * One page of ended runs, one row more than the page to tell whether another follows. The inner query
 * reads the `run_end` index for the ids in order (the index holds the sort columns), the outer one the rows.
 * With `matched` (the few runs a search or a range found: {@link runSearchQuery}, run-range-index.ts), it
 * reads those runs by id instead; `searched` says whether they all match the search already.
 */
export function runPageQuery(
  query: RunQuery,
  dialect: Dialect,
  matched?: readonly number[],
  searched = matched !== undefined,
): SqlQuery {
  const { clauses, values } = pageWhere(query);
  const ranges = rangeWhere(query.ranges);
  clauses.push(...ranges.clauses);
  values.push(...ranges.values);
  if (matched !== undefined) {
    clauses.push(`id IN (${matched.map(() => '?').join(', ')})`);
    values.push(...matched);
  }
  if (query.search !== undefined && !searched) {
    clauses.push("(lower(task_id) LIKE ? ESCAPE '\\' OR lower(run_id) LIKE ? ESCAPE '\\')");
    const pattern = containsPattern(query.search);
    values.push(pattern, pattern);
  }
  const key = sortKey[query.sort];
  if (query.after) {
    clauses.push(`(${key}, id) < (?, ?)`);
    values.push(query.after.value, query.after.id);
  }
  values.push(query.limit + 1);
  // Read in the order's own index, stopping at the page's last row; the few runs a search matched by their
  // ids (SQLite: by rowid, no index); a search matching many reads the ids, which only the end-time index
  // holds, in that index's order.
  const index =
    matched !== undefined
      ? 'NOT INDEXED'
      : `INDEXED BY ${query.search === undefined ? `events_runs_${query.sort}` : 'events_runs_newest'}`;
  return {
    sql: `SELECT r.id, r.timestamp, r.task_id, r.run_id, r.agent_name, r.task_type, r.model, r.state, r.code,
        r.round, r.latency_ms, r.total_tokens, r.cost, r.currency, ${TRIP_COUNTS}
      FROM (SELECT id, ${key} AS sort_key FROM events ${dialect === 'sqlite' ? index : ''}
        WHERE ${clauses.join(' AND ')} ORDER BY ${key} DESC, id DESC LIMIT ?) AS page
      JOIN events AS r ON r.id = page.id ORDER BY page.sort_key DESC, page.id DESC`,
    values,
  };
}

/** A running run's figures so far, each from its calls. */
const RUN_CALLS = [
  ['round', 'MAX(round)'],
  ['total_tokens', 'SUM(total_tokens)'],
  ['cost', 'SUM(cost)'],
  ['currency', 'MAX(currency)'],
  ['model', 'MAX(model)'],
  ['last_call', 'MAX(timestamp)'],
] as const;

/**
 * Runs that started among the latest `window` events (by id, so a bounded read of the table's end) and have
 * no `run_end`, newest first, with their calls, tokens and cost so far.
 */
export function runningRunsQuery(filter: EventFilter, limit: number, window: number): SqlQuery {
  const { clauses, values } = labelWhere(filter);
  // A run_start carries no model: the model filter applies to the run's calls.
  const labels = clauses.filter((clause) => !clause.startsWith('model'));
  const labelValues = values.filter((_value, index) => !clauses[index]?.startsWith('model'));
  const modelClause =
    filter.model === undefined
      ? ''
      : `AND EXISTS (SELECT 1 FROM events AS m WHERE m.task_id = r.task_id AND m.run_id = r.run_id
          AND m.event = 'llm_response' AND m.model = ?)`;
  return {
    // Scalar subqueries rather than a lateral join, which SQLite has not: each reads one run's calls by the
    // task index, for the page's rows only.
    sql: `SELECT r.id, r.timestamp, r.task_id, r.run_id, r.agent_name, r.task_type, 'running' AS state,
        NULL AS code, ${RUN_CALLS.map(([name, aggregate]) => `(SELECT ${aggregate} FROM events AS c WHERE c.task_id = r.task_id AND c.run_id = r.run_id AND c.event = 'llm_response') AS ${name}`).join(',\n        ')},
        ${TRIP_COUNTS}
      FROM events AS r
      WHERE r.id > (SELECT COALESCE(MAX(id), 0) FROM events) - ? AND r.event = 'run_start'
        AND ${labels.map((clause) => `r.${clause}`).join(' AND ')}
        AND NOT EXISTS (SELECT 1 FROM events AS e WHERE e.task_id = r.task_id AND e.run_id = r.run_id
          AND e.event = 'run_end') ${modelClause}
      ORDER BY r.id DESC LIMIT ?`,
    values: [window, ...labelValues, ...(filter.model === undefined ? [] : [filter.model]), limit],
  };
}

/** A row of {@link runPageQuery} or {@link runningRunsQuery} (either store's types) as a {@link RunRow}. */
export function toRunRow(row: Record<string, unknown>): RunRow {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  const state = String(row.state ?? 'running');
  const timestamp = Number(row.timestamp);
  // A running run has lasted until its latest call so far; an ended one as long as its run_end says.
  const durationMs =
    state === 'running'
      ? Math.max(0, (number(row.last_call) ?? timestamp) - timestamp)
      : (number(row.latency_ms) ?? 0);
  return {
    id: Number(row.id),
    taskId: String(row.task_id),
    runId: String(row.run_id),
    agentName: (row.agent_name as string | null) ?? null,
    taskType: (row.task_type as string | null) ?? null,
    model: (row.model as string | null) ?? null,
    state,
    calls: number(row.round) ?? 0,
    tokens: number(row.total_tokens) ?? 0,
    cost: number(row.cost),
    currency: (row.currency as string | null) ?? null,
    code: (row.code as string | null) ?? null,
    trips: Number(row.trips ?? 0),
    observedTrips: Number(row.observed_trips ?? 0),
    // A run_end's latency is the run's duration, so it began that long before it ended.
    startedAt: state === 'running' ? timestamp : timestamp - durationMs,
    endedAt: state === 'running' ? null : timestamp,
    durationMs,
  };
}

/** What stopping a run at a trip would have saved: its calls after the trip's round, and their cost. */
const SAVED = `(SELECT COUNT(*) FROM events AS c WHERE c.task_id = o.task_id AND c.run_id = o.run_id
      AND c.event = 'llm_response' AND c.round > o.round) AS saved_calls,
    (SELECT COALESCE(SUM(cost), 0) FROM events AS c WHERE c.task_id = o.task_id AND c.run_id = o.run_id
      AND c.event = 'llm_response' AND c.round > o.round) AS saved_cost,
    (SELECT c.currency FROM events AS c WHERE c.task_id = o.task_id AND c.run_id = o.run_id
      AND c.event = 'llm_response' AND c.currency IS NOT NULL ORDER BY c.id LIMIT 1) AS currency`;

/** SQLite reads the would-have-stopped index of schema v5, not the trips index its planner would take. */
const observedIndex = (dialect: Dialect) => (dialect === 'sqlite' ? 'INDEXED BY events_observed' : '');

/** The latest would-have-stopped trips, each with what it would have saved. */
export function observedTripsQuery(filter: EventFilter, limit: number, dialect: Dialect): SqlQuery {
  const { clauses, values } = labelWhere(filter);
  return {
    // The ids come from the would-have-stopped index of schema v5, the rows by id for the page only.
    sql: `SELECT o.id, o.timestamp, o.task_id, o.run_id, o.round, o.agent_name, o.model, o.code, o.detector,
        o.error_message, ${SAVED}
      FROM (SELECT id FROM events ${observedIndex(dialect)} WHERE event = 'guard_trigger' AND action = 'observe'
        AND ${clauses.join(' AND ')} ORDER BY id DESC LIMIT ?) AS ids
      JOIN events AS o ON o.id = ids.id ORDER BY o.id DESC`,
    values: [...values, limit],
  };
}

/**
 * What stopping each run at its first would-have-stopped trip would have saved, per currency: over the
 * latest `runs` runs with one that a filter selects (their later calls are read run by run), and how many
 * runs there are in all (from the index alone).
 */
export function observedSavingsQuery(filter: EventFilter, runs: number, dialect: Dialect): SqlQuery {
  const { clauses, values } = labelWhere(filter);
  const observed = `SELECT task_id, run_id, MIN(round) AS round, MAX(id) AS last FROM events ${observedIndex(dialect)}
    WHERE event = 'guard_trigger' AND action = 'observe' AND ${clauses.join(' AND ')} GROUP BY task_id, run_id`;
  // One join of each run's first such trip to its later calls (through the task index), not a subquery per
  // figure; runs without a later call count too, with nothing saved (a null currency).
  return {
    sql: `SELECT c.currency, COUNT(DISTINCT o.task_id || ' ' || o.run_id) AS runs, COUNT(c.id) AS calls,
        COALESCE(SUM(c.cost), 0) AS cost, (SELECT COUNT(*) FROM (${observed}) AS every_run) AS all_runs
      FROM (SELECT * FROM (${observed}) AS latest ORDER BY last DESC LIMIT ?) AS o
        LEFT JOIN events AS c ON c.task_id = o.task_id AND c.run_id = o.run_id AND c.event = 'llm_response'
          AND c.round > o.round
      GROUP BY c.currency ORDER BY c.currency`,
    values: [...values, ...values, runs],
  };
}

/** A row of {@link observedTripsQuery} as an {@link ObservedTrip}. */
export function toObservedTrip(row: Record<string, unknown>): ObservedTrip {
  return {
    id: Number(row.id),
    at: Number(row.timestamp),
    taskId: String(row.task_id),
    runId: String(row.run_id),
    round: Number(row.round),
    agentName: (row.agent_name as string | null) ?? null,
    model: (row.model as string | null) ?? null,
    code: (row.code as string | null) ?? null,
    detector: (row.detector as string | null) ?? null,
    message: (row.error_message as string | null) ?? null,
    savedCalls: Number(row.saved_calls ?? 0),
    savedCost: Number(row.saved_cost ?? 0),
    currency: (row.currency as string | null) ?? null,
  };
}

/** The calls and cost of one UTC day from the daily rollup, per agent and currency. */
export const SPENT_ON_DAY = `SELECT agent_name, currency, SUM(calls) AS calls, SUM(cost_pico) AS cost_pico
  FROM daily_calls WHERE day = ? GROUP BY agent_name, currency ORDER BY agent_name, currency`;

/** The rows of `SPENT_ON_DAY` (either store's types) as {@link SpentToday}. */
export function spentOf(day: string, rows: Record<string, unknown>[]): SpentToday {
  const agents = rows.map((row) => ({
    agentName: (row.agent_name as string | null) ?? null,
    currency: (row.currency as string | null) ?? null,
    calls: Number(row.calls),
    cost: Number(row.cost_pico) / 1e12,
  }));
  const global = new Map<string | null, { currency: string | null; cost: number; calls: number }>();
  for (const row of agents) {
    const total = global.get(row.currency) ?? { currency: row.currency, cost: 0, calls: 0 };
    total.cost += row.cost;
    total.calls += row.calls;
    global.set(row.currency, total);
  }
  return { day, global: [...global.values()], agents };
}

/** The rows of {@link runPageQuery} (one more than the page) as a page and the next page's cursor. */
export function pageOf(rows: RunRow[], query: RunQuery): RunPage {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  if (rows.length <= query.limit || !last) return { rows: page, next: null };
  const value =
    query.sort === 'cost'
      ? (last.cost ?? 0)
      : query.sort === 'duration'
        ? last.durationMs
        : (last.endedAt ?? 0);
  return { rows: page, next: { id: last.id, value } };
}
