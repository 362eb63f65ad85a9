import type { RunQuery, RunRange, RunRangeField } from './run-list.js';
import { type Dialect, pageWhere, type SqlQuery } from './run-list-sql.js';
import { figureSql, figureWhere } from './run-range-sql.js';

// The runs view's range filters on indexes (schema v11), so a range that few or no runs match costs at most
// one scan of an index, never a read of every run's row:
// - The order indexes (end time, cost, duration) hold every figure and the run's ids, so a page walking one
//   checks each run's figures in the index and never reads its row: a range that no run matches, or one the
//   page finds late (cheap runs under the dearest-first order), is one scan of the order's index.
// - A range of cost or duration under another order is first read from that figure's order index, up to
//   RANGE_IDS + 1 runs: when it has at most RANGE_IDS, those runs are read by id, filtered and sorted, as a
//   search's few matches are (schema v9); when it has more, the page walks the order's index.
// - Halting trips are not on the run_end: a partial index of the halts by run lets a range of trips from 1 up
//   be read the same way (the runs with that many halts), and lets a walk count a run's halts by one seek.
// Calls and tokens have no index of their own: measured, two more indexes on every run_end cost the writer
// several times what the wider order indexes and the halts index do, for a walk a covering scan keeps short.
// The figures already are columns of the run_end row, and the halts index is on rows written anyway: no
// trigger and no new table, so a writer (a sink, replay, a user's own INSERT) and a prune keep it all exact.

/** A range matching more runs than this is checked along the order's index instead of read by id. */
export const RANGE_IDS = 2_000;

/**
 * The run_end columns the page's filters read, after an order index's key: the index answers them alone. An
 * index keyed by an expression (`COALESCE(cost, 0)`) holds its column too: SQLite counts a column read only
 * inside the indexed expression as one the index lacks, and would read the row.
 */
const FILTERED = 'id, day, agent_name, task_type, model, state, code';

/** Migration v11 of each store: the halts index, and the order indexes holding every figure and the run's ids. */
export const runRangeMigration: Readonly<Record<Dialect, string>> = {
  sqlite: `DROP INDEX events_runs_newest;
  CREATE INDEX events_runs_newest ON events (timestamp, ${FILTERED}, task_id, run_id, round, total_tokens, cost,
    latency_ms) WHERE event = 'run_end';
  DROP INDEX events_runs_cost;
  CREATE INDEX events_runs_cost ON events (COALESCE(cost, 0), ${FILTERED}, task_id, run_id, round, total_tokens,
    cost, latency_ms) WHERE event = 'run_end';
  DROP INDEX events_runs_duration;
  CREATE INDEX events_runs_duration ON events (COALESCE(latency_ms, 0), ${FILTERED}, task_id, run_id, round,
    total_tokens, cost, latency_ms) WHERE event = 'run_end';
  CREATE INDEX events_halts ON events (task_id, run_id) WHERE event = 'guard_trigger' AND action = 'halt';`,
  postgres: `DROP INDEX events_runs_newest;
  CREATE INDEX events_runs_newest ON events (timestamp, id) INCLUDE (day, agent_name, task_type, model, state,
    code, task_id, run_id, round, total_tokens, cost, latency_ms) WHERE event = 'run_end';
  DROP INDEX events_runs_cost;
  CREATE INDEX events_runs_cost ON events ((COALESCE(cost, 0)), id) INCLUDE (day, agent_name, task_type, model,
    state, code, task_id, run_id, round, total_tokens, cost, latency_ms) WHERE event = 'run_end';
  DROP INDEX events_runs_duration;
  CREATE INDEX events_runs_duration ON events ((COALESCE(latency_ms, 0)), id) INCLUDE (day, agent_name,
    task_type, model, state, code, task_id, run_id, round, total_tokens, cost, latency_ms) WHERE event = 'run_end';
  CREATE INDEX events_halts ON events (task_id, run_id) WHERE event = 'guard_trigger' AND action = 'halt';`,
};

/** The index keyed by each figure of a run_end that has one (trips: the halts index). */
const figureIndex: Readonly<Partial<Record<RunRangeField, string>>> = {
  cost: 'events_runs_cost',
  duration: 'events_runs_duration',
  trips: 'events_halts',
};

/**
 * The queries reading each range of `query` from its figure's index: the ids of the run_ends it holds under
 * the query's other filters, up to RANGE_IDS + 1. Left out: calls and tokens (no index of their own), a range
 * of the order's own key (the page reads it as a range of that index already), and a range of trips that 0
 * is in (runs without halts).
 */
export function rangeIdsQueries(query: RunQuery, dialect: Dialect): SqlQuery[] {
  const queries: SqlQuery[] = [];
  const ranges = Object.entries(query.ranges ?? {}) as [RunRangeField, RunRange | undefined][];
  for (const [field, range] of ranges) {
    const index = figureIndex[field];
    if (range === undefined || field === query.sort || index === undefined) continue;
    const indexed = (name: string) => (dialect === 'sqlite' ? `INDEXED BY ${name}` : '');
    const bounds = figureWhere(field, range);
    if (bounds.clauses.length === 0) continue;
    if (field !== 'trips') {
      const where = pageWhere(query);
      queries.push({
        sql: `SELECT id FROM events ${indexed(index)}
          WHERE ${[...where.clauses, ...bounds.clauses].join(' AND ')} LIMIT ?`,
        values: [...where.values, ...bounds.values, RANGE_IDS + 1],
      });
      continue;
    }
    if (range?.min === undefined || range.min <= 0) continue;
    // The runs with that many halts from the halts index, then each one's run_end through the task index
    // (CROSS JOIN: SQLite keeps the halts outer; PostgreSQL plans it as a join).
    const where = pageWhere(query, 'r.');
    const count = bounds.clauses.map((clause) => clause.replace(figureSql.trips, 'COUNT(*)'));
    queries.push({
      sql: `SELECT r.id FROM (SELECT task_id, run_id FROM events ${indexed(index)}
          WHERE event = 'guard_trigger' AND action = 'halt' GROUP BY task_id, run_id
          HAVING ${count.join(' AND ')}) AS h
        CROSS JOIN events AS r ${indexed('events_task')}
        WHERE r.task_id = h.task_id AND r.run_id = h.run_id AND ${where.clauses.join(' AND ')} LIMIT ?`,
      values: [...bounds.values, ...where.values, RANGE_IDS + 1],
    });
  }
  return queries;
}

/**
 * The runs a page may hold from the ranges' ids ({@link rangeIdsQueries}' rows) and a search's matches (the
 * ids, or `undefined` when it has many): the runs every few-match set holds, or `undefined` when every set
 * has more than RANGE_IDS (the page then walks the order's index).
 */
export function rangedRuns(
  sets: readonly (readonly Record<string, unknown>[])[],
  searched: readonly number[] | undefined,
): number[] | undefined {
  let runs: Set<number> | undefined = searched === undefined ? undefined : new Set(searched);
  for (const rows of sets) {
    if (rows.length > RANGE_IDS) continue;
    const ids = rows.map((row) => Number(row.id));
    runs = runs === undefined ? new Set(ids) : new Set(ids.filter((id) => runs?.has(id)));
  }
  return runs === undefined ? undefined : [...runs];
}
