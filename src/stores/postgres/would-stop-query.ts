import type Pg from 'pg';
import type { EventFilter, WouldStopRow } from '../event-reader.js';
import { dayBounds } from './queries.js';

// SQLite's `queryWouldStop` in PostgreSQL: each run's first observed trip, then what the run's LLM calls after
// it came to. Sums go through numeric, as the other reports' do, so both stores give the same figures.
const wouldStopQuery = `SELECT day, task_type, agent_name, code, currency, COUNT(*)::int AS runs,
    SUM(calls)::int AS calls, SUM(cost)::float8 AS cost FROM (
  SELECT trip.day, trip.task_type, trip.agent_name, trip.code,
    (SELECT COUNT(*) FROM events AS call WHERE call.task_id = trip.task_id AND call.id > trip.id
      AND call.run_id = trip.run_id AND call.event = 'llm_response') AS calls,
    (SELECT coalesce(SUM(call.cost::numeric), 0) FROM events AS call WHERE call.task_id = trip.task_id
      AND call.id > trip.id AND call.run_id = trip.run_id AND call.event = 'llm_response') AS cost,
    (SELECT call.currency FROM events AS call WHERE call.task_id = trip.task_id AND call.run_id = trip.run_id
      AND call.event = 'llm_response' AND call.currency IS NOT NULL ORDER BY call.id LIMIT 1) AS currency
  FROM events AS trip
  WHERE trip.event = 'guard_trigger' AND trip.action = 'observe' AND trip.day >= $1 AND trip.day <= $2
    AND ($3::text IS NULL OR trip.agent_name = $3) AND ($4::text IS NULL OR trip.task_type = $4)
    AND NOT EXISTS (SELECT 1 FROM events AS earlier WHERE earlier.task_id = trip.task_id
      AND earlier.id < trip.id AND earlier.run_id = trip.run_id AND earlier.event = 'guard_trigger'
      AND earlier.action = 'observe')) AS first_trips
GROUP BY day, task_type, agent_name, code, currency
ORDER BY day, task_type, agent_name, code`;

/** Observe-only mode's would-have-stopped runs: see {@link EventReader.wouldHaveStopped}. */
export async function postgresWouldStop(
  db: Pg.Pool | Pg.ClientBase,
  filter: EventFilter,
): Promise<WouldStopRow[]> {
  const result = await db.query<Record<string, unknown>>(wouldStopQuery, [
    ...dayBounds(filter),
    filter.agentName ?? null,
    filter.taskType ?? null,
  ]);
  return result.rows.map((row) => ({
    date: row.day as string,
    taskType: (row.task_type as string | null) ?? null,
    agentName: (row.agent_name as string | null) ?? null,
    code: row.code as string,
    runs: Number(row.runs),
    savedCalls: Number(row.calls),
    savedCost: Number(row.cost),
    currency: (row.currency as string | null) ?? null,
  }));
}
